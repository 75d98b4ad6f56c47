/** Queries of the game_rounds table (migration 100_game_rounds.sql). */
import type { Db } from '../db';
import type { DetailKind } from './catalog';

export interface RoundRow {
  bet_id: string;
  round_id: string;
  player_id: string;
  player_name: string;
  agent_id: string;
  external_game_id: number;
  game_kind: DetailKind;
  currency: string;
  currency_symbol: string | null;
  currency_classification: string;
  bet_amount: string;
  payout: string;
  bet_time: Date | string;
  language_code: string;
  report_provider_id: number;
  global_details_url: string | null;
  detail: Record<string, unknown>;
}

const SELECT_ROUND = `
  SELECT r.bet_id::text AS bet_id, r.round_id, r.player_id::text AS player_id, p.name AS player_name,
         r.agent_id::text AS agent_id, r.external_game_id, r.game_kind, r.currency, c.symbol AS currency_symbol,
         r.currency_classification, r.bet_amount::text AS bet_amount, r.payout::text AS payout, r.bet_time,
         r.language_code, r.report_provider_id::int AS report_provider_id, r.global_details_url, r.detail
    FROM game_rounds r
    JOIN players p ON p.id = r.player_id
    LEFT JOIN currencies c ON c.id = r.currency`;

export async function findRound(db: Db, betId: string): Promise<RoundRow | null> {
  if (!/^\d{1,18}$/.test(betId)) return null;
  const { rows } = await db.query<RoundRow>(`${SELECT_ROUND} WHERE r.bet_id = $1::bigint`, [betId]);
  return rows[0] ?? null;
}

export interface RoundListFilter {
  /** agent whose subtree is listed */
  agentId: string;
  from?: string;
  to?: string;
  playerId?: string;
  externalGameId?: number;
  pageIndex: number;
  pageSize: number;
}

export interface RoundListRow {
  bet_id: string;
  round_id: string;
  external_game_id: number;
  player_name: string;
  currency: string;
  bet_amount: string;
  payout: string;
  bet_time: Date | string;
}

/** Rounds of players below `agentId` (inclusive), newest first, one page, with the total count. */
export async function listRounds(
  db: Db,
  f: RoundListFilter,
): Promise<{ rows: RoundListRow[]; total: number }> {
  // a subtree is a path prefix ('/root/.../agent/'), so the match can use an index on agents.path
  const where = ["a.path LIKE (SELECT s.path FROM agents s WHERE s.id = $1::uuid) || '%'"];
  const params: unknown[] = [f.agentId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.from) add('r.bet_time >= ?::timestamptz', f.from);
  if (f.to) add('r.bet_time < ?::timestamptz', f.to);
  if (f.playerId) add('r.player_id = ?::uuid', f.playerId);
  if (f.externalGameId !== undefined) add('r.external_game_id = ?', f.externalGameId);
  const from = `FROM game_rounds r JOIN agents a ON a.id = r.agent_id JOIN players p ON p.id = r.player_id
               WHERE ${where.join(' AND ')}`;
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const { rows } = await db.query<RoundListRow>(
    `SELECT r.bet_id::text AS bet_id, r.round_id, r.external_game_id, p.name AS player_name, r.currency,
            r.bet_amount::text AS bet_amount, r.payout::text AS payout, r.bet_time
       ${from}
      ORDER BY r.bet_time DESC, r.bet_id DESC
      LIMIT ${Math.trunc(f.pageSize)} OFFSET ${Math.trunc(f.pageIndex * f.pageSize)}`,
    params,
  );
  return { rows, total: count.rows[0].n };
}
