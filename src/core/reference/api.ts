/**
 * Reference data of every area (countries, currencies, time zones, languages) and the claims lists.
 *
 * - Countries are cached in localStorage ('casino.countries'), currencies in sessionStorage
 *   ('casino.currencies'), time zones ('casino.timezones') and languages ('casino.languages') in
 *   localStorage: they change rarely, and a console start should not ask for them again.
 * - Claims are never cached: they are what the user may do now.
 */
import { call } from '../contract/client';
import {
  referenceEndpoints as ep,
  type ClaimItem,
  type Country,
  type Currency,
  type Language,
  type Timezone,
} from './contract';

export type { ClaimItem, Country, Currency, Language, Timezone } from './contract';

/** Kept for the name the agents area used: a language of GET /api/language. */
export type LanguageItem = Language;

export const COUNTRIES_KEY = 'casino.countries';
export const CURRENCIES_KEY = 'casino.currencies';
export const TIMEZONES_KEY = 'casino.timezones';
export const LANGUAGES_KEY = 'casino.languages';

function readCache<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * The value kept under `key` in `storage`, else `load()`'s answer, kept there for the next time
 * (uncached when the storage is full or unavailable). Shared by the areas' cached lists.
 */
export async function cached<T>(storage: Storage, key: string, load: () => Promise<T>): Promise<T> {
  const hit = readCache<T>(storage, key);
  if (hit) return hit;
  const value = await load();
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: keep it uncached
  }
  return value;
}

/** GET /api/country, cached in localStorage 'casino.countries'. */
export function getCountries(): Promise<Country[]> {
  return cached(localStorage, COUNTRIES_KEY, () => call(ep.countries));
}

/** GET /api/currency, cached in sessionStorage 'casino.currencies'. */
export function getCurrencies(): Promise<Currency[]> {
  return cached(sessionStorage, CURRENCIES_KEY, () => call(ep.currencies) as Promise<Currency[]>);
}

/** GET /api/currency?id: one currency. */
export function getCurrency(id: string): Promise<Currency> {
  return call(ep.currencies, { query: { id } }) as Promise<Currency>;
}

/** GET /api/timezone, cached in localStorage 'casino.timezones'. */
export function getTimezones(): Promise<Timezone[]> {
  return cached(localStorage, TIMEZONES_KEY, () => call(ep.timezones));
}

/** Casino management GET /api/language, cached in localStorage 'casino.languages'. */
export function getLanguages(): Promise<Language[]> {
  return cached(localStorage, LANGUAGES_KEY, () => call(ep.languages));
}

/** GET /api/claim/user: the signed-in user's claims. */
export function getUserClaims(): Promise<ClaimItem[]> {
  return call(ep.userClaims);
}

/** GET /api/claim/agent: the claims the user's agent may hold. */
export function getAgentClaims(): Promise<ClaimItem[]> {
  return call(ep.agentClaims);
}

/** GET /api/claim/allowed: the claims the user may grant. */
export function getAllowedClaims(): Promise<ClaimItem[]> {
  return call(ep.allowedClaims);
}
