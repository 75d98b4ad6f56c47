/** Rules of the cafes and terminals areas (row actions by permission, amounts, forms, commands). */
import { describe, expect, it } from 'vitest';
import {
  availableBalance,
  checkAdjustment,
  commandDetail,
  holdsMoney,
  initialCafeForm,
  initialCafeUserForm,
  operationsAfterPickup,
  passwordConfirmation,
  cafePayload,
  cafeRowActions,
  cafeUserPayload,
  cafeUsersMode,
} from '../../../src/core/areas/cafes/rules';
import {
  CAFE_COMMAND_TYPES,
  CAFE_REPORT_TYPES,
  CAFE_USER_ROLES,
} from '../../../src/core/areas/cafes/contract';
import { checkTransaction, transactionAction } from '../../../src/core/areas/terminals/rules';
import { TERMINAL_STATUSES, TERMINAL_TRANSACTION_TYPES } from '../../../src/core/areas/terminals/contract';
import en from '../../../src/core/areas/cafes/locales/en.json';
import zh from '../../../src/core/areas/cafes/locales/zh-cn.json';
import terminalsEn from '../../../src/core/areas/terminals/locales/en.json';
import terminalsZh from '../../../src/core/areas/terminals/locales/zh-cn.json';
import {
  ALL_CLAIMS,
  NO_CLAIMS,
  P,
  type PermissionSubject,
  type TargetAgent,
} from '../../../src/core/permissions';
import {
  CHILD,
  GRANDCHILD,
  OWN,
  cafeCommand,
  cafeDetails,
  cafeUserDetails,
  terminalDetails,
} from '../../support/fixtures';
import { claimsWith } from '../../support/token';

const admin: PermissionSubject = { claims: ALL_CLAIMS, agentId: OWN };
const own: TargetAgent = { id: OWN, parentId: null };
const child = { id: CHILD, parentId: OWN };
const subject = (...names: string[]): PermissionSubject => ({ claims: claimsWith(...names), agentId: OWN });
const ids = (s: PermissionSubject, agent = own, cafe = cafeDetails()) =>
  cafeRowActions(s, agent, cafe).map((a) => a.id);

describe('cafe row actions follow the permissions for the cafe’s agent', () => {
  it('every claim: edit, users, adjust balance, request report, disable operations, commands, wipe, delete', () => {
    expect(ids(admin)).toEqual([
      'edit',
      'users',
      'adjustBalance',
      'requestReport',
      'disableOperations',
      'commands',
      'wipe',
      'delete',
    ]);
  });
  it('view point of sale alone shows the commands only', () => {
    expect(ids(subject(P.ViewPos))).toEqual(['commands']);
  });
  it('adjust balance shows with the credit or the remove-credits permission', () => {
    expect(ids(subject(P.CreditPos))).toEqual(['adjustBalance']);
    expect(ids(subject(P.RemovePosCredits))).toEqual(['adjustBalance']);
  });
  it('wipe needs its own global permission; delete the delete permission', () => {
    expect(ids(subject(P.WipePos))).toEqual(['wipe']);
    expect(ids(subject(P.DeletePos))).toEqual(['delete']);
  });
  it('edit-type actions on a grandchild need the 2nd-plus-level edit permission', () => {
    const grandchild = { id: GRANDCHILD, parentId: CHILD };
    expect(ids(subject(P.EditPos), grandchild)).toEqual([]);
    expect(ids(subject(P.EditPos, P.Edit2ndPlusLevelChildren), grandchild)).toContain('edit');
    expect(ids(subject(P.EditPos), child)).toContain('edit');
  });
  it('a cafe that is disabled (or will be once it picks up) offers enable, the others disable', () => {
    expect(ids(admin, own, cafeDetails({ operationsEnabled: false }))).toContain('enableOperations');
    expect(ids(admin, own, cafeDetails({ pendingOperationsEnabled: false }))).toContain('enableOperations');
    expect(
      ids(admin, own, cafeDetails({ operationsEnabled: false, pendingOperationsEnabled: true })),
    ).toContain('disableOperations');
  });
  it('delete is disabled, with its reason, while the cafe holds money in any form', () => {
    for (const change of [
      { balance: 1 },
      { balance: 0, incomingAmount: 5 },
      { balance: 0, reservedAmount: 5 },
    ]) {
      const del = cafeRowActions(admin, own, cafeDetails(change)).find((a) => a.id === 'delete');
      expect(del).toEqual({ id: 'delete', disabledReason: 'app.cafes.delete.holds-money' });
    }
    const empty = cafeRowActions(admin, own, cafeDetails({ balance: 0 })).find((a) => a.id === 'delete');
    expect(empty).toEqual({ id: 'delete' });
    expect(holdsMoney(cafeDetails({ balance: 0 }))).toBe(false);
  });
  it('without any claim nothing is offered', () => {
    expect(ids({ claims: NO_CLAIMS, agentId: OWN })).toEqual([]);
  });
});

