/**
 * The set-up the tests of an area's form page share: each test starts signed in inside the console
 * shell (all claims unless given) with the page's answers routed, and ends with the element gone and
 * the address back at `/` (a saved form navigates to its list).
 */
import type { UserClaims } from '../../src/core/session';
import { setUp, tearDown } from './element';
import { allClaims } from './token';

/** Ends a form page's test: the element and its answers gone, the address back at `/`. */
export async function leaveFormPage(): Promise<void> {
  await tearDown();
  history.replaceState(null, '', '/');
}

/** Starts a form page's test signed in (in the shell) with `answers()` routed. */
export async function openFormPage(answers: () => void, claims: UserClaims = allClaims()): Promise<void> {
  await setUp({ shell: true, claims });
  answers();
}

/** Every test of the `describe` it is called in starts with `openFormPage` and ends with `leaveFormPage`. */
export function formPageTests(answers: () => void, claims?: () => UserClaims): void {
  beforeEach(() => openFormPage(answers, claims?.()));
  afterEach(leaveFormPage);
}
