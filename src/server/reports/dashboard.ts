/**
 * The dashboard's figures for an agent and everything below it, in one currency: a period and the one
 * before it (bets, wins, GGR, rounds, active and new players, deposits), GGR per day of the agent's
 * time zone, the top five games by GGR and the players and sessions per channel. From the rollups
 * (the days and clock hours of a zone a whole number of hours off UTC are whole UTC hours), or from
 * the raw rows (`source: 'raw'`, and the days of a zone half an hour off UTC).
 */
import type { Dashboard, DashboardFigures } from '../../core/areas/reports/contract';
import { previousRange } from '../../core/areas/reports/dates';
import { addDays } from '../../core/days';
import type { Queryable } from '../db';
import { money } from '../money';
import type { ReportSource } from './engine';
import { REPORT_GAMES } from './games';
import { SqlParams, type ReportScope } from './kinds';
import { rollupContext, type RollupContext } from './rollup-context';
import { agentFactsOf, gameFactsOf, scopePlayersOf } from './rollup-reports';
import { facts, inRanges, keyCondition, rawScope } from './rollup-sql';

export interface DashboardAgent {
  id: string;
  path: string;
  timeZone: string;
}

/** Days ('YYYY-MM-DD' of the agent's zone, `to` included) as instants. */
export type Instants = (from: string, to: string) => Promise<{ from: string | null; to: string | null }>;

const scopeOf = (agent: DashboardAgent, range: { from: string | null; to: string | null }): ReportScope => ({
  agentId: agent.id,
  path: agent.path,
  includeSubAgents: true,
  from: range.from,
  to: range.to,
});

async function rawFigures(db: Queryable, agent: DashboardAgent, currency: string, range: ReportScope) {
  const { rows } = await db.query<Record<string, string | number>>(
    `WITH play AS (
       SELECT coalesce(sum(r.bet_amount), 0) AS bets, coalesce(sum(r.payout), 0) AS wins, count(*)::int AS rounds,
              count(DISTINCT r.player_id)::int AS active
         FROM game_rounds r JOIN agents a ON a.id = r.agent_id
        WHERE a.path LIKE $1 || '%' AND r.currency = $2 AND r.status = 'settled' AND r.bet_time >= $3 AND r.bet_time < $4)
     SELECT play.bets::text AS bets, play.wins::text AS wins, (play.bets - play.wins)::text AS ggr, play.rounds,
            play.active,
            (SELECT coalesce(sum(w.amount), 0)::text FROM wallet_transactions w JOIN agents a ON a.id = w.agent_id
              WHERE a.path LIKE $1 || '%' AND w.currency = $2 AND w.type = 'Deposit'
                AND w.created_at >= $3 AND w.created_at < $4) AS deposits
       FROM play`,
    [agent.path, currency, range.from, range.to],
  );
  return rows[0];
}

async function rollupFigures(db: Queryable, ctx: RollupContext, currency: string) {
  const p = new SqlParams();
  const input = {
    def: null as never,
    ctx,
    filters: { casino: null, currency, playerId: null, gameIds: null },
  };
  const played = agentFactsOf(input, p, currency);
  const active = scopePlayersOf(input, p, 'round', { currency: () => `${p.add(currency)}::text` });
  const { rows } = await db.query<Record<string, string | number>>(
    `SELECT coalesce(sum(x.bets), 0)::text AS bets, coalesce(sum(x.wins), 0)::text AS wins,
            (coalesce(sum(x.bets), 0) - coalesce(sum(x.wins), 0))::text AS ggr,
            coalesce(sum(x.rounds), 0)::int AS rounds, coalesce(sum(x.deposits), 0)::text AS deposits,
            (SELECT coalesce(sum(players), 0)::int FROM (${active}) a) AS active
       FROM ${played} x`,
    p.values,
  );
  return rows[0];
}

