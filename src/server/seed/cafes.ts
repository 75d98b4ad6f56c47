/**
 * The demo operator's cafes, their users and commands, and terminals, across the demo tree:
 * - every region agent (Aurora Europe, Aurora Americas, …) has two cafes, every third-level agent one;
 * - each cafe has a Cashier and a Manager (region cafes also an Administrator), every POS user with the
 *   password DEMO_CAFE_PASSWORD;
 * - each cafe was funded from its agent and picked that up (done), some have pending commands
 *   (deposits on their way, withdrawals reserved, report requests, a disable), one was never seen;
 * - terminals stand in the cafes (funded from the cafe's balance) and, one each, beside the
 *   second-level agents (funded from the agent's credit).
 * Money is conserved as the API moves it (src/server/cafe-ledger.ts): whatever a cafe, a pending deposit
 * or a terminal holds has left its agent's credit. Ids are stable (src/server/seed/ids.ts).
 *
 * `seedScaleCafes` (for `--scale N`) adds one empty cafe per ten generated agents, with a Cashier and
 * two terminals each, generated inside the database.
 */
import type { SeedInfo } from '../context';
import type { Db } from '../db';
import { hashPassword } from '../passwords';
import { stableId } from './ids';
import { insertRows } from './reference';

/** The password of every seeded POS user. */
export const DEMO_CAFE_PASSWORD = 'Cafe1234';

export const demoCafeId = (agentName: string, cafeName: string): string =>
  stableId(`pos:${agentName}:${cafeName}`);
export const demoCafeUserId = (posId: string, userName: string): string =>
  stableId(`pos-user:${posId}:${userName}`);
export const demoTerminalId = (ownerId: string, n: number): string => stableId(`terminal:${ownerId}:${n}`);

interface CafePlan {
  id: string;
  agentId: string;
  agentName: string;
  name: string;
  address: string;
  currency: string;
  users: [userName: string, fullName: string, role: string][];
  /** cents funded and picked up */
  funded: number;
  /** cents of each terminal, taken from the balance */
  terminals: number[];
  pendingDeposit: number;
  pendingWithdrawal: number;
  pendingReport: boolean;
  pendingDisable: boolean;
  disabled: boolean;
  neverSeen: boolean;
}

const STREETS = [
  'Harbour Street',
  'Market Square',
  'Station Road',
  'Main Avenue',
  'Garden Lane',
  'Bridge Street',
];
const FIRST = ['Mia', 'Leo', 'Ana', 'Kai', 'Ivy', 'Tom', 'Lea', 'Max', 'Zoe', 'Sam'];
const LAST = ['Borg', 'Chen', 'Diaz', 'Kim', 'Novak', 'Park', 'Rossi', 'Silva', 'Berg', 'Wong'];

const HOUR = 3600_000;

