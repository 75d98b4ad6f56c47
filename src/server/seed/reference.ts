/** Reference data of the demo operator: countries, currencies, languages, time zones. */
import type { Db } from '../db';

export const COUNTRIES: readonly [id: string, name: string][] = [
  ['MT', 'Malta'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['SE', 'Sweden'],
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['BR', 'Brazil'],
  ['CN', 'China'],
  ['HK', 'Hong Kong'],
  ['MO', 'Macao'],
  ['KR', 'South Korea'],
  ['JP', 'Japan'],
  ['PH', 'Philippines'],
  ['TH', 'Thailand'],
  ['VN', 'Vietnam'],
  ['ID', 'Indonesia'],
  ['AU', 'Australia'],
  ['CW', 'Curaçao'],
];

export const CURRENCIES: readonly [id: string, name: string, symbol: string][] = [
  ['EUR', 'Euro', '€'],
  ['USD', 'US Dollar', '$'],
  ['GBP', 'Pound Sterling', '£'],
  ['CNY', 'Chinese Yuan', '¥'],
  ['KRW', 'South Korean Won', '₩'],
  ['JPY', 'Japanese Yen', '¥'],
  ['THB', 'Thai Baht', '฿'],
  ['VND', 'Vietnamese Dong', '₫'],
  ['IDR', 'Indonesian Rupiah', 'Rp'],
  ['CAD', 'Canadian Dollar', 'C$'],
  ['AUD', 'Australian Dollar', 'A$'],
  ['SEK', 'Swedish Krona', 'kr'],
  ['MBT', 'Millibitcoin', 'm₿'],
];

export const LANGUAGES: readonly [id: string, name: string, flag: string][] = [
  ['en', 'English', 'flags/en.svg'],
  ['zh-cn', '简体中文', 'flags/zh-cn.svg'],
];

export const TIMEZONES: readonly [id: string, location: string, offsetMinutes: number][] = [
  ['Etc/UTC', '(UTC) Coordinated Universal Time', 0],
  ['Europe/London', '(UTC+00:00) London, Dublin, Lisbon', 0],
  ['Europe/Malta', '(UTC+01:00) Valletta, Rome, Berlin, Madrid', 60],
  ['Europe/Stockholm', '(UTC+01:00) Stockholm, Oslo, Copenhagen', 60],
  ['Europe/Athens', '(UTC+02:00) Athens, Bucharest, Helsinki', 120],
  ['Europe/Istanbul', '(UTC+03:00) Istanbul', 180],
  ['Asia/Dubai', '(UTC+04:00) Abu Dhabi, Muscat', 240],
  ['Asia/Bangkok', '(UTC+07:00) Bangkok, Hanoi, Jakarta', 420],
  ['Asia/Shanghai', '(UTC+08:00) Beijing, Shanghai, Hong Kong', 480],
  ['Asia/Manila', '(UTC+08:00) Manila, Singapore', 480],
  ['Asia/Seoul', '(UTC+09:00) Seoul', 540],
  ['Asia/Tokyo', '(UTC+09:00) Tokyo, Osaka', 540],
  ['Australia/Sydney', '(UTC+10:00) Sydney, Melbourne', 600],
  ['America/Sao_Paulo', '(UTC-03:00) Brasília', -180],
  ['America/New_York', '(UTC-05:00) Eastern Time (US & Canada)', -300],
  ['America/Chicago', '(UTC-06:00) Central Time (US & Canada)', -360],
  ['America/Mexico_City', '(UTC-06:00) Mexico City', -360],
  ['America/Los_Angeles', '(UTC-08:00) Pacific Time (US & Canada)', -480],
];

export const DEFAULT_COUNTRY_ID = 'MT';
export const DEFAULT_TIMEZONE_ID = 'Europe/Malta';

export async function seedReferenceData(db: Db): Promise<void> {
  await insertRows(db, 'countries', ['id', 'name'], COUNTRIES);
  await insertRows(db, 'currencies', ['id', 'name', 'symbol'], CURRENCIES);
  await insertRows(db, 'languages', ['id', 'name', 'flag'], LANGUAGES);
  await insertRows(db, 'timezones', ['id', 'timezone_location', 'utc_offset_minutes'], TIMEZONES);
}

/** Multi-row INSERT in chunks that stay below PostgreSQL's parameter limit. */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  chunkRows = Math.floor(30000 / columns.length),
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkRows) {
    const chunk = rows.slice(start, start + chunkRows);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      const marks = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${marks.join(',')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values.join(',')}`, params);
  }
}
