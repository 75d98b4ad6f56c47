/** Rules of the agents area. */
import { describe, expect, it } from 'vitest';
import {
  adjustCreditDisabled,
  agentPayload,
  agentRowActions,
  childrenCounts,
  claimsFromSelection,
  creditPreview,
  initialAgentForm,
  parseCreditAmount,
  potBalanceDescriptionKey,
  signedAmount,
  validateAgentForm,
  validateIpRange,
  type AgentFormValues,
} from '../../../src/core/areas/agents/rules';
import { ALL_CLAIMS, NO_CLAIMS, P, type PermissionSubject } from '../../../src/core/permissions';
import { agentDetails, CHILD, grantableClaims, GRANDCHILD, OWN } from '../../support/fixtures';

const agent = agentDetails;

const admin: PermissionSubject = { claims: ALL_CLAIMS, agentId: OWN };
const DEFAULTS = { defaultCountryId: 'MT', defaultTimezoneId: 'Europe/Malta' };
const form = (change: Partial<AgentFormValues> = {}): AgentFormValues => ({
  name: 'New agent',
  currencyId: 'EUR',
  countryId: 'MT',
  timezoneId: 'Europe/Malta',
  creditSource: false,
  claims: [],
  ...change,
});

describe('agent form: validation before sending', () => {
  it('a valid form has no errors', () => {
    expect(validateAgentForm(form())).toEqual({});
  });
  it('the name is required (blank counts as empty)', () => {
    expect(validateAgentForm(form({ name: '   ' })).name).toEqual({ key: 'validation.required' });
  });
  it('the name has at most 100 characters', () => {
    expect(validateAgentForm(form({ name: 'x'.repeat(101) })).name).toEqual({
      key: 'validation.maxLength',
      params: { max: 100 },
    });
  });
  it('the currency, country and time zone are required', () => {
    const errors = validateAgentForm(form({ currencyId: '', countryId: '', timezoneId: '' }));
    expect(Object.keys(errors).sort()).toEqual(['countryId', 'currencyId', 'timezoneId']);
  });
});

describe('countryId and timezoneId are set from configured defaults on create and update', () => {
  it('a new agent starts with the configured country and time zone', () => {
    expect(initialAgentForm(DEFAULTS)).toMatchObject({
      countryId: 'MT',
      timezoneId: 'Europe/Malta',
      name: '',
    });
  });
  it('an edited agent without country or time zone gets the defaults', () => {
    expect(initialAgentForm(DEFAULTS, agent({ countryId: null, timezoneId: null }))).toMatchObject({
      countryId: 'MT',
      timezoneId: 'Europe/Malta',
    });
  });
  it('an empty country or time zone is sent as the configured default, on create and on update', () => {
    const opts = { mayChangeCreditSource: false, allowedClaims: null };
    const values = form({ countryId: '', timezoneId: '' });
    expect(agentPayload(values, DEFAULTS, { parentId: OWN }, opts)).toMatchObject({
      parentId: OWN,
      countryId: 'MT',
      timezoneId: 'Europe/Malta',
    });
    expect(agentPayload(values, DEFAULTS, { id: CHILD }, opts)).toMatchObject({ id: CHILD, countryId: 'MT' });
  });
  it('the name is sent trimmed', () => {
    const payload = agentPayload(
      form({ name: '  Bay  ' }),
      DEFAULTS,
      { parentId: OWN },
      {
        mayChangeCreditSource: false,
        allowedClaims: null,
      },
    );
    expect(payload.name).toBe('Bay');
  });
});

describe('credit source is sent only with the set-credit-source permission', () => {
  it('without the permission the flag is not sent', () => {
    const payload = agentPayload(
      form({ creditSource: true }),
      DEFAULTS,
      { parentId: OWN },
      {
        mayChangeCreditSource: false,
        allowedClaims: null,
      },
    );
    expect(payload).not.toHaveProperty('creditSource');
  });
  it('with the permission the flag is sent', () => {
    const payload = agentPayload(
      form({ creditSource: true }),
      DEFAULTS,
      { parentId: OWN },
      {
        mayChangeCreditSource: true,
        allowedClaims: null,
      },
    );
    expect(payload.creditSource).toBe(true);
  });
});