export async function seedCafes(db: Db, seed: SeedInfo): Promise<void> {
  const { rows: credits } = await db.query<{ id: string; credit: string; credit_source: boolean }>(
    'SELECT id, credit_amount::text AS credit, credit_source FROM agents',
  );
  const creditOf = new Map(credits.map((r) => [r.id, Math.round(Number(r.credit) * 100)]));
  const cafes: CafePlan[] = [];
  const regions = seed.agents.filter((a) => a.depth === 1);
  const thirdLevel = seed.agents.filter((a) => a.depth === 3);
  let n = 0;
  const plan = (agent: SeedInfo['agents'][number], name: string, withAdmin: boolean) => {
    const index = n++;
    const id = demoCafeId(agent.name, name);
    const credit = creditOf.get(agent.id) ?? 0;
    // a tenth of the agent's credit funds the cafe; a hundredth is on its way for some
    const funded = Math.floor(credit / 10 / 100) * 100;
    const users: CafePlan['users'] = [
      ['cashier', `${FIRST[index % FIRST.length]} ${LAST[(index * 3) % LAST.length]}`, 'Cashier'],
      ['manager', `${FIRST[(index + 4) % FIRST.length]} ${LAST[(index * 7 + 1) % LAST.length]}`, 'Manager'],
    ];
    if (withAdmin)
      users.push([
        'admin',
        `${FIRST[(index + 7) % FIRST.length]} ${LAST[(index + 2) % LAST.length]}`,
        'Administrator',
      ]);
    cafes.push({
      id,
      agentId: agent.id,
      agentName: agent.name,
      name,
      address: `${1 + ((index * 7) % 90)} ${STREETS[index % STREETS.length]}`,
      currency: agent.currencyId,
      users,
      funded,
      terminals: [Math.floor(funded / 5 / 100) * 100, Math.floor(funded / 8 / 100) * 100],
      pendingDeposit: index % 3 === 0 ? Math.floor(credit / 100 / 100) * 100 : 0,
      pendingWithdrawal: index % 4 === 1 ? Math.floor(funded / 10 / 100) * 100 : 0,
      pendingReport: index % 5 === 2,
      pendingDisable: index === 4,
      disabled: index === 7,
      neverSeen: false,
    });
  };
  for (const region of regions) {
    const short = region.name.replace(/^Aurora /, '');
    plan(region, `${short} Central Cafe`, true);
    plan(region, `${short} Station Cafe`, true);
  }
  for (const agent of thirdLevel) plan(agent, `${agent.name} Corner Cafe`, false);
  // one cafe set up but never switched on: no money, no commands, never seen
  const lastRegion = regions[regions.length - 1];
  cafes.push({
    id: demoCafeId(lastRegion.name, `${lastRegion.name.replace(/^Aurora /, '')} Airport Cafe`),
    agentId: lastRegion.id,
    agentName: lastRegion.name,
    name: `${lastRegion.name.replace(/^Aurora /, '')} Airport Cafe`,
    address: 'Terminal 2',
    currency: lastRegion.currencyId,
    users: [['cashier', 'Noa Lind', 'Cashier']],
    funded: 0,
    terminals: [],
    pendingDeposit: 0,
    pendingWithdrawal: 0,
    pendingReport: false,
    pendingDisable: false,
    disabled: false,
    neverSeen: true,
  });

  const base = Date.UTC(2026, 10, 20, 9, 0, 0);
  const at = (ms: number) => new Date(base + ms).toISOString();
  await insertRows(
    db,
    'poses',
    [
      'id',
      'agent_id',
      'name',
      'address',
      'currency_id',
      'balance',
      'operations_enabled',
      'last_seen_at',
      'created_at',
    ],
    cafes.map((c, i) => [
      c.id,
      c.agentId,
      c.name,
      c.address,
      c.currency,
      centsText(c.funded - c.terminals.reduce((a, b) => a + b, 0)),
      !c.disabled,
      c.neverSeen ? null : at(48 * HOUR + i * 60_000),
      at(-30 * 24 * HOUR),
    ]),
  );

  const hash = await hashPassword(DEMO_CAFE_PASSWORD);
  await insertRows(
    db,
    'pos_users',
    ['id', 'pos_id', 'user_name', 'full_name', 'role', 'password_hash', 'created_at'],
    cafes.flatMap((c) =>
      c.users.map(([userName, fullName, role]) => [
        demoCafeUserId(c.id, userName),
        c.id,
        userName,
        fullName,
        role,
        hash,
        at(-30 * 24 * HOUR),
      ]),
    ),
  );

  type CommandRow = [
    string,
    string,
    string,
    string,
    string | null,
    string | null,
    string | null,
    string,
    string | null,
  ];
  const commands: CommandRow[] = [];
  const command = (
    c: CafePlan,
    key: string,
    type: string,
    status: 'PENDING' | 'DONE',
    queuedAt: number,
    extra: { amount?: number; report?: string } = {},
  ) =>
    commands.push([
      stableId(`pos-command:${c.id}:${key}`),
      c.id,
      type,
      status,
      extra.amount === undefined ? null : centsText(extra.amount),
      extra.amount === undefined ? null : demoCafeUserId(c.id, 'cashier'),
      extra.report ?? null,
      at(queuedAt),
      status === 'DONE' ? at(queuedAt + 5 * 60_000) : null,
    ]);
  for (const c of cafes) {
    if (c.funded > 0) command(c, 'funding', 'ADJUST_BALANCE', 'DONE', 0, { amount: c.funded });
    if (!c.neverSeen)
      command(c, 'report-done', 'REQUEST_REPORT', 'DONE', 24 * HOUR, { report: 'BALANCE_REPORT' });
    if (c.disabled) command(c, 'disable-done', 'DISABLE_POS_OPERATIONS', 'DONE', 30 * HOUR);
    if (c.pendingDeposit > 0)
      command(c, 'deposit-pending', 'ADJUST_BALANCE', 'PENDING', 50 * HOUR, { amount: c.pendingDeposit });
    if (c.pendingWithdrawal > 0)
      command(c, 'withdrawal-pending', 'ADJUST_BALANCE', 'PENDING', 51 * HOUR, {
        amount: -c.pendingWithdrawal,
      });
    if (c.pendingReport)
      command(c, 'report-pending', 'REQUEST_REPORT', 'PENDING', 52 * HOUR, { report: 'BALANCE_REPORT' });
    if (c.pendingDisable) command(c, 'disable-pending', 'DISABLE_POS_OPERATIONS', 'PENDING', 53 * HOUR);
  }
  await insertRows(
    db,
    'pos_commands',
    ['id', 'pos_id', 'type', 'status', 'amount', 'pos_user_id', 'report_type', 'created_at', 'picked_up_at'],
    commands,
  );
  await db.query(
    `UPDATE pos_commands SET created_by = $1, created_by_name = 'admin',
       picked_up_by = CASE WHEN status = 'DONE' THEN pos_user_id END`,
    [seed.users.admin],
  );

  // what left each agent: the cafes' funding and the deposits on their way (a credit source issues them)
  const spent = new Map<string, number>();
  const terminals: unknown[][] = [];
  for (const c of cafes) {
    spent.set(c.agentId, (spent.get(c.agentId) ?? 0) + c.funded + c.pendingDeposit);
    c.terminals.forEach((cents, i) =>
      terminals.push([
        demoTerminalId(c.id, i + 1),
        c.agentId,
        c.id,
        `${c.name} T${i + 1}`,
        i === 1 && c.disabled ? 'DISABLED' : i === 1 ? 'OFFLINE' : 'ONLINE',
        c.currency,
        centsText(cents),
        at(40 * HOUR + i * HOUR),
      ]),
    );
  }
  for (const master of seed.agents.filter((a) => a.depth === 2)) {
    const cents = Math.floor((creditOf.get(master.id) ?? 0) / 50 / 100) * 100;
    spent.set(master.id, (spent.get(master.id) ?? 0) + cents);
    terminals.push([
      demoTerminalId(master.id, 1),
      master.id,
      null,
      `${master.name} Kiosk`,
      'ONLINE',
      master.currencyId,
      centsText(cents),
      at(44 * HOUR),
    ]);
  }
  await insertRows(
    db,
    'terminals',
    ['id', 'agent_id', 'pos_id', 'name', 'status', 'currency_id', 'balance', 'last_transaction_at'],
    terminals,
  );
  const sources = new Set(credits.filter((r) => r.credit_source).map((r) => r.id));
  for (const [agentId, cents] of spent) {
    if (cents === 0 || sources.has(agentId)) continue;
    await db.query('UPDATE agents SET credit_amount = credit_amount - $2::numeric WHERE id = $1', [
      agentId,
      centsText(cents),
    ]);
  }
}

