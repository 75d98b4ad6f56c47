import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

// Helpers shared by the benchmarks: headless Chromium options, statistics, the rows a benchmark returns.
//
// A row is { name, value, unit, target? }:
//   - name: what is measured (stable: bench/run.mjs matches it with the previous run's row of that name);
//   - target: { max } (or { min }) when the number has a goal; bench/run.mjs prints it beside the value.

/** Debian's Chromium, headless, as the browser tests launch it (scripts/lib/chromium.mjs). */
export const CHROMIUM = { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] };

/**
 * Chromium DevTools' "Fast 4G" network profile (a partner's visitors on a phone): 165 ms added to
 * each request (60 ms × 2.75), 9 Mbit/s down and 1.5 Mbit/s up (× 0.9). For
 * CDP Network.emulateNetworkConditions (bytes per second).
 */
export const FAST_4G = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};

export function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One decimal. */
export const round1 = (value) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);

/** A row; `target` is { max } or { min }. */
export function row(name, value, unit, target) {
  return target ? { name, value, unit, target } : { name, value, unit };
}

/** True, false, or null when the row has no target. */
export function meets(entry) {
  if (!entry.target || typeof entry.value !== 'number') return null;
  if (entry.target.max !== undefined && entry.value > entry.target.max) return false;
  if (entry.target.min !== undefined && entry.value < entry.target.min) return false;
  return true;
}

/** '≤ 150 ms' / '≥ 1 rows' / ''. */
export function targetText(entry) {
  if (!entry.target) return '';
  if (entry.target.max !== undefined) return `≤ ${entry.target.max} ${entry.unit}`;
  return `≥ ${entry.target.min} ${entry.unit}`;
}

/**
 * The rows as a table: measurement, value, target, the previous run's value (by row name) and whether
 * the target is met.
 */
export function formatRows(rows, previousRows = []) {
  const before = new Map(previousRows.map((entry) => [entry.name, entry]));
  const cells = rows.map((entry) => {
    const previous = before.get(entry.name);
    const verdict = meets(entry);
    return [
      entry.name,
      `${entry.value ?? '-'} ${entry.unit}`,
      targetText(entry),
      previous && previous.value !== undefined
        ? `${previous.value ?? '-'} ${previous.unit ?? ''}`.trim()
        : '-',
      verdict === null ? '' : verdict ? 'met' : 'MISSED',
    ];
  });
  const header = ['measurement', 'now', 'target', 'previous run', ''];
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i].length)));
  const line = (values) =>
    values
      .map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line)].map((text) => `  ${text}`).join('\n');
}
