/**
 * The fixtures the report tests share: one server for the file with its fixture seeded, a fixture
 * agent with one sub-agent and their players, and the usual family of them (an agent, its sub-agent,
 * three players in two currencies) (tokens, the report POST and the demo's period: ./report-tokens.ts).
 */
import { randomUUID } from 'node:crypto';
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

/**
 * The family of fixture agents a report test starts from: an agent below the root (`FA`) with one
 * sub-agent (`FC`), both in EUR in the country and time zone given, and three players named
 * `<players>_one`, `_two`, `_three`: `P1` (EUR) of the agent, `P2` (EUR) and `P3` (USD) of the
 * sub-agent. The ids are made when the test file loads, so its tests can name them; `addAgentFamily`
 * writes the family into a server.
 */
export function agentFamily(
  names: { readonly agent: string; readonly child: string; readonly players: string },
  where: { readonly country: string; readonly timeZone: string },
) {
  return {
    FA: randomUUID(),
    FC: randomUUID(),
    P1: randomUUID(),
    P2: randomUUID(),
    P3: randomUUID(),
    names,
    where,
  };
}

export type AgentFamily = ReturnType<typeof agentFamily>;

export async function addAgentFamily(h: Harness, family: AgentFamily): Promise<void> {
  const { FA, FC, P1, P2, P3, names, where } = family;
  await addAgentWithChild(h, { id: FA, name: names.agent }, { id: FC, name: names.child }, where);
  await addPlayers(h, [
    [P1, FA, `${names.players}_one`, 'EUR'],
    [P2, FC, `${names.players}_two`, 'EUR'],
    [P3, FC, `${names.players}_three`, 'USD'],
  ]);
}