function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** `--scale`: one empty cafe per ten agents below 'Load Test Network', with a Cashier and two terminals. */
export async function seedScaleCafes(db: Db): Promise<number> {
  const { rows } = await db.query<{ path: string }>(
    "SELECT path FROM agents WHERE name = 'Load Test Network'",
  );
  if (!rows[0]) return 0;
  const hash = await hashPassword(DEMO_CAFE_PASSWORD);
  const { rows: made } = await db.query<{ n: number }>(
    `WITH chosen AS (
       SELECT a.id, a.name, a.currency_id, row_number() OVER (ORDER BY a.path) AS i
       FROM agents a WHERE a.path LIKE $1
     ), inserted AS (
       INSERT INTO poses (id, agent_id, name, address, currency_id)
       SELECT gen_random_uuid(), id, name || ' Cafe', 'Load test street ' || i, currency_id FROM chosen WHERE i % 10 = 1
       RETURNING id, currency_id, agent_id, name
     ), users AS (
       INSERT INTO pos_users (id, pos_id, user_name, full_name, role, password_hash)
       SELECT gen_random_uuid(), id, 'cashier', 'Load Test Cashier', 'Cashier', $2 FROM inserted
     ), terms AS (
       INSERT INTO terminals (id, agent_id, pos_id, name, currency_id)
       SELECT gen_random_uuid(), agent_id, id, name || ' T' || k, currency_id FROM inserted, generate_series(1, 2) AS k
     )
     SELECT count(*)::int AS n FROM inserted`,
    [rows[0].path + '%', hash],
  );
  return made[0].n;
}
