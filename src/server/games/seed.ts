/**
 * Seeds the demo operator's game rounds: at least five rounds of every kind, played out by
 * src/server/games/rounds.ts from one seeded random source, so bet ids and content are the
 * same on every seed (tests rely on SEEDED_ROUNDS and SEEDED_TAGS).
 *
 * Players come from the demo seed (src/server/seed); a player with a millibitcoin (MBT) wallet is
 * added when the demo has none, so a round in MBT exists. The first round of every kind belongs to
 * a player below the `agent` demo login's agent (secondLevelAgentId), the others lie elsewhere, so
 * the agent boundary can be seen (and tested) for every kind.
 */
import type { Db } from '../db';
import { stableId } from '../seed/ids';
import { currencyClassification, gameById, type DetailKind } from './catalog';
import {
  playBaccarat,
  playBlackjack,
  playCrash,
  playDragonTiger,
  playKeno,
  playRoulette,
  playSlot,
  playThirtyTwoCards,
  playTriCardPoker,
  playVideoPoker,
  type PlayedRound,
} from './rounds';
import { createRng, type Rng } from './random';
import type { CatalogGame } from './catalog';

/**
 * Where the provider of the externally reported demo rounds shows a round (their
 * `globalGameDetailsUrl`); the console may frame this origin (config `frameOrigins`).
 */
export const EXTERNAL_GAME_HISTORY_ORIGIN = 'https://gamehistory.aurora-global.example';

export interface SeedPlayerInfo {
  id: string;
  agentId: string;
  name: string;
  currency: string;
}

export interface GameSeedInfo {
  players: SeedPlayerInfo[];
  /** agents of the demo tree (to find the subtree of `secondLevelAgentId`) */
  agents?: { id: string; parentId: string | null; depth?: number }[];
  secondLevelAgentId?: string;
}

/** Named rounds of the seed that tests and demos look for. */
export type SeededTag =
  | 'slotLines'
  | 'slotAllWays'
  | 'slotScatterBonus'
  | 'slotPaysAnyBadNotes'
  | 'slotSideBet'
  | 'externalProvider'
  | 'blackjackNatural'
  | 'blackjackSplit'
  | 'blackjackPerfectPair'
  | 'blackjackDouble'
  | 'blackjackSurrender'
  | 'blackjackInsurance'
  | 'rouletteZero'
  | 'videoPokerNoHold'
  | 'videoPokerJokerWord'
  | 'videoPokerTwoJokers'
  | 'videoPokerDoubleUpWin'
  | 'videoPokerDoubleUpLoss'
  | 'triCardFold'
  | 'thirtyTwoCardsSingle'
  | 'thirtyTwoCardsTie'
  | 'dragonTiger'
  | 'baccarat'
  | 'crashBust'
  | 'krw'
  | 'mbt';

interface RoundPlan {
  kind: DetailKind;
  game: number;
  tags?: SeededTag[];
  /** preferred currency of the player */
  currency?: string;
  /** provider 1 with a global details URL */
  external?: boolean;
  play(rng: Rng, game: CatalogGame, unitCents: number, betId: string): PlayedRound<object>;
}

