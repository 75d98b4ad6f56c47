import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  CURRENCY_SYMBOLS,
  THOUSANDS_CURRENCIES,
  clearFormatCache,
  decimalText,
  formatNumber,
  formatCredit,
  formatCurrency,
  formatDate,
  formatPercent,
  listText,
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

describe('lists in a cell', () => {
  it('English separates the items with a comma, Chinese with the enumeration comma', () => {
    expect(listText(['EUR', 'USD', 'GBP'], 'en')).toBe('EUR, USD, GBP');
    expect(listText(['英语', '中文（中国）'], 'zh-cn')).toBe('英语、中文（中国）');
    expect(listText(['EUR'], 'zh-cn')).toBe('EUR');
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

describe('Intl formatters (percentages, dates in a given zone) are cached in a Map keyed by options', () => {
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

  it('a second percentage with the same options reuses the cached number formatter', () => {
    const spy = spyOnNumberFormat();
    formatPercent(0.1, 'en');
    formatPercent(0.2, 'en');
    expect(spy).toHaveBeenCalledTimes(1);
    formatPercent(0.3, 'zh-cn');
    expect(spy).toHaveBeenCalledTimes(2);
  });
  it("amounts, credits and dates in the runtime's zone need no Intl formatter (no locale data to load)", () => {
    const numbers = spyOnNumberFormat();
    const dates = spyOnDateTimeFormat();
    formatCurrency(-1234.5, 'EUR', 'zh-cn');
    formatCurrency(1234567, 'KRW', 'en', 'Thousands', 8);
    formatCurrency(5, 'ABCD', 'en');
    formatCredit(12.5, 'en');
    formatDate(Date.UTC(2026, 2, 5), 'en');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });
  it('date formatters are cached too', () => {
    const spy = spyOnDateTimeFormat();
    formatDate(0, 'en', { timeZone: 'UTC' });
    formatDate(1000, 'zh-cn', { timeZone: 'UTC' });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('amounts, credits and dates are written exactly as Intl writes them', () => {
  // A small deterministic generator (mulberry32): the same spread of values on every run.
  const random = (() => {
    let seed = 0x2f6b1d3;
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  })();
  // halves at the rounding digit, shortest forms that differ from the double's exact value (1.005),
  // carries through every digit, huge and tiny magnitudes, zeros and negatives
  const values = [
    0,
    -0,
    0.005,
    0.015,
    0.125,
    1.005,
    2.675,
    1.255,
    8.345,
    0.995,
    9.995,
    99.995,
    999999.995,
    1234.5,
    -1234.555,
    0.0001,
    0.000005,
    1e-7,
    1.5e-9,
    123456789.125,
    2 ** 53,
    2 ** 53 + 2,
    1e15 + 0.5,
    1e21,
    1.2345e25,
    -0.001,
    -0.005,
    -999.999,
    Number.MAX_SAFE_INTEGER,
    5e-324,
    ...Array.from({ length: 300 }, () => {
      const magnitude = 10 ** Math.floor(random() * 16 - 6);
      const value = random() * magnitude;
      // every third one cut to 3 decimals, where half-way cases live
      return (random() < 0.33 ? Math.round(value * 1000) / 1000 : value) * (random() < 0.3 ? -1 : 1);
    }),
  ];
  const decimals: [number, number][] = [
    [2, 2],
    [2, 5],
    [2, 8],
    [2, 20],
    [0, 0],
    [1, 1],
  ];

  it('a number: the shortest decimal of the double, rounded half away from zero, grouped by three', () => {
    for (const locale of ['en-US', 'zh-CN'])
      for (const [min, max] of decimals)
        for (const value of values) {
          const intl = new Intl.NumberFormat(locale, {
            minimumFractionDigits: min,
            maximumFractionDigits: max,
          });
          expect(decimalText(value, min, max), `${value} ${min}-${max}`).toBe(intl.format(Math.abs(value)));
        }
  });
  it('a number without grouping', () => {
    const intl = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 2 });
    for (const value of values) expect(decimalText(value, 0, 2, false)).toBe(intl.format(Math.abs(value)));
  });
  it('a credit amount, sign included (a negative amount that rounds to zero keeps it: -0.00)', () => {
    for (const [language, locale] of [
      ['en', 'en-US'],
      ['zh-cn', 'zh-CN'],
    ])
      for (const value of values) {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(formatCredit(value, language), String(value)).toBe(intl.format(value));
      }
  });
  it("a plain number: Intl's default (up to 3 decimals), and 2 decimals for a multiplier", () => {
    for (const [language, locale] of [
      ['en', 'en-US'],
      ['zh-cn', 'zh-CN'],
    ])
      for (const value of values) {
        expect(formatNumber(value, language), String(value)).toBe(
          new Intl.NumberFormat(locale).format(value),
        );
        expect(formatNumber(value, language, { minFraction: 2, maxFraction: 2 })).toBe(
          new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
        );
      }
  });
  it('every currency Intl knows, in both languages: its symbol or code, its spacing, the amount', () => {
    const substituted = new Set(Object.keys(CURRENCY_SYMBOLS));
    const codes = Intl.supportedValuesOf('currency').filter((code) => !substituted.has(code));
    expect(codes.length).toBeGreaterThan(100);
    for (const [language, locale] of [
      ['en', 'en-US'],
      ['zh-cn', 'zh-CN'],
    ])
      for (const code of [...codes, 'XYZ'])
        for (const value of [0, 1234.5, -1234.567, 0.005, -0.004, 1e9 + 0.125, ...values.slice(30, 60)]) {
          const intl = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: code,
            currencyDisplay: 'symbol',
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          });
          const text = intl.format(Math.abs(value));
          const negative = value < 0 && /[1-9]/.test(text);
          expect(formatCurrency(value, code, language, 'None'), `${language} ${code} ${value}`).toBe(
            negative ? `(${text})` : text,
          );
        }
  });
  it("a date in the runtime's zone, in several zones (summer time and half-hour offsets included)", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Europe/London']) {
        process.env.TZ = tz;
        clearFormatCache();
        const intl = new Intl.DateTimeFormat('en-GB', {
          day: '2-digit',
          month: '2-digit',
          year: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        });
        for (let i = 0; i < 200; i++) {
          const date = new Date(Date.UTC(1990, 0, 1) + random() * 60 * 365 * 86_400_000);
          const part = Object.fromEntries(intl.formatToParts(date).map((p) => [p.type, p.value]));
          const expected = `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
          expect(formatDate(date, 'en'), `${tz} ${date.toISOString()}`).toBe(expected);
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
