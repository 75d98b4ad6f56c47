/**
 * Configuration of every element.
 *
 * Sources, first found wins:
 *  1. `configure(partial)` — merged over DEFAULT_CONFIG, wins over everything (also over a load in flight);
 *  2. `loadConfig(src)` with the URL of a `config-src` attribute;
 *  3. `loadConfig()` — 'config.json' relative to the page.
 * A failed load sets `configError` to 'could not load file (<status> <statusText>)' and rejects with it.
 * Relative service URLs resolve against the page (document.baseURI); '' means the page's origin.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { whenSignal } from './when-signal';

export interface GameTypes {
  slot: string;
  blackjack: string;
  roulette: string;
  keno: string;
  videoPoker: string;
  triCardPoker: string;
  cardGames: string;
  crashGames: string;
}

export interface GameDetailsIds {
  blackjack: number;
  gameFamily35: number;
  gameFamily36: number;
  keno: number;
  roulette: number;
}

export interface CasinoConfig {
  apiUrl: string;
  identityServiceUrl: string;
  casinoManagementServiceUrl: string;
  reportServiceUrl: string;
  imageCdnBase: string;
  apiTimeOut: number;
  creditRefreshInterval: number;
  defaultCountryId: string;
  defaultTimezoneId: string;
  mapsKey: string;
  gameTypes: GameTypes;
  gameDetailsIds: GameDetailsIds;
  /**
   * Where the console lives on its origin ('/backoffice'; '' or absent: the root). The `base-path`
   * attribute of `casino-outlet` wins over it.
   */
  basePath?: string;
}

export type ServiceName = 'api' | 'identity' | 'casinoManagement' | 'report' | 'imageCdn';

export const CONFIG_MISSING_MESSAGE = 'Could not find config, did you load it?';
export const CONFIG_LOAD_FAILED_MESSAGE = 'could not load file';

export const DEFAULT_CONFIG: CasinoConfig = Object.freeze({
  apiUrl: '',
  identityServiceUrl: '',
  casinoManagementServiceUrl: '',
  reportServiceUrl: '',
  imageCdnBase: '',
  apiTimeOut: 35000,
  creditRefreshInterval: 60000,
  defaultCountryId: '',
  defaultTimezoneId: '',
  mapsKey: '',
  gameTypes: Object.freeze({
    slot: '',
    blackjack: '',
    roulette: '',
    keno: '',
    videoPoker: '',
    triCardPoker: '',
    cardGames: '',
    crashGames: '',
  }),
  gameDetailsIds: Object.freeze({ blackjack: 0, gameFamily35: 0, gameFamily36: 0, keno: 0, roulette: 0 }),
});

const SERVICE_KEYS: Record<ServiceName, keyof CasinoConfig> = {
  api: 'apiUrl',
  identity: 'identityServiceUrl',
  casinoManagement: 'casinoManagementServiceUrl',
  report: 'reportServiceUrl',
  imageCdn: 'imageCdnBase',
};

const current = signal<CasinoConfig | null>(null);
const error = signal<string | null>(null);
let loading: Promise<CasinoConfig> | null = null;

/** The configuration in use; null until configured or loaded. */
export const config: ReadonlySignal<CasinoConfig | null> = current;
/** The message of the last failed load, e.g. 'could not load file (404 Not Found)'. */
export const configError: ReadonlySignal<string | null> = error;

function pageBase(): string | undefined {
  return typeof document !== 'undefined' ? document.baseURI : undefined;
}

/** Resolves a non-empty relative URL against the page and drops trailing slashes; '' stays ''. */
function resolveBase(url: string): string {
  if (!url) return '';
  const base = pageBase();
  const absolute = base ? new URL(url, base).href : url;
  return absolute.replace(/\/+$/, '');
}

function build(partial: Partial<CasinoConfig>): CasinoConfig {
  const merged: CasinoConfig = {
    ...DEFAULT_CONFIG,
    ...partial,
    gameTypes: { ...DEFAULT_CONFIG.gameTypes, ...partial.gameTypes },
    gameDetailsIds: { ...DEFAULT_CONFIG.gameDetailsIds, ...partial.gameDetailsIds },
  };
  for (const key of Object.values(SERVICE_KEYS)) {
    (merged as unknown as Record<string, string>)[key] = resolveBase(String(merged[key] ?? ''));
  }
  return merged;
}

/** Source 1: merges `partial` over the defaults and makes it the configuration, whatever was there. */
export function configure(partial: Partial<CasinoConfig>): CasinoConfig {
  const next = build(partial);
  error.value = null;
  current.value = next;
  return next;
}

/**
 * Sources 2 and 3: fetches `src` (or 'config.json' next to the page). No-op when already configured;
 * concurrent calls share one request.
 */
export function loadConfig(src?: string): Promise<CasinoConfig> {
  if (current.value) return Promise.resolve(current.value);
  if (loading) return loading;
  const base = pageBase();
  const url = base ? new URL(src || 'config.json', base).href : src || 'config.json';
  const fail = (detail: string): never => {
    const message = `${CONFIG_LOAD_FAILED_MESSAGE} (${detail})`;
    error.value = message;
    throw new Error(message);
  };
  loading = (async () => {
    let response: Response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' } });
    } catch (e) {
      return fail(e instanceof Error && e.message ? e.message : 'network error');
    }
    if (!response.ok)
      return fail(`${response.status}${response.statusText ? ' ' + response.statusText : ''}`);
    let data: Partial<CasinoConfig>;
    try {
      data = (await response.json()) as Partial<CasinoConfig>;
    } catch {
      return fail('invalid JSON');
    }
    // configure() called meanwhile wins.
    return current.value ?? configure(data);
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/** The configuration, or throws 'Could not find config, did you load it?'. */
export function requireConfig(): CasinoConfig {
  const value = current.value;
  if (!value) throw new Error(CONFIG_MISSING_MESSAGE);
  return value;
}

/** Resolves with the configuration as soon as one is set (does not start a load). */
export function whenConfigured(): Promise<CasinoConfig> {
  return whenSignal(current, (value): value is CasinoConfig => value !== null);
}

/** `<service base>/<path>` with exactly one slash between; '' base means the page's origin. */
export function serviceUrl(service: ServiceName, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  const base = String(requireConfig()[SERVICE_KEYS[service]]).replace(/\/+$/, '');
  const tail = path.replace(/^\/+/, '');
  if (base) return tail ? `${base}/${tail}` : base;
  const page = pageBase();
  return page ? new URL('/' + tail, page).href : '/' + tail;
}

/** Forgets configuration, error and any load in flight (tests only). */
export function resetConfigForTests(): void {
  current.value = null;
  error.value = null;
  loading = null;
}
