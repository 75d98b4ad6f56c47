/**
 * The money and the command queue of cafes (points of sale). Every function runs inside the caller's
 * transaction, after `lockCafe` has locked the cafe's agent and then the cafe (always in that order,
 * so two changes never wait on each other in a cycle; agents among themselves are locked in id order
 * by the credit routes, terminals come after their cafe).
 *
 * When money moves (an adjust-balance command is money between the agent and the cafe), always through
 * the ledger (src/server/ledger.ts): a queued command is a pending (two-phase) transfer, its pickup posts
 * it, a wipe voids it.
 * - Queueing a positive amount reserves it on the agent's credit at once (the agent cannot spend it
 *   twice: its credit shows without it); the cafe's balance receives it when the cafe picks the command
 *   up. Until then it shows as the cafe's `incomingAmount`.
 * - Queueing a negative amount reserves it on the cafe's balance at once (balance − reserved must
 *   cover it, so two withdrawals cannot overdraw the cafe); at pickup it leaves the balance and reaches
 *   the agent's credit.
 * So at every moment: agent credit + cafe balance + money in pending deposits is constant, to the cent,
 * and no balance is ever negative. A credit-source agent issues money from its issuance account, and
 * money returned to it is retired there, as with credit adjustments between agents.
 * - A wipe settles without the cafe: pending deposits go back to the agent, reservations are released,
 *   and the cafe's balance returns to the agent.
 * - Money moves only while the agent keeps the cafe's currency (a credit source issues in the cafe's) and
 *   the agent is active: otherwise queueing, pickup and wipe are refused with 409 and the reason.
 */
import type { CafeCommandType, CafeReportType } from '../core/areas/cafes/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from './db';
import { badRequest, fieldError, notFound } from './errors';
import { assertStorableBalance, money } from './money';
import { assertActive, conflict } from './agent-money';
import { openReservations, payingAccount, resolve, transfer, type Account, LEDGER_KINDS } from './ledger';

export interface LockedAgent {
  id: string;
  name: string;
  path: string;
  currency_id: string;
  credit_source: boolean;
  credit_amount: string;
  blocked_amount: string;
}

export const LOCKED_AGENT_COLUMNS =
  'id, name, path, currency_id, credit_source, credit_amount::text, blocked_amount::text';

