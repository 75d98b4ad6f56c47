/**
 * The frame of a list page's element tests (web-test-runner): each test set up with the list's answers
 * routed, the page mounted for the signed-in user's agent, and what a test reads of the table.
 */
import { expect } from '@open-wc/testing';
import { html, unsafeStatic } from 'lit/static-html.js';
import { mount, setUp, tearDown, type SetUpOptions } from './element';
import { OWN } from './fixtures';
import { fetchMock } from './fetch-mock';
import { $, $$, part } from './shadow';
import { allClaims } from './token';

/**
 * Every test of the block starts set up (all claims unless `options` give others; in the console
 * shell with `shell: true`) with `answers` routed, and is torn down after it (in the shell, with the
 * address back at '/').
 */
export function eachWithList(answers: () => void, options: SetUpOptions = {}): void {
  beforeEach(async () => {
    await setUp({ claims: allClaims(), ...options });
    answers();
  });
  afterEach(async () => {
    await tearDown();
    if (options.shell) history.replaceState(null, '', '/');
  });
}

/**
 * Sets up with `options` (all claims unless they give others), routes `answers` and mounts the list
 * element `tag` for the user's agent (OWN), once it shows `state`.
 */
export async function openList(
  tag: string,
  answers: () => void,
  options: SetUpOptions = {},
  state = 'content',
): Promise<HTMLElement> {
  await setUp({ claims: allClaims(), ...options });
  answers();
  const name = unsafeStatic(tag);
  return mount(html`<${name} agent-id=${OWN}></${name}>`, state);
}

/** The table shows the columns `ids` (separated by spaces), in that order. */
export function expectColumns(element: Element, ids: string): void {
  expect($$(element, 'th[data-column]').map((th) => th.dataset.column)).to.deep.equal(ids.split(' '));
}

/**
 * Opened with `options` the list page `tag` refuses: it shows its forbidden state and has sent no
 * `request` (the list's own, 'GET /api/poses').
 */
export async function expectRefused(
  tag: string,
  answers: () => void,
  options: SetUpOptions,
  request: string,
): Promise<void> {
  const element = await openList(tag, answers, options, 'forbidden');
  expect(part(element, 'forbidden')).not.to.equal(null);
  expect(fetchMock.callsTo(request)).to.have.length(0);
}

/** An element of the row with `id`. */
export const inRow = <T extends HTMLElement = HTMLElement>(element: Element, id: string, selector: string) =>
  $<T>(element, `tr[data-row-id="${id}"] ${selector}`);

/** The ids of the actions a row offers, in order. */
export const actionsOf = (element: Element, id: string): (string | undefined)[] =>
  $$(element, `tr[data-row-id="${id}"] [data-action]`).map((b) => b.dataset.action);
