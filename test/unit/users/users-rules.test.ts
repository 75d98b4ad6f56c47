/** The users area's rules: row actions, MatchPassword, the form's payload, claims, roles, refusals. */
import { describe, expect, it } from 'vitest';
import type { Role, User } from '../../../src/core/areas/users/contract';
import {
  applyRole,
  claimNames,
  claimsFromNames,
  grantableItems,
  heldOutside,
  initialUserForm,
  matchPassword,
  roleChanges,
  sameClaims,
  userPayload,
  userRowActions,
  withinGrant,
} from '../../../src/core/areas/users/rules';
import { ALL_CLAIMS, NO_CLAIMS, P, PERMISSIONS } from '../../../src/core/permissions';
import pageEn from '../../../src/core/i18n/locales/en/page.json';
import pageZh from '../../../src/core/i18n/locales/zh-cn/page.json';
import { CHILD, GRANDCHILD, OWN, userDetails } from '../../support/fixtures';
import { claimsWith } from '../../support/token';

const user = (change: Partial<User> = {}): User =>
  userDetails({ id: 'u-2', displayName: 'Jane', email: '', ...change });
const subject = (...names: string[]) => ({ agentId: OWN, claims: claimsWith(...names) });

describe('row actions: by permission, judged for the user’s own agent', () => {
  it('edit with edit-users; details instead with request-user-details alone', () => {
    expect(userRowActions(subject(P.EditUsers), user(), 'me')).toEqual(['edit']);
    expect(userRowActions(subject(P.RequestUserDetails), user(), 'me')).toEqual(['view']);
  });
  it('permissions with see- or edit-user-claims; delete with delete-user', () => {
    expect(userRowActions(subject(P.SeeUserClaims, P.DeleteUser), user(), 'me')).toEqual([
      'claims',
      'delete',
    ]);
    expect(userRowActions(subject(P.EditUserClaims), user(), 'me')).toEqual(['claims']);
  });
  it('a user of an agent two levels down needs the 2nd-plus-level permissions', () => {
    const deep = user({ agentId: GRANDCHILD, agentParentId: CHILD });
    expect(userRowActions(subject(P.EditUsers, P.DeleteUser), deep, 'me')).toEqual([]);
    expect(
      userRowActions(subject(P.EditUsers, P.DeleteUser, P.Edit2ndPlusLevelChildren), deep, 'me'),
    ).toEqual(['edit', 'delete']);
  });
  it('the signed-in user is never offered its own deletion', () => {
    expect(userRowActions(subject(P.DeleteUser), user({ id: 'me' }), 'me')).toEqual([]);
  });
});

describe('MatchPassword: the confirmation must equal the password', () => {
  it('a different confirmation is refused on the confirmation field', () => {
    expect(matchPassword({ password: 'Secret123', confirmPassword: 'Secret124' })).toEqual({
      confirmPassword: { key: 'validation.MatchPassword' },
    });
  });
  it('an empty confirmation of a typed password is refused; two empty fields pass', () => {
    expect(matchPassword({ password: 'Secret123', confirmPassword: '' }).confirmPassword?.key).toBe(
      'validation.MatchPassword',
    );
    expect(matchPassword({ password: '', confirmPassword: '' })).toEqual({});
  });
  it('equal passwords pass (case-sensitive)', () => {
    expect(matchPassword({ password: 'Secret123', confirmPassword: 'Secret123' })).toEqual({});
    expect(matchPassword({ password: 'Secret123', confirmPassword: 'secret123' })).not.toEqual({});
  });
});

