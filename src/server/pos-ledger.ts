/**
 * The money and the command queue of cafes (points of sale). Every function runs inside the caller's
 * transaction, after `lockPos` has locked the cafe's agent and then the cafe (always in that order,
 * so two changes never wait on each other in a cycle; agents among themselves are locked in id order
 * by the credit routes, terminals come after their cafe).
 *
 * When money moves (an adjust-balance command is money between the agent and the cafe):
 * - Queueing a positive amount takes it from the agent's credit at once (the agent cannot spend it
 *   twice) and holds it in the command; the cafe's balance receives it when the cafe picks the command
 *   up. Until then it shows as the cafe's `incomingAmount`.
 * - Queueing a negative amount reserves it on the cafe's balance at once (balance − reserved must
 *   cover it, so two withdrawals cannot overdraw the cafe); at pickup it leaves the balance and reaches
 *   the agent's credit.
 * So at every moment: agent credit + cafe balance + money in pending deposits is constant, to the cent,
 * and no balance is ever negative. A credit-source agent issues money without a balance of its own, and
 * money returned to it is retired, as with credit adjustments between agents.
 * - A wipe settles without the cafe: pending deposits go back to the agent, reservations are released,
 *   and the cafe's balance returns to the agent.
 */
import type { PosCommandType, PosReportType } from '../core/areas/poses/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from './db';
import { badRequest, fieldError, notFound } from './errors';
import { assertStorableBalance, money } from './money';

export interface LockedAgent {
  id: string;
  name: string;
  currency_id: string;
  credit_source: boolean;
  credit_amount: string;
  blocked_amount: string;
}

export interface LockedPos {
  id: string;
  agent_id: string;
  name: string;
  currency_id: string;
  balance: string;
  operations_enabled: boolean;
  incoming: string;
  reserved: string;
}

/** Who queued or executed a command. */
export interface Actor {
  id: string | null;
  name: string | null;
}

/** Locks the cafe's agent, then the cafe; 404 when the cafe does not exist. */
export async function lockPos(tx: Db, posId: string): Promise<{ agent: LockedAgent; pos: LockedPos }> {
  const { rows: owner } = await tx.query<{ agent_id: string }>('SELECT agent_id FROM poses WHERE id = $1', [
    posId,
  ]);
  if (!owner[0]) throw notFound('Cafe not found');
  const { rows: agents } = await tx.query<LockedAgent>(
    `SELECT id, name, currency_id, credit_source, credit_amount, blocked_amount FROM agents WHERE id = $1 FOR UPDATE`,
    [owner[0].agent_id],
  );
  const { rows: poses } = await tx.query<Omit<LockedPos, 'incoming' | 'reserved'>>(
    'SELECT id, agent_id, name, currency_id, balance, operations_enabled FROM poses WHERE id = $1 FOR UPDATE',
    [posId],
  );
  if (!poses[0] || !agents[0]) throw notFound('Cafe not found');
  const { rows: pending } = await tx.query<{ incoming: string; reserved: string }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::text AS incoming,
            coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)::text AS reserved
       FROM pos_commands WHERE pos_id = $1 AND status = 'PENDING'`,
    [posId],
  );
  return { agent: agents[0], pos: { ...poses[0], ...pending[0] } };
}

/** An expression over decimal texts ($1, $2, …), computed in SQL NUMERIC; its result as text. */
export async function numeric(tx: Db, expression: string, values: string[]): Promise<string> {
  const { rows } = await tx.query<{ v: string }>(`SELECT (${expression})::text AS v`, values);
  return rows[0].v;
}

/** Decimal text below zero. */
export const isNegative = (text: string): boolean => text.startsWith('-') && !/^-0(\.0+)?$/.test(text);

/** What the cafe may still hand back or pass on: balance − reserved. */
export function availableOfPos(tx: Db, pos: LockedPos): Promise<string> {
  return numeric(tx, '$1::numeric - $2::numeric', [pos.balance, pos.reserved]);
}

/** What the agent may give: credit − blocked (a credit source gives without a balance). */
export function availableOfAgent(tx: Db, agent: LockedAgent): Promise<string> {
  return numeric(tx, '$1::numeric - $2::numeric', [agent.credit_amount, agent.blocked_amount]);
}

/** Adds `delta` (decimal text) to the agent's credit, unless it is a credit source (it issues and retires). */
export async function moveAgentCredit(tx: Db, agent: LockedAgent, delta: string): Promise<void> {
  if (agent.credit_source) return;
  const after = await numeric(tx, '$1::numeric + $2::numeric', [agent.credit_amount, delta]);
  if (isNegative(after)) throw badRequest(`The credit of ${agent.name} would become negative`);
  assertStorableBalance(after, `The credit of ${agent.name}`);
  await tx.query('UPDATE agents SET credit_amount = $2::numeric WHERE id = $1', [agent.id, after]);
  agent.credit_amount = after;
}

async function insertCommand(
  tx: Db,
  pos: LockedPos,
  command: {
    type: PosCommandType;
    amount?: string | null;
    posUserId?: string | null;
    reportType?: PosReportType | null;
    fromCreditSource?: boolean;
  },
  actor: Actor,
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO pos_commands (id, pos_id, type, amount, pos_user_id, report_type, from_credit_source, created_by,
         created_by_name)
       VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, $8, $9)`,
    [
      id,
      pos.id,
      command.type,
      command.amount ?? null,
      command.posUserId ?? null,
      command.reportType ?? null,
      command.fromCreditSource ?? false,
      actor.id,
      actor.name,
    ],
  );
  return id;
}