describe('operations after the pickup: the pending enable/disable wins over the current state', () => {
  it('reads the pending state first', () => {
    expect(operationsAfterPickup({ operationsEnabled: true, pendingOperationsEnabled: null })).toBe(true);
    expect(operationsAfterPickup({ operationsEnabled: true, pendingOperationsEnabled: false })).toBe(false);
  });
});

describe('adjust balance: the credit amount rule, and no removal beyond what the cafe has available', () => {
  const cafe = cafeDetails({ balance: 100, reservedAmount: 30 });
  it('available is the balance less what is reserved for the agent', () => {
    expect(availableBalance(cafe)).toBe(70);
  });
  it('adding gives a positive amount, removing a negative one, rounded to 2 decimals', () => {
    expect(checkAdjustment(cafe, 'add', '125.555')).toEqual({ ok: true, amount: 125.56 });
    expect(checkAdjustment(cafe, 'remove', '70')).toEqual({ ok: true, amount: -70 });
  });
  it('removing more than is available is refused with the available amount', () => {
    expect(checkAdjustment(cafe, 'remove', '70.01')).toEqual({
      ok: false,
      error: { key: 'app.cafes.adjust.insufficient', params: { available: 70 } },
    });
  });
  it('empty, not a number, zero and above the maximum are refused', () => {
    expect(checkAdjustment(cafe, 'add', '')).toMatchObject({
      ok: false,
      error: { key: 'validation.required' },
    });
    expect(checkAdjustment(cafe, 'add', 'abc')).toMatchObject({
      error: { key: 'validation.currencyAmount' },
    });
    expect(checkAdjustment(cafe, 'add', '0.001')).toMatchObject({ error: { key: 'validation.min' } });
    expect(checkAdjustment(cafe, 'add', '99999999999999')).toMatchObject({
      error: { key: 'validation.max' },
    });
    expect(checkAdjustment(cafe, 'add', '-5')).toMatchObject({ error: { key: 'validation.currencyAmount' } });
  });
});

describe('cafe form: starting values and what is sent', () => {
  it('a new cafe starts empty, in the agent’s currency, enabled; an edit starts from the cafe', () => {
    expect(initialCafeForm(null, 'USD')).toEqual({
      name: '',
      address: '',
      currencyId: 'USD',
      operationsEnabled: true,
    });
    expect(initialCafeForm(cafeDetails(), 'USD')).toMatchObject({ name: 'Corner Cafe', currencyId: 'EUR' });
  });
  it('create sends the agent and the operations flag; update the id; an empty address is null; names are trimmed', () => {
    const values = { name: ' Bay ', address: '  ', currencyId: 'EUR', operationsEnabled: false };
    expect(cafePayload(values, { agentId: OWN })).toEqual({
      agentId: OWN,
      name: 'Bay',
      address: null,
      currencyId: 'EUR',
      operationsEnabled: false,
    });
    expect(cafePayload(values, { id: 'x' })).toEqual({
      id: 'x',
      name: 'Bay',
      address: null,
      currencyId: 'EUR',
    });
  });
});

describe('POS user form: MatchPassword and what is sent', () => {
  it('the confirmation must equal the password (MatchPassword on the confirmation)', () => {
    expect(passwordConfirmation({ password: 'Abc12345', confirmPassword: 'Abc12345' })).toEqual({});
    expect(passwordConfirmation({ password: 'Abc12345', confirmPassword: 'abc12345' })).toEqual({
      confirmPassword: { key: 'validation.MatchPassword' },
    });
    expect(passwordConfirmation({ password: 'Abc12345', confirmPassword: '' })).toEqual({
      confirmPassword: { key: 'validation.MatchPassword' },
    });
  });
  it('create sends the cafe, the password and its confirmation; update neither password', () => {
    const values = {
      ...initialCafeUserForm(cafeUserDetails()),
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
    };
    expect(cafeUserPayload(values, { posId: 'p' })).toMatchObject({
      posId: 'p',
      password: 'Abc12345',
      role: 'Cashier',
    });
    expect(cafeUserPayload(values, { id: 'u' })).not.toHaveProperty('password');
    expect(cafeUserPayload({ ...values, fullName: ' ' }, { id: 'u' }).fullName).toBeNull();
  });
  it('the route says which view: list, add or update', () => {
    expect(cafeUsersMode(['poses', 'p', 'users'], undefined)).toBe('list');
    expect(cafeUsersMode(['poses', 'p', 'users', 'add'], undefined)).toBe('add');
    expect(cafeUsersMode(['poses', 'p', 'users', 'u', 'update'], 'u')).toBe('update');
  });
});

