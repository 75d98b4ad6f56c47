/**
 * Number, currency and date display.
 * Pure and framework-free (shared with the server): no DOM.
 *
 * Amounts, credits and dates are laid out here rather than by Intl: both languages write numbers the
 * same way (Latin digits, ',' every three digits, '.' before the decimals) and dates in one numeric
 * layout, so a few lines give Intl's exact text, and a page never pays the engine's one-off load of its
 * locale data (tens of milliseconds in Chromium, at the first Intl formatter of a page) before showing
 * its first amount. test/unit/core/format.test.ts holds them to Intl's output for every currency,
 * both languages and a spread of values. Percentages and dates in a given time zone still use Intl
 * (cached formatters).
 */

export type FormatLanguage = 'en' | 'zh-cn';

/** Intl locale of numbers and currencies per language ('$' for USD in English). */
const NUMBER_LOCALE: Record<FormatLanguage, string> = { en: 'en-US', 'zh-cn': 'zh-CN' };

/** Intl locale whose parts build dates; both languages share the en-GB numeric layout. */
const DATE_LOCALE = 'en-GB';

function numberLocale(language: string | null | undefined): string {
  return NUMBER_LOCALE[(language ?? 'en').toLowerCase() as FormatLanguage] ?? NUMBER_LOCALE.en;
}

// ---------------------------------------------------------------------------------------------
// Formatter cache
// ---------------------------------------------------------------------------------------------

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An Intl.NumberFormat for (locale, options), created once and reused (Map keyed by both). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Empties the formatter caches (tests). */
export function clearFormatCache(): void {
  numberFormats.clear();
  dateFormats.clear();
}

// ---------------------------------------------------------------------------------------------
// Decimal numbers (both languages: '1,234.50')
// ---------------------------------------------------------------------------------------------

/** Adds one to a string of decimal digits ('0999' -> '1000', '99' -> '100'). */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * The magnitude of a finite `value` as Intl.NumberFormat writes it in en-US and zh-CN: the shortest
 * decimal that reads back as the same double (1.005, not 1.00499999...), rounded half away from zero
 * to at most `maxFraction` decimals, trailing zeros dropped down to `minFraction`, and the integer
 * digits grouped by three with ',' unless `grouping` is false. 1.005 with two decimals is '1.01'.
 */