describe("the agent's claims lie within what the creator may grant", () => {
  const allowed = grantableClaims();
  it('groups the chosen claims by claim type', () => {
    expect(claimsFromSelection([P.ViewAgents, P.ViewCasinos], allowed)).toEqual({
      AgentClaims: [P.ViewAgents],
      RtgClaims: [P.ViewCasinos],
      RtgGroupClaims: [],
    });
  });
  it('drops a claim the creator may not grant', () => {
    expect(claimsFromSelection([P.EditAgent], allowed)).toEqual({
      AgentClaims: [],
      RtgClaims: [],
      RtgGroupClaims: [],
    });
  });
});

describe('credit amount is rounded to 2 decimals before sending (currency-amount pattern)', () => {
  it('125.555 becomes 125.56', () => {
    expect(parseCreditAmount('125.555')).toEqual({ ok: true, value: 125.56 });
  });
  it('accepts whole numbers, up to 2 decimals and an optional plus', () => {
    expect(parseCreditAmount('10')).toEqual({ ok: true, value: 10 });
    expect(parseCreditAmount('+0.5')).toEqual({ ok: true, value: 0.5 });
  });
  it('an empty amount is required', () => {
    expect(parseCreditAmount(' ')).toEqual({ ok: false, error: { key: 'validation.required' } });
  });
  it('text, signs and separators are not a currency amount', () => {
    for (const text of ['abc', '-5', '1,000', '1e3']) {
      expect(parseCreditAmount(text)).toEqual({ ok: false, error: { key: 'validation.currencyAmount' } });
    }
  });
  it('an amount above the largest balance the server keeps (9 999 999 999 999.99) is refused', () => {
    expect(parseCreditAmount('9999999999999.99')).toEqual({ ok: true, value: 9999999999999.99 });
    expect(parseCreditAmount('10000000000000')).toEqual({
      ok: false,
      error: { key: 'validation.max', params: { max: 9999999999999.99 } },
    });
  });
  it('an amount that rounds to zero is refused', () => {
    expect(parseCreditAmount('0.004')).toEqual({
      ok: false,
      error: { key: 'validation.min', params: { min: 0.01 } },
    });
  });
  it('adding sends a positive amount, removing a negative one', () => {
    expect(signedAmount('add', 125.555)).toBe(125.56);
    expect(signedAmount('remove', 5)).toBe(-5);
  });
});

describe('confirmation shows before and after', () => {
  const own = { creditAmount: 1000, blockedAmount: 0, creditSource: false };
  it('adding moves the amount from the own agent to the picked agent', () => {
    expect(creditPreview(agent(), own, 'add', 125.56)).toEqual({
      before: 100,
      after: 225.56,
      ownBefore: 1000,
      ownAfter: 874.44,
      insufficient: null,
    });
  });
  it('removing moves it back', () => {
    expect(creditPreview(agent(), own, 'remove', 40)).toMatchObject({
      before: 100,
      after: 60,
      ownAfter: 1040,
    });
  });
  it('a credit-source own agent issues credit: no own before/after, never insufficient', () => {
    expect(
      creditPreview(agent(), { ...own, creditSource: true, creditAmount: 0 }, 'add', 5000),
    ).toMatchObject({
      ownBefore: null,
      ownAfter: null,
      insufficient: null,
    });
  });
  it('insufficient credit: removing more than the agent holds (minus blocked)', () => {
    expect(creditPreview(agent({ blockedAmount: 30 }), own, 'remove', 80).insufficient).toBe('agent');
  });
  it('insufficient credit: adding more than the own agent has available', () => {
    expect(creditPreview(agent(), own, 'add', 1000.01).insufficient).toBe('own');
  });
});