/**
 * Queues ADJUST_BALANCE of `amount` (signed decimal text: positive to the cafe, negative to the agent)
 * for the POS user `posUserId`, and moves or reserves the money as the module says. 400 with the
 * reason when the money is not there, the currencies differ or a balance would pass the maximum.
 */
export async function queueAdjustBalance(
  tx: Db,
  locked: { agent: LockedAgent; pos: LockedPos },
  amount: string,
  posUserId: string,
  actor: Actor,
): Promise<string> {
  const { agent, pos } = locked;
  const { rows: users } = await tx.query<{ is_active: boolean }>(
    'SELECT is_active FROM pos_users WHERE id = $1 AND pos_id = $2',
    [posUserId, pos.id],
  );
  if (!users[0]) throw fieldError('userId', `userId is not a user of ${pos.name}`);
  if (!users[0].is_active) throw fieldError('userId', `userId is a disabled user of ${pos.name}`);
  if (!agent.credit_source && agent.currency_id !== pos.currency_id) {
    throw badRequest(
      `Money moves only between an agent and a cafe of the same currency (${agent.name}: ${agent.currency_id}, ${pos.name}: ${pos.currency_id})`,
    );
  }
  const magnitude = amount.replace(/^[-+]/, '');
  if (!isNegative(amount)) {
    if (!agent.credit_source) {
      const available = await availableOfAgent(tx, agent);
      if (isNegative(await numeric(tx, '$1::numeric - $2::numeric', [available, magnitude]))) {
        throw badRequest(
          `Insufficient credit: ${agent.name} has ${money(available).toFixed(2)} ${agent.currency_id} available, ${magnitude} requested`,
          [{ field: 'amount', message: 'exceeds the available credit of the agent' }],
        );
      }
    }
    // the balance the cafe will hold once it has picked up everything pending
    assertStorableBalance(
      await numeric(tx, '$1::numeric + $2::numeric + $3::numeric', [pos.balance, pos.incoming, magnitude]),
      `The balance of ${pos.name}`,
    );
    await moveAgentCredit(tx, agent, `-${magnitude}`);
    pos.incoming = await numeric(tx, '$1::numeric + $2::numeric', [pos.incoming, magnitude]);
  } else {
    const available = await availableOfPos(tx, pos);
    if (isNegative(await numeric(tx, '$1::numeric - $2::numeric', [available, magnitude]))) {
      throw badRequest(
        `Insufficient balance: ${pos.name} has ${money(available).toFixed(2)} ${pos.currency_id} available, ${magnitude} requested to remove`,
        [{ field: 'amount', message: 'exceeds the available balance of the cafe' }],
      );
    }
    if (!agent.credit_source) {
      assertStorableBalance(
        await numeric(tx, '$1::numeric + $2::numeric', [agent.credit_amount, magnitude]),
        `The credit of ${agent.name}`,
      );
    }
    pos.reserved = await numeric(tx, '$1::numeric + $2::numeric', [pos.reserved, magnitude]);
  }
  return insertCommand(
    tx,
    pos,
    { type: 'ADJUST_BALANCE', amount, posUserId, fromCreditSource: agent.credit_source },
    actor,
  );
}

