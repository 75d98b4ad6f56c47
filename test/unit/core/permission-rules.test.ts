/**
 * Every permission check answers exactly as the rules recorded in permission-rules.json, on a grid
 * of subjects (claim sets) and target agents (own, root, direct child, grandchild, unrelated, none):
 * declaring the permissions in one table changed no authorisation.
 */
import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Check } from '../../../src/core/permissions';
import { answers } from './permission-grid';
import recorded from './permission-rules.json';

// Checks whose name followed a label rather than their claim before the one table.
const BEFORE: Record<string, string> = {
  removeAgentCredits: 'removeCredits',
  requestCurrencyExchangeRates: 'requestCurrencyExchange',
  changePosUsersPassword: 'changePosUserPassword',
  viewJackpotHistoryReport: 'viewJackpotHistory',
};
const checks = can as unknown as Record<string, Check>;

describe('permission checks keep their recorded rules', () => {
  for (const [name, expected] of Object.entries(recorded.checks)) {
    it(`${name} grants the same subjects on the same targets`, () => {
      const check = checks[BEFORE[name] ?? name];
      expect(check, name).toBeTypeOf('function');
      expect(answers(check!)).toEqual(expected);
    });
  }

  it('a report is viewable by the same subjects on the same targets, for every permission name', () => {
    const viewReport = recorded.viewReport as Record<string, Record<string, string>>;
    for (const name of [...PERMISSIONS.map((p) => p.name), 'CanDoSomethingUnknown']) {
      expect(
        answers((s, t) => can.viewReport(s, t, name)),
        name,
      ).toEqual(viewReport[name] ?? {});
    }
  });
});
