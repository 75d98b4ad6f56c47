/**
 * Reading cafes (points of sale), their commands and their users from the database and shaping them
 * as the API answers them (the contract of src/core/areas/cafes/contract.ts).
 */
import type { Cafe, CafeCommand, CafeReportResult, CafeUser } from '../core/areas/cafes/contract';
import type { Db } from './db';
import { notFound } from './errors';
import { money } from './money';

export interface CafeRow {
  id: string;
  agent_id: string;
  name: string;
  address: string;
  currency_id: string;
  balance: string;
  operations_enabled: boolean;
  last_seen_at: Date | string | null;
  wiped_at: Date | string | null;
  created_at: Date | string;
  /** pending deposits (money on its way to the cafe) */
  incoming: string;
  /** pending withdrawals (money of the balance on its way back to the agent) */
  reserved: string;
  pending_commands: number;
  /** the type of the latest pending enable/disable command, if any */
  pending_operations: string | null;
}

/** The pending commands of each cafe, summed once (join as `k`). */
export const PENDING_JOIN = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS n,
           coalesce(sum(c.amount) FILTER (WHERE c.amount > 0), 0) AS incoming,
           coalesce(-sum(c.amount) FILTER (WHERE c.amount < 0), 0) AS reserved,
           (array_agg(c.type ORDER BY c.seq DESC)
              FILTER (WHERE c.type IN ('ENABLE_POS_OPERATIONS', 'DISABLE_POS_OPERATIONS')))[1] AS ops
    FROM pos_commands c WHERE c.pos_id = p.id AND c.status = 'PENDING'
  ) k ON true`;

export const CAFE_COLUMNS = `p.id, p.agent_id, p.name, p.address, p.currency_id, p.balance, p.operations_enabled,
  p.last_seen_at, p.wiped_at, p.created_at, k.incoming, k.reserved, k.n AS pending_commands, k.ops AS pending_operations`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A cafe row as the API answers it. */
export function cafeJson(row: CafeRow): Cafe {
  return {
    id: row.id,
    agentId: row.agent_id,
    name: row.name,
    address: row.address,
    currencyId: row.currency_id,
    balance: money(row.balance),
    incomingAmount: money(row.incoming),
    reservedAmount: money(row.reserved),
    operationsEnabled: row.operations_enabled,
    pendingCommands: Number(row.pending_commands ?? 0),
    pendingOperationsEnabled:
      row.pending_operations === null ? null : row.pending_operations === 'ENABLE_POS_OPERATIONS',
    lastSeenAt: iso(row.last_seen_at),
    wipedAt: iso(row.wiped_at),
    createdAt: iso(row.created_at)!,
  };
}

export async function findCafe(db: Db, id: string): Promise<CafeRow | undefined> {
  const { rows } = await db.query<CafeRow>(
    `SELECT ${CAFE_COLUMNS} FROM poses p ${PENDING_JOIN} WHERE p.id = $1`,
    [id],
  );
  return rows[0];
}

export async function loadCafe(db: Db, id: string): Promise<CafeRow> {
  const row = await findCafe(db, id);
  if (!row) throw notFound('Cafe not found');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

export interface CommandRow {
  id: string;
  pos_id: string;
  type: CafeCommand['type'];
  status: CafeCommand['status'];
  amount: string | null;
  pos_user_id: string | null;
  user_name: string | null;
  report_type: NonNullable<CafeCommand['report']>['type'] | null;
  created_by_name: string | null;
  created_at: Date | string;
  picked_up_at: Date | string | null;
  result: CafeReportResult | null;
}

export const COMMAND_COLUMNS = `c.id, c.pos_id, c.type, c.status, c.amount, c.pos_user_id, u.user_name, c.report_type,
  c.created_by_name, c.created_at, c.picked_up_at, c.result`;
export const COMMAND_FROM = 'pos_commands c LEFT JOIN pos_users u ON u.id = c.pos_user_id';

export function commandJson(row: CommandRow): CafeCommand {
  return {
    id: row.id,
    posId: row.pos_id,
    type: row.type,
    status: row.status,
    amount: row.amount === null ? null : money(row.amount),
    userId: row.pos_user_id,
    userName: row.user_name,
    report: row.report_type ? { type: row.report_type, result: row.result ?? null } : null,
    createdBy: row.created_by_name,
    createdAt: iso(row.created_at)!,
    pickedUpAt: iso(row.picked_up_at),
  };
}

export async function loadCommand(db: Db, id: string): Promise<CafeCommand> {
  const { rows } = await db.query<CommandRow>(
    `SELECT ${COMMAND_COLUMNS} FROM ${COMMAND_FROM} WHERE c.id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound('Command not found');
  return commandJson(rows[0]);
}

// ---------------------------------------------------------------------------------------------
// POS users
// ---------------------------------------------------------------------------------------------

export interface CafeUserRow {
  id: string;
  pos_id: string;
  agent_id: string;
  user_name: string;
  full_name: string;
  role: CafeUser['role'];
  is_active: boolean;
  password_changed_at: Date | string;
  created_at: Date | string;
}

export const CAFE_USER_COLUMNS = `u.id, u.pos_id, p.agent_id, u.user_name, u.full_name, u.role, u.is_active,
  u.password_changed_at, u.created_at`;
export const CAFE_USER_FROM = 'pos_users u JOIN poses p ON p.id = u.pos_id';

export function cafeUserJson(row: CafeUserRow): CafeUser {
  return {
    id: row.id,
    posId: row.pos_id,
    agentId: row.agent_id,
    userName: row.user_name,
    fullName: row.full_name,
    role: row.role,
    isActive: row.is_active,
    passwordChangedAt: iso(row.password_changed_at)!,
    createdAt: iso(row.created_at)!,
  };
}

/** A user of a cafe of `agentId`; 404 when there is none (or it belongs to another agent's cafe). */
export async function loadCafeUser(db: Db, agentId: string, posUserId: string): Promise<CafeUserRow> {
  const { rows } = await db.query<CafeUserRow>(
    `SELECT ${CAFE_USER_COLUMNS} FROM ${CAFE_USER_FROM} WHERE u.id = $1 AND p.agent_id = $2`,
    [posUserId, agentId],
  );
  if (!rows[0]) throw notFound('POS user not found');
  return rows[0];
}