const PLANS: RoundPlan[] = [
  // ------------------------------------------------------------ slots
  {
    kind: 'slot',
    game: 101,
    tags: ['slotLines'],
    play: (r, g, u) => playSlot(r, g, u, { plantWins: 2, spinNotes: 'valid' }),
  },
  {
    kind: 'slot',
    game: 102,
    tags: ['slotAllWays', 'krw'],
    currency: 'KRW',
    play: (r, g, u) => playSlot(r, g, u, { plantWins: 1, spinNotes: 'valid' }),
  },
  {
    kind: 'slot',
    game: 103,
    tags: ['slotScatterBonus'],
    currency: 'EUR',
    play: (r, g, u) => playSlot(r, g, u, { plantWins: 1, scatters: true, spinNotes: 'valid' }),
  },
  {
    kind: 'slot',
    game: 104,
    tags: ['slotPaysAnyBadNotes'],
    currency: 'USD',
    play: (r, g, u) => playSlot(r, g, u, { plantWins: 2, spinNotes: 'badJson' }),
  },
  {
    kind: 'slot',
    game: 105,
    tags: ['slotSideBet', 'mbt'],
    currency: 'MBT',
    play: (r, g, u) => playSlot(r, g, u, { plantWins: 1, sideBet: 'complete', spinNotes: 'valid' }),
  },
  {
    kind: 'slot',
    game: 105,
    currency: 'CNY',
    play: (r, g, u) => playSlot(r, g, u, { plantWins: 0, sideBet: 'missingPayout', spinNotes: 'none' }),
  },
  {
    kind: 'slot',
    game: 101,
    tags: ['externalProvider'],
    external: true,
    play: (r, g, u) => playSlot(r, g, u, { plantWins: 1, spinNotes: 'valid' }),
  },
  // ------------------------------------------------------------ blackjack
  {
    kind: 'blackjack',
    game: 201,
    tags: ['blackjackNatural'],
    play: (r, _g, u) => playBlackjack(r, u, { player: ['AS', 'KD'], dealer: ['9H', '7C'] }),
  },
  {
    kind: 'blackjack',
    game: 201,
    tags: ['blackjackSplit'],
    currency: 'KRW',
    play: (r, _g, u) => playBlackjack(r, u, { player: ['8D', '8S'], dealer: ['6H', 'TC'], split: true }),
  },
  {
    kind: 'blackjack',
    game: 202,
    tags: ['blackjackPerfectPair'],
    currency: 'EUR',
    play: (r, _g, u) => playBlackjack(r, u, { player: ['QH', 'QH'], dealer: ['TC', '8D'], sideBet: 2 }),
  },
  {
    kind: 'blackjack',
    game: 201,
    tags: ['blackjackDouble'],
    currency: 'USD',
    play: (r, _g, u) => playBlackjack(r, u, { player: ['6C', '5D'], dealer: ['9S', '7H'], double: true }),
  },
  {
    kind: 'blackjack',
    game: 202,
    tags: ['blackjackSurrender'],
    currency: 'SEK',
    play: (r, _g, u) =>
      playBlackjack(r, u, { player: ['TC', '6H'], dealer: ['TD', '9C'], surrender: true, sideBet: 1 }),
  },
  {
    kind: 'blackjack',
    game: 201,
    tags: ['blackjackInsurance'],
    currency: 'MBT',
    play: (r, _g, u) => playBlackjack(r, u, { player: ['9C', '9D'], dealer: ['AH', 'KC'], insurance: true }),
  },
  // ------------------------------------------------------------ roulette
  { kind: 'roulette', game: 301, play: (r, _g, u) => playRoulette(r, u, { laPartage: false }) },
  {
    kind: 'roulette',
    game: 302,
    tags: ['rouletteZero'],
    currency: 'EUR',
    play: (r, _g, u) => playRoulette(r, u, { spinResult: 0, laPartage: true }),
  },
  {
    kind: 'roulette',
    game: 301,
    currency: 'KRW',
    play: (r, _g, u) => playRoulette(r, u, { laPartage: false }),
  },
  {
    kind: 'roulette',
    game: 302,
    currency: 'USD',
    play: (r, _g, u) => playRoulette(r, u, { laPartage: true }),
  },
  {
    kind: 'roulette',
    game: 301,
    currency: 'CNY',
    play: (r, _g, u) => playRoulette(r, u, { laPartage: false }),
  },
  // ------------------------------------------------------------ keno
  { kind: 'keno', game: 401, play: (r, _g, u) => playKeno(r, u, { spots: 4, plantHits: 3, bonus: false }) },
  {
    kind: 'keno',
    game: 401,
    currency: 'KRW',
    play: (r, _g, u) => playKeno(r, u, { spots: 6, plantHits: 4, bonus: true }),
  },
  {
    kind: 'keno',
    game: 401,
    currency: 'EUR',
    play: (r, _g, u) => playKeno(r, u, { spots: 10, plantHits: 2, bonus: true }),
  },
  {
    kind: 'keno',
    game: 401,
    currency: 'USD',
    play: (r, _g, u) => playKeno(r, u, { spots: 8, plantHits: 5, bonus: false }),
  },
  {
    kind: 'keno',
    game: 401,
    currency: 'MBT',
    play: (r, _g, u) => playKeno(r, u, { spots: 2, plantHits: 2, bonus: true }),
  },
  // ------------------------------------------------------------ video poker
  { kind: 'videoPoker', game: 501, play: (r, g, u) => playVideoPoker(r, g, u, {}) },
  {
    kind: 'videoPoker',
    game: 501,
    tags: ['videoPokerNoHold'],
    currency: 'EUR',
    play: (r, g, u) => playVideoPoker(r, g, u, { dealt: ['2C', '7D', '9H', '4S', '3D'] }),
  },
  {
    kind: 'videoPoker',
    game: 502,
    tags: ['videoPokerJokerWord'],
    currency: 'USD',
    play: (r, g, u) => playVideoPoker(r, g, u, { dealt: ['0C', 'QS', 'QD', '5H', '9C'], jokerText: 'Joker' }),
  },
  {
    kind: 'videoPoker',
    game: 503,
    tags: ['videoPokerTwoJokers'],
    currency: 'KRW',
    play: (r, g, u) => playVideoPoker(r, g, u, { dealt: ['0C', '8H', '0C', '8S', '3D'], jokerText: '0C' }),
  },
  {
    kind: 'videoPoker',
    game: 501,
    tags: ['videoPokerDoubleUpWin'],
    currency: 'SEK',
    play: (r, g, u) =>
      playVideoPoker(r, g, u, { dealt: ['KH', 'KS', '7C', '7D', '2S'], doubleUp: ['W', 'T', 'W'] }),
  },
  {
    kind: 'videoPoker',
    game: 501,
    tags: ['videoPokerDoubleUpLoss'],
    currency: 'CNY',
    play: (r, g, u) =>
      playVideoPoker(r, g, u, { dealt: ['QD', 'QC', '5H', '9S', '3C'], doubleUp: ['W', 'L'] }),
  },
  // ------------------------------------------------------------ tri-card poker
  {
    kind: 'triCardPoker',
    game: 701,
    play: (r, _g, u) => playTriCardPoker(r, u, { player: ['9H', '9D', '4C'], pairPlus: true, bonus: false }),
  },
  {
    kind: 'triCardPoker',
    game: 701,
    tags: ['triCardFold'],
    currency: 'EUR',
    play: (r, _g, u) => playTriCardPoker(r, u, { player: ['8C', '5D', '2H'], pairPlus: true, bonus: true }),
  },
  {
    kind: 'triCardPoker',
    game: 701,
    currency: 'KRW',
    play: (r, _g, u) => playTriCardPoker(r, u, { player: ['JS', 'TD', '9C'], pairPlus: true, bonus: true }),
  },
  {
    kind: 'triCardPoker',
    game: 701,
    currency: 'USD',
    play: (r, _g, u) => playTriCardPoker(r, u, { player: ['KH', '8H', '3H'], pairPlus: false, bonus: true }),
  },
  {
    kind: 'triCardPoker',
    game: 701,
    currency: 'MBT',
    play: (r, _g, u) => playTriCardPoker(r, u, { pairPlus: true, bonus: false }),
  },
  // ------------------------------------------------------------ family 35
  {
    kind: 'cardGames',
    game: 1,
    tags: ['thirtyTwoCardsSingle'],
    play: (r, _g, u) => playThirtyTwoCards(r, u, { tie: false }),
  },
  {
    kind: 'cardGames',
    game: 1,
    tags: ['thirtyTwoCardsTie'],
    currency: 'EUR',
    play: (r, _g, u) => playThirtyTwoCards(r, u, { tie: true }),
  },
  { kind: 'cardGames', game: 2, tags: ['baccarat'], currency: 'KRW', play: (r, _g, u) => playBaccarat(r, u) },
  {
    kind: 'cardGames',
    game: 3,
    tags: ['dragonTiger'],
    currency: 'USD',
    play: (r, _g, u) => playDragonTiger(r, u),
  },
  {
    kind: 'cardGames',
    game: 1,
    currency: 'CNY',
    play: (r, _g, u) => playThirtyTwoCards(r, u, { tie: false }),
  },
  { kind: 'cardGames', game: 2, currency: 'SEK', play: (r, _g, u) => playBaccarat(r, u) },
  // ------------------------------------------------------------ family 36
  { kind: 'crashGames', game: 601, play: (r, _g, u, id) => playCrash(r, u, id, { cashedOut: 2 }) },
  {
    kind: 'crashGames',
    game: 601,
    tags: ['crashBust'],
    currency: 'EUR',
    play: (r, _g, u, id) => playCrash(r, u, id, { cashedOut: 0 }),
  },
  {
    kind: 'crashGames',
    game: 602,
    currency: 'KRW',
    play: (r, _g, u, id) => playCrash(r, u, id, { cashedOut: 1 }),
  },
  {
    kind: 'crashGames',
    game: 602,
    currency: 'MBT',
    play: (r, _g, u, id) => playCrash(r, u, id, { cashedOut: 1 }),
  },
  {
    kind: 'crashGames',
    game: 601,
    currency: 'USD',
    play: (r, _g, u, id) => playCrash(r, u, id, { cashedOut: 3 }),
  },
];