describe("Adjust Credits is disabled for the account's own root agent or a credit source", () => {
  it('disabled for the own agent', () => {
    expect(adjustCreditDisabled(admin, agent({ id: OWN, parentId: null }))).toBe(true);
  });
  it('disabled for a credit-source agent', () => {
    expect(adjustCreditDisabled(admin, agent({ creditSource: true }))).toBe(true);
  });
  it('enabled for a child that is not a credit source', () => {
    expect(adjustCreditDisabled(admin, agent())).toBe(false);
  });
});

describe('per-row actions as permissions allow', () => {
  it('an account with every claim gets every action for a direct child', () => {
    expect(agentRowActions(admin, agent())).toEqual([
      'edit',
      'adjustCredit',
      'logoutPlayers',
      'ipWhitelist',
      'multicash',
      'walletParent',
    ]);
  });
  it('an account without claims gets none', () => {
    expect(agentRowActions({ claims: NO_CLAIMS, agentId: OWN }, agent())).toEqual([]);
  });
  it('edit-type actions on a 2nd-level agent need the edit 2nd-plus-level permission', () => {
    const claims = { AgentClaims: [P.EditAgent, P.CreditAgent], RtgClaims: [], RtgGroupClaims: [] };
    const subject = { claims, agentId: OWN };
    // multicash balances are funded with the credit-agent permission
    expect(agentRowActions(subject, agent())).toEqual(['edit', 'adjustCredit', 'multicash']);
    expect(agentRowActions(subject, agent({ id: GRANDCHILD, parentId: CHILD }))).toEqual([]);
  });
  it('no adjust credit for a credit-source row', () => {
    expect(agentRowActions(admin, agent({ creditSource: true }))).not.toContain('adjustCredit');
  });
});

describe('number of children', () => {
  it('counts sub-agents in a list that includes all levels', () => {
    const list = [agent({ hasChildren: true }), agent({ id: GRANDCHILD, parentId: CHILD })];
    expect(childrenCounts(list, true).get(CHILD)).toBe(1);
    expect(childrenCounts(list, true).get(GRANDCHILD)).toBe(0);
  });
  it("uses the server's count when given; unknown (null) otherwise", () => {
    expect(childrenCounts([agent({ hasChildren: true, childrenCount: 4 })], false).get(CHILD)).toBe(4);
    expect(childrenCounts([agent({ hasChildren: true })], false).get(CHILD)).toBe(null);
  });
});

describe('IP whitelist: an IP with a mandatory CIDR suffix 0-32', () => {
  it('accepts 10.0.0.0/8', () => {
    expect(validateIpRange('10.0.0.0/8', [])).toBeNull();
  });
  it('refuses an address without suffix', () => {
    expect(validateIpRange('10.0.0.1', [])).toEqual({ key: 'validation.ipCidr' });
  });
  it('refuses a suffix above 32 and octets above 255', () => {
    expect(validateIpRange('10.0.0.1/33', [])).toEqual({ key: 'validation.ipCidr' });
    expect(validateIpRange('256.0.0.1/24', [])).toEqual({ key: 'validation.ipCidr' });
  });
  it('an empty range is required; a listed one is a duplicate', () => {
    expect(validateIpRange('', [])).toEqual({ key: 'validation.required' });
    expect(validateIpRange('10.0.0.0/8', ['10.0.0.0/8'])).toEqual({
      key: 'app.agents.ipWhitelist.duplicate',
    });
  });
});

describe('multicash balance report descriptions', () => {
  it('created, updated, deleted, casino games synchronization, parent balance updated', () => {
    expect(potBalanceDescriptionKey('created')).toBe('app.agents.multicash.descriptions.created');
    expect(potBalanceDescriptionKey('Updated')).toBe('app.agents.multicash.descriptions.updated');
    expect(potBalanceDescriptionKey('deleted')).toBe('app.agents.multicash.descriptions.deleted');
    expect(potBalanceDescriptionKey('casino_games_synchronization')).toBe(
      'app.agents.multicash.descriptions.casino-games-synchronization',
    );
    expect(potBalanceDescriptionKey('parent balance updated')).toBe(
      'app.agents.multicash.descriptions.parent-balance-updated',
    );
  });
  it('an unknown description has no key', () => {
    expect(potBalanceDescriptionKey('something else')).toBeNull();
  });
});
