/**
 * Every permission check answers exactly as the rules recorded in permission-rules.json, on a grid
 * of subjects (claim sets) and target agents (own, root, direct child, grandchild, unrelated, none):
 * declaring the permissions in one table changed no authorisation.
 */
import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Check, type PermissionName } from '../../../src/core/permissions';
import { answers } from './permission-grid';
import recorded from './permission-rules.json';

const checks = can as unknown as Record<string, Check>;

describe('permission checks keep their recorded rules', () => {
  for (const [name, expected] of Object.entries(recorded.checks)) {
    it(`${name} grants the same subjects on the same targets`, () => {
      const check = checks[name];
      expect(check, name).toBeTypeOf('function');
      expect(answers(check!)).toEqual(expected);
    });
  }

  it('a report is viewable by the same subjects on the same targets, for every permission name', () => {
    const viewReport = recorded.viewReport as Record<string, Record<string, string>>;
    // An unknown name (possible from untyped input) is refused at run time too.
    for (const name of [...PERMISSIONS.map((p) => p.name), 'CanDoSomethingUnknown']) {
      expect(
        answers((s, t) => can.viewReport(s, t, name as PermissionName)),
        name,
      ).toEqual(viewReport[name] ?? {});
    }
  });
});
