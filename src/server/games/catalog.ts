/**
 * The demo operator's game catalogue: every game a seeded round can belong to, its external game
 * id, its detail kind and its icon on the image CDN. GAME_TYPES and GAME_DETAILS_IDS are what the
 * server writes into config.json (`gameTypes`, `gameDetailsIds`), so the views pick the detail
 * view of a round from its external game id.
 */
import type { GameDetailsIds, GameTypes } from '../../core/config';
import { DETAIL_KINDS } from '../../core/games/game-types';
import type { DetailKind } from '../../core/games/types';

export { DETAIL_KINDS, type DetailKind };

export interface CatalogGame {
  externalGameId: number;
  name: string;
  slug: string;
  kind: DetailKind;
  /** the game's icon on the console origin: /cdn/games/<slug>.svg */
  icon: string;
  /** the same icon relative to the image CDN base (how detail data names images): games/<slug>.svg */
  cdnPath: string;
  /** slots only: how wins are counted */
  slotMode?: 'lines' | 'paysAny' | 'allWays';
  /** video poker only: jokers in the deck, and the lowest paying pair */
  jokers?: number;
  minPair?: number;
}

const game = (
  externalGameId: number,
  name: string,
  slug: string,
  kind: DetailKind,
  extra: Partial<CatalogGame> = {},
): CatalogGame => ({
  externalGameId,
  name,
  slug,
  kind,
  icon: `/cdn/games/${slug}.svg`,
  cdnPath: `games/${slug}.svg`,
  ...extra,
});

export const GAME_CATALOG: readonly CatalogGame[] = [
  game(101, 'Golden Lotus', 'golden-lotus', 'slot', { slotMode: 'lines' }),
  game(102, 'Dragon Pearls', 'dragon-pearls', 'slot', { slotMode: 'allWays' }),
  game(103, 'Lucky Sevens Deluxe', 'lucky-sevens-deluxe', 'slot', { slotMode: 'lines' }),
  game(104, 'Aztec Sun', 'aztec-sun', 'slot', { slotMode: 'paysAny' }),
  game(105, 'Neon Nights', 'neon-nights', 'slot', { slotMode: 'lines' }),
  game(201, 'European Blackjack', 'european-blackjack', 'blackjack'),
  game(202, 'Blackjack Perfect Pairs', 'blackjack-perfect-pairs', 'blackjack'),
  game(301, 'European Roulette', 'european-roulette', 'roulette'),
  game(302, 'French Roulette', 'french-roulette', 'roulette'),
  game(401, 'Keno 80', 'keno-80', 'keno'),
  game(501, 'Jacks or Better', 'jacks-or-better', 'videoPoker', { jokers: 0, minPair: 11 }),
  game(502, 'Joker Poker', 'joker-poker', 'videoPoker', { jokers: 1, minPair: 13 }),
  game(503, 'Double Joker Poker', 'double-joker-poker', 'videoPoker', { jokers: 2, minPair: 13 }),
  game(701, 'Tri Card Poker', 'tri-card-poker', 'triCardPoker'),
  // game family 35: live card games; externalgameId 1 is the 32-card variant
  game(1, '32 Cards', '32-cards', 'cardGames'),
  game(2, 'Baccarat', 'baccarat', 'cardGames'),
  game(3, 'Dragon Tiger', 'dragon-tiger', 'cardGames'),
  // game family 36: crash games
  game(601, 'Rocket Crash', 'rocket-crash', 'crashGames'),
  game(602, 'Sky High', 'sky-high', 'crashGames'),
];

const BY_ID = new Map(GAME_CATALOG.map((g) => [g.externalGameId, g]));

/** The games' names in Chinese (the game strings of the casino management service and the round header). */
const ZH_GAME_NAMES: Readonly<Record<string, string>> = {
  'golden-lotus': '金莲花',
  'dragon-pearls': '龙珠',
  'lucky-sevens-deluxe': '幸运七豪华版',
  'aztec-sun': '阿兹特克太阳',
  'neon-nights': '霓虹之夜',
  'european-blackjack': '欧式二十一点',
  'blackjack-perfect-pairs': '完美对子二十一点',
  'european-roulette': '欧式轮盘',
  'french-roulette': '法式轮盘',
  'keno-80': '基诺 80',
  'jacks-or-better': '对J或更好',
  'joker-poker': '小丑扑克',
  'double-joker-poker': '双小丑扑克',
  'tri-card-poker': '三张牌扑克',
  '32-cards': '32张牌',
  baccarat: '百家乐',
  'dragon-tiger': '龙虎',
  'rocket-crash': '火箭崩盘',
  'sky-high': '冲上云霄',
};

/** A game's name in a language of the console ('zh…' Chinese, anything else English). */
export function localizedGameName(game: CatalogGame, language: string | null | undefined): string {
  return (language ?? '').toLowerCase().startsWith('zh')
    ? (ZH_GAME_NAMES[game.slug] ?? game.name)
    : game.name;
}

export function gameById(externalGameId: number): CatalogGame | undefined {
  return BY_ID.get(externalGameId);
}

export function gamesOfKind(kind: DetailKind): CatalogGame[] {
  return GAME_CATALOG.filter((g) => g.kind === kind);
}

/** The config's `gameTypes`: comma-separated external game ids per kind. */
export const GAME_TYPES: GameTypes = Object.fromEntries(
  DETAIL_KINDS.map((kind) => [
    kind,
    gamesOfKind(kind)
      .map((g) => g.externalGameId)
      .join(','),
  ]),
) as unknown as GameTypes;

/**
 * The config's `gameDetailsIds`: the external game id whose rows step and refresh in each
 * stepping view of the in-app list.
 */
export const GAME_DETAILS_IDS: GameDetailsIds = {
  blackjack: 201,
  gameFamily35: 1,
  gameFamily36: 601,
  keno: 401,
  roulette: 301,
};

/** Currency symbols of the seeded currencies (family 35 and 36 details carry one). */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  KRW: '₩',
  MBT: 'm₿',
  CNY: '¥',
  JPY: '¥',
  IDR: 'Rp',
  VND: '₫',
  THB: '฿',
  CAD: 'C$',
  AUD: 'A$',
};

/** Every seeded currency uses the 'Thousands' classification (the default of core/format). */
export const currencyClassification = (_currency: string): string => 'Thousands';
