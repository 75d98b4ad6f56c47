/**
 * Number, currency and date display.
 * Pure and framework-free (shared with the server): no DOM, only Intl. Intl formatters are cached.
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

/**
 * Creates the formatters a money table needs first (a currency amount and a number in `language`, a
 * date), so that the engine's one-off load of its locale data (tens of milliseconds in Chromium)
 * happens while a page waits for the network, not during its first render of the answer.
 */
export function prepareFormats(language: string = 'en'): void {
  formatCurrency(0, 'USD', language);
  formatCredit(0, language);
  formatDate(0, language);
}

/** Empties the formatter caches (tests). */
export function clearFormatCache(): void {
  numberFormats.clear();
  dateFormats.clear();
}

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
  const locale = numberLocale(language);
  const lang: FormatLanguage = locale === NUMBER_LOCALE['zh-cn'] ? 'zh-cn' : 'en';

  const thousands = classification === 'Thousands' && THOUSANDS_CURRENCIES.includes(code);
  const amount = Math.abs(thousands ? value / 1000 : value);
  const max = Math.max(0, Math.min(20, maxFractionDigits ?? (code === MBT ? 5 : 2)));
  const digits = { minimumFractionDigits: Math.min(2, max), maximumFractionDigits: max };

  let parts: Intl.NumberFormatPart[];
  try {
    parts = numberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'symbol',
      ...digits,
    }).formatToParts(amount);
  } catch {
    // Not a well-formed currency code (Intl throws): the code, a space, the number.
    const number = numberFormat(locale, { style: 'decimal', ...digits }).format(amount);
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
  const isNegative =
    value < 0 && Number(numberFormat('en-US', { useGrouping: false, ...digits }).format(amount)) !== 0;
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
  if (value == null || !Number.isFinite(value)) return '';
  return numberFormat(numberLocale(language), {
    minimumIntegerDigits: 1,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(value);
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
  const format = dateFormat(DATE_LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    ...(time && seconds ? { second: '2-digit' } : {}),
    ...(timeZone ? { timeZone } : {}),
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of format.formatToParts(date)) part[p.type] = p.value;
  const day = `${part.day}/${part.month}/${part.year}`;
  if (!time) return day;
  return `${day} ${part.hour}:${part.minute}${seconds ? `:${part.second}` : ''}`;
}