/** The dashboard of the agent for the days `from` to `to` in `currency`. */
export async function dashboard(
  db: Queryable,
  agent: DashboardAgent,
  period: { from: string; to: string },
  currency: string,
  instants: Instants,
  source: ReportSource = 'rollup',
): Promise<Dashboard> {
  const previous = previousRange(period);
  // a hub's rollups; a small tree's rows are few
  const contextOf = async (range: ReportScope) => {
    const ctx = source === 'raw' ? null : await rollupContext(db, range, agent.timeZone);
    return ctx?.rollup.hub ? ctx : null;
  };
  const figures = async (from: string, to: string): Promise<DashboardFigures> => {
    const range = scopeOf(agent, await instants(from, to));
    const ctx = await contextOf(range);
    const r = ctx ? await rollupFigures(db, ctx, currency) : await rawFigures(db, agent, currency, range);
    const fresh = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM players p JOIN agents a ON a.id = p.agent_id
        WHERE a.path LIKE $1 || '%' AND p.currency = $2 AND p.created_at >= $3 AND p.created_at < $4`,
      [agent.path, currency, range.from, range.to],
    );
    return {
      from,
      to,
      bets: money(r.bets as string),
      wins: money(r.wins as string),
      ggr: money(r.ggr as string),
      rounds: Number(r.rounds),
      activePlayers: Number(r.active),
      newPlayers: Number(fresh.rows[0].n),
      deposits: money(r.deposits as string),
    };
  };
  const current = await figures(period.from, period.to);
  const before = await figures(previous.from, previous.to);
  const range = scopeOf(agent, await instants(period.from, period.to));
  const ctx = await contextOf(range);

  const byDay = new Map((await ggrPerDay(db, agent, currency, range, ctx)).map((d) => [d.day, d]));
  const perDay = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const d = byDay.get(day);
    perDay.push({ day, bets: d ? money(d.bets) : 0, wins: d ? money(d.wins) : 0, ggr: d ? money(d.ggr) : 0 });
  }
  const games = await topGames(db, agent, currency, range, ctx);
  const channels = await channelsOf(db, agent, currency, range, ctx);
  const perChannel = new Map(channels.map((c) => [c.channel, c]));
  return {
    currency,
    timeZone: agent.timeZone,
    current,
    previous: before,
    ggrPerDay: perDay,
    topGames: games.map((g) => ({
      externalGameId: g.ext,
      gameName: REPORT_GAMES.find((x) => x.externalGameId === g.ext)?.name ?? String(g.ext),
      rounds: g.rounds,
      bets: money(g.bets),
      ggr: money(g.ggr),
    })),
    channels: [0, 1, 2, 3, 4].map((channel) => ({
      channel,
      players: perChannel.get(channel)?.players ?? 0,
      sessions: perChannel.get(channel)?.sessions ?? 0,
    })),
  };
}

async function ggrPerDay(
  db: Queryable,
  agent: DashboardAgent,
  currency: string,
  range: ReportScope,
  ctx: RollupContext | null,
): Promise<{ day: string; bets: string; wins: string; ggr: string }[]> {
  if (!ctx || !ctx.wholeHours) {
    const { rows } = await db.query<{ day: string; bets: string; wins: string; ggr: string }>(
      `SELECT to_char(r.bet_time AT TIME ZONE $5, 'YYYY-MM-DD') AS day, sum(r.bet_amount)::text AS bets,
              sum(r.payout)::text AS wins, sum(r.bet_amount - r.payout)::text AS ggr
         FROM game_rounds r JOIN agents a ON a.id = r.agent_id
        WHERE a.path LIKE $1 || '%' AND r.currency = $2 AND r.status = 'settled' AND r.bet_time >= $3 AND r.bet_time < $4
        GROUP BY 1 ORDER BY 1`,
      [agent.path, currency, range.from, range.to, agent.timeZone],
    );
    return rows;
  }
  // the period's whole hours from the hour rows (every key keeps them), grouped by the zone's day
  const p = new SqlParams();
  const zone = `${p.add(agent.timeZone)}::text`;
  const days = ctx.cut.days;
  const hours = [
    ...(days?.from && days.to ? [{ from: days.from, to: days.to }] : []),
    ...ctx.cut.edges.filter((e) => e.hours),
  ];
  const raw = ctx.cut.edges.filter((e) => !e.hours);
  const { rows } = await db.query<{ day: string; bets: string; wins: string; ggr: string }>(
    `SELECT to_char(x.at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, sum(x.bets)::text AS bets,
            sum(x.wins)::text AS wins, (sum(x.bets) - sum(x.wins))::text AS ggr
       FROM (SELECT t.bucket AS at, t.bets, t.wins FROM rollup_agent t
              WHERE ${keyCondition('t', ctx.rollup, p)} AND t.grain = 'hour' AND t.currency = ${p.add(currency)}::text
                AND t.rounds > 0 AND ${inRanges('t.bucket', hours, p)}
             ${
               raw.length
                 ? `UNION ALL SELECT r.bet_time, r.bet_amount, r.payout FROM game_rounds r JOIN agents a ON a.id = r.agent_id
                     WHERE r.status = 'settled' AND r.currency = ${p.add(currency)}::text AND ${rawScope('a', range, p)}
                       AND ${inRanges('r.bet_time', raw, p)}`
                 : ''
             }) x
      GROUP BY 1 ORDER BY 1`,
    p.values,
  );
  return rows;
}

async function topGames(
  db: Queryable,
  agent: DashboardAgent,
  currency: string,
  range: ReportScope,
  ctx: RollupContext | null,
): Promise<{ ext: number; rounds: number; bets: string; ggr: string }[]> {
  if (!ctx) {
    const { rows } = await db.query<{ ext: number; rounds: number; bets: string; ggr: string }>(
      `SELECT r.external_game_id AS ext, count(*)::int AS rounds, sum(r.bet_amount)::text AS bets,
              sum(r.bet_amount - r.payout)::text AS ggr
         FROM game_rounds r JOIN agents a ON a.id = r.agent_id
        WHERE a.path LIKE $1 || '%' AND r.currency = $2 AND r.status = 'settled' AND r.bet_time >= $3 AND r.bet_time < $4
        GROUP BY 1 ORDER BY sum(r.bet_amount - r.payout) DESC, 1 LIMIT 5`,
      [agent.path, currency, range.from, range.to],
    );
    return rows;
  }
  const p = new SqlParams();
  const input = {
    def: null as never,
    ctx,
    filters: { casino: null, currency, playerId: null, gameIds: null },
  };
  const { rows } = await db.query<{ ext: number; rounds: number; bets: string; ggr: string }>(
    `SELECT x.external_game_id AS ext, sum(x.rounds)::int AS rounds, sum(x.bets)::text AS bets,
            (sum(x.bets) - sum(x.wins))::text AS ggr
       FROM ${gameFactsOf(input, p)} x
      GROUP BY 1 HAVING sum(x.rounds) > 0 ORDER BY sum(x.bets) - sum(x.wins) DESC, 1 LIMIT 5`,
    p.values,
  );
  return rows;
}

async function channelsOf(
  db: Queryable,
  agent: DashboardAgent,
  currency: string,
  range: ReportScope,
  ctx: RollupContext | null,
): Promise<{ channel: number; players: number; sessions: number }[]> {
  if (!ctx) {
    const { rows } = await db.query<{ channel: number; players: number; sessions: number }>(
      `SELECT s.channel::int AS channel, count(DISTINCT s.player_id)::int AS players, count(*)::int AS sessions
         FROM player_sessions s JOIN agents a ON a.id = s.agent_id JOIN players p ON p.id = s.player_id
        WHERE a.path LIKE $1 || '%' AND p.currency = $2 AND s.started_at >= $3 AND s.started_at < $4
        GROUP BY 1`,
      [agent.path, currency, range.from, range.to],
    );
    return rows;
  }
  const p = new SqlParams();
  const input = {
    def: null as never,
    ctx,
    filters: { casino: null, currency, playerId: null, gameIds: null },
  };
  const started = facts(
    {
      table: 'rollup_sessions',
      scope: ctx.rollup,
      cut: ctx.cut,
      rollup: 't.channel, t.started',
      where: () => [`t.currency = ${p.add(currency)}::text`],
      raw: (inPieces) => `
        SELECT s.channel, count(*) AS started
          FROM player_sessions s JOIN agents a ON a.id = s.agent_id JOIN players pl ON pl.id = s.player_id
         WHERE ${rawScope('a', range, p)} AND pl.currency = ${p.add(currency)}::text AND ${inPieces('s.started_at')}
         GROUP BY 1`,
    },
    p,
  );
  const players = scopePlayersOf(input, p, 'start', { currency: () => `${p.add(currency)}::text` });
  const { rows } = await db.query<{ channel: number; players: number; sessions: number }>(
    `SELECT c.channel::int AS channel, coalesce(max(pl.players), 0)::int AS players, sum(c.started)::int AS sessions
       FROM ${started} c
       LEFT JOIN (SELECT facet_key, sum(players) AS players FROM (${players}) y GROUP BY 1) pl
         ON pl.facet_key = c.channel::text
      GROUP BY c.channel HAVING sum(c.started) > 0`,
    p.values,
  );
  return rows;
}
