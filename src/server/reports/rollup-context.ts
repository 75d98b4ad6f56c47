/**
 * What a report asks of the rollups besides its own SQL: whether its agent is a hub, how its period is
 * cut, and whether its time zone's days and hours are whole UTC hours over the period (then days and
 * clock hours of the zone are cut from the rollups' UTC hours too).
 */
import type { Queryable } from '../db';
import type { ReportScope } from './kinds';
import { cutPeriod, type Cut } from './rollup-cut';
import type { RollupScope } from './rollup-sql';

export interface RollupContext {
  scope: ReportScope;
  rollup: RollupScope;
  cut: Cut;
  timeZone: string;
  /** The zone's offset from UTC is whole hours all through the period. */
  wholeHours: boolean;
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((x) => x.type === type)?.value ?? 0);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/**
 * Whether the zone is a whole number of hours off UTC all through the period: checked at its ends and
 * twice a year in between (every zone's daylight-saving shift is a whole hour, but for one that is half
 * an hour off UTC in both seasons).
 */
export function wholeHourZone(zone: string, from: string | null, to: string | null): boolean {
  const start = from ? Date.parse(from) : Date.now() - 366 * 86_400_000;
  const end = to ? Date.parse(to) : Date.now();
  const instants = [start, end];
  for (let year = new Date(start).getUTCFullYear(); year <= new Date(end).getUTCFullYear(); year++)
    instants.push(Date.UTC(year, 0, 15), Date.UTC(year, 6, 15));
  return instants.every((at) => offsetMinutes(zone, at) % 60 === 0);
}

export async function rollupContext(
  db: Queryable,
  scope: ReportScope,
  timeZone: string,
): Promise<RollupContext> {
  const { rows } = await db.query<{ hub: boolean; under: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM rollup_hubs WHERE agent_id = $1::uuid) AS hub,
            EXISTS (SELECT 1 FROM rollup_hubs WHERE agent_id::text = ANY(string_to_array(trim(BOTH '/' FROM $2::text), '/')))
              AS under`,
    [scope.agentId, scope.path],
  );
  return {
    scope,
    rollup: {
      agentId: scope.agentId,
      path: scope.path,
      includeSubAgents: scope.includeSubAgents,
      hub: rows[0].hub,
      underHub: rows[0].under,
    },
    cut: cutPeriod({ from: scope.from, to: scope.to }),
    timeZone,
    wholeHours: wholeHourZone(timeZone, scope.from, scope.to),
  };
}