const BET_ID_BASE = 73_014_500_000;
const ROUND_ID_BASE = 9_200_000_000;
export const betIdOf = (index: number): string => String(BET_ID_BASE + (index + 1) * 7);
const roundIdOf = (index: number): string => String(ROUND_ID_BASE + (index + 1) * 13);

/** Bet ids of the seeded rounds, per kind (the first of each kind is in the `agent` login's subtree). */
export const SEEDED_ROUNDS: Readonly<Record<DetailKind, string[]>> = PLANS.reduce(
  (acc, plan, index) => {
    acc[plan.kind].push(betIdOf(index));
    return acc;
  },
  {
    slot: [],
    blackjack: [],
    roulette: [],
    keno: [],
    videoPoker: [],
    triCardPoker: [],
    cardGames: [],
    crashGames: [],
  } as Record<DetailKind, string[]>,
);

/** Bet id of each named round. */
export const SEEDED_TAGS: Readonly<Record<SeededTag, string>> = Object.fromEntries(
  PLANS.flatMap((plan, index) => (plan.tags ?? []).map((tag) => [tag, betIdOf(index)])),
) as Record<SeededTag, string>;

/** Smallest betting unit in cents of each currency (a chip of 1.00 USD is worth 1000 KRW). */
const UNIT_CENTS: Record<string, number> = {
  USD: 100,
  EUR: 100,
  GBP: 100,
  CAD: 100,
  AUD: 100,
  SEK: 1000,
  CNY: 1000,
  KRW: 100_000,
  JPY: 10_000,
  MBT: 10,
};
export const unitCentsOf = (currency: string): number => UNIT_CENTS[currency] ?? 100;

