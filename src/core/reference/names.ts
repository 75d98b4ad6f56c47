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

/** 'EUR' -> 'Euro' / '欧元'. */
export const currencyName = (id: string, fallback: string, lng: Language): string =>
  displayName('currency', id, fallback, lng);

/** 'MT' -> 'Malta' / '马耳他'. */
export const countryName = (id: string, fallback: string, lng: Language): string =>
  displayName('region', id, fallback, lng);

/** 'zh-cn' -> 'Chinese (China)' / '中文（中国）'. */
export const languageName = (id: string, fallback: string, lng: Language): string =>
  displayName('language', id, fallback, lng);

/**
 * 'Europe/Malta' -> 'Central European Time (Malta)' / '中欧时间（马耳他）': the zone's generic long name
 * in the language, with its place ('Malta' from the id's last part, or the server's name).
 */
export function timezoneName(id: string, fallback: string, lng: Language): string {
  try {
    const parts = new Intl.DateTimeFormat(LOCALES[lng], {
      timeZone: id,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date());
    const zone = parts.find((p) => p.type === 'timeZoneName')?.value;
    if (!zone) return untranslated('time zone', id, fallback);
    const place = fallback && fallback !== zone ? fallback : id.split('/').pop()!.replace(/_/g, ' ');
    return lng === 'zh-cn' ? `${zone}（${place}）` : `${zone} (${place})`;
  } catch (error) {
    return untranslated('time zone', id, fallback, error);
  }
}
