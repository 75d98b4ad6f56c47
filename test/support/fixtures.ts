/**
 * Fixture factories: the data the tests send and receive, typed by what the source exports, with
 * the agent ids every test shares. Each factory gives a fresh object; `change` replaces fields.
 */
import type { Agent as AgentDetails } from '../../src/core/areas/agents/contract';
import type { User } from '../../src/core/areas/users/contract';
import type { Cafe, CafeCommand, CafeUser } from '../../src/core/areas/cafes/contract';
import type { Terminal } from '../../src/core/areas/terminals/contract';
import { mergeAgent, type Agent } from '../../src/core/agents';
import type { ClaimItem, Country, Currency, Timezone } from '../../src/core/reference/contract';
import { P } from '../../src/core/permissions';
import { fetchMock } from './fetch-mock';

export type { Agent, AgentDetails, User };

/** The account's own agent. */
export const OWN = '11111111-1111-4111-8111-111111111111';
/** A direct child of OWN. */
export const CHILD = '22222222-2222-4222-8222-222222222222';
/** A child of CHILD. */
export const GRANDCHILD = '33333333-3333-4333-8333-333333333333';
/** An agent outside the tree the tests build (a wallet parent, a search hit). */
export const OTHER = '44444444-4444-4444-8444-444444444444';
/** A second direct child of OWN. */
export const SECOND = '55555555-5555-4555-8555-555555555555';
/** The parent of OWN (OWN is not the root of the whole tree). */
export const PARENT = '00000000-0000-4000-8000-000000000000';

/** A GUID made from a number (agents of generated trees). */
export function guid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/**
 * An agent as the agents API answers it: CHILD, named Child, 100.00 EUR of credit. Without a
 * `childrenCount` (the list counts sub-agents itself when a server leaves it out).
 */
export function agentDetails(change: Partial<AgentDetails> = {}): AgentDetails {
  return <AgentDetails>{
    id: CHILD,
    name: 'Child',
    parentId: OWN,
    hasChildren: false,
    creditSource: false,
    creditAmount: 100,
    blockedAmount: 0,
    currencyId: 'EUR',
    countryId: 'MT',
    timezoneId: 'Europe/Malta',
    email: null,
    phone: null,
    isActive: true,
    level: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...change,
  };
}

/** A console user as the users API answers it: 'jane' of CHILD, active, never signed in. */
export function userDetails(change: Partial<User> = {}): User {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    userName: 'jane',
    displayName: 'Jane Doe',
    email: 'jane@example.com',
    agentId: CHILD,
    agentName: 'Child',
    agentParentId: OWN,
    isActive: true,
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...change,
  };
}

/** Currencies as GET /api/currency answers: EUR and USD. */
export function currencies(): Currency[] {
  return [
    { id: 'EUR', name: 'Euro' },
    { id: 'USD', name: 'US Dollar' },
  ];
}

/** Countries as GET /api/country answers: Malta and the United States. */
export function countries(): Country[] {
  return [
    { id: 'MT', name: 'Malta' },
    { id: 'US', name: 'United States' },
  ];
}

/** Time zones as GET /api/timezone answers: Malta and New York. */
export function timezones(): Timezone[] {
  return [
    { id: 'Europe/Malta', timezoneLocation: 'Malta' },
    { id: 'America/New_York', timezoneLocation: 'New York' },
  ];
}

/** Claims a creator may grant, as GET /api/claim/allowed answers: view agents and view casinos. */
export function grantableClaims(): ClaimItem[] {
  return [
    { type: 'AgentClaims', value: P.ViewAgents, label: 'Can View Agents' },
    { type: 'RtgClaims', value: P.ViewCasinos, label: 'Can View Casinos' },
  ];
}

/** An agent of the navigation tree; `children` undefined is an agent whose children are not fetched. */
export function treeAgent(id: string, name: string, children?: Agent[], change: Partial<Agent> = {}): Agent {
  return {
    id,
    name,
    parentId: null,
    children,
    hasChildren: (children?.length ?? 0) > 0,
    creditSource: false,
    creditAmount: 0,
    blockedAmount: 0,
    currencyId: 'EUR',
    countryId: 'MT',
    timezoneId: 'UTC',
    ...change,
  };
}

