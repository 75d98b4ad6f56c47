/**
 * The enumerations of the feature reports (side-bet types and results, opt-in actions, jackpot types):
 * each value has its text in English and in Chinese, and a field of that type shows it.
 */
import { describe, expect, it } from 'vitest';
import {
  fieldText,
  JACKPOT_TYPES,
  OPT_IN_ACTIONS,
  SIDE_BET_RESULTS,
  SIDE_BET_TYPES,
  type Translate,
} from '../../../src/core/areas/reports/fields';
import type { FieldType } from '../../../src/core/areas/reports/definitions';
import en from '../../../src/core/areas/reports/locales/en.json';
import zh from '../../../src/core/areas/reports/locales/zh-cn.json';

const ENUMERATIONS: [FieldType, string, readonly string[]][] = [
  ['sideBetType', 'side-bet-types', SIDE_BET_TYPES],
  ['sideBetResult', 'side-bet-results', SIDE_BET_RESULTS],
  ['optInAction', 'opt-in-actions', OPT_IN_ACTIONS],
  ['jackpotType', 'jackpot-types', JACKPOT_TYPES],
];

/** A translation function over one locale file (the key's text, else the default value). */
const translator =
  (locale: unknown): Translate =>
  (key, options) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale);
    return typeof found === 'string' ? found : String(options?.defaultValue ?? key);
  };
const ctx = (locale: unknown) => ({ language: 'en', timeZone: 'UTC', t: translator(locale) });

describe('the feature reports’ enumerations are translated', () => {
  it.each(ENUMERATIONS)('a %s field shows each value in English and in Chinese', (type, group, values) => {
    for (const value of values) {
      const english = fieldText(type, value, ctx(en));
      const chinese = fieldText(type, value, ctx(zh));
      expect(english, value).not.toBe(`app.reports.${group}.${value}`);
      expect(english, value).not.toBe('');
      expect(chinese, value).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('names the enumerations in words: a side-bet type, an opt-in action, a jackpot type', () => {
    expect(fieldText('sideBetType', 'LuckyWheelOfAnni', ctx(en))).toBe('Lucky Wheel of Anni');
    expect(fieldText('optInAction', 'AutomaticOptOut', ctx(en))).toBe('Automatic opt-out');
    expect(fieldText('optInAction', 'ManualOptOut', ctx(zh))).toBe('手动退出');
    expect(fieldText('jackpotType', 'Grand', ctx(zh))).toBe('巨奖');
    expect(fieldText('sideBetResult', 'Won', ctx(en))).toBe('Won');
  });

  it('a value outside the enumeration shows as it is', () => {
    expect(fieldText('jackpotType', 'Mega', ctx(en))).toBe('Mega');
  });
});

describe('counts', () => {
  it('a count cell is grouped in thousands like the totals row under it', () => {
    expect(fieldText('count', 1234567, ctx(en))).toBe('1,234,567');
    expect(fieldText('count', 1234, ctx(zh))).toBe('1,234');
    expect(fieldText('count', 0, ctx(en))).toBe('0');
  });
});
