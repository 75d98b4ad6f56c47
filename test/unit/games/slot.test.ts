import { describe, expect, it } from 'vitest';
import {
  hasSideBet,
  isWaysToWin,
  parseSpinNotes,
  showsLineIcons,
  showsOccurrences,
  wheelRows,
} from '../../../src/core/games/slot';
import type { SlotLine } from '../../../src/core/games/types';

const line = (icons: SlotLine['icons']): SlotLine => ({
  number: 1,
  winCombination: 'A A A',
  payoutTypeId: 1,
  basePayout: 1,
  payoutMultiplier: 1,
  payout: 1,
  payoutName: 'x',
  icons,
});

describe('spin notes: pairs of header and text, from text holding a JSON list', () => {
  it('parses the JSON list of header/text pairs', () => {
    expect(
      parseSpinNotes('[{"header":"Free spins","text":"3 left"},{"header":"Multiplier","text":"x2"}]'),
    ).toEqual([
      { header: 'Free spins', text: '3 left' },
      { header: 'Multiplier', text: 'x2' },
    ]);
  });
  it('bad JSON gives no notes (drops that section only)', () => {
    expect(parseSpinNotes('[{"header":')).toEqual([]);
    expect(parseSpinNotes('{"header":"a","text":"b"}')).toEqual([]);
    expect(parseSpinNotes('')).toEqual([]);
    expect(parseSpinNotes(null)).toEqual([]);
  });
  it('keeps the text as text (no HTML interpretation here)', () => {
    expect(parseSpinNotes('[{"header":"<b>h</b>","text":"<img src=x onerror=alert(1)>"}]')[0].text).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});

describe('occurrences column only for pays-any games', () => {
  it('shown when paysAny, hidden otherwise', () => {
    expect(showsOccurrences({ paysAny: true })).toBe(true);
    expect(showsOccurrences({ paysAny: false })).toBe(false);
  });
});

describe('line icons only for ways-to-win games that are not all-ways', () => {
  it('a game whose win lines carry icons is ways-to-win', () => {
    expect(isWaysToWin({ lines: [line([{ name: 'A', url: '/a.png' }])] })).toBe(true);
    expect(isWaysToWin({ lines: [line([])] })).toBe(false);
  });
  it('an explicit waysToWin flag decides', () => {
    expect(isWaysToWin({ waysToWin: false, lines: [line([{ name: 'A', url: '/a.png' }])] })).toBe(false);
    expect(isWaysToWin({ waysToWin: true, lines: [] })).toBe(true);
  });
  it('shown for a ways-to-win game that is not all-ways', () => {
    expect(showsLineIcons({ waysToWin: true, allwayspayGame: false, lines: [] })).toBe(true);
  });
  it('hidden for an all-ways game', () => {
    expect(showsLineIcons({ waysToWin: true, allwayspayGame: true, lines: [] })).toBe(false);
  });
  it('hidden for a game that is not ways-to-win', () => {
    expect(showsLineIcons({ waysToWin: false, allwayspayGame: false, lines: [] })).toBe(false);
  });
});

describe('sections appear only if data exists', () => {
  it('wheel result: only rows with icons', () => {
    expect(wheelRows([{ icons: [] }, { icons: [{ name: 'A', url: 'a' }] }])).toHaveLength(1);
    expect(wheelRows(null)).toEqual([]);
  });
  it('side bet: only when some value is present', () => {
    expect(hasSideBet({ featureContribution: 1 })).toBe(true);
    expect(hasSideBet({ featureContribution: null, featurePayout: null, featureType: null })).toBe(false);
    expect(hasSideBet(null)).toBe(false);
  });
});
