/**
 * How a report period is read from the rollups: the whole UTC days inside it from the day rows, the
 * whole UTC hours left at its two ends from the hour rows, and what is left of an hour at an end (a
 * period given as instants, or a time zone half an hour off UTC) from the rows themselves. Pure.
 */

const HOUR = 3_600_000;
export const DAY_MS = 24 * HOUR;

/** A range of instants, `from` included, `to` excluded (ISO text); null: unbounded on that side. */
export interface Span {
  from: string | null;
  to: string | null;
}

/** A piece of the period within one UTC day: whole hours (`hours`) or a part of an hour (rows). */
export interface Edge {
  from: string;
  to: string;
  /** The UTC day it lies in ('YYYY-MM-DD'). */
  day: string;
  /** Whole hours (read from the hour rows) rather than rows. */
  hours: boolean;
}

export interface Cut {
  /** Whole UTC days (bounds at midnight UTC, null for unbounded), or null when the period has none. */
  days: Span | null;
  /** The other pieces, in time order. */
  edges: Edge[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;
const ceilTo = (ms: number, unit: number) => Math.ceil(ms / unit) * unit;

/** [from, to) as pieces that each lie in one UTC day. */
function byDay(from: number, to: number, hours: boolean): Edge[] {
  const pieces: Edge[] = [];
  for (let start = from; start < to;) {
    const end = Math.min(to, floorTo(start, DAY_MS) + DAY_MS);
    pieces.push({ from: iso(start), to: iso(end), day: iso(floorTo(start, DAY_MS)).slice(0, 10), hours });
    start = end;
  }
  return pieces;
}

/** The pieces of a period (`from` included, `to` excluded). */
export function cutPeriod(period: Span): Cut {
  const f = period.from === null ? null : Date.parse(period.from);
  const t = period.to === null ? null : Date.parse(period.to);
  if (f !== null && t !== null && f >= t) return { days: null, edges: [] };
  const h1 = f === null ? null : ceilTo(f, HOUR);
  const h2 = t === null ? null : floorTo(t, HOUR);
  if (h1 !== null && h2 !== null && h1 >= h2)
    // inside one hour, or across a single hour boundary: rows only
    return { days: null, edges: byDay(f!, t!, false) };
  const edges: Edge[] = [];
  if (f !== null && f < h1!) edges.push(...byDay(f, h1!, false));
  const d1 = h1 === null ? null : ceilTo(h1, DAY_MS);
  const d2 = h2 === null ? null : floorTo(h2, DAY_MS);
  let days: Span | null = null;
  if (d1 !== null && d2 !== null && d1 >= d2) {
    // no whole day: whole hours in between
    edges.push(...byDay(h1!, h2!, true));
  } else {
    if (h1 !== null && h1 < d1!) edges.push(...byDay(h1, d1!, true));
    days = { from: d1 === null ? null : iso(d1), to: d2 === null ? null : iso(d2) };
    if (h2 !== null && d2! < h2) edges.push(...byDay(d2!, h2, true));
  }
  if (t !== null && h2! < t) edges.push(...byDay(h2!, t, false));
  return { days, edges };
}

/** The bits of the UTC hours an edge of whole hours covers within its day (bit h: hour h). */
export function hourMask(edge: Edge): number {
  const start = new Date(edge.from).getUTCHours();
  const end = Date.parse(edge.to) - floorTo(Date.parse(edge.from), DAY_MS);
  const last = Math.ceil(end / HOUR) - 1;
  let mask = 0;
  for (let h = start; h <= last; h++) mask |= 1 << h;
  return mask;
}