export interface SeededRoundRow {
  betId: string;
  roundId: string;
  playerId: string;
  agentId: string;
  externalGameId: number;
  kind: DetailKind;
  currency: string;
  currencyClassification: string;
  betCents: number;
  payoutCents: number;
  betTime: Date;
  languageCode: string;
  providerId: number;
  globalDetailsUrl: string | null;
  detail: object;
}

function isBelow(agents: GameSeedInfo['agents'], agentId: string, ancestorId: string | undefined): boolean {
  if (!ancestorId || !agents) return false;
  const parent = new Map(agents.map((a) => [a.id, a.parentId]));
  for (let id: string | null | undefined = agentId; id; id = parent.get(id))
    if (id === ancestorId) return true;
  return false;
}

/** Plays every planned round (pure: the same players and `now` give the same rows). */
export function generateGameRounds(info: GameSeedInfo, now = Date.now(), seed = 3536): SeededRoundRow[] {
  if (info.players.length === 0) throw new Error('seedGameRounds needs at least one player');
  const rng = createRng(seed);
  const inside = info.players.filter((p) => isBelow(info.agents, p.agentId, info.secondLevelAgentId));
  const outside = info.players.filter((p) => !inside.includes(p));
  const used = new Map<string, number>();
  const pickPlayer = (pool: SeedPlayerInfo[], currency?: string): SeedPlayerInfo => {
    const candidates = pool.filter((p) => !currency || p.currency === currency);
    const from = candidates.length ? candidates : pool.length ? pool : info.players;
    // the least used player of the pool, so rounds spread over players
    return [...from].sort((a, b) => (used.get(a.id) ?? 0) - (used.get(b.id) ?? 0))[0];
  };
  const firstOfKind = new Set<DetailKind>();
  const base = Math.floor(now / 60_000) * 60_000;
  return PLANS.map((plan, index) => {
    const game = gameById(plan.game);
    if (!game) throw new Error(`unknown game ${plan.game}`);
    const first = !firstOfKind.has(plan.kind);
    firstOfKind.add(plan.kind);
    const player = first && inside.length ? pickPlayer(inside) : pickPlayer(outside, plan.currency);
    used.set(player.id, (used.get(player.id) ?? 0) + 1);
    const betId = betIdOf(index);
    const roundId = roundIdOf(index);
    const played = plan.play(rng, game, unitCentsOf(player.currency), betId);
    const languageCode = player.currency === 'CNY' ? 'zh-cn' : 'en';
    return {
      betId,
      roundId,
      playerId: player.id,
      agentId: player.agentId,
      externalGameId: game.externalGameId,
      kind: plan.kind,
      currency: player.currency,
      currencyClassification: currencyClassification(player.currency),
      betCents: played.betCents,
      payoutCents: played.payoutCents,
      // one round every 53 minutes going back from now, with a few seconds of jitter
      betTime: new Date(base - index * 53 * 60_000 - rng.int(0, 59) * 1000),
      languageCode,
      providerId: plan.external ? 1 : 0,
      globalDetailsUrl: plan.external
        ? `${EXTERNAL_GAME_HISTORY_ORIGIN}/rounds/${roundId}?lang=${languageCode}`
        : null,
      detail: played.detail,
    };
  });
}

