/**
 * The demo operator's players, completed after the demo tree and the game rounds are seeded: the
 * players of src/server/seed/demo.ts get names, contact details, a country, a password and a
 * creation date; more players join every agent below the root (a few hundred in all); every player
 * has sessions (one around each run of its game rounds, a few older ones, an open one while it is
 * online); bonus codes are seeded per region, some players hold an active bonus and some a denied
 * one, with their balance log. A demo login `support` (Aurora Americas) manages players.
 * Deterministic: the same seed gives the same players, names and amounts (dates follow the clock).
 *
 * `--scale N` adds one player per generated agent (seedScalePlayers), in one INSERT … SELECT.
 */
import { P, type UserClaims } from '../../core/permissions';
import type { Db } from '../db';
import type { SeedInfo } from '../context';
import { hashPassword } from '../passwords';
import { seededRandom, stableId } from './ids';
import { insertRows } from './reference';

/** The password of every seeded player. */
export const SEEDED_PLAYER_PASSWORD = 'Player123!';

export const SUPPORT_LOGIN = {
  username: 'support',
  password: 'Support123!',
  role: 'Aurora Americas, player support: players list, create, edit, log out, bonus view and redeem',
} as const;

/** What the `support` login holds: seeing its agents, and managing players and their bonuses. */
export function supportClaims(): UserClaims {
  return {
    AgentClaims: [P.ViewAgents, P.View2ndPlusLevelChildren],
    RtgClaims: [P.ListPlayers, P.CreatePlayer, P.EditPlayer, P.LogoutPlayers, P.ViewBonusInfo, P.RedeemBonus],
    RtgGroupClaims: [],
  };
}

interface BonusCodeSeed {
  code: string;
  agent: string;
  currency: string;
  amount: string;
  spins: number;
  gameId: number;
  gameName: string;
  wagering: number;
  /** days from now: negative in the past */
  validFromDays: number;
  expiresDays: number;
}

/** The seeded bonus codes (a code is redeemable by the players of its agent's subtree in its currency). */
export const SEEDED_BONUS_CODES: readonly BonusCodeSeed[] = [
  bonus('WELCOME100', 'Aurora Americas', 'USD', '100.00', 20, 101, 'Golden Lotus', 30),
  bonus('RELOAD50', 'Aurora Americas', 'USD', '50.00', 10, 105, 'Neon Nights', 25),
  bonus('VIPSPINS', 'Liberty Gaming Partners', 'USD', '0.00', 50, 102, 'Dragon Pearls', 0),
  bonus('SPRING25', 'Aurora Europe', 'EUR', '25.00', 10, 102, 'Dragon Pearls', 20),
  bonus('MALTA10', 'Valletta Bay Gaming', 'EUR', '10.00', 5, 103, 'Lucky Sevens Deluxe', 15),
  bonus('LOTUS88', 'Aurora Greater China', 'CNY', '88.00', 30, 101, 'Golden Lotus', 25),
  bonus('HANRIVER', 'Aurora Korea', 'KRW', '50000.00', 15, 103, 'Lucky Sevens Deluxe', 30),
  bonus('NORDIC200', 'Aurora Nordics', 'SEK', '200.00', 25, 105, 'Neon Nights', 35),
  bonus('EXPIRED10', 'Aurora Americas', 'USD', '10.00', 5, 104, 'Aztec Sun', 10, -120, -10),
  bonus('NEXTSEASON', 'Aurora Americas', 'USD', '40.00', 10, 104, 'Aztec Sun', 20, 30, 395),
];

function bonus(
  code: string,
  agent: string,
  currency: string,
  amount: string,
  spins: number,
  gameId: number,
  gameName: string,
  wagering: number,
  validFromDays = -30,
  expiresDays = 365,
): BonusCodeSeed {
  return { code, agent, currency, amount, spins, gameId, gameName, wagering, validFromDays, expiresDays };
}

