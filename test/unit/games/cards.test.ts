import { describe, expect, it } from 'vitest';
import {
  RANKS,
  SUITS,
  cardWidth,
  parseCardCode,
  parseCards,
  parseVideoPokerCards,
  spriteBackground,
  spritePosition,
  stackOffset,
  stackWidth,
  STACK_HEIGHT,
} from '../../../src/core/games/cards';

describe('a card code is a rank followed by one suit letter', () => {
  it('ranks in order: A, 2 to 9, T, J, Q, K, 0', () => {
    expect(RANKS.join('')).toBe('A23456789TJQK0');
  });
  it('suits: C, D, H, S', () => {
    expect(SUITS.join('')).toBe('CDHS');
  });
  it('reads TS as the ten of spades', () => {
    expect(parseCardCode('TS')).toMatchObject({ rank: 'T', suit: 'S' });
  });
  it('rejects a code that is not a rank followed by one suit letter', () => {
    expect(parseCardCode('1S')).toBeNull();
    expect(parseCardCode('TX')).toBeNull();
    expect(parseCardCode('TSS')).toBeNull();
    expect(parseCardCode('')).toBeNull();
  });
});

describe('a single card is drawn from a sprite sheet of 14 columns by 4 rows', () => {
  it('the column is the rank index and the row the suit index', () => {
    expect(spritePosition('AC')).toEqual({ column: 0, row: 0 });
    expect(spritePosition('TS')).toEqual({ column: 9, row: 3 });
    expect(spritePosition('KH')).toEqual({ column: 12, row: 2 });
    expect(spritePosition('0C')).toEqual({ column: 13, row: 0 });
    expect(spritePosition('5D')).toEqual({ column: 4, row: 1 });
  });
  it('every one of the 56 cells is reachable and distinct', () => {
    const cells = new Set<string>();
    for (const r of RANKS) for (const s of SUITS) cells.add(JSON.stringify(spritePosition(r + s)));
    expect(cells.size).toBe(14 * 4);
  });
  it('the background covers 14 by 4 cells and places the last column and row at 100%', () => {
    expect(spriteBackground('0S')).toEqual({ size: '1400% 400%', position: '100% 100%' });
    expect(spriteBackground('AC')).toEqual({ size: '1400% 400%', position: '0% 0%' });
  });
});

describe('card width is 0.75 of its height', () => {
  it('a 48 px card is 36 px wide, a 60 px card 45 px', () => {
    expect(cardWidth(STACK_HEIGHT.blackjack)).toBe(36);
    expect(cardWidth(STACK_HEIGHT.family35)).toBe(45);
  });
});

describe('a card stack draws cards overlapped; each stacked card shows a quarter of its width', () => {
  it('three 48 px cards: one full card plus two quarters', () => {
    expect(stackWidth(3, 48)).toBe(36 + 2 * 9);
    expect(stackOffset(2, 48)).toBe(18);
  });
  it('an empty stack has no width', () => {
    expect(stackWidth(0, 60)).toBe(0);
  });
});

describe('stack height is 48 for blackjack and 60 for family 35', () => {
  it('holds the two heights', () => {
    expect(STACK_HEIGHT).toEqual({ blackjack: 48, family35: 60 });
  });
});

describe('card strings are split on spaces (commas for bonus rounds and family 35 hands); empty items are dropped', () => {
  it('splits on spaces and drops empty items', () => {
    expect(parseCards(' AS  TD 9H ')).toEqual(['AS', 'TD', '9H']);
  });
  it('splits on commas and drops empty items', () => {
    expect(parseCards('AS,,TD, 9H,', ',')).toEqual(['AS', 'TD', '9H']);
  });
  it('an absent or blank string has no cards', () => {
    expect(parseCards(null)).toEqual([]);
    expect(parseCards('   ')).toEqual([]);
    expect(parseCards(',', ',')).toEqual([]);
  });
});

describe('in video poker the word Joker maps to card 0C; at most 2 jokers per hand', () => {
  it('maps Joker to 0C', () => {
    expect(parseVideoPokerCards('AS Joker 9H')).toEqual(['AS', '0C', '9H']);
  });
  it('keeps two jokers and drops a third', () => {
    expect(parseVideoPokerCards('Joker Joker Joker AS KS')).toEqual(['0C', '0C', 'AS', 'KS']);
  });
  it('works on comma-separated bonus-round cards too', () => {
    expect(parseVideoPokerCards('Joker,,2C', ',')).toEqual(['0C', '2C']);
  });
  it('the cap counts jokers, not words: three Joker words plus 0C in one hand draw two jokers', () => {
    expect(parseVideoPokerCards('Joker 0C Joker Joker AS')).toEqual(['0C', '0C', 'AS']);
    expect(parseVideoPokerCards('0C 0c 0C Joker KD')).toEqual(['0C', '0C', 'KD']);
  });
});
