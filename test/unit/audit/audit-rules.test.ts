/**
 * The audit page's rules: what an entry changed, the period as moments, the label keys, the export's
 * columns and file name.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/core/areas/audit/contract';
import {
  auditCsvColumns,
  auditFileName,
  changeValueText,
  entryChanges,
  kindKey,
  periodOf,
  startOfDay,
} from '../../../src/core/areas/audit/rules';

describe('an entry’s difference lists every value added, removed or changed, at any depth, by path', () => {
  it('a change lists only what differs', () => {
    expect(
      entryChanges(
        { creditAmount: '100.00', source: { name: 'A', creditAmount: '900.00' }, isActive: true },
        { creditAmount: '150.00', source: { name: 'A', creditAmount: '850.00' }, isActive: true },
      ),
    ).toEqual([
      { path: 'creditAmount', type: 'changed', before: '100.00', after: '150.00' },
      { path: 'source.creditAmount', type: 'changed', before: '900.00', after: '850.00' },
    ]);
  });
  it('a creation lists every value as added, a deletion every value as removed', () => {
    expect(entryChanges(null, { name: 'X', currency: 'EUR' })).toEqual([
      { path: 'currency', type: 'added', before: undefined, after: 'EUR' },
      { path: 'name', type: 'added', before: undefined, after: 'X' },
    ]);
    expect(entryChanges({ amount: '0.00' }, null)).toEqual([
      { path: 'amount', type: 'removed', before: '0.00', after: undefined },
    ]);
  });
  it('lists keep their positions; paths are sorted naturally', () => {
    const changes = entryChanges({ ranges: ['10.0.0.0/8', '1.2.3.4/32'] }, { ranges: ['10.0.0.0/8'] });
    expect(changes).toEqual([{ path: 'ranges.1', type: 'removed', before: '1.2.3.4/32', after: undefined }]);
    const many = entryChanges({}, Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, i])));
    expect(many.map((c) => c.path).slice(0, 3)).toEqual(['f0', 'f1', 'f2']);
    expect(many.at(-1)!.path).toBe('f10');
  });
  it('the same values give no change; a plain value is compared as one', () => {
    expect(entryChanges({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(entryChanges(1, 2)).toEqual([{ path: 'value', type: 'changed', before: 1, after: 2 }]);
  });
  it('values show as text: text as it is, the rest as JSON', () => {
    expect(changeValueText('a')).toBe('a');
    expect(changeValueText({ a: 1 })).toBe('{"a":1}');
    expect(changeValueText(null)).toBe('null');
    expect(changeValueText(undefined)).toBe('');
  });
});

describe('a period of whole days in the user’s time zone, both ends included', () => {
  it('from the start of the first day to the start of the day after the last', () => {
    expect(periodOf('2026-03-01', '2026-03-02')).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 3).toISOString(),
    });
    expect(periodOf('', '2026-12-31')).toEqual({ from: undefined, to: new Date(2027, 0, 1).toISOString() });
    expect(periodOf('', '')).toEqual({ from: undefined, to: undefined });
  });
  it('a day that does not exist, or an end before the start, is a problem', () => {
    expect(startOfDay('2026-02-30')).toBeNull();
    expect(periodOf('2026-02-30', '')).toEqual({ problem: 'invalid-from' });
    expect(periodOf('', 'soon')).toEqual({ problem: 'invalid-to' });
    expect(periodOf('2026-03-02', '2026-03-01')).toEqual({ problem: 'reversed' });
    expect(periodOf('2026-03-02', '2026-03-02').problem).toBeUndefined();
  });
});

describe('labels and the export', () => {
  it('a kind’s label key follows its parts', () => {
    expect(kindKey('credit.adjusted')).toBe('app.audit.kinds.credit.adjusted');
  });
  it('the export’s columns, in order, with the entry’s values', () => {
    const entry = {
      id: 1,
      at: '2026-01-01T00:00:00.000Z',
      userId: null,
      userName: 'admin',
      kind: 'agent.created',
      agentId: 'a',
      agentName: 'Aurora',
      objectType: 'agent',
      objectId: 'a',
      before: null,
      after: { name: 'Aurora' },
      requestId: 'r',
      clientAddress: '127.0.0.1',
    } satisfies AuditEntry;
    const columns = auditCsvColumns();
    expect(columns.map((c) => c.label)).toEqual([
      'at',
      'user',
      'kind',
      'agent',
      'object-type',
      'object-id',
      'before',
      'after',
      'request-id',
      'client-address',
    ]);
    expect(columns.map((c) => c.value(entry))).toEqual([
      entry.at,
      'admin',
      'agent.created',
      'Aurora',
      'agent',
      'a',
      '',
      { name: 'Aurora' },
      'r',
      '127.0.0.1',
    ]);
  });
  it('the file is named after the agent and the day, in plain ASCII', () => {
    const day = new Date('2026-05-04T10:00:00Z');
    expect(auditFileName('Aurora Gaming Group', day)).toBe('audit-log-aurora-gaming-group-2026-05-04.csv');
    expect(auditFileName('Nice Côte Casino', day)).toBe('audit-log-nice-cote-casino-2026-05-04.csv');
    expect(auditFileName('金龙', day)).toBe('audit-log-agent-2026-05-04.csv');
  });
});
