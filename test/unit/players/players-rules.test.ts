/** The players area's rules: row actions, the creation-day filter, the player form, the bonus dialogs. */
import { describe, expect, it } from 'vitest';
import {
  activeBonusChoices,
  agentChoices,
  bonusCodeError,
  createdRange,
  formAgentChoices,
  initialPlayerForm,
  isPlayerName,
  playerChanges,
  playerCreatePayload,
  playerFormChecks,
  playerRowActions,
  spinsPlayed,
  type PlayerFormValues,
} from '../../../src/core/areas/players/rules';
import { P } from '../../../src/core/permissions';
import { CHILD, GRANDCHILD, OWN } from '../../support/fixtures';
import { playerDetails } from '../../support/players';
import { allClaims, claimsWith } from '../../support/token';

const subject = (...claims: string[]) => ({ agentId: OWN, claims: claimsWith(...claims) });

describe('row actions by permission: edit, log out, active bonus, redeem bonus code, delete', () => {
  it('every claim gives every action, in that order', () => {
    const actions = playerRowActions({ agentId: OWN, claims: allClaims() }, playerDetails());
    expect(actions.map((a) => a.id)).toEqual(['edit', 'logout', 'activeBonus', 'redeemBonus', 'delete']);
    expect(actions.every((a) => !a.disabled)).toBe(true);
  });

  it('each action needs its own claim, whatever the agent', () => {
    expect(playerRowActions(subject(P.EditPlayer), playerDetails()).map((a) => a.id)).toEqual(['edit']);
    expect(playerRowActions(subject(P.LogoutPlayers), playerDetails()).map((a) => a.id)).toEqual(['logout']);
    expect(playerRowActions(subject(P.ViewBonusInfo), playerDetails()).map((a) => a.id)).toEqual([
      'activeBonus',
    ]);
    expect(playerRowActions(subject(P.RedeemBonus), playerDetails()).map((a) => a.id)).toEqual([
      'redeemBonus',
    ]);
    expect(playerRowActions(subject(P.DeletePlayer), playerDetails()).map((a) => a.id)).toEqual(['delete']);
    expect(playerRowActions(subject(P.ListPlayers), playerDetails())).toEqual([]);
  });

  it('log out is disabled for an offline player; redeem for a player who is not active', () => {
    const actions = playerRowActions(
      { agentId: OWN, claims: allClaims() },
      playerDetails({ online: false, status: 'Blocked' }),
    );
    expect(actions.filter((a) => a.disabled).map((a) => a.id)).toEqual(['logout', 'redeemBonus']);
  });
});