const NAMES: Record<string, [first: string[], last: string[]]> = {
  USD: [
    ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Sofia', 'David', 'Emily', 'Carlos', 'Grace'],
    ['Smith', 'Garcia', 'Johnson', 'Brown', 'Miller', 'Davis', 'Lopez', 'Wilson', 'Taylor', 'Clark'],
  ],
  EUR: [
    ['Luca', 'Giulia', 'Marco', 'Elena', 'Pierre', 'Claire', 'Ivan', 'Ana', 'Matteo', 'Léa'],
    ['Rossi', 'Borg', 'Camilleri', 'Dubois', 'Martin', 'Horvat', 'Novak', 'Vella', 'Ferrari', 'Zammit'],
  ],
  CNY: [
    ['Wei', 'Fang', 'Jun', 'Li', 'Ming', 'Xiu', 'Hao', 'Yan', 'Lei', 'Ying'],
    ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou'],
  ],
  KRW: [
    ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Do-yun', 'Ji-woo', 'Seo-jun', 'Su-ah'],
    ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon'],
  ],
  SEK: [
    ['Erik', 'Astrid', 'Lars', 'Ingrid', 'Nils', 'Freja', 'Oskar', 'Maja'],
    ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson'],
  ],
};

const CHANNELS = ['Instant Play', 'Mobile', 'Download', 'Android App', 'IOS App'];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface AgentInfo {
  id: string;
  name: string;
  path: string;
  depth: number;
  currency_id: string;
  country_id: string | null;
}

