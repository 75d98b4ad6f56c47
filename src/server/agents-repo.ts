/** Reading agents from the database and shaping them as the API returns them. */
import type { Agent } from '../core/areas/agents/contract';
import type { UserClaims } from '../core/permissions';
import type { Db } from './db';
import { money } from './money';
import { notFound } from './errors';

export interface AgentRow {
  id: string;
  name: string;
  parent_id: string | null;
  path: string;
  depth: number;
  currency_id: string;
  country_id: string | null;
  timezone_id: string | null;
  email: string | null;
  phone: string | null;
  is_active: boolean;
  credit_source: boolean;
  credit_amount: string;
  blocked_amount: string;
  created_at: Date | string;
  has_children: boolean;
  children_count: number;
}

export const AGENT_COLUMNS = `a.id, a.name, a.parent_id, a.path, a.depth, a.currency_id, a.country_id, a.timezone_id,
  a.email, a.phone, a.is_active, a.credit_source, a.credit_amount, a.blocked_amount, a.created_at,
  a.children_count > 0 AS has_children, a.children_count`;

/** An agent row as the API answers it (the contract's Agent). */
export function agentJson(row: AgentRow): Agent {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    hasChildren: row.has_children,
    childrenCount: Number(row.children_count ?? 0),
    creditSource: row.credit_source,
    creditAmount: money(row.credit_amount),
    blockedAmount: money(row.blocked_amount),
    currencyId: row.currency_id,
    countryId: row.country_id,
    timezoneId: row.timezone_id,
    email: row.email,
    phone: row.phone,
    isActive: row.is_active,
    level: row.depth,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function findAgent(db: Db, id: string): Promise<AgentRow | undefined> {
  const { rows } = await db.query<AgentRow>(`SELECT ${AGENT_COLUMNS} FROM agents a WHERE a.id = $1`, [id]);
  return rows[0];
}

export async function loadAgent(db: Db, id: string): Promise<AgentRow> {
  const row = await findAgent(db, id);
  if (!row) throw notFound('Agent not found');
  return row;
}

/** The claims an agent's users may hold: its own, else the nearest ancestor's (NULL inherits). */
export async function agentClaims(db: Db, agent: { path: string }): Promise<UserClaims> {
  const ids = agent.path.split('/').filter(Boolean);
  const { rows } = await db.query<{ claims: UserClaims }>(
    'SELECT claims FROM agents WHERE id = ANY($1::uuid[]) AND claims IS NOT NULL ORDER BY depth DESC LIMIT 1',
    [ids],
  );
  return rows[0]?.claims ?? { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] };
}

/** An agent's values as the audit trail records them: what users set on it (credit moves are entries of their own). */
export interface AgentAuditState {
  name: string;
  parentId: string | null;
  currencyId: string;
  countryId: string | null;
  timezoneId: string | null;
  email: string | null;
  phone: string | null;
  isActive: boolean;
  creditSource: boolean;
  /** The claims its users may hold (null: the parent's). */
  claims: UserClaims | null;
}

export async function agentAuditState(db: Db, id: string): Promise<AgentAuditState> {
  const { rows } = await db.query<{
    name: string;
    parent_id: string | null;
    currency_id: string;
    country_id: string | null;
    timezone_id: string | null;
    email: string | null;
    phone: string | null;
    is_active: boolean;
    credit_source: boolean;
    claims: UserClaims | null;
  }>(
    `SELECT name, parent_id, currency_id, country_id, timezone_id, email, phone, is_active, credit_source, claims
       FROM agents WHERE id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) throw notFound('Agent not found');
  return {
    name: r.name,
    parentId: r.parent_id,
    currencyId: r.currency_id,
    countryId: r.country_id,
    timezoneId: r.timezone_id,
    email: r.email,
    phone: r.phone,
    isActive: r.is_active,
    creditSource: r.credit_source,
    claims: r.claims ?? null,
  };
}
