/**
 * The rules of the audit page, pure: what an entry changed (its before/after difference), the period
 * a user picks as the moments the server filters by, the label keys of kinds and object types, and
 * the columns and name of the CSV export.
 */
// the default export: the package's CommonJS build (Node) has no named exports
import jsonpatch from 'fast-json-patch';
import { localMidnight } from '../../days';
import type { AuditEntry } from './contract';

// ---------------------------------------------------------------------------------------------
// The difference of an entry
// ---------------------------------------------------------------------------------------------

export type ChangeType = 'added' | 'removed' | 'changed';

/** One value an entry changed: where (a dotted path: 'source.creditAmount'), how, and the two values. */
export interface EntryChange {
  path: string;
  type: ChangeType;
  /** The value before (undefined when added). */
  before: unknown;
  /** The value after (undefined when removed). */
  after: unknown;
}

type Doc = Record<string, unknown> | unknown[];

/** A value as a document to compare: objects and lists as they are, nothing as empty, a plain value wrapped. */
function asDoc(value: unknown): Doc {
  if (value === null || value === undefined) return {};
  if (typeof value === 'object') return value as Doc;
  return { value };
}

/** '/source/credit~1x/0' -> 'source.credit/x.0' */
function dotted(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const byPath = new Intl.Collator('en', { numeric: true });

/**
 * What changed between `before` and `after` (a JSON diff): every value added, removed or replaced,
 * at any depth, sorted by path. A creation (before null) lists every value as added, a deletion every
 * value as removed; values that stayed the same are not listed.
 */
export function entryChanges(before: unknown, after: unknown): EntryChange[] {
  const from = asDoc(before);
  const to = asDoc(after);
  return jsonpatch
    .compare(from, to)
    .map((op): EntryChange => {
      const path = dotted(op.path);
      if (op.op === 'add') return { path, type: 'added', before: undefined, after: op.value };
      const old: unknown = jsonpatch.getValueByPointer(from, op.path);
      if (op.op === 'remove') return { path, type: 'removed', before: old, after: undefined };
      return { path, type: 'changed', before: old, after: (op as { value?: unknown }).value };
    })
    .sort((a, b) => byPath.compare(a.path, b.path));
}

/** A value as the difference shows it: text as it is, anything else as JSON, nothing as ''. */
export function changeValueText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------
// Period
// ---------------------------------------------------------------------------------------------

/** The local midnight that starts a day 'YYYY-MM-DD' (null when it is not a real day). */
export function startOfDay(day: string): Date | null {
  return localMidnight(day);
}

export type PeriodProblem = 'invalid-from' | 'invalid-to' | 'reversed';

export interface Period {
  /** The first moment (ISO), or undefined for no start. */
  from?: string;
  /** The moment after the last day (ISO), or undefined for no end. */
  to?: string;
  problem?: PeriodProblem;
}

/**
 * The moments of a period of whole days in the user's time zone: from the start of `fromDay` to the
 * end of `toDay` (both included), either one open. A day that does not exist, or an end before the
 * start, is a problem (and filters nothing).
 */
export function periodOf(fromDay: string, toDay: string): Period {
  const start = fromDay ? startOfDay(fromDay) : null;
  const last = toDay ? startOfDay(toDay) : null;
  if (fromDay && !start) return { problem: 'invalid-from' };
  if (toDay && !last) return { problem: 'invalid-to' };
  if (start && last && last < start) return { problem: 'reversed' };
  const end = last ? new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1) : null;
  return { from: start?.toISOString(), to: end?.toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------------------------

/** The translation key of a kind ('credit.adjusted' -> 'app.audit.kinds.credit.adjusted'). */
export function kindKey(kind: string): string {
  return `app.audit.kinds.${kind}`;
}

/** The translation key of an object type. */
export function objectTypeKey(objectType: string): string {
  return `app.audit.objects.${objectType}`;
}

// ---------------------------------------------------------------------------------------------
// CSV export
// ---------------------------------------------------------------------------------------------

export type AuditColumn =
  | 'at'
  | 'user'
  | 'kind'
  | 'agent'
  | 'object-type'
  | 'object-id'
  | 'before'
  | 'after'
  | 'request-id'
  | 'client-address';

/** The columns of the export: their title keys (app.audit.columns.<label>) and values. */
export function auditCsvColumns(): { label: AuditColumn; value: (e: AuditEntry) => unknown }[] {
  return [
    { label: 'at', value: (e) => e.at },
    { label: 'user', value: (e) => e.userName },
    { label: 'kind', value: (e) => e.kind },
    { label: 'agent', value: (e) => e.agentName },
    { label: 'object-type', value: (e) => e.objectType },
    { label: 'object-id', value: (e) => e.objectId },
    { label: 'before', value: (e) => e.before ?? '' },
    { label: 'after', value: (e) => e.after ?? '' },
    { label: 'request-id', value: (e) => e.requestId },
    { label: 'client-address', value: (e) => e.clientAddress },
  ];
}

/** The export's file name: 'audit-log-<agent>-<YYYY-MM-DD>.csv', in plain ASCII. */
export function auditFileName(agentName: string, day: Date): string {
  const slug =
    agentName
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'agent';
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  return `audit-log-${slug}-${date}.csv`;
}
