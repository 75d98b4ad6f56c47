/**
 * Breadcrumbs of the ribbon: built from the route page titles (translation
 * keys; a row whose title depends on its parameters, a report, is named with them), one per matched
 * route row that has a path. The crumb named root (the main layout) goes to
 * '/'. Crumbs whose route contains an `edit/:id` segment or a `:posid/users/:posuserid/update`
 * segment do nothing on click (link null). The others go to /{agentId}/{accumulated segments}. A page of
 * the signed-in user (the profile) has the root crumb and its own, which goes to its path.
 */
import { computed, type ReadonlySignal } from '@preact/signals-core';
import { route, type Route } from './router';
import type { TranslationKey } from './i18n/keys';
import { nodeTitle, ROOT_TITLE } from './routes';

export interface Breadcrumb {
  /** Translation key of the page title. */
  title: TranslationKey;
  /** Where a click goes; null: the crumb does nothing on click. */
  link: string | null;
}

/** Route patterns whose crumbs are not links (the page needs an id the crumb cannot know later). */
export const INERT_CRUMB_PATTERNS: readonly string[] = ['edit/:id', ':posid/users/:posuserid/update'];

function isInert(pattern: string): boolean {
  const padded = `/${pattern}/`;
  return INERT_CRUMB_PATTERNS.some((p) => padded.includes(`/${p}/`));
}

/** The crumbs of a route: root first, then one per matched row with a path and a title. */
export function buildBreadcrumbs(current: Route | null): Breadcrumb[] {
  if (current?.name === 'user' && current.title)
    return [
      { title: ROOT_TITLE, link: '/' },
      { title: current.title, link: current.path },
    ];
  if (!current || current.name !== 'main' || !current.agentId) return [];
  const crumbs: Breadcrumb[] = [{ title: ROOT_TITLE, link: '/' }];
  const accumulated: string[] = [];
  for (const match of current.matches) {
    accumulated.push(...match.segments.map(encodeURIComponent));
    const title = nodeTitle(match.node, current.params);
    if (!match.node.path || !title) continue;
    crumbs.push({
      title,
      link: isInert(match.pattern) ? null : `/${current.agentId}/${accumulated.join('/')}`,
    });
  }
  return crumbs;
}

/** The crumbs of the route on screen. */
export const breadcrumbs: ReadonlySignal<Breadcrumb[]> = computed(() => buildBreadcrumbs(route.value));
