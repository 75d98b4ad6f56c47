import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  CURRENCY_SYMBOLS,
  THOUSANDS_CURRENCIES,
  clearFormatCache,
  formatCredit,
  formatCurrency,
  formatDate,
  formatPercent,
} from '../../../src/core/format';

const NBSP = '\u00a0';

beforeEach(() => clearFormatCache());
afterEach(() => vi.restoreAllMocks());

describe('currency display: min 2 decimals, max 2 by default', () => {
  it('a whole amount shows 2 decimals', () => {
    expect(formatCurrency(1234, 'USD', 'en')).toBe('$1,234.00');
  });
  it('more decimals are rounded to 2', () => {
    expect(formatCurrency(1234.567, 'USD', 'en')).toBe('$1,234.57');
    expect(formatCurrency(0.125, 'EUR', 'en')).toBe('€0.13');
  });
  it('currencies with no minor unit still show 2 decimals (JPY)', () => {
    expect(formatCurrency(1500, 'JPY', 'en')).toBe('¥1,500.00');
  });
  it('the Chinese language formats with zh-CN conventions', () => {
    expect(formatCurrency(1234.5, 'CNY', 'zh-cn')).toBe('¥1,234.50');
    expect(formatCurrency(1234.5, 'USD', 'zh-cn')).toBe('US$1,234.50');
  });
  it('an empty or non-finite value gives an empty string', () => {
    expect(formatCurrency(null, 'USD', 'en')).toBe('');
    expect(formatCurrency(undefined, 'USD', 'en')).toBe('');
    expect(formatCurrency(Number.NaN, 'USD', 'en')).toBe('');
  });
});

describe('currency display: 5 decimals for MBT shown as m₿, 8 if requested', () => {
  it('MBT shows up to 5 decimals with the symbol m₿', () => {
    expect(formatCurrency(1.234567, 'MBT', 'en')).toBe('m₿1.23457');
    expect(formatCurrency(1.5, 'MBT', 'en')).toBe('m₿1.50');
  });
  it('maxFractionDigits 8 shows up to 8 decimals, still at least 2', () => {
    expect(formatCurrency(1.23456789, 'USD', 'en', 'Thousands', 8)).toBe('$1.23456789');
    expect(formatCurrency(1.1, 'USD', 'en', 'Thousands', 8)).toBe('$1.10');
    expect(formatCurrency(0.123456789, 'MBT', 'en', 'Thousands', 8)).toBe('m₿0.12345679');
  });
});

describe('currency display: negatives in parentheses', () => {
  it("a negative amount is shown as '($1,234.50)'", () => {
    expect(formatCurrency(-1234.5, 'USD', 'en')).toBe('($1,234.50)');
  });
  it('no minus sign appears inside the parentheses', () => {
    expect(formatCurrency(-5, 'EUR', 'zh-cn')).toBe('(€5.00)');
  });
  it('a negative amount that rounds to zero is not parenthesised', () => {
    expect(formatCurrency(-0.001, 'USD', 'en')).toBe('$0.00');
  });
});

describe("currency display: 'Thousands' classification (default) divides by 1000 and adds a k or local suffix", () => {
  it.each(THOUSANDS_CURRENCIES.map((c) => [c]))('%s is shown in thousands with k', (code) => {
    expect(formatCurrency(1234567, code, 'en')).toMatch(/1,234\.57k$/);
  });
  it('the list is KRW, IDR, VND, IRR, MMK, KHR, UGX, UZS, LAK', () => {
    expect([...THOUSANDS_CURRENCIES].sort()).toEqual([
      'IDR',
      'IRR',
      'KHR',
      'KRW',
      'LAK',
      'MMK',
      'UGX',
      'UZS',
      'VND',
    ]);
  });
  it('KRW: ₩1,234.57k in English, 千 as the Chinese suffix', () => {
    expect(formatCurrency(1234567, 'KRW', 'en')).toBe('₩1,234.57k');
    expect(formatCurrency(1234567, 'KRW', 'zh-cn')).toBe('₩1,234.57千');
  });
  it('a negative amount in thousands keeps the suffix inside the parentheses', () => {
    expect(formatCurrency(-1234567, 'KRW', 'en')).toBe('(₩1,234.57k)');
  });
  it('another classification shows the full amount without suffix', () => {
    expect(formatCurrency(1234567, 'KRW', 'en', 'None')).toBe('₩1,234,567.00');
  });
  it('other currencies are not divided', () => {
    expect(formatCurrency(1234567, 'USD', 'en')).toBe('$1,234,567.00');
  });
});

describe('currency display: symbol substitutions', () => {
  const expected: [string, string][] = [
    ['NOK', `kr${NBSP}1,234.50`],
    ['HKD', 'HK$1,234.50'],
    ['KZT', '₸1,234.50'],
    ['AMD', '֏1,234.50'],
    ['SEK', `kr${NBSP}1,234.50`],
    ['CZK', `Kč${NBSP}1,234.50`],
    ['LKR', `Rs${NBSP}1,234.50`],
    ['MXN', 'MX$1,234.50'],
    ['NGN', '₦1,234.50'],
    ['CHP', `CHP${NBSP}1,234.50`],
    ['BDT', '৳1,234.50'],
    ['NPR', `रू${NBSP}1,234.50`],
    ['GHS', 'GH₵1,234.50'],
    ['UYU', '$U1,234.50'],
    ['COP', 'COL$1,234.50'],
    ['PYG', '₲1,234.50'],
    ['PAB', 'B/.1,234.50'],
    ['BAM', `KM${NBSP}1,234.50`],
  ];
  it('every substituted currency of the spec is covered', () => {
    expect(
      Object.keys(CURRENCY_SYMBOLS)
        .filter((c) => c !== 'MBT')
        .sort(),
    ).toEqual(expected.map(([c]) => c).sort());
  });
  it.each(expected)('%s is shown as %j', (code, text) => {
    expect(formatCurrency(1234.5, code, 'en')).toBe(text);
  });
  it('substitutions apply in Chinese too', () => {
    expect(formatCurrency(1234.5, 'HKD', 'zh-cn')).toBe('HK$1,234.50');
    expect(formatCurrency(-1234.5, 'NOK', 'zh-cn')).toBe(`(kr${NBSP}1,234.50)`);
  });
});

