/**
 * Reference names in the interface language: currencies, countries (regions), languages and time
 * zones, from the browser's own data (`Intl.DisplayNames`, `Intl.DateTimeFormat`), so nothing is
 * shipped for them. When a name cannot be translated (an id the browser does not know, an old
 * browser), the untranslated name the server sent is kept and the failure is logged once per id.
 * Pure functions of (id, server name, language).
 */
import type { Language } from '../events';

const LOCALES: Record<Language, string> = { en: 'en', 'zh-cn': 'zh-CN' };
const logged = new Set<string>();

function untranslated(kind: string, id: string, fallback: string, error?: unknown): string {
  const key = `${kind}:${id}`;
  if (!logged.has(key)) {
    logged.add(key);
    console.error(`The ${kind} name of '${id}' could not be translated; '${fallback}' is shown`, error ?? '');
  }
  return fallback;
}

const displayNames = new Map<string, Intl.DisplayNames>();

function displayName(
  type: 'currency' | 'region' | 'language',
  id: string,
  fallback: string,
  lng: Language,
): string {
  try {
    const key = `${type}|${lng}`;
    let names = displayNames.get(key);
    if (!names) {
      names = new Intl.DisplayNames([LOCALES[lng]], { type, fallback: 'none' });
      displayNames.set(key, names);
    }
    const name = names.of(id);
    return name && name !== id ? name : untranslated(type, id, fallback);
  } catch (error) {
    return untranslated(type, id, fallback, error);
  }
}

/** The currencies that have no ISO 4217 code, which the browser cannot name: their names here. */
const OTHER_CURRENCY_NAMES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  MBT: { en: 'Millibitcoin', 'zh-cn': '毫比特币' },
};

/** 'EUR' -> 'Euro' / '欧元'; 'MBT' -> 'Millibitcoin' / '毫比特币'. */
export const currencyName = (id: string, fallback: string, lng: Language): string =>
  OTHER_CURRENCY_NAMES[id]?.[lng] ?? displayName('currency', id, fallback, lng);

/** 'MT' -> 'Malta' / '马耳他'. */
export const countryName = (id: string, fallback: string, lng: Language): string =>
  displayName('region', id, fallback, lng);

/** 'zh-cn' -> 'Chinese (China)' / '中文（中国）'. */
export const languageName = (id: string, fallback: string, lng: Language): string =>
  displayName('language', id, fallback, lng);

/** '(UTC+01:00)', '(UTC-03:30)', '(UTC)' of an offset in minutes east of UTC. */
export function utcOffsetLabel(minutes: number): string {
  if (minutes === 0) return '(UTC)';
  const abs = Math.abs(minutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  return `(UTC${minutes < 0 ? '-' : '+'}${hours}:${String(abs % 60).padStart(2, '0')})`;
}

function zoneLongName(id: string, lng: Language, style: 'longGeneric' | 'long'): string | undefined {
  return new Intl.DateTimeFormat(LOCALES[lng], { timeZone: id, timeZoneName: style })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
}

/**
 * 'Europe/Malta' (offset 60) -> '(UTC+01:00) Central European Time — Europe/Malta' /
 * '(UTC+01:00) 中欧时间 — Europe/Malta': the standard offset the server gives, the zone's generic long
 * name in the language (its long name when the generic one is only an offset, as for 'Etc/UTC') and
 * the zone's id, which tells apart the zones of one name. The server's name (English, with its own
 * list of cities) is the untranslated name kept when the browser does not know the zone.
 */
export function timezoneName(id: string, fallback: string, lng: Language, utcOffsetMinutes?: number): string {
  try {
    let zone = zoneLongName(id, lng, 'longGeneric');
    if (!zone || /^(GMT|UTC)[+-]/.test(zone)) zone = zoneLongName(id, lng, 'long');
    if (!zone) return untranslated('time zone', id, fallback);
    const offset = utcOffsetMinutes === undefined ? '' : `${utcOffsetLabel(utcOffsetMinutes)} `;
    return `${offset}${zone} — ${id}`;
  } catch (error) {
    return untranslated('time zone', id, fallback, error);
  }
}