/** Queues a command without money (enable/disable operations, configuration, report request). */
export function queueCommand(
  tx: Db,
  pos: LockedPos,
  type: Exclude<PosCommandType, 'ADJUST_BALANCE'>,
  actor: Actor,
  reportType: PosReportType | null = null,
): Promise<string> {
  return insertCommand(tx, pos, { type, reportType }, actor);
}

/**
 * The cafe picks up its pending commands: each is executed in the order it was queued (money reaches
 * the cafe or the agent, operations are enabled or disabled) and marked done. Answers their ids.
 */
export async function pickUpCommands(
  tx: Db,
  locked: { agent: LockedAgent; pos: LockedPos },
  posUserId: string | null,
): Promise<string[]> {
  const { agent, pos } = locked;
  const { rows } = await tx.query<{ id: string; type: PosCommandType; amount: string | null }>(
    `SELECT id, type, amount::text AS amount FROM pos_commands WHERE pos_id = $1 AND status = 'PENDING' ORDER BY seq`,
    [pos.id],
  );
  let balance = pos.balance;
  let enabled = pos.operations_enabled;
  for (const command of rows) {
    if (command.type === 'ADJUST_BALANCE' && command.amount !== null) {
      balance = await numeric(tx, '$1::numeric + $2::numeric', [balance, command.amount]);
      if (isNegative(balance)) throw badRequest(`The balance of ${pos.name} would become negative`);
      assertStorableBalance(balance, `The balance of ${pos.name}`);
      if (isNegative(command.amount)) await moveAgentCredit(tx, agent, command.amount.replace(/^-/, ''));
    } else if (command.type === 'DISABLE_POS_OPERATIONS') enabled = false;
    else if (command.type === 'ENABLE_POS_OPERATIONS') enabled = true;
  }
  await tx.query(
    `UPDATE pos_commands SET status = 'DONE', picked_up_at = now(), picked_up_by = $2
       WHERE pos_id = $1 AND status = 'PENDING'`,
    [pos.id, posUserId],
  );
  await tx.query(
    'UPDATE poses SET balance = $2::numeric, operations_enabled = $3, last_seen_at = now() WHERE id = $1',
    [pos.id, balance, enabled],
  );
  pos.balance = balance;
  pos.operations_enabled = enabled;
  pos.incoming = '0';
  pos.reserved = '0';
  return rows.map((r) => r.id);
}

/**
 * Wipes the cafe's operational data, settling without it: pending commands are cancelled (deposits go
 * back to the agent, reservations are released), the balance returns to the agent, the last-seen time
 * is cleared. Answers what it did.
 */
export async function wipePosData(
  tx: Db,
  locked: { agent: LockedAgent; pos: LockedPos },
): Promise<{ cancelled: number; returned: string }> {
  const { agent, pos } = locked;
  const { rows: deposits } = await tx.query<{ total: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS total FROM pos_commands
       WHERE pos_id = $1 AND status = 'PENDING' AND amount > 0 AND NOT from_credit_source`,
    [pos.id],
  );
  const returned = await numeric(tx, '$1::numeric + $2::numeric', [deposits[0].total, pos.balance]);
  await moveAgentCredit(tx, agent, returned);
  const { rows: cancelled } = await tx.query<{ n: number }>(
    `WITH c AS (UPDATE pos_commands SET status = 'CANCELLED' WHERE pos_id = $1 AND status = 'PENDING' RETURNING 1)
     SELECT count(*)::int AS n FROM c`,
    [pos.id],
  );
  await tx.query('UPDATE poses SET balance = 0, last_seen_at = NULL, wiped_at = now() WHERE id = $1', [
    pos.id,
  ]);
  pos.balance = '0';
  pos.incoming = '0';
  pos.reserved = '0';
  return { cancelled: cancelled[0].n, returned };
}