describe('currency display: unknown currency codes do not throw (fall back to the code)', () => {
  it('a well-formed but unknown code is shown as the code', () => {
    expect(formatCurrency(5, 'XYZ', 'en')).toBe(`XYZ${NBSP}5.00`);
  });
  it('a malformed code is shown as the code', () => {
    expect(formatCurrency(5, 'ABCD', 'en')).toBe(`ABCD${NBSP}5.00`);
    expect(formatCurrency(-5, 'US$', 'en')).toBe(`(US$${NBSP}5.00)`);
  });
  it('no currency shows the number alone', () => {
    expect(formatCurrency(5, '', 'en')).toBe('5.00');
    expect(formatCurrency(5, null, 'en')).toBe('5.00');
  });
  it('a lower-case code is read as upper case', () => {
    expect(formatCurrency(5, 'usd', 'en')).toBe('$5.00');
  });
});

describe("credit amount format '1.2-2'", () => {
  it('at least one integer digit, exactly two decimals, grouping', () => {
    expect(formatCredit(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatCredit(0.5, 'en')).toBe('0.50');
    expect(formatCredit(7, 'zh-cn')).toBe('7.00');
    expect(formatCredit(-1234.5, 'en')).toBe('-1,234.50');
  });
  it('an empty value gives an empty string', () => {
    expect(formatCredit(null, 'en')).toBe('');
  });
});

describe('percentages: 1 decimal', () => {
  it('a ratio is shown as a percentage with one decimal', () => {
    expect(formatPercent(0.1234, 'en')).toBe('12.3%');
    expect(formatPercent(1, 'zh-cn')).toBe('100.0%');
    expect(formatPercent(-0.0555, 'en')).toBe('-5.6%');
  });
  it('an empty value gives an empty string', () => {
    expect(formatPercent(undefined, 'en')).toBe('');
  });
});

describe('dates: en-GB style (day/month/2-digit year), 24-hour time', () => {
  const afternoon = new Date(Date.UTC(2026, 2, 5, 14, 7, 9));
  it('dd/MM/yy HH:mm:ss by default', () => {
    expect(formatDate(afternoon, 'en', { timeZone: 'UTC' })).toBe('05/03/26 14:07:09');
  });
  it('24-hour time: midnight is 00, afternoon is 14', () => {
    expect(formatDate('2026-12-31T00:05:00Z', 'en', { timeZone: 'UTC' })).toBe('31/12/26 00:05:00');
  });
  it('dd/MM/yy HH:mm without seconds, dd/MM/yy without time', () => {
    expect(formatDate(afternoon, 'en', { timeZone: 'UTC', seconds: false })).toBe('05/03/26 14:07');
    expect(formatDate(afternoon, 'en', { timeZone: 'UTC', time: false })).toBe('05/03/26');
  });
  it('zh-cn uses the same numeric layout', () => {
    expect(formatDate(afternoon, 'zh-cn', { timeZone: 'UTC' })).toBe('05/03/26 14:07:09');
  });
  it('an epoch in ms and an ISO string are accepted; the time zone applies', () => {
    expect(formatDate(afternoon.getTime(), 'en', { timeZone: 'Asia/Shanghai' })).toBe('05/03/26 22:07:09');
  });
  it('an empty or invalid date gives an empty string', () => {
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('Intl formatters are cached in a Map keyed by options', () => {
  // A spy that counts constructions and still builds the real formatter.
  const spyOnNumberFormat = () => {
    const Original = Intl.NumberFormat;
    return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Original(...args);
    } as unknown as typeof Intl.NumberFormat);
  };
  const spyOnDateTimeFormat = () => {
    const Original = Intl.DateTimeFormat;
    return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat);
  };

  it('a second call with the same options reuses the cached number formatter', () => {
    const spy = spyOnNumberFormat();
    formatCredit(1, 'en');
    formatCredit(2, 'en');
    expect(spy).toHaveBeenCalledTimes(1);
    formatCredit(3, 'zh-cn');
    expect(spy).toHaveBeenCalledTimes(2);
  });
  it('currency formatters are cached per currency and digits', () => {
    const spy = spyOnNumberFormat();
    formatCurrency(1, 'EUR', 'en');
    const afterFirst = spy.mock.calls.length;
    formatCurrency(2, 'EUR', 'en');
    expect(spy.mock.calls.length).toBe(afterFirst);
    formatCurrency(2, 'EUR', 'en', 'Thousands', 8);
    expect(spy.mock.calls.length).toBeGreaterThan(afterFirst);
  });
  it('date formatters are cached too', () => {
    const spy = spyOnDateTimeFormat();
    formatDate(0, 'en', { timeZone: 'UTC' });
    formatDate(1000, 'zh-cn', { timeZone: 'UTC' });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
