/**
 * The demo operator's console users and roles, seeded after the agents (src/server/seed/demo.ts):
 * the demo logins get their display names, every agent gets a manager and a support user, and the
 * operator gets five roles. Ids come from names (stable across reseeds); the seeded users (not the
 * demo logins) share the password SEEDED_USER_PASSWORD, hashed once.
 */
import { P, type UserClaims } from '../../core/permissions';
import type { Db } from '../db';
import type { SeedInfo } from '../context';
import { hashPassword } from '../passwords';
import { agentScopedClaims, everyClaim, viewClaims } from './demo';
import { seededRandom, stableId } from './ids';
import { insertRows } from './reference';

/** The password of every seeded user other than the demo logins. */
export const SEEDED_USER_PASSWORD = 'Demo1234!';

const FIRST_NAMES = [
  'Maria',
  'Jonas',
  'Li',
  'Sofia',
  'Daniel',
  'Mei',
  'Lucas',
  'Hana',
  'Omar',
  'Elena',
  'Minjun',
  'Astrid',
];
const LAST_NAMES = [
  'Rossi',
  'Berg',
  'Wang',
  'Costa',
  'Novak',
  'Chen',
  'Silva',
  'Kim',
  'Haddad',
  'Lund',
  'Park',
  'Meyer',
];

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A manager of an agent: the users, agents, credit, cafe and report permissions of its hierarchy. */
function managerClaims(): UserClaims {
  return agentScopedClaims();
}

/** Front-desk work: cafes and their users, credit, terminals, and the view permissions. */
function cashierClaims(): UserClaims {
  const view = viewClaims();
  const desk = [
    P.CreditPos,
    P.RemovePosCredits,
    P.ViewPosUsers,
    P.AddPosUsers,
    P.EditPosUsers,
    P.ChangePosUsersPassword,
    P.MakeTerminalTransaction,
  ];
  return { ...view, AgentClaims: [...new Set([...(view.AgentClaims ?? []), ...desk])] };
}

/** What an auditor does: view everything, and read and run the ledger check. */
function auditorClaims(): UserClaims {
  const view = viewClaims();
  return { ...view, RtgClaims: [...(view.RtgClaims ?? []), P.AuditLedger] };
}

/** The report permissions alone. */
function reportClaims(): UserClaims {
  return {
    AgentClaims: [P.View2ndPlusLevelChildren],
    RtgClaims: [],
    RtgGroupClaims: everyClaim().RtgGroupClaims,
  };
}

export const DEMO_ROLES: readonly { name: string; claims: () => UserClaims }[] = [
  { name: 'Administrator', claims: everyClaim },
  { name: 'Agent manager', claims: managerClaims },
  { name: 'Cashier', claims: cashierClaims },
  { name: 'Auditor', claims: auditorClaims },
  { name: 'Report viewer', claims: reportClaims },
];

export async function seedUsers(db: Db, seed: SeedInfo): Promise<number> {
  const random = seededRandom(30061);
  // the demo logins (and other areas' seeded logins) were created without display names
  await db.query(
    `UPDATE users SET display_name = btrim(first_name || ' ' || last_name) WHERE display_name = ''`,
  );
  const hash = await hashPassword(SEEDED_USER_PASSWORD);
  const now = Date.now();
  const rows: unknown[][] = [];
  seed.agents.forEach((agent, i) => {
    const base = slug(agent.name);
    const kinds = [
      { suffix: 'manager', claims: managerClaims() },
      { suffix: 'support', claims: agent.depth === 0 ? viewClaims() : cashierClaims() },
    ];
    kinds.forEach((kind, k) => {
      const username = `${base}.${kind.suffix}`;
      const first = FIRST_NAMES[(i * 2 + k) % FIRST_NAMES.length];
      const last = LAST_NAMES[(i * 5 + k * 3) % LAST_NAMES.length];
      const signedIn = random() < 0.8;
      const lastLogin = signedIn ? new Date(now - Math.floor(random() * 30 * 24 * 3600) * 1000) : null;
      rows.push([
        stableId(`user:${username}`),
        agent.id,
        username,
        hash,
        `${first} ${last}`,
        `${first.toLowerCase()}.${last.toLowerCase()}@${base}.example`,
        // every ninth seeded user is deactivated (never a user of the root agent)
        agent.depth === 0 || (i * 2 + k) % 9 !== 4,
        lastLogin ? lastLogin.toISOString() : null,
        JSON.stringify(kind.claims),
      ]);
    });
  });
  await insertRows(
    db,
    'users',
    [
      'id',
      'agent_id',
      'username',
      'password_hash',
      'display_name',
      'email',
      'is_active',
      'last_login_at',
      'claims',
    ],
    rows,
  );
  await insertRows(
    db,
    'roles',
    ['id', 'name', 'claims'],
    DEMO_ROLES.map((role) => [stableId(`role:${role.name}`), role.name, JSON.stringify(role.claims())]),
  );
  return rows.length;
}
