/**
 * Where the keyboard focus goes after a form page saves: back on its list, to the row it saved. The form
 * asks (`requestRowFocus(rowId)`) before it navigates to the list; the list's table takes the request
 * (`takeRowFocus(ids)`) when it shows rows among which that row is, and focuses it. A request nobody
 * takes within ROW_FOCUS_TTL_MS (the list was left, the row is on another page) is forgotten, so an old
 * request never moves the focus later.
 */

export const ROW_FOCUS_TTL_MS = 15_000;

let pending: { rowId: string; at: number } | null = null;

/** Asks the next list that shows the row `rowId` to focus it. */
export function requestRowFocus(rowId: string, now: number = Date.now()): void {
  pending = rowId ? { rowId, at: now } : null;
}

/** Whether a request waits (not yet taken, not expired). */
export function rowFocusPending(now: number = Date.now()): boolean {
  if (pending && now - pending.at > ROW_FOCUS_TTL_MS) pending = null;
  return pending !== null;
}

/** The requested row when it is among `rowIds` (the request is then taken), else null. */
export function takeRowFocus(rowIds: readonly string[], now: number = Date.now()): string | null {
  if (!rowFocusPending(now) || !pending || !rowIds.includes(pending.rowId)) return null;
  const { rowId } = pending;
  pending = null;
  return rowId;
}