/** A placeholder as the server's one-level answer sends it: hasChildren with an empty children list. */
export function placeholder(id: string, name: string): Agent {
  return treeAgent(id, name, [], { hasChildren: true });
}

/** The small tree of most tests: Head office > (Child agent > Grandchild agent), Second agent. */
export function smallTree(): Agent {
  return treeAgent(OWN, 'Head office', [
    treeAgent(CHILD, 'Child agent', [treeAgent(GRANDCHILD, 'Grandchild agent')]),
    treeAgent(SECOND, 'Second agent'),
  ]);
}

/** A root with `count` children named 'Agent 1'...'Agent n' (ids guid(1)...guid(n)). */
export function wideTree(count: number): Agent {
  const children: Agent[] = [];
  for (let i = 1; i <= count; i++) children.push(treeAgent(guid(i), `Agent ${i}`));
  return treeAgent(OWN, 'Head office', children);
}

/** Puts a tree into the agents store as if it had been fetched (no element needed). */
export function knowTree(tree: Agent): void {
  mergeAgent(structuredClone(tree));
}

/** Answers GET /api/navigation/tree?agentId with the subtree of `tree` rooted at that agent (404 if none). */
export function serveTree(tree: Agent): void {
  fetchMock.addRoute('GET /api/navigation/tree', (call) => {
    const wanted = call.url.searchParams.get('agentId');
    const stack = [tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.id === wanted) return { body: structuredClone(node) };
      stack.push(...(node.children ?? []));
    }
    return undefined;
  });
}

/** A fresh copy of a recorded response (fixtures/*.json of a test folder), with fields replaced. */
export function recorded<T>(response: T, change: Record<string, unknown> = {}): T {
  return { ...structuredClone(response), ...change } as T;
}

// ---------------------------------------------------------------------------------------------
// Cafes and terminals
// ---------------------------------------------------------------------------------------------

/** A cafe of OWN as GET /api/pos answers it. */
export const CAFE = '66666666-6666-4666-8666-666666666666';
/** A user of CAFE. */
export const CAFE_USER = '77777777-7777-4777-8777-777777777777';

/** A cafe as the cafes API answers it: CAFE of OWN, 'Corner Cafe', 250.00 EUR, enabled, seen. */
export function cafeDetails(change: Partial<Cafe> = {}): Cafe {
  return {
    id: CAFE,
    agentId: OWN,
    name: 'Corner Cafe',
    address: '1 Harbour Street',
    currencyId: 'EUR',
    balance: 250,
    incomingAmount: 0,
    reservedAmount: 0,
    operationsEnabled: true,
    pendingCommands: 0,
    pendingOperationsEnabled: null,
    lastSeenAt: '2026-11-20T10:00:00.000Z',
    wipedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...change,
  };
}

/** A POS user as the API answers it: CAFE_USER 'mia', an active Cashier of CAFE. */
export function cafeUserDetails(change: Partial<CafeUser> = {}): CafeUser {
  return {
    id: CAFE_USER,
    posId: CAFE,
    agentId: OWN,
    userName: 'mia',
    fullName: 'Mia Rossi',
    role: 'Cashier',
    isActive: true,
    passwordChangedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...change,
  };
}

/** A command of CAFE: a pending deposit of 50.00 for 'mia'. */
export function cafeCommand(change: Partial<CafeCommand> = {}): CafeCommand {
  return {
    id: '88888888-8888-4888-8888-888888888888',
    posId: CAFE,
    type: 'ADJUST_BALANCE',
    status: 'PENDING',
    amount: 50,
    userId: CAFE_USER,
    userName: 'mia',
    report: null,
    createdBy: 'admin',
    createdAt: '2026-11-20T10:00:00.000Z',
    pickedUpAt: null,
    ...change,
  };
}

/** A terminal as the terminals API answers it: 'Corner Cafe T1' of CHILD in CAFE, 40.00 EUR, online. */
export function terminalDetails(change: Partial<Terminal> = {}): Terminal {
  return {
    id: '99999999-9999-4999-8999-999999999999',
    name: 'Corner Cafe T1',
    agentId: CHILD,
    agentName: 'Child agent',
    agentParentId: OWN,
    posId: CAFE,
    posName: 'Corner Cafe',
    status: 'ONLINE',
    currencyId: 'EUR',
    balance: 40,
    lastTransactionAt: null,
    ...change,
  };
}
