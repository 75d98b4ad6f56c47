/**
 * The demo operator's casinos and their assignment down the demo tree (stable ids, so tests and the
 * README may name them). The root holds every casino; each region is given the operator-wide casino and
 * its own ones; below a region the first master agent takes all of them, the second only the first, the
 * third only the region's own; the first agent under a master takes what the master holds, the second
 * only its first casino; a cafe takes its parent's first casino. One casino is in maintenance, one is
 * inactive, and one was deleted softly (a restore brings it back with its assignments).
 */
import type { SeedInfo } from '../context';
import type { Db } from '../db';
import { DETAIL_KINDS, GAME_CATALOG, type DetailKind } from '../games/catalog';
import { stableId } from './ids';
import { insertRows } from './reference';

interface SeedCasino {
  name: string;
  status: 'Active' | 'Maintenance' | 'Inactive';
  currencies: string[];
  languages: string[];
  defaultLanguage: string;
  kinds: readonly DetailKind[];
  deleted?: boolean;
}

export const SEED_CASINOS: readonly SeedCasino[] = [
  {
    name: 'Aurora Palace',
    status: 'Active',
    currencies: ['EUR', 'USD', 'GBP', 'CNY', 'KRW', 'SEK'],
    languages: ['en', 'zh-cn'],
    defaultLanguage: 'en',
    kinds: DETAIL_KINDS,
  },
  {
    name: 'Liberty Strip Casino',
    status: 'Active',
    currencies: ['USD', 'CAD'],
    languages: ['en'],
    defaultLanguage: 'en',
    kinds: ['slot', 'blackjack', 'roulette', 'videoPoker'],
  },
  {
    name: 'Dragon Gate Casino',
    status: 'Active',
    currencies: ['CNY', 'KRW'],
    languages: ['zh-cn', 'en'],
    defaultLanguage: 'zh-cn',
    kinds: ['slot', 'roulette', 'cardGames', 'keno'],
  },
  {
    name: 'Han River Casino',
    status: 'Inactive',
    currencies: ['KRW'],
    languages: ['en', 'zh-cn'],
    defaultLanguage: 'en',
    kinds: ['slot', 'blackjack', 'crashGames'],
  },
  {
    name: 'Nordic Lights Casino',
    status: 'Maintenance',
    currencies: ['SEK', 'EUR'],
    languages: ['en'],
    defaultLanguage: 'en',
    kinds: ['slot', 'crashGames', 'triCardPoker'],
  },
  {
    name: 'Old Harbour Casino',
    status: 'Inactive',
    currencies: ['EUR'],
    languages: ['en'],
    defaultLanguage: 'en',
    kinds: ['slot'],
    deleted: true,
  },
];

/** The casinos of each region (the operator-wide one first). */
const REGION_CASINOS: Readonly<Record<string, readonly string[]>> = {
  'Aurora Europe': ['Aurora Palace', 'Nordic Lights Casino', 'Old Harbour Casino'],
  'Aurora Americas': ['Aurora Palace', 'Liberty Strip Casino'],
  'Aurora Greater China': ['Aurora Palace', 'Dragon Gate Casino'],
  'Aurora Korea': ['Aurora Palace', 'Han River Casino', 'Dragon Gate Casino'],
  'Aurora Nordics': ['Aurora Palace', 'Nordic Lights Casino'],
};

export const casinoId = (name: string): string => stableId(`casino:${name}`);

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Which casinos each demo agent is given (agent id -> casino names), parents before children. */
export function demoAssignments(agents: SeedInfo['agents']): Map<string, string[]> {
  const held = new Map<string, string[]>();
  const children = (id: string) => agents.filter((a) => a.parentId === id);
  for (const region of agents.filter((a) => a.depth === 1)) {
    const own = REGION_CASINOS[region.name] ?? [];
    held.set(region.id, [...own]);
    children(region.id).forEach((master, m) => {
      const masterHeld = m === 0 ? [...own] : m === 1 ? own.slice(0, 1) : own.slice(1, 2);
      held.set(master.id, masterHeld);
      children(master.id).forEach((sub, s) => {
        const subHeld = s === 0 ? [...masterHeld] : masterHeld.slice(0, 1);
        held.set(sub.id, subHeld);
        for (const cafe of children(sub.id)) held.set(cafe.id, subHeld.slice(0, 1));
      });
    });
  }
  for (const [id, names] of held) if (names.length === 0) held.delete(id);
  return held;
}

export async function seedCasinos(db: Db, info: SeedInfo): Promise<void> {
  await insertRows(
    db,
    'casinos',
    ['id', 'name', 'status', 'default_language_id', 'lobby_url', 'game_history_url', 'deleted_at'],
    SEED_CASINOS.map((c) => [
      casinoId(c.name),
      c.name,
      c.status,
      c.defaultLanguage,
      `https://${slug(c.name)}.example/lobby`,
      `https://${slug(c.name)}.example/history`,
      c.deleted ? new Date('2026-01-15T09:30:00Z').toISOString() : null,
    ]),
  );
  await insertRows(
    db,
    'casino_currencies',
    ['casino_id', 'currency_id', 'position'],
    SEED_CASINOS.flatMap((c) => c.currencies.map((id, i) => [casinoId(c.name), id, i])),
  );
  await insertRows(
    db,
    'casino_languages',
    ['casino_id', 'language_id', 'position'],
    SEED_CASINOS.flatMap((c) => c.languages.map((id, i) => [casinoId(c.name), id, i])),
  );
  await insertRows(
    db,
    'casino_games',
    ['casino_id', 'external_game_id'],
    SEED_CASINOS.flatMap((c) =>
      GAME_CATALOG.filter((g) => c.kinds.includes(g.kind)).map((g) => [casinoId(c.name), g.externalGameId]),
    ),
  );
  await insertRows(
    db,
    'casino_agents',
    ['casino_id', 'agent_id'],
    [...demoAssignments(info.agents)].flatMap(([agentId, names]) => names.map((n) => [casinoId(n), agentId])),
  );
}
