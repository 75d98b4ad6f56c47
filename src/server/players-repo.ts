/**
 * Reading players and their bonuses from the database and shaping them as the API answers them
 * (the Player and PlayerBonus of src/core/areas/players/contract.ts), and finding a player within the
 * caller's agent subtree.
 */
import type { Player, PlayerBonus } from '../core/areas/players/contract';
import type { AuthUser } from './auth';
import type { Db } from './db';
import { notFound } from './errors';
import { money } from './money';

export interface PlayerRow {
  id: string;
  agent_id: string;
  agent_name: string;
  agent_path: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country_id: string | null;
  currency: string;
  balance: string;
  bonus_balance: string;
  status: Player['status'];
  logged_in: boolean;
  last_login_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const PLAYER_COLUMNS = `p.id, p.agent_id, a.name AS agent_name, a.path AS agent_path, p.name, p.first_name,
  p.last_name, p.email, p.phone, p.country_id, p.currency, p.balance, p.bonus_balance, p.status, p.logged_in,
  p.last_login_at, p.created_at, p.updated_at`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A player row as the API answers it. */
export function playerJson(row: PlayerRow): Player {
  return {
    id: row.id,
    agentId: row.agent_id,
    agentName: row.agent_name,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    countryId: row.country_id,
    currency: row.currency,
    balance: money(row.balance),
    bonusBalance: money(row.bonus_balance),
    status: row.status,
    online: row.logged_in,
    lastLoginAt: row.last_login_at === null ? null : iso(row.last_login_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * The player `id` when it belongs to an agent of the user's subtree; otherwise 404, exactly as for an
 * unknown id (player ids of other subtrees cannot be probed). `lock`: SELECT … FOR UPDATE of the
 * player row (inside a transaction).
 */
export async function scopedPlayer(db: Db, user: AuthUser, id: string, lock = false): Promise<PlayerRow> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM players p JOIN agents a ON a.id = p.agent_id
     WHERE p.id = $1 AND a.path LIKE '%/' || $2 || '/%' ${lock ? 'FOR UPDATE OF p' : ''}`,
    [id, user.agentId.toLowerCase()],
  );
  if (!rows[0]) throw notFound('Player not found');
  return rows[0];
}

export async function loadPlayer(db: Db, id: string): Promise<PlayerRow> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM players p JOIN agents a ON a.id = p.agent_id WHERE p.id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound('Player not found');
  return rows[0];
}

export interface BonusRow {
  bonus_code: string;
  amount: string;
  spins_needed: number;
  spins_remaining: number;
  game_name: string | null;
  game_id: number | null;
  currency: string;
  wagering_required: string;
  status: PlayerBonus['status'];
  redeemed_at: Date | string;
  expires_at: Date | string;
}

export const BONUS_COLUMNS = `pb.bonus_code, pb.amount, pb.spins_needed, pb.spins_remaining, pb.game_name, pb.game_id, pb.currency,
  pb.wagering_required, pb.status, pb.redeemed_at, bc.expires_at`;

/** A player's bonus as the API (and the bonus dialog) names its fields. */
export function bonusJson(row: BonusRow): PlayerBonus {
  return {
    bonus_code: row.bonus_code,
    bonus_amount: money(row.amount),
    spins_needed: row.spins_needed,
    spins_remaining: row.spins_remaining,
    game: row.game_name,
    game_id: row.game_id,
    currency: row.currency,
    wagering_required: money(row.wagering_required),
    status: row.status,
    redeemed_at: iso(row.redeemed_at),
    expires_at: iso(row.expires_at),
  };
}

/** The player's active bonus (with `code`: only that one), or undefined. */
export async function activeBonus(db: Db, playerId: string, code?: string): Promise<BonusRow | undefined> {
  const { rows } = await db.query<BonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM player_bonuses pb JOIN bonus_codes bc ON bc.code = pb.bonus_code
     WHERE pb.player_id = $1 AND pb.status = 'Active' AND ($2::text IS NULL OR pb.bonus_code = $2)`,
    [playerId, code ?? null],
  );
  return rows[0];
}

/** The operator of an agent: the root of its path ('/<root>/…/'). */
export const operatorOf = (agentPath: string): string => agentPath.split('/').filter(Boolean)[0];