interface PlayerInfo {
  id: string;
  agent_id: string;
  name: string;
  currency: string;
  logged_in: boolean;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const login = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

export async function seedPlayers(db: Db, info: SeedInfo, now = Date.now()): Promise<void> {
  const random = seededRandom(4_110_2026);
  const passwordHash = await hashPassword(SEEDED_PLAYER_PASSWORD);
  const { rows: agents } = await db.query<AgentInfo>(
    'SELECT id, name, path, depth, currency_id, country_id FROM agents ORDER BY path',
  );
  const agentById = new Map(agents.map((a) => [a.id, a]));

  // More players: two or three below every agent of the tree but the root.
  const { rows: existing } = await db.query<{ name: string }>('SELECT name FROM players');
  const taken = new Set(existing.map((p) => p.name.toLowerCase()));
  const added: unknown[][] = [];
  for (const agent of agents.filter((a) => a.depth >= 1)) {
    const [firsts, lasts] = NAMES[agent.currency_id] ?? NAMES.EUR;
    const count = 2 + Math.floor(random() * 2);
    for (let i = 0; i < count; i++) {
      const first = pick(random, firsts);
      const last = pick(random, lasts);
      const name = `${login(first)}.${login(last)}${10 + Math.floor(random() * 90)}`;
      if (taken.has(name)) continue;
      taken.add(name);
      added.push([
        stableId(`player:${agent.id}:${name}`),
        agent.id,
        name,
        agent.currency_id,
        (Math.round(random() * 250_000) / 100).toFixed(2),
        random() < 0.08 ? 'Blocked' : random() < 0.05 ? 'Closed' : 'Active',
        random() < 0.3,
      ]);
    }
  }
  await insertRows(
    db,
    'players',
    ['id', 'agent_id', 'name', 'currency', 'balance', 'status', 'logged_in'],
    added,
  );
  // A closed or blocked player is offline.
  await db.query("UPDATE players SET logged_in = false WHERE status <> 'Active' AND logged_in");

  // Names, contact details, country, password and a creation date for every player.
  const { rows: players } = await db.query<PlayerInfo>(
    'SELECT id, agent_id, name, currency, logged_in FROM players ORDER BY id',
  );
  for (const player of players) {
    const agent = agentById.get(player.agent_id)!;
    const [firsts, lasts] = NAMES[player.currency] ?? NAMES.EUR;
    const dotted = /^([a-z]+)\.([a-z]+)\d+$/.exec(player.name);
    const first = dotted
      ? (firsts.find((f) => login(f) === dotted[1]) ?? pick(random, firsts))
      : pick(random, firsts);
    const last = dotted
      ? (lasts.find((l) => login(l) === dotted[2]) ?? pick(random, lasts))
      : pick(random, lasts);
    const created = new Date(now - (30 + Math.floor(random() * 700)) * DAY - Math.floor(random() * DAY));
    await db.query(
      `UPDATE players SET first_name = $2, last_name = $3, email = $4, phone = $5, country_id = $6, password_hash = $7,
           created_at = $8, updated_at = $8
         WHERE id = $1`,
      [
        player.id,
        first,
        last,
        `${player.name.toLowerCase()}@players.example`,
        `+${1 + Math.floor(random() * 89)} ${100 + Math.floor(random() * 900)} ${1000 + Math.floor(random() * 9000)}`,
        agent.country_id,
        passwordHash,
        created.toISOString(),
      ],
    );
  }

  await seedSessions(db, players, agentById, random, now);
  await seedBonuses(db, info, agents, random, now);

  const claims = supportClaims();
  await insertRows(
    db,
    'users',
    ['id', 'agent_id', 'username', 'password_hash', 'first_name', 'last_name', 'email', 'claims'],
    [
      [
        stableId('user:support'),
        info.secondLevelAgentId,
        SUPPORT_LOGIN.username,
        await hashPassword(SUPPORT_LOGIN.password),
        'Sam',
        'Support',
        'support@aurora-americas.example',
        JSON.stringify(claims),
      ],
    ],
  );
}

/**
 * Sessions: one around each run of a player's game rounds (rounds less than two hours apart), one to
 * five older ones, and an open one for a player online now. The last start is the player's last login.
 */
async function seedSessions(
  db: Db,
  players: PlayerInfo[],
  agentById: Map<string, AgentInfo>,
  random: () => number,
  now: number,
): Promise<void> {
  const { rows: rounds } = await db.query<{ player_id: string; bet_time: Date | string }>(
    'SELECT player_id, bet_time FROM game_rounds ORDER BY player_id, bet_time',
  );
  const roundsOf = new Map<string, number[]>();
  for (const r of rounds) {
    const list = roundsOf.get(r.player_id) ?? [];
    list.push(new Date(r.bet_time).getTime());
    roundsOf.set(r.player_id, list);
  }
  const sessions: unknown[][] = [];
  const lastLogin: unknown[][] = [];
  for (const player of players) {
    const spans: [number, number | null][] = [];
    // older sessions, days apart
    const older = 1 + Math.floor(random() * 5);
    for (let i = 0; i < older; i++) {
      const start = now - (8 + i * 20 + Math.floor(random() * 15)) * DAY - Math.floor(random() * DAY);
      spans.push([start, start + (5 + Math.floor(random() * 175)) * MINUTE]);
    }
    const times = roundsOf.get(player.id) ?? [];
    for (let i = 0; i < times.length;) {
      let j = i;
      while (j + 1 < times.length && times[j + 1] - times[j] < 2 * 60 * MINUTE) j++;
      const start = times[i] - (2 + Math.floor(random() * 13)) * MINUTE;
      spans.push([start, Math.min(times[j] + (3 + Math.floor(random() * 27)) * MINUTE, now - MINUTE)]);
      i = j + 1;
    }
    spans.sort((a, b) => a[0] - b[0]);
    if (player.logged_in) {
      const last = spans[spans.length - 1];
      if (last && last[1] !== null && last[1] > now - 3 * 60 * MINUTE) last[1] = null;
      else spans.push([now - (5 + Math.floor(random() * 165)) * MINUTE, null]);
    }
    const agent = agentById.get(player.agent_id)!;
    for (const [start, end] of spans) {
      sessions.push([
        player.id,
        agent.id,
        new Date(start).toISOString(),
        end === null ? null : new Date(Math.max(end, start)).toISOString(),
        CHANNELS.indexOf(pick(random, CHANNELS)),
        `10.${Math.floor(random() * 255)}.${Math.floor(random() * 255)}.${1 + Math.floor(random() * 253)}`,
      ]);
    }
    lastLogin.push([player.id, new Date(spans[spans.length - 1][0]).toISOString()]);
  }
  await insertRows(
    db,
    'player_sessions',
    ['player_id', 'agent_id', 'started_at', 'ended_at', 'channel', 'ip_address'],
    sessions,
  );
  for (const [id, at] of lastLogin)
    await db.query('UPDATE players SET last_login_at = $2 WHERE id = $1', [id, at]);
}

/**
 * The bonus codes, and bonuses of some players: every fifth active player whose region has a code
 * holds an active bonus (part of its free spins played), every seventh a denied one, with the
 * redemption and the denial in its balance log.
 */
async function seedBonuses(
  db: Db,
  info: SeedInfo,
  agents: AgentInfo[],
  random: () => number,
  now: number,
): Promise<void> {
  const byName = new Map(agents.map((a) => [a.name, a]));
  await insertRows(
    db,
    'bonus_codes',
    [
      'code',
      'agent_id',
      'currency',
      'amount',
      'free_spins',
      'game_id',
      'game_name',
      'wagering_multiplier',
      'valid_from',
      'expires_at',
    ],
    SEEDED_BONUS_CODES.map((b) => [
      b.code,
      byName.get(b.agent)!.id,
      b.currency,
      b.amount,
      b.spins,
      b.gameId,
      b.gameName,
      b.wagering,
      new Date(now + b.validFromDays * DAY).toISOString(),
      new Date(now + b.expiresDays * DAY).toISOString(),
    ]),
  );
  // the regional welcome codes, by the region's agent
  const regional = SEEDED_BONUS_CODES.filter(
    (b) => byName.get(b.agent)!.depth === 1 && b.validFromDays < 0 && b.expiresDays > 0,
  );
  const { rows: players } = await db.query<{ id: string; agent_id: string; path: string; currency: string }>(
    `SELECT p.id, p.agent_id, a.path, p.currency FROM players p JOIN agents a ON a.id = p.agent_id
     WHERE p.status = 'Active' ORDER BY p.id`,
  );
  const admin = info.users.admin;
  let n = 0;
  for (const player of players) {
    const code = regional.find(
      (b) => player.currency === b.currency && player.path.includes(`/${byName.get(b.agent)!.id}/`),
    );
    if (!code) continue;
    n++;
    const active = n % 5 === 0;
    const denied = !active && n % 7 === 0;
    if (!active && !denied) continue;
    const redeemedAt = new Date(now - (1 + Math.floor(random() * 20)) * DAY);
    const played = active ? Math.floor(random() * code.spins) : code.spins;
    await db.query(
      `INSERT INTO player_bonuses (player_id, bonus_code, amount, currency, spins_needed, spins_remaining, game_id,
           game_name, wagering_required, status, redeemed_at, redeemed_by, ended_at, ended_by)
         VALUES ($1, $2, $3::numeric, $4, $5, $6, $7, $8, round($3::numeric * $9, 2), $10, $11, $12, $13, $14)`,
      [
        player.id,
        code.code,
        code.amount,
        code.currency,
        code.spins,
        code.spins - played,
        code.gameId,
        code.gameName,
        code.wagering,
        active ? 'Active' : 'Denied',
        redeemedAt.toISOString(),
        admin,
        active ? null : new Date(redeemedAt.getTime() + DAY).toISOString(),
        active ? null : admin,
      ],
    );
    const { rows } = await db.query<{ bonus_balance: string }>(
      'UPDATE players SET bonus_balance = bonus_balance + $2::numeric WHERE id = $1 RETURNING bonus_balance',
      [player.id, code.amount],
    );
    await db.query(
      `INSERT INTO player_balance_log (player_id, agent_id, kind, balance, amount, balance_after, bonus_code, user_id,
           created_at)
         VALUES ($1, $2, 'bonus-redeemed', 'bonus', $3::numeric, $4::numeric, $5, $6, $7)`,
      [
        player.id,
        player.agent_id,
        code.amount,
        rows[0].bonus_balance,
        code.code,
        admin,
        redeemedAt.toISOString(),
      ],
    );
    if (denied) {
      const { rows: after } = await db.query<{ bonus_balance: string }>(
        'UPDATE players SET bonus_balance = bonus_balance - $2::numeric WHERE id = $1 RETURNING bonus_balance',
        [player.id, code.amount],
      );
      await db.query(
        `INSERT INTO player_balance_log (player_id, agent_id, kind, balance, amount, balance_after, bonus_code, user_id,
             created_at)
           VALUES ($1, $2, 'bonus-denied', 'bonus', -$3::numeric, $4::numeric, $5, $6, $7)`,
        [
          player.id,
          player.agent_id,
          code.amount,
          after[0].bonus_balance,
          code.code,
          admin,
          new Date(redeemedAt.getTime() + DAY).toISOString(),
        ],
      );
    }
  }
}

/**
 * `--scale N`: one player per agent below 'Load Test Network' (generated by seedScale), active, with
 * a cash balance, in one INSERT … SELECT.
 */
export async function seedScalePlayers(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH network AS (SELECT path FROM agents WHERE name = 'Load Test Network' LIMIT 1),
     added AS (
       INSERT INTO players (id, agent_id, name, currency, balance, status, first_name, last_name, email, country_id,
           created_at, updated_at)
       SELECT gen_random_uuid(), a.id, 'load_player_' || lpad(row_number() OVER (ORDER BY a.path)::text, 7, '0'),
              a.currency_id, 100.00, 'Active', 'Load', 'Player ' || lpad(row_number() OVER (ORDER BY a.path)::text, 7, '0'),
              '', a.country_id, now() - interval '1 day', now() - interval '1 day'
       FROM agents a, network n WHERE a.path LIKE n.path || '%'
       RETURNING 1)
     SELECT count(*)::int AS n FROM added`,
  );
  return rows[0].n;
}