export interface LockedCafe {
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
export async function lockCafe(tx: Db, posId: string): Promise<{ agent: LockedAgent; cafe: LockedCafe }> {
  const { rows: owner } = await tx.query<{ agent_id: string }>('SELECT agent_id FROM poses WHERE id = $1', [
    posId,
  ]);
  if (!owner[0]) throw notFound('Cafe not found');
  const { rows: agents } = await tx.query<LockedAgent>(
    `SELECT ${LOCKED_AGENT_COLUMNS} FROM agents WHERE id = $1 FOR UPDATE`,
    [owner[0].agent_id],
  );
  const { rows: cafes } = await tx.query<Omit<LockedCafe, 'incoming' | 'reserved'>>(
    'SELECT id, agent_id, name, currency_id, balance, operations_enabled FROM poses WHERE id = $1 FOR UPDATE',
    [posId],
  );
  if (!cafes[0] || !agents[0]) throw notFound('Cafe not found');
  const { rows: pending } = await tx.query<{ incoming: string; reserved: string }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::text AS incoming,
            coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)::text AS reserved
       FROM pos_commands WHERE pos_id = $1 AND status = 'PENDING'`,
    [posId],
  );
  return { agent: agents[0], cafe: { ...cafes[0], ...pending[0] } };
}

/** An expression over decimal texts ($1, $2, …), computed in SQL NUMERIC; its result as text. */
export async function numeric(tx: Db, expression: string, values: string[]): Promise<string> {
  const { rows } = await tx.query<{ v: string }>(`SELECT (${expression})::text AS v`, values);
  return rows[0].v;
}

/** Decimal text below zero. */
export const isNegative = (text: string): boolean => text.startsWith('-') && !/^-0(\.0+)?$/.test(text);

/** What the cafe may still hand back or pass on: balance − reserved. */
export function availableOfCafe(tx: Db, cafe: LockedCafe): Promise<string> {
  return numeric(tx, '$1::numeric - $2::numeric', [cafe.balance, cafe.reserved]);
}

/** What the agent may give: credit − blocked (a credit source gives without a balance). */
export function availableOfAgent(tx: Db, agent: LockedAgent): Promise<string> {
  return numeric(tx, '$1::numeric - $2::numeric', [agent.credit_amount, agent.blocked_amount]);
}

const cafeAccount = (cafe: LockedCafe): Account => ({
  kind: 'cafe',
  holder: cafe.id,
  currency: cafe.currency_id,
});

/**
 * 409 unless money may move between the agent and the cafe now: the agent is active and keeps the cafe's
 * currency (a credit source issues and retires in any). `what` names the refused action.
 */
export async function assertCafeMoneyMoves(
  tx: Db,
  locked: { agent: LockedAgent; cafe: LockedCafe },
  what: string,
): Promise<void> {
  const { agent, cafe } = locked;
  if (!agent.credit_source && agent.currency_id !== cafe.currency_id) {
    throw conflict(
      `Money moves only between an agent and a cafe of the same currency (${agent.name}: ${agent.currency_id}, ${cafe.name}: ${cafe.currency_id}): ${what}`,
    );
  }
  await assertActive(tx, agent.path, agent.name, what);
}

async function insertCommand(
  tx: Db,
  cafe: LockedCafe,
  command: {
    type: CafeCommandType;
    amount?: string | null;
    posUserId?: string | null;
    reportType?: CafeReportType | null;
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
      cafe.id,
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
  locked: { agent: LockedAgent; cafe: LockedCafe },
  amount: string,
  posUserId: string,
  actor: Actor,
): Promise<string> {
  const { agent, cafe } = locked;
  const { rows: users } = await tx.query<{ is_active: boolean }>(
    'SELECT is_active FROM pos_users WHERE id = $1 AND pos_id = $2',
    [posUserId, cafe.id],
  );
  if (!users[0]) throw fieldError('invalid-value', 'userId', `userId is not a user of ${cafe.name}`);
  if (!users[0].is_active)
    throw fieldError('invalid-value', 'userId', `userId is a disabled user of ${cafe.name}`);
  await assertCafeMoneyMoves(tx, locked, 'the adjustment is refused');
  const magnitude = amount.replace(/^[-+]/, '');
  if (!isNegative(amount)) {
    if (!agent.credit_source) {
      const available = await availableOfAgent(tx, agent);
      if (isNegative(await numeric(tx, '$1::numeric - $2::numeric', [available, magnitude]))) {
        throw badRequest(
          'insufficient-credit',
          `Insufficient credit: ${agent.name} has ${money(available).toFixed(2)} ${agent.currency_id} available, ${magnitude} requested`,
          [{ field: 'amount', message: 'exceeds the available credit of the agent' }],
        );
      }
    }
    // the balance the cafe will hold once it has picked up everything pending
    assertStorableBalance(
      await numeric(tx, '$1::numeric + $2::numeric + $3::numeric', [cafe.balance, cafe.incoming, magnitude]),
      `The balance of ${cafe.name}`,
    );
    cafe.incoming = await numeric(tx, '$1::numeric + $2::numeric', [cafe.incoming, magnitude]);
  } else {
    const available = await availableOfCafe(tx, cafe);
    if (isNegative(await numeric(tx, '$1::numeric - $2::numeric', [available, magnitude]))) {
      throw badRequest(
        'insufficient-balance',
        `Insufficient balance: ${cafe.name} has ${money(available).toFixed(2)} ${cafe.currency_id} available, ${magnitude} requested to remove`,
        [{ field: 'amount', message: 'exceeds the available balance of the cafe' }],
      );
    }
    if (!agent.credit_source) {
      assertStorableBalance(
        await numeric(tx, '$1::numeric + $2::numeric', [agent.credit_amount, magnitude]),
        `The credit of ${agent.name}`,
      );
    }
    cafe.reserved = await numeric(tx, '$1::numeric + $2::numeric', [cafe.reserved, magnitude]);
  }
  const id = await insertCommand(
    tx,
    cafe,
    { type: 'ADJUST_BALANCE', amount, posUserId, fromCreditSource: agent.credit_source },
    actor,
  );
  const agentSide = payingAccount(agent, cafe.currency_id);
  await transfer(tx, {
    kind: LEDGER_KINDS.cafeAdjustQueued,
    pending: true,
    legs: [
      isNegative(amount)
        ? { from: cafeAccount(cafe), to: agentSide, amount: magnitude }
        : { from: agentSide, to: cafeAccount(cafe), amount: magnitude },
    ],
    ref: { type: 'pos-command', id },
    userId: actor.id,
  });
  const { rows } = await tx.query<{ credit: string }>(
    'SELECT credit_amount::text AS credit FROM agents WHERE id = $1',
    [agent.id],
  );
  agent.credit_amount = rows[0].credit;
  return id;
}

/** Queues a command without money (enable/disable operations, configuration, report request). */
export function queueCommand(
  tx: Db,
  cafe: LockedCafe,
  type: Exclude<CafeCommandType, 'ADJUST_BALANCE'>,
  actor: Actor,
  reportType: CafeReportType | null = null,
): Promise<string> {
  return insertCommand(tx, cafe, { type, reportType }, actor);
}

/**
 * The cafe picks up its pending commands: each is executed in the order it was queued (money reaches
 * the cafe or the agent, operations are enabled or disabled) and marked done. Answers their ids.
 */
export async function pickUpCommands(
  tx: Db,
  locked: { agent: LockedAgent; cafe: LockedCafe },
  posUserId: string | null,
): Promise<string[]> {
  const { agent, cafe } = locked;
  const { rows } = await tx.query<{ id: string; type: CafeCommandType; amount: string | null }>(
    `SELECT id, type, amount::text AS amount FROM pos_commands WHERE pos_id = $1 AND status = 'PENDING' ORDER BY seq`,
    [cafe.id],
  );
  const moving = rows.filter((r) => r.type === 'ADJUST_BALANCE' && r.amount !== null);
  if (moving.length > 0) await assertCafeMoneyMoves(tx, locked, 'its cafes cannot pick up money');
  await assertActive(tx, agent.path, agent.name, 'its cafes cannot pick up their commands');
  const reservations = await openReservations(
    tx,
    'pos-command',
    moving.map((r) => r.id),
  );
  let balance = cafe.balance;
  let enabled = cafe.operations_enabled;
  for (const command of rows) {
    if (command.type === 'ADJUST_BALANCE' && command.amount !== null) {
      balance = await numeric(tx, '$1::numeric + $2::numeric', [balance, command.amount]);
      if (isNegative(balance))
        throw badRequest('insufficient-balance', `The balance of ${cafe.name} would become negative`);
      assertStorableBalance(balance, `The balance of ${cafe.name}`);
      const reserved = reservations.get(command.id);
      if (!reserved) throw conflict(`The money of command ${command.id} is not reserved in the ledger`);
      await resolve(tx, reserved, 'posted', {
        kind: LEDGER_KINDS.cafePickedUp,
        ref: { type: 'pos-command', id: command.id },
        userId: null,
      });
    } else if (command.type === 'DISABLE_POS_OPERATIONS') enabled = false;
    else if (command.type === 'ENABLE_POS_OPERATIONS') enabled = true;
  }
  await tx.query(
    `UPDATE pos_commands SET status = 'DONE', picked_up_at = now(), picked_up_by = $2
       WHERE pos_id = $1 AND status = 'PENDING'`,
    [cafe.id, posUserId],
  );
  await tx.query('UPDATE poses SET operations_enabled = $2, last_seen_at = now() WHERE id = $1', [
    cafe.id,
    enabled,
  ]);
  cafe.balance = balance;
  cafe.operations_enabled = enabled;
  cafe.incoming = '0';
  cafe.reserved = '0';
  return rows.map((r) => r.id);
}

/**
 * Wipes the cafe's operational data, settling without it: pending commands are cancelled (deposits go
 * back to the agent, reservations are released), the balance returns to the agent, the last-seen time
 * is cleared. Answers what it did.
 */
export async function wipeCafeData(
  tx: Db,
  locked: { agent: LockedAgent; cafe: LockedCafe },
  userId: string | null = null,
): Promise<{ cancelled: number; returned: string }> {
  const { agent, cafe } = locked;
  const { rows: pending } = await tx.query<{ id: string; amount: string }>(
    `SELECT id, amount::text AS amount FROM pos_commands
      WHERE pos_id = $1 AND status = 'PENDING' AND type = 'ADJUST_BALANCE' ORDER BY seq`,
    [cafe.id],
  );
  const holdsMoney = pending.length > 0 || !/^0+(\.0+)?$/.test(cafe.balance);
  if (holdsMoney) await assertCafeMoneyMoves(tx, locked, 'the wipe is refused');
  const reservations = await openReservations(
    tx,
    'pos-command',
    pending.map((r) => r.id),
  );
  let returned = '0';
  for (const command of pending) {
    const reserved = reservations.get(command.id);
    if (!reserved) throw conflict(`The money of command ${command.id} is not reserved in the ledger`);
    await resolve(tx, reserved, 'voided', {
      kind: LEDGER_KINDS.cafeWiped,
      ref: { type: 'pos-command', id: command.id },
      userId,
    });
    if (!isNegative(command.amount) && !agent.credit_source)
      returned = await numeric(tx, '$1::numeric + $2::numeric', [returned, command.amount]);
  }
  const { rows: held } = await tx.query<{ balance: string }>(
    'SELECT balance::text FROM poses WHERE id = $1',
    [cafe.id],
  );
  if (!/^0+(\.0+)?$/.test(held[0].balance)) {
    await transfer(tx, {
      kind: LEDGER_KINDS.cafeWiped,
      legs: [
        { from: cafeAccount(cafe), to: payingAccount(agent, cafe.currency_id), amount: held[0].balance },
      ],
      ref: { type: 'pos', id: cafe.id },
      userId,
    });
    returned = await numeric(tx, '$1::numeric + $2::numeric', [returned, held[0].balance]);
  }
  const { rows: cancelled } = await tx.query<{ n: number }>(
    `WITH c AS (UPDATE pos_commands SET status = 'CANCELLED' WHERE pos_id = $1 AND status = 'PENDING' RETURNING 1)
     SELECT count(*)::int AS n FROM c`,
    [cafe.id],
  );
  await tx.query('UPDATE poses SET last_seen_at = NULL, wiped_at = now() WHERE id = $1', [cafe.id]);
  cafe.balance = '0';
  cafe.incoming = '0';
  cafe.reserved = '0';
  return { cancelled: cancelled[0].n, returned };
}
