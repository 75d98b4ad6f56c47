/**
 * The fixtures the report tests share: one server for the file with its fixture seeded, and a fixture
 * agent with one sub-agent and their players (tokens, the report POST and the demo's period:
 * ./report-tokens.ts).
 */
import { afterAll, beforeAll } from 'vitest';
import { startHarness, type Harness } from './harness';

/**
 * Starts one server before the file's tests, hands it to `seed` (which keeps it and writes the file's
 * fixture), and stops it after them.
 */
export function withReportServer(seed: (h: Harness) => Promise<void>, startUpMs = 120_000): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness();
    await seed(h);
  }, startUpMs);
  afterAll(async () => {
    await h?.close();
  });
}

/** A fixture agent (or its sub-agent): its id and name. */
export interface FixtureAgent {
  readonly id: string;
  readonly name: string;
}

/**
 * A fixture agent below the root and its one sub-agent, both in EUR, the country and the time zone
 * given (a zone the database knows).
 */
export async function addAgentWithChild(
  h: Harness,
  agent: FixtureAgent,
  child: FixtureAgent,
  where: { readonly country: string; readonly timeZone: string },
): Promise<void> {
  const db = h.server.ctx.db;
  const root = h.seed.rootAgentId;
  const { rows } = await db.query<{ path: string }>('SELECT path FROM agents WHERE id = $1', [root]);
  const path = `${rows[0].path}${agent.id}/`;
  await db.query(
    `INSERT INTO agents (id, name, parent_id, path, depth, currency_id, country_id, timezone_id) VALUES
       ($1, $2, $3, $4, 1, 'EUR', $8, $9), ($5, $6, $1, $7, 2, 'EUR', $8, $9)`,
    [
      agent.id,
      agent.name,
      root,
      path,
      child.id,
      child.name,
      `${path}${child.id}/`,
      where.country,
      where.timeZone,
    ],
  );
}

/** A fixture player: id, agent, name, currency and the cafe it signed up at (none: online). */
export type FixturePlayer = readonly [
  id: string,
  agentId: string,
  name: string,
  currency: string,
  posId?: string,
];

export async function addPlayers(h: Harness, players: readonly FixturePlayer[]): Promise<void> {
  for (const [id, agentId, name, currency, posId] of players)
    await h.server.ctx.db.query(
      'INSERT INTO players (id, agent_id, name, currency, pos_id) VALUES ($1, $2, $3, $4, $5)',
      [id, agentId, name, currency, posId ?? null],
    );
}