export function decimalText(
  value: number,
  minFraction: number,
  maxFraction: number,
  grouping = true,
): string {
  const [mantissa, exponent] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const point = Number(exponent) + 1; // how many of the digits stand before the decimal point
  let integer = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  let fraction = point > 0 ? digits.slice(point) : `${'0'.repeat(-point)}${digits}`;
  if (fraction.length > maxFraction) {
    const roundsUp = fraction[maxFraction] >= '5';
    fraction = fraction.slice(0, maxFraction);
    if (roundsUp) {
      const all = incremented(integer + fraction);
      integer = all.slice(0, all.length - fraction.length);
      fraction = all.slice(all.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  if (grouping) integer = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${integer}.${fraction}` : integer;
}

/** Whether a number text shows only zeros ('0.00', '0'). */
const showsZero = (text: string): boolean => !/[1-9]/.test(text);

// ---------------------------------------------------------------------------------------------
// Currency
// ---------------------------------------------------------------------------------------------

/** Currencies shown in thousands with a suffix under the 'Thousands' classification. */
export const THOUSANDS_CURRENCIES: readonly string[] = [
  'KRW',
  'IDR',
  'VND',
  'IRR',
  'MMK',
  'KHR',
  'UGX',
  'UZS',
  'LAK',
];

/** Suffix of an amount shown in thousands, per language. */
export const THOUSANDS_SUFFIX: Record<FormatLanguage, string> = { en: 'k', 'zh-cn': '千' };

/** Local symbols that replace what Intl would show. CHP is not an ISO code: shown as its code. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  NOK: 'kr',
  HKD: 'HK$',
  KZT: '₸',
  AMD: '֏',
  SEK: 'kr',
  CZK: 'Kč',
  LKR: 'Rs',
  MXN: 'MX$',
  NGN: '₦',
  CHP: 'CHP',
  BDT: '৳',
  NPR: 'रू',
  GHS: 'GH₵',
  UYU: '$U',
  COP: 'COL$',
  PYG: '₲',
  PAB: 'B/.',
  BAM: 'KM',
  MBT: 'm₿',
};

/**
 * The symbols Intl.NumberFormat shows (currencyDisplay 'symbol') for the currencies that have one in
 * en-US and in zh-CN; any other well-formed code is shown as itself. CURRENCY_SYMBOLS replaces some.
 */
const SYMBOLS_OF_BOTH: Readonly<Record<string, string>> = {
  BRL: 'R$',
  CAD: 'CA$',
  EUR: '€',
  GBP: '£',
  HKD: 'HK$',
  ILS: '₪',
  INR: '₹',
  KRW: '₩',
  MXN: 'MX$',
  NZD: 'NZ$',
  TWD: 'NT$',
  VND: '₫',
  XAF: 'FCFA',
  XCD: 'EC$',
  XCG: 'Cg.',
  XOF: 'F\u202fCFA',
  XPF: 'CFPF',
};
const DISPLAY_SYMBOLS: Record<FormatLanguage, Readonly<Record<string, string>>> = {
  en: { ...SYMBOLS_OF_BOTH, AUD: 'A$', CNY: 'CN¥', JPY: '¥', PHP: '₱', USD: '$' },
  'zh-cn': { ...SYMBOLS_OF_BOTH, AUD: 'AU$', CNY: '¥', JPY: 'JP¥', USD: 'US$' },
};

/** Millibitcoin: shown as m₿ with up to 5 decimals. */
export const MBT = 'MBT';

export type CurrencyClassification = 'Thousands' | 'None' | (string & {});

/**
 * Currency display: at least 2 decimals, at most 2 (5 for MBT, or `maxFractionDigits` when given,
 * e.g. 8); a negative amount in parentheses ('($1,234.50)'); under the 'Thousands' classification
 * (the default) KRW, IDR, VND, IRR, MMK, KHR, UGX, UZS and LAK are divided by 1000 and get the
 * suffix 'k' ('千' in Chinese). Symbols of CURRENCY_SYMBOLS replace Intl's. An unknown or malformed
 * currency code never throws: the code is shown before the number. A non-finite value gives ''.
 */
export function formatCurrency(
  value: number | null | undefined,
  currency: string | null | undefined,
  language: string = 'en',
  classification: CurrencyClassification = 'Thousands',
  maxFractionDigits?: number,
): string {
  if (value == null || !Number.isFinite(value)) return '';
  const code = (currency ?? '').trim().toUpperCase();
  const lang: FormatLanguage = numberLocale(language) === NUMBER_LOCALE['zh-cn'] ? 'zh-cn' : 'en';

  const thousands = classification === 'Thousands' && THOUSANDS_CURRENCIES.includes(code);
  const amount = Math.abs(thousands ? value / 1000 : value);
  const max = Math.max(0, Math.min(20, maxFractionDigits ?? (code === MBT ? 5 : 2)));
  const number = decimalText(amount, Math.min(2, max), max);
  let parts: Intl.NumberFormatPart[];
  if (/^[A-Z]{3}$/.test(code)) {
    // Intl's layout in both languages: its symbol, a no-break space when that symbol ends in a letter
    // or another character that is not a sign ('NOK 1.00', 'CA$1.00'), the number.
    const shown = DISPLAY_SYMBOLS[lang][code] ?? code;
    parts = [
      { type: 'currency', value: shown },
      ...(/[\p{S}\p{Z}]$/u.test(shown)
        ? []
        : [{ type: 'literal', value: '\u00a0' } as Intl.NumberFormatPart]),
      { type: 'integer', value: number },
    ];
  } else {
    // Not a well-formed currency code (Intl would throw): the code, a space, the number.
    parts = [
      ...(code
        ? [
            { type: 'currency', value: code } as Intl.NumberFormatPart,
            { type: 'literal', value: '\u00a0' } as Intl.NumberFormatPart,
          ]
        : []),
      { type: 'integer', value: number },
    ];
  }

  const symbol = CURRENCY_SYMBOLS[code];
  if (symbol !== undefined) parts = substituteSymbol(parts, symbol);

  if (thousands) {
    let last = -1;
    parts.forEach((p, i) => {
      if (p.type === 'integer' || p.type === 'fraction') last = i;
    });
    parts.splice(last + 1, 0, { type: 'literal', value: THOUSANDS_SUFFIX[lang] });
  }

  const text = parts.map((p) => p.value).join('');
  const isNegative = value < 0 && !showsZero(number);
  return isNegative ? `(${text})` : text;
}

/**
 * Puts `symbol` in place of Intl's currency part. A symbol made of letters only ('kr', 'Kč', 'KM')
 * is separated from the number by a no-break space; any other ('HK$', '₸', 'B/.') touches it.
 */
function substituteSymbol(parts: Intl.NumberFormatPart[], symbol: string): Intl.NumberFormatPart[] {
  const index = parts.findIndex((p) => p.type === 'currency');
  if (index < 0) return parts;
  const isSpace = (p: Intl.NumberFormatPart | undefined) => p?.type === 'literal' && p.value.trim() === '';
  const result = parts.slice();
  const before = isSpace(result[index - 1]);
  const after = isSpace(result[index + 1]);
  if (after) result.splice(index + 1, 1);
  if (before) result.splice(index - 1, 1);
  const at = before ? index - 1 : index;
  const separated = /^[\p{L}\p{M}]+$/u.test(symbol);
  const symbolFirst = at === 0;
  const out: Intl.NumberFormatPart[] = [{ type: 'currency', value: symbol }];
  if (separated) {
    const space: Intl.NumberFormatPart = { type: 'literal', value: '\u00a0' };
    if (symbolFirst) out.push(space);
    else out.unshift(space);
  }
  result.splice(at, 1, ...out);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

/** Credit amount, format '1.2-2': at least 1 integer digit, exactly 2 decimals, grouping. '' for non-finite. */
export function formatCredit(value: number | null | undefined, language: string = 'en'): string {
  return formatNumber(value, language, { minFraction: 2, maxFraction: 2 });
}

/**
 * A plain number as Intl.NumberFormat writes it by default in both languages (grouping, up to 3
 * decimals, '-' before a negative), or with other bounds on the decimals: a count, a multiplier.
 * '' for non-finite.
 */
export function formatNumber(
  value: number | null | undefined,
  _language: string = 'en',
  { minFraction = 0, maxFraction = 3 }: { minFraction?: number; maxFraction?: number } = {},
): string {
  if (value == null || !Number.isFinite(value)) return '';
  // Intl's sign: any negative value, even one that rounds to zero ('-0.00'), and -0.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${decimalText(value, minFraction, Math.max(minFraction, maxFraction))}`;
}

/**
 * Items of a list in running text or a table cell: 'EUR, USD' in English, 'EUR、USD' in Chinese
 * (the enumeration comma, which Chinese writes between the items of a list).
 */
export function listText(items: readonly string[], language: string = 'en'): string {
  return items.join(language === 'zh-cn' ? '、' : ', ');
}

/**
 * Percentage with 1 decimal. `value` is a ratio, as Intl and Angular's percent pipe take it:
 * 0.1234 -> '12.3%'. '' for non-finite.
 */
export function formatPercent(value: number | null | undefined, language: string = 'en'): string {
  if (value == null || !Number.isFinite(value)) return '';
  return numberFormat(numberLocale(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

export interface DateFormatOptions {
  /** Show seconds (default true): 'dd/MM/yy HH:mm:ss', else 'dd/MM/yy HH:mm'. */
  seconds?: boolean;
  /** Show the time at all (default true); false gives 'dd/MM/yy'. */
  time?: boolean;
  /** IANA time zone (default: the runtime's local zone). */
  timeZone?: string;
}

/**
 * Date in en-GB style, day/month/2-digit year and 24-hour time: '05/03/26 14:07:09'. Both languages
 * use the same numeric layout. Accepts a Date, an epoch in ms or a string Date can parse; an empty
 * or invalid value gives ''.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  _language: string = 'en',
  options: DateFormatOptions = {},
): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { seconds = true, time = true, timeZone } = options;
  let part: Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  const year = date.getFullYear();
  if (timeZone === undefined && year >= 1000 && year <= 9999) {
    // The runtime's local zone: the Date's own fields, two digits each, as en-GB writes them.
    const two = (n: number) => String(n).padStart(2, '0');
    part = {
      day: two(date.getDate()),
      month: two(date.getMonth() + 1),
      year: two(year % 100),
      hour: two(date.getHours()),
      minute: two(date.getMinutes()),
      second: two(date.getSeconds()),
    };
  } else {
    const format = dateFormat(DATE_LOCALE, {
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      ...(time && seconds ? { second: '2-digit' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    part = {};
    for (const p of format.formatToParts(date)) part[p.type] = p.value;
  }
  const day = `${part.day}/${part.month}/${part.year}`;
  if (!time) return day;
  return `${day} ${part.hour}:${part.minute}${seconds ? `:${part.second}` : ''}`;
}