describe('the user form: start and payload', () => {
  it('a new user starts active, of the page’s agent, without a password', () => {
    expect(initialUserForm(null, OWN)).toEqual({
      userName: '',
      displayName: '',
      email: '',
      agentId: OWN,
      isActive: true,
      password: '',
      confirmPassword: '',
    });
  });
  it('create sends the user (trimmed) and its password', () => {
    const values = {
      ...initialUserForm(null, OWN),
      userName: ' jane ',
      displayName: ' Jane ',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    expect(userPayload(values)).toEqual({
      user: { userName: 'jane', displayName: 'Jane', email: '', agentId: OWN, isActive: true },
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
  });
  it('edit without a typed password sends no password (the user keeps its own)', () => {
    expect(userPayload(initialUserForm(user(), OWN), 'u-2')).toEqual({
      user: { id: 'u-2', userName: 'jane', displayName: 'Jane', email: '', agentId: CHILD, isActive: true },
    });
  });
});

describe('claims as the editors show them (flat names) and as the API stores them (per type)', () => {
  it('flat names go under their own claim type; unknown names are left out', () => {
    expect(claimsFromNames([P.ListUsers, P.ViewCasinos, P.ExportToCsv, 'CanFly', P.ListUsers])).toEqual({
      AgentClaims: [P.ListUsers],
      RtgClaims: [P.ViewCasinos],
      RtgGroupClaims: [P.ExportToCsv],
    });
  });
  it('a null list holds every claim of its type', () => {
    const names = claimNames({ AgentClaims: null, RtgClaims: [], RtgGroupClaims: [] });
    expect(names).toEqual(PERMISSIONS.filter((p) => p.type === 'AgentClaims').map((p) => p.name));
  });
  it('grantable: what every bound holds', () => {
    const items = grantableItems([claimsWith(P.ListUsers, P.ViewCasinos), claimsWith(P.ListUsers)]);
    expect(items.map((c) => c.value)).toEqual([P.ListUsers]);
  });
  it('a user is within reach when the granter could have given all its claims', () => {
    expect(withinGrant(claimsWith(P.ListUsers), [claimsWith(P.ListUsers, P.EditUsers)])).toBe(true);
    expect(withinGrant(claimsWith(P.ViewCasinos), [claimsWith(P.ListUsers)])).toBe(false);
    expect(withinGrant(ALL_CLAIMS, [claimsWith(P.ListUsers)])).toBe(false);
    expect(withinGrant(NO_CLAIMS, [NO_CLAIMS])).toBe(true);
  });
  it('held outside: the held names not among the grantable', () => {
    const grantable = grantableItems([claimsWith(P.ListUsers)]);
    expect(heldOutside([P.ListUsers, P.ViewCasinos], grantable)).toEqual([P.ViewCasinos]);
  });
  it('sameClaims ignores order and repeats; a null list differs from a list', () => {
    expect(sameClaims(claimsWith(P.ListUsers, P.EditUsers), claimsWith(P.EditUsers, P.ListUsers))).toBe(true);
    expect(sameClaims(ALL_CLAIMS, claimsWith(P.ListUsers))).toBe(false);
  });
});

describe('applying a role fills the editor with its claims the user may grant', () => {
  it('keeps the grantable ones and reports the others', () => {
    const grantable = grantableItems([claimsWith(P.ListUsers, P.EditUsers)]);
    expect(applyRole(claimsWith(P.ListUsers, P.ViewCasinos), grantable)).toEqual({
      names: [P.ListUsers],
      leftOut: [P.ViewCasinos],
    });
  });
});

describe('replacing the roles: created, updated, deleted', () => {
  const stored: Role[] = [
    { id: 'r1', name: 'Cashier', claims: claimsWith(P.CreditPos) },
    { id: 'r2', name: 'Auditor', claims: claimsWith(P.ViewAgents) },
    { id: 'r3', name: 'Old', claims: NO_CLAIMS },
  ];
  it('a role without id is created, a changed one updated, one left out deleted, an unchanged one none', () => {
    const changes = roleChanges(stored, [
      { id: 'r1', name: 'Cashier', claims: { AgentClaims: [P.CreditPos] } },
      { id: 'r2', name: 'Auditors', claims: claimsWith(P.ViewAgents) },
      { name: 'New', claims: {} },
    ]);
    expect(changes.created.map((r) => r.name)).toEqual(['New']);
    expect(changes.updated.map((u) => u.before.id)).toEqual(['r2']);
    expect(changes.deleted.map((r) => r.id)).toEqual(['r3']);
    expect(changes.unknownIds).toEqual([]);
  });
  it('an id no stored role has is reported', () => {
    expect(roleChanges(stored, [{ id: 'zz', name: 'Ghost', claims: {} }]).unknownIds).toEqual(['zz']);
  });
});

type Tree = { [key: string]: string | Tree };
function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('the claims editor is fully translated: every permission has its English and Chinese label', () => {
  for (const permission of PERMISSIONS) {
    it(permission.name, () => {
      expect(lookup(pageEn as Tree, `app.page.claims.names.${permission.name}`)).toBe(permission.label);
      expect(lookup(pageZh as Tree, `app.page.claims.names.${permission.name}`)).toMatch(/[\u4e00-\u9fff]/);
    });
  }
});
