/**
 * The money ledger's server side (the tables, constraints and triggers are migrations 800-801; the whole
 * model is docs/ledger.md). Routes never write a balance column: they post ledger transactions, and the
 * database writes the columns as the cached sums of their accounts in the same statement.
 *
 * - `transfer`: one transaction of legs (each leg moves an amount from one account to another of the
 *   same currency); `pending: true` reserves it (a two-phase transfer), `resolve` later posts or voids it.
 * - `payingAccount`: where an agent's money comes from and goes back to: a credit source's issuance
 *   account (it issues and retires), anyone else's credit.
 * - `creditLegs`: credit moved between an agent and one below it travels the tree, one leg per edge.
 */
import type { Db } from './db';

export type AccountKind =
  | 'agent-credit'
  | 'issuance'
  | 'cafe'
  | 'terminal'
  | 'pot'
  | 'player-cash'
  | 'player-bonus'
  | 'games'
  | 'payments'
  | 'promotions';

/** An account: its kind, its holder (agent, cafe, terminal, pot, player or operator root) and currency. */
export interface Account {
  kind: AccountKind;
  holder: string;
  currency: string;
}

/** `amount` (decimal text, above zero) moves from `from` to `to`. */
export interface Leg {
  from: Account;
  to: Account;
  amount: string;
}

/**
 * Why money moved: the kind of each ledger transaction (what TigerBeetle calls a transfer's code). The
 * seed's history (src/server/seed/ledger.ts) adds 'opening', 'wallet.deposited', 'wallet.withdrawn',
 * 'balance.adjusted', 'rounds.settled' (a session's settled rounds), 'round.settled' and 'round.bet'.
 */
export const LEDGER_KINDS = {
  creditAdded: 'credit.added',
  creditRemoved: 'credit.removed',
  /** a credit source takes over (from the issuer above) the money below it */
  issuerChanged: 'issuer.changed',
  cafeAdjustQueued: 'cafe.adjust-queued',
  cafePickedUp: 'cafe.picked-up',
  cafeWiped: 'cafe.wiped',
  terminalDeposited: 'terminal.deposited',
  terminalWithdrawn: 'terminal.withdrawn',
  potOpened: 'pot.opened',
  potTransferred: 'pot.transferred',
  bonusRedeemed: 'bonus.redeemed',
  bonusDenied: 'bonus.denied',
  roundClosed: 'round.closed',
} as const;

export type LedgerKind = (typeof LEDGER_KINDS)[keyof typeof LEDGER_KINDS];

export interface Movement {
  /** Why the money moved (LEDGER_KINDS). */
  kind: LedgerKind;
  legs: Leg[];
  /** A reservation (two-phase transfer), resolved later with `resolve`. */
  pending?: boolean;
  /** The business record it belongs to. */
  ref?: { type: string; id: string };
  userId?: string | null;
}

const account = (a: Account) => [a.kind, a.holder, a.currency];

/** Posts (or reserves) one ledger transaction in the caller's database transaction; answers its id. */
export async function transfer(tx: Db, movement: Movement): Promise<string> {
  const legs = movement.legs.filter((l) => !/^0+(\.0+)?$/.test(l.amount));
  const { rows } = await tx.query<{ id: string }>(
    'SELECT ledger_transfer($1, $2::json, $3, $4, $5, $6)::text AS id',
    [
      movement.kind,
      JSON.stringify(legs.map((l) => ({ from: account(l.from), to: account(l.to), amount: l.amount }))),
      movement.pending ?? false,
      movement.ref?.type ?? null,
      movement.ref?.id ?? null,
      movement.userId ?? null,
    ],
  );
  return rows[0].id;
}

/**
 * Resolves the pending transaction `pendingId` once: 'posted' moves what it reserved for good, 'voided'
 * releases it. Answers the id of the resolving transaction.
 */
export async function resolve(
  tx: Db,
  pendingId: string,
  resolution: 'posted' | 'voided',
  movement: Omit<Movement, 'legs' | 'pending'>,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT ledger_resolve($1::bigint, $2, $3, $4, $5, $6)::text AS id',
    [
      pendingId,
      resolution,
      movement.kind,
      movement.ref?.type ?? null,
      movement.ref?.id ?? null,
      movement.userId ?? null,
    ],
  );
  return rows[0].id;
}

/** The pending transactions of business records (by reference), still unresolved: ref id → transaction id. */
export async function openReservations(
  tx: Db,
  refType: string,
  refIds: string[],
): Promise<Map<string, string>> {
  if (refIds.length === 0) return new Map();
  const { rows } = await tx.query<{ ref_id: string; id: string }>(
    `SELECT ref_id, id::text FROM ledger_transactions
      WHERE ref_type = $1 AND ref_id = ANY($2::text[]) AND pending AND resolution IS NULL`,
    [refType, refIds],
  );
  return new Map(rows.map((r) => [r.ref_id, r.id]));
}

/** An agent as the money rules need it. */
export interface MoneyAgent {
  id: string;
  currency_id: string;
  credit_source: boolean;
}

/** Where an agent pays from and is paid to, in `currency`: a credit source issues and retires. */
export function payingAccount(agent: MoneyAgent, currency = agent.currency_id): Account {
  return agent.credit_source
    ? { kind: 'issuance', holder: agent.id, currency }
    : { kind: 'agent-credit', holder: agent.id, currency };
}

export const creditAccount = (agent: { id: string; currency_id: string }): Account => ({
  kind: 'agent-credit',
  holder: agent.id,
  currency: agent.currency_id,
});

/**
 * The legs of credit moved between `path[0]` (the acting agent) and `path[last]` (an agent below it),
 * `path` being every agent between them in order: adding travels down, one leg per edge (the acting
 * agent pays from its paying account, each agent on the way passes it on); removing travels up the same
 * edges. The agents below the acting one are never credit sources and share `currency` (the caller
 * checked), so every leg stays in one currency.
 */
export function creditLegs(path: MoneyAgent[], amount: string, direction: 'down' | 'up'): Leg[] {
  const currency = path[path.length - 1].currency_id;
  const legs: Leg[] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const upper = i === 0 ? payingAccount(path[0], currency) : creditAccount(path[i]);
    const lower = creditAccount(path[i + 1]);
    legs.push(direction === 'down' ? { from: upper, to: lower, amount } : { from: lower, to: upper, amount });
  }
  return direction === 'down' ? legs : legs.reverse();
}

/** The operator of an agent's tree (its root), whose games, payments and promotions accounts players use. */
export function operatorOf(path: string): string {
  return path.split('/').filter(Boolean)[0];
}