/** Adds a player with a millibitcoin wallet when the demo has none (MBT rounds need one). */
async function ensureMbtPlayer(db: Db, info: GameSeedInfo): Promise<SeedPlayerInfo[]> {
  if (info.players.some((p) => p.currency === 'MBT')) return info.players;
  const { rows: currencies } = await db.query<{ id: string }>("SELECT id FROM currencies WHERE id = 'MBT'");
  if (currencies.length === 0) return info.players;
  const host =
    info.players.find((p) => !isBelow(info.agents, p.agentId, info.secondLevelAgentId)) ?? info.players[0];
  const player: SeedPlayerInfo = {
    id: stableId(`player:${host.agentId}:satoshi_stacker`),
    agentId: host.agentId,
    name: 'satoshi_stacker',
    currency: 'MBT',
  };
  await db.query(
    `INSERT INTO players (id, agent_id, name, currency, balance) VALUES ($1, $2, $3, $4, 2.5)
     ON CONFLICT DO NOTHING`,
    [player.id, player.agentId, player.name, player.currency],
  );
  return [...info.players, player];
}

const amountText = (cents: number) => (cents / 100).toFixed(2);

/** Inserts the seeded rounds; returns their rows. Idempotent: existing bet ids are left alone. */
export async function seedGameRounds(
  db: Db,
  info: GameSeedInfo,
  now = Date.now(),
): Promise<SeededRoundRow[]> {
  const players = await ensureMbtPlayer(db, info);
  const rounds = generateGameRounds({ ...info, players }, now);
  for (const r of rounds) {
    await db.query(
      `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency,
         currency_classification, bet_amount, payout, bet_time, language_code, report_provider_id,
         global_details_url, detail)
       SELECT $1::bigint, $2::text, $3::uuid, $4::uuid, $5::integer, $6::text, $7::text, $8::text, $9::numeric,
              $10::numeric, $11::timestamptz, $12::text, $13::smallint, $14::text, $15::jsonb
        -- a bet id is unique across the monthly partitions through its key
        WHERE NOT EXISTS (SELECT 1 FROM game_round_keys WHERE bet_id = $1::bigint)`,
      [
        r.betId,
        r.roundId,
        r.playerId,
        r.agentId,
        r.externalGameId,
        r.kind,
        r.currency,
        r.currencyClassification,
        amountText(r.betCents),
        amountText(r.payoutCents),
        r.betTime.toISOString(),
        r.languageCode,
        r.providerId,
        r.globalDetailsUrl,
        JSON.stringify(r.detail),
      ],
    );
  }
  return rounds;
}
