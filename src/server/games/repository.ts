/**
 * Queries of the game_rounds table (migration 100_game_rounds.sql). A round of the generated activity
 * (migration 700) shows the detail of the played round it copies (round_templates); a slot round
 * carries how its game counts wins (slot_games, migration 830).
 */
import type { Db } from '../db';
import { BET_ID_PLACEHOLDER } from '../seed/activity-templates';
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
  status: 'pending' | 'settled';
  /** slots: the game counts its wins in ways (migration 830, slot_games); false for every other game */
  ways_to_win: boolean;
  detail: Record<string, unknown>;
}

const SELECT_ROUND = `
  SELECT r.bet_id::text AS bet_id, r.round_id, r.player_id::text AS player_id, p.name AS player_name,
         r.agent_id::text AS agent_id, r.external_game_id, r.game_kind, r.currency, c.symbol AS currency_symbol,
         r.currency_classification, r.bet_amount::text AS bet_amount, r.payout::text AS payout, r.bet_time,
         r.language_code, r.report_provider_id::int AS report_provider_id, r.global_details_url,
         r.status, coalesce(s.ways_to_win, false) AS ways_to_win,
         coalesce(r.detail, replace(t.detail::text, '${BET_ID_PLACEHOLDER}', r.bet_id::text)::jsonb) AS detail
    FROM game_rounds r
    JOIN players p ON p.id = r.player_id
    LEFT JOIN currencies c ON c.id = r.currency
    LEFT JOIN round_templates t ON t.id = r.template_id
    LEFT JOIN slot_games s ON s.external_game_id = r.external_game_id`;

export async function findRound(db: Db, betId: string): Promise<RoundRow | null> {
  if (!/^\d{1,18}$/.test(betId)) return null;
  const { rows } = await db.query<RoundRow>(`${SELECT_ROUND} WHERE r.bet_id = $1::bigint`, [betId]);
  return rows[0] ?? null;
}
