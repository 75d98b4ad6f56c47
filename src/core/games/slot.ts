/**
 * Slot-detail rules.
 */
import type { SlotLine, SlotRoundDetail, SlotSideBet, SlotSpinNote, SlotWheelInfo } from './types';

/**
 * Spin notes: text holding a JSON list of header/text pairs. Bad JSON, or anything but a list,
 * gives no notes (the section is dropped, never the view). Entries without header and text are skipped.
 */
export function parseSpinNotes(text: string | null | undefined): SlotSpinNote[] {
  if (!text || !text.trim()) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const notes: SlotSpinNote[] = [];
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const { header, text: body } = item as Record<string, unknown>;
    if (header === undefined && body === undefined) continue;
    notes.push({ header: header == null ? '' : String(header), text: body == null ? '' : String(body) });
  }
  return notes;
}

/**
 * Ways-to-win game (decision, docs/decisions.md "Game-round details"): the response's
 * `waysToWin` flag when present; otherwise a game whose win lines carry symbol icons.
 */
export function isWaysToWin(detail: Pick<SlotRoundDetail, 'waysToWin' | 'lines'>): boolean {
  if (detail.waysToWin !== undefined && detail.waysToWin !== null) return Boolean(detail.waysToWin);
  return (detail.lines ?? []).some((line) => (line.icons ?? []).length > 0);
}

/** Occurrences column: only for pays-any games. */
export function showsOccurrences(detail: Pick<SlotRoundDetail, 'paysAny'>): boolean {
  return Boolean(detail.paysAny);
}

/** Line icons column: only for ways-to-win games that are not all-ways. */
export function showsLineIcons(
  detail: Pick<SlotRoundDetail, 'waysToWin' | 'lines' | 'allwayspayGame'>,
): boolean {
  return isWaysToWin(detail) && !detail.allwayspayGame;
}

/** Wheel rows that have icons. */
export function wheelRows(wheelinfos: readonly SlotWheelInfo[] | null | undefined): SlotWheelInfo[] {
  return (wheelinfos ?? []).filter((row) => (row.icons ?? []).length > 0);
}

/** The side bet has data when at least one of its fields is present. */
export function hasSideBet(sidebet: SlotSideBet | null | undefined): sidebet is SlotSideBet {
  if (!sidebet) return false;
  return [sidebet.featureContribution, sidebet.featurePayout, sidebet.featureType].some(
    (value) => value !== null && value !== undefined && value !== '',
  );
}

/** Win lines of the round (none when absent). */
export function winLines(detail: Pick<SlotRoundDetail, 'lines'>): SlotLine[] {
  return detail.lines ?? [];
}
