/**
 * The global search's rules, pure: which areas a user may search (those whose manifest declares
 * `search` and whose menu option the menu shows the user for its own agent), and the URL of a search.
 */
import { AREA_MANIFESTS, type AreaManifest } from './areas';
import type { PermissionSubject } from './permissions';

export const SEARCH_PATH = '/miscellaneous/search';
/** Results per group and page. */
export const SEARCH_PAGE_SIZE = 10;

/** The areas `subject` may search, in the order of the manifests. */
export function searchableAreas(
  subject: PermissionSubject | null,
  manifests: readonly AreaManifest[] = AREA_MANIFESTS,
): AreaManifest[] {
  if (!subject) return [];
  const own = { id: subject.agentId, parentId: null };
  return manifests.filter((manifest) => {
    const search = manifest.search;
    if (!search) return false;
    const option = manifest.menu.find((entry) => entry.path === search.option);
    return option ? option.visible(subject, own) : false;
  });
}

/** The URL of the search page for `text` (trimmed); the bare page for empty text. */
export function searchUrl(text: string): string {
  const trimmed = text.trim();
  return trimmed ? `${SEARCH_PATH}?${new URLSearchParams({ q: trimmed })}` : SEARCH_PATH;
}