describe('creation days: from the start of the first day to the end of the last, in local time', () => {
  it('gives the local midnights as instants, the last one exclusive', () => {
    const range = createdRange('2026-03-01', '2026-03-31');
    expect(new Date(range.createdFrom!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(range.createdTo!).getTime()).toBe(new Date(2026, 3, 1).getTime());
  });
  it('leaves out an empty or impossible day', () => {
    expect(createdRange('', '')).toEqual({});
    expect(createdRange('2026-02-30', 'soon')).toEqual({});
  });
});

describe('the login name: 3 to 50 letters, digits or . _ - @, starting with a letter or digit', () => {
  it.each(['abc', 'lucky_ace123', 'maria.rossi42', 'a@b-c', 'A'.repeat(50)])('%s is a login name', (name) => {
    expect(isPlayerName(name)).toBe(true);
  });
  it.each(['ab', '_ace', 'a b', 'ace!', 'A'.repeat(51), '名字abc', ''])('%s is not', (name) => {
    expect(isPlayerName(name)).toBe(false);
  });
});

describe('the player form', () => {
  const values = (change: Partial<PlayerFormValues> = {}): PlayerFormValues => ({
    ...initialPlayerForm({ defaultCountryId: 'MT' }, CHILD),
    name: 'new_player',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    firstName: ' Ada ',
    lastName: 'Lovelace',
    ...change,
  });

  it('starts on create as an active player of the agent in the configured country', () => {
    expect(initialPlayerForm({ defaultCountryId: 'MT' }, CHILD)).toMatchObject({
      agentId: CHILD,
      countryId: 'MT',
      status: 'Active',
      name: '',
      password: '',
    });
  });

  it('starts on edit with the player, without a password; a player without a country gets the default', () => {
    const form = initialPlayerForm({ defaultCountryId: 'MT' }, OWN, playerDetails({ countryId: null }));
    expect(form).toMatchObject({ agentId: CHILD, name: 'lucky_ace', password: '', countryId: 'MT' });
  });

  it('the login name rule has its own message; a name the check found taken is refused', () => {
    expect(playerFormChecks(values({ name: 'a b' })).name).toEqual({ key: 'app.players.form.name-rule' });
    expect(playerFormChecks(values(), { nameTaken: true }).name).toEqual({
      key: 'app.players.form.name-taken',
    });
    expect(playerFormChecks(values()).name).toBeUndefined();
  });

  it('confirm-password must equal password (MatchPassword)', () => {
    expect(playerFormChecks(values({ confirmPassword: 'Secret124' })).confirmPassword).toEqual({
      key: 'validation.MatchPassword',
    });
    expect(playerFormChecks(values({ password: '', confirmPassword: '' })).confirmPassword).toBeUndefined();
  });

  it('a closed account stays closed', () => {
    const original = playerDetails({ status: 'Closed' });
    expect(playerFormChecks(values({ status: 'Active' }), { original }).status).toEqual({
      key: 'app.players.form.closed-final',
    });
    expect(playerFormChecks(values({ status: 'Closed' }), { original }).status).toBeUndefined();
  });

  it('create sends the names trimmed', () => {
    expect(playerCreatePayload(values())).toMatchObject({
      agentId: CHILD,
      name: 'new_player',
      firstName: 'Ada',
    });
  });

  it('edit sends only the changed fields, a password only when typed', () => {
    const player = playerDetails();
    const same = initialPlayerForm({ defaultCountryId: 'MT' }, OWN, player);
    expect(playerChanges(player, same)).toEqual({});
    expect(
      playerChanges(player, { ...same, firstName: 'Augusta ', status: 'Blocked', password: 'New12345' }),
    ).toEqual({
      firstName: 'Augusta',
      status: 'Blocked',
      password: 'New12345',
    });
  });

  it('offers the agents of the tree, parents first; on edit those of the player currency and its own agent', () => {
    const choices = agentChoices({
      id: OWN,
      name: 'Own',
      currencyId: 'EUR',
      children: [
        { id: GRANDCHILD, name: 'Zulu', currencyId: 'USD' },
        {
          id: CHILD,
          name: 'Alpha',
          currencyId: 'EUR',
          children: [{ id: 'x', name: 'Deep', currencyId: 'EUR' }],
        },
      ],
    });
    expect(choices.map((c) => [c.name, c.depth])).toEqual([
      ['Own', 0],
      ['Alpha', 1],
      ['Deep', 2],
      ['Zulu', 1],
    ]);
    expect(
      formAgentChoices(choices, playerDetails({ agentId: GRANDCHILD, currency: 'USD' })).map((c) => c.id),
    ).toEqual([GRANDCHILD]);
    expect(
      formAgentChoices(choices, playerDetails({ agentId: 'far', agentName: 'Far', currency: 'EUR' })).map(
        (c) => c.id,
      ),
    ).toEqual(['far', OWN, CHILD, 'x']);
  });
});

describe("the bonus dialogs: 'invalid bonus', deny-and-redeem and deny by permission, free spins played", () => {
  it("an empty bonus code (spaces count as empty) is 'invalid bonus'", () => {
    expect(bonusCodeError('')).toEqual({ key: 'app.bonus.labels.invalid.bonus' });
    expect(bonusCodeError('   ')).toEqual({ key: 'app.bonus.labels.invalid.bonus' });
    expect(bonusCodeError('WELCOME100')).toBeNull();
  });

  it('deny-and-redeem only when the user may both deny and redeem; deny when the user may deny', () => {
    expect(activeBonusChoices(subject(P.DenyBonus, P.RedeemBonus))).toEqual(['redeem', 'deny']);
    expect(activeBonusChoices(subject(P.DenyBonus))).toEqual(['deny']);
    expect(activeBonusChoices(subject(P.RedeemBonus))).toEqual([]);
    expect(activeBonusChoices(subject())).toEqual([]);
  });

  it('free spins played are the total minus those remaining', () => {
    expect(spinsPlayed({ spins_needed: 20, spins_remaining: 13 })).toBe(7);
    expect(spinsPlayed({ spins_needed: 5, spins_remaining: 9 })).toBe(0);
  });
});
