/**
 * The configuration of the tests: every service on its own made-up origin, so a test can tell the
 * services apart by the URL a call went to.
 */
import type { CasinoConfig } from '../../src/core/config';

export const API = 'https://api.test';
export const IDENTITY = 'https://identity.test';
export const CMS = 'https://cms.test';
export const REPORT = 'https://report.test';
export const CDN = 'https://cdn.test';

/** The game lists and game-details ids the game-round tests use. */
export const TEST_GAMES: Pick<CasinoConfig, 'gameTypes' | 'gameDetailsIds'> = {
  gameTypes: {
    slot: '101,102,104',
    blackjack: '201,202',
    roulette: '301,302',
    keno: '401',
    videoPoker: '501,502',
    triCardPoker: '701',
    cardGames: '1,2,3',
    crashGames: '601',
  },
  gameDetailsIds: { blackjack: 201, gameFamily35: 1, gameFamily36: 601, keno: 401, roulette: 301 },
};

/** What the element tests configure before each test. */
export const TEST_CONFIG = {
  apiUrl: API,
  identityServiceUrl: IDENTITY,
  casinoManagementServiceUrl: CMS,
  reportServiceUrl: REPORT,
  imageCdnBase: CDN,
  creditRefreshInterval: 60000,
  defaultCountryId: 'MT',
  defaultTimezoneId: 'Europe/Malta',
  ...TEST_GAMES,
} satisfies Partial<CasinoConfig>;
