import { describe, expect, it } from 'vitest';
import type { GameDetailsIds, GameTypes } from '../../../src/core/config';
import {
  answerFits,
  DETAIL_KINDS,
  detailKindFor,
  detailKindOfAnswer,
  detailKindForRow,
  parseIdList,
  usesGameStrings,
} from '../../../src/core/games/game-types';

const gameTypes: GameTypes = {
  slot: '100, 101',
  blackjack: '200',
  roulette: '300,301',
  keno: '400',
  videoPoker: '500',
  triCardPoker: '600',
  cardGames: '1,35',
  crashGames: '36',
};
const gameDetailsIds: GameDetailsIds = {
  blackjack: 200,
  gameFamily35: 35,
  gameFamily36: 36,
  keno: 400,
  roulette: 300,
};

describe('the external game id is matched against configured comma-separated lists of ids per game type', () => {
  it('reads a comma-separated list, ignoring blanks and spaces', () => {
    expect(parseIdList(' 1, 2,,3 ,x')).toEqual([1, 2, 3]);
    expect(parseIdList('')).toEqual([]);
  });
  it.each([
    [100, 'slot'],
    [101, 'slot'],
    [200, 'blackjack'],
    [301, 'roulette'],
    [400, 'keno'],
    [500, 'videoPoker'],
    [600, 'triCardPoker'],
  ] as const)('the matching detail view is shown: %i -> %s', (egi, kind) => {
    expect(detailKindFor(egi, gameTypes)).toBe(kind);
  });
  it('a string egi from the page query matches too', () => {
    expect(detailKindFor('200', gameTypes)).toBe('blackjack');
  });
  it('families 35 and 36 are picked when the config lists their ids (cardGames, crashGames)', () => {
    expect(detailKindFor(35, gameTypes)).toBe('cardGames');
    expect(detailKindFor(1, gameTypes)).toBe('cardGames');
    expect(detailKindFor(36, gameTypes)).toBe('crashGames');
  });
  it('an id in no list has no view', () => {
    expect(detailKindFor(999, gameTypes)).toBeNull();
    expect(detailKindFor(undefined, gameTypes)).toBeNull();
    expect(detailKindFor('', gameTypes)).toBeNull();
    expect(detailKindFor('abc', gameTypes)).toBeNull();
  });
});

describe('in-app list: a row picks its view by its external game id', () => {
  it('by the gameTypes lists first', () => {
    expect(detailKindForRow(600, gameTypes, gameDetailsIds)).toBe('triCardPoker');
  });
  it('else by the configured game-details id', () => {
    expect(detailKindForRow(36, { ...gameTypes, crashGames: '' }, gameDetailsIds)).toBe('crashGames');
    expect(detailKindForRow(777, gameTypes, gameDetailsIds)).toBeNull();
  });
});

describe('a view that names things with the casino’s game strings waits for them', () => {
  it('roulette names its bets with the game strings; no other view does', () => {
    expect(DETAIL_KINDS.filter(usesGameStrings)).toEqual(['roulette']);
  });
});

describe("a round's answer says its kind: a shared link's page shows that view, whatever game id its link carries", () => {
  it('the reference service names it in round.kind', () => {
    expect(detailKindOfAnswer({ round: { kind: 'blackjack' }, spinResult: 3 })).toBe('blackjack');
  });
  it("a service that does not is told by the answer's own fields", () => {
    expect(detailKindOfAnswer({ dealerCards: '9H 7C', hands: [] })).toBe('blackjack');
    expect(detailKindOfAnswer({ currencycode: 'USD', lines: [] })).toBe('slot');
    expect(detailKindOfAnswer({ spinResult: 17, bets: [] })).toBe('roulette');
    expect(detailKindOfAnswer({ results: '1 2', picks: '1' })).toBe('keno');
    expect(detailKindOfAnswer({ dealtCards: 'AS', heldCards: '' })).toBe('videoPoker');
    expect(detailKindOfAnswer({ playerHand: 'AS KD 2C' })).toBe('triCardPoker');
    expect(detailKindOfAnswer({ spots: [], hands: [] })).toBe('cardGames');
    expect(detailKindOfAnswer({ bets: [{ betid: '1', bet: 1, payout: 0, cashout: 2 }] })).toBe('crashGames');
    expect(detailKindOfAnswer({ bets: [{ rouletteBetDescription: 'Red', amount: 1 }] })).toBe('roulette');
  });
  it('an answer of no known shape has no kind, and fits no view but an empty crash or roulette list of bets', () => {
    expect(detailKindOfAnswer({ currency: 'USD', gamesHistoryReportProviderId: 0 })).toBe(null);
    expect(detailKindOfAnswer(null)).toBe(null);
    expect(answerFits('roulette', { currency: 'USD' })).toBe(false);
    expect(answerFits('crashGames', { bets: [] })).toBe(true);
    expect(answerFits('blackjack', { bets: [] })).toBe(false);
  });
});
