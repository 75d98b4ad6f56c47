import { describe, expect, it } from 'vitest';
import {
  RANK_VALUES_32,
  dealtCardsHeading,
  descriptionBonus,
  handCards,
  handTotal,
  showsTotalColumn,
} from '../../../src/core/games/family35';

describe('family 35 hands are comma-separated card codes', () => {
  it('splits on commas and drops empty items', () => {
    expect(handCards({ card: 'AS,,KD,' })).toEqual(['AS', 'KD']);
  });
});

describe('family 35, 32-card variant (externalgameId 1): rank values', () => {
  it('A counts 14; 2 to 9 are face value; T 10; J 11; Q 12; K 13', () => {
    expect(RANK_VALUES_32).toEqual({
      A: 14,
      '2': 2,
      '3': 3,
      '4': 4,
      '5': 5,
      '6': 6,
      '7': 7,
      '8': 8,
      '9': 9,
      T: 10,
      J: 11,
      Q: 12,
      K: 13,
    });
  });
});

describe('family 35, 32-card variant: the hand total is the sum of the rank values of its cards plus the number following the first word of the hand description', () => {
  it('sums the rank values and adds the number after the first word', () => {
    // A 14 + K 13 + 7 = 34, plus 3 from 'Player 3'
    expect(handTotal({ handDescription: 'Player 3', card: 'AS,KD,7H' }, 1)).toBe(37);
  });
  it('T counts 10, J 11, Q 12', () => {
    expect(handTotal({ handDescription: 'Dealer', card: 'TS,JS,QS' }, 1)).toBe(33);
  });
  it('a description without a number after its first word adds nothing', () => {
    expect(descriptionBonus('Banker wins')).toBe(0);
    expect(descriptionBonus('Banker')).toBe(0);
    expect(descriptionBonus('Hand 12 of 3')).toBe(12);
  });
  it('other family 35 games (externalgameId not 1) total 0', () => {
    expect(handTotal({ handDescription: 'Player 3', card: 'AS,KD' }, 2)).toBe(0);
  });
});

describe('total score column only when some hand has a non-zero total', () => {
  it('shown for the 32-card variant with cards', () => {
    expect(
      showsTotalColumn(
        [
          { handDescription: 'Player', card: '' },
          { handDescription: 'B', card: '9C' },
        ],
        1,
      ),
    ).toBe(true);
  });
  it('hidden when every hand totals zero', () => {
    expect(showsTotalColumn([{ handDescription: 'Player', card: 'AS' }], 7)).toBe(false);
    expect(showsTotalColumn([{ handDescription: 'Player', card: '' }], 1)).toBe(false);
  });
});

describe("the heading says singular 'dealt card' if every hand has exactly one card, else plural", () => {
  it('singular when every hand has exactly one card', () => {
    expect(
      dealtCardsHeading([
        { handDescription: 'A', card: 'AS' },
        { handDescription: 'B', card: ',KD,' },
      ]),
    ).toBe('singular');
  });
  it('plural when some hand has more than one card', () => {
    expect(
      dealtCardsHeading([
        { handDescription: 'A', card: 'AS' },
        { handDescription: 'B', card: 'KD,2C' },
      ]),
    ).toBe('plural');
  });
  it('plural when some hand has no card', () => {
    expect(
      dealtCardsHeading([
        { handDescription: 'A', card: 'AS' },
        { handDescription: 'B', card: '' },
      ]),
    ).toBe('plural');
  });
});