describe('commands read as what they carry', () => {
  it('an adjustment names its amount, its direction and its user; a report request its kind', () => {
    expect(commandDetail(cafeCommand())).toEqual({
      key: 'app.cafes.commands.detail.to-cafe',
      amount: 50,
      user: 'mia',
    });
    expect(commandDetail(cafeCommand({ amount: -20 }))).toMatchObject({
      key: 'app.cafes.commands.detail.to-agent',
      amount: 20,
    });
    expect(
      commandDetail(cafeCommand({ type: 'REQUEST_REPORT', amount: null, report: { type: 'GAME_REPORT' } })),
    ).toEqual({ key: 'app.cafes.commands.detail.report', report: 'GAME_REPORT' });
    expect(commandDetail(cafeCommand({ type: 'UPDATE_CONFIGURATION', amount: null }))).toBeNull();
  });
  it('command types, report kinds, command states and POS user roles are translated in English and Chinese', () => {
    const cjk = /[\u4e00-\u9fff]/;
    for (const [tree, chinese] of [
      [en, false],
      [zh, true],
    ] as const) {
      const cafes = tree.app.cafes;
      const lng = chinese ? 'zh-cn' : 'en';
      const text = chinese ? cjk : /\w/;
      for (const type of CAFE_COMMAND_TYPES)
        expect(cafes.commands.types[type], `${lng} app.cafes.commands.types.${type}`).toMatch(text);
      for (const kind of CAFE_REPORT_TYPES)
        expect(cafes.reports[kind], `${lng} app.cafes.reports.${kind}`).toMatch(text);
      for (const role of CAFE_USER_ROLES)
        expect(cafes.roles[role], `${lng} app.cafes.roles.${role}`).toMatch(text);
      for (const status of ['PENDING', 'DONE', 'CANCELLED'] as const)
        expect(cafes.commands.status[status], `${lng} app.cafes.commands.status.${status}`).toMatch(text);
    }
    for (const [tree, chinese] of [
      [terminalsEn, false],
      [terminalsZh, true],
    ] as const) {
      for (const status of TERMINAL_STATUSES)
        expect(tree.app.terminals.status[status]).toMatch(chinese ? cjk : /\w/);
      for (const type of TERMINAL_TRANSACTION_TYPES)
        expect(tree.app.terminals.transaction.types[type]).toMatch(chinese ? cjk : /\w/);
    }
  });
});

describe('terminal transaction: the permission for the terminal’s agent; disabled for a disabled terminal', () => {
  it('shows with the terminal-transaction permission, edit-type for agents below the direct children', () => {
    expect(transactionAction(admin, terminalDetails())).toEqual({});
    expect(transactionAction(subject(P.ViewTerminals), terminalDetails())).toBeNull();
    const deep = terminalDetails({ agentId: GRANDCHILD, agentParentId: CHILD });
    expect(transactionAction(subject(P.MakeTerminalTransaction), deep)).toBeNull();
    expect(transactionAction(subject(P.MakeTerminalTransaction, P.Edit2ndPlusLevelChildren), deep)).toEqual(
      {},
    );
  });
  it('is disabled with its reason for a disabled terminal', () => {
    expect(transactionAction(admin, terminalDetails({ status: 'DISABLED' }))).toEqual({
      disabledReason: 'app.terminals.transaction.disabled',
    });
  });
  it('a withdrawal may not exceed what the terminal holds', () => {
    expect(checkTransaction(terminalDetails(), 'Withdrawal', '40')).toEqual({ ok: true, amount: 40 });
    expect(checkTransaction(terminalDetails(), 'Withdrawal', '40.01')).toMatchObject({
      ok: false,
      error: { key: 'app.terminals.transaction.insufficient' },
    });
    expect(checkTransaction(terminalDetails(), 'Deposit', '1000')).toEqual({ ok: true, amount: 1000 });
  });
});
