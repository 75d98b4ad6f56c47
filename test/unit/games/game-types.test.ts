import { describe, expect, it } from 'vitest';
import type { GameDetailsIds, GameTypes } from '../../../src/core/config';
import {
  DETAIL_KINDS,
  detailKindFor,
  detailKindForRow,
  parseIdList,
  stepsInList,
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

describe('forward and back steps move only in the view whose game id matches the configured game-details id of that game', () => {
  it.each([
    ['blackjack', 200],
    ['cardGames', 35],
    ['crashGames', 36],
    ['keno', 400],
    ['roulette', 300],
  ] as const)('%s steps when the row game id equals its game-details id', (kind, egi) => {
    expect(stepsInList(kind, egi, gameDetailsIds)).toBe(true);
  });
  it('a view does not step for another game id of its list', () => {
    expect(stepsInList('roulette', 301, gameDetailsIds)).toBe(false);
  });
  it('slot, video poker and tri-card poker have no game-details id and never step', () => {
    expect(stepsInList('slot', 100, gameDetailsIds)).toBe(false);
    expect(stepsInList('videoPoker', 500, gameDetailsIds)).toBe(false);
    expect(stepsInList('triCardPoker', 600, gameDetailsIds)).toBe(false);
  });
});

describe('a view that names things with the casino’s game strings waits for them', () => {
  it('roulette names its bets with the game strings; no other view does', () => {
    expect(DETAIL_KINDS.filter(usesGameStrings)).toEqual(['roulette']);
  });
});
