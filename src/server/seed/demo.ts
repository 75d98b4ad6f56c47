/**
 * The demo operator seeded on first start (and on --reset): a root agent with four levels below
 * it in five currencies, three demo logins, players, pot balances, IP whitelists and wallet links.
 * Ids are stable (derived from names), so documentation and tests may rely on them.
 */
import { PERMISSIONS, REPORT_PERMISSIONS, P, type ClaimType, type UserClaims } from '../../core/permissions';
import type { Db } from '../db';
import type { SeedAgent, SeedInfo, SeedPlayer } from '../context';
import { hashPassword } from '../passwords';
import { seededRandom, stableId } from './ids';
import { insertRows } from './reference';

export const DEMO_LOGINS = [
  { username: 'admin', password: 'Admin123!', role: 'root agent, every claim' },
  {
    username: 'agent',
    password: 'Agent123!',
    role: 'second-level agent (Aurora Americas), agent-scoped claims',
  },
  { username: 'viewer', password: 'Viewer123!', role: 'root agent, view permissions only' },
] as const;

export const ROOT_AGENT_ID = stableId('agent:Aurora Gaming Group');
export const AMERICAS_AGENT_ID = stableId('agent:Aurora Americas');

const names = (type: ClaimType) => PERMISSIONS.filter((p) => p.type === type).map((p) => p.name);

/** Every claim, listed (not null), as the admin holds them. */
export function everyClaim(): UserClaims {
  return {
    AgentClaims: names('AgentClaims'),
    RtgClaims: names('RtgClaims'),
    RtgGroupClaims: names('RtgGroupClaims'),
  };
}

/** Agent-scoped claims only: the AgentClaims and the agent-scoped reports (jackpot history is global). */
export function agentScopedClaims(): UserClaims {
  return {
    AgentClaims: names('AgentClaims'),
    RtgClaims: [],
    RtgGroupClaims: REPORT_PERMISSIONS.filter((r) => r !== P.ViewJackpotHistoryReport),
  };
}

/** View permissions only (view, list, see, request and the report views). */
export function viewClaims(): UserClaims {
  const isView = (n: string) => /^Can(View|List|See|Request)/.test(n);
  return {
    AgentClaims: names('AgentClaims').filter(isView),
    RtgClaims: names('RtgClaims').filter(isView),
    RtgGroupClaims: names('RtgGroupClaims').filter(isView),
  };
}

interface Region {
  name: string;
  currency: string;
  country: string;
  timezone: string;
  credit: number;
  masters: [master: string, subs: [string, string]][];
}

const REGIONS: Region[] = [
  {
    name: 'Aurora Europe',
    currency: 'EUR',
    country: 'MT',
    timezone: 'Europe/Malta',
    credit: 2_500_000,
    masters: [
      ['Valletta Bay Gaming', ['Sliema Lounge', "St Julian's Club"]],
      ['Riviera Slots Ltd', ['Nice Côte Casino', 'Monaco Corner']],
      ['Adriatic Play', ['Split Harbour Games', 'Dubrovnik Nights']],
    ],
  },
  {
    name: 'Aurora Americas',
    currency: 'USD',
    country: 'US',
    timezone: 'America/New_York',
    credit: 1_800_000,
    masters: [
      ['Liberty Gaming Partners', ['Atlantic City Lounge', 'Boardwalk Spins']],
      ['Gulf Coast Entertainment', ['Biloxi Riverboat', 'New Orleans Jazz Club']],
      ['Maple Leaf Play', ['Toronto Lakeside', 'Vancouver Harbour']],
    ],
  },
  {
    name: 'Aurora Greater China',
    currency: 'CNY',
    country: 'CN',
    timezone: 'Asia/Shanghai',
    credit: 12_000_000,
    masters: [
      ['Golden Dragon Entertainment', ['Shenzhen Bay Lounge', 'Guangzhou Tower Club']],
      ['Pearl River Gaming', ['Zhuhai Harbour', 'Foshan Lucky Star']],
      ['Macau Lotus Club', ['Cotai Strip Salon', 'Taipa Village Club']],
    ],
  },
  {
    name: 'Aurora Korea',
    currency: 'KRW',
    country: 'KR',
    timezone: 'Asia/Seoul',
    credit: 2_000_000_000,
    masters: [
      ['Han River Gaming', ['Gangnam Lounge', 'Itaewon Club']],
      ['Busan Ocean Play', ['Haeundae Beach Club', 'Seomyeon Nights']],
      ['Jeju Island Resorts', ['Jungmun Resort Casino', 'Seogwipo Lounge']],
    ],
  },
  {
    name: 'Aurora Nordics',
    currency: 'SEK',
    country: 'SE',
    timezone: 'Europe/Stockholm',
    credit: 9_000_000,
    masters: [
      ['Northern Lights Gaming', ['Stockholm Old Town', 'Gothenburg Harbour']],
      ['Baltic Sea Play', ['Tallinn Gate', 'Riga Amber Club']],
      ['Fjord Entertainment', ['Bergen Wharf', 'Oslo Opera Lounge']],
    ],
  },
];

const PLAYER_NAMES = [
  'lucky_ace',
  'spin_master',
  'golden_goose',
  'night_owl',
  'high_roller',
  'red_queen',
  'jade_tiger',
  'silver_fox',
  'blue_whale',
  'wild_card',
  'happy_panda',
  'iron_bear',
];

interface AgentRow {
  id: string;
  name: string;
  parentId: string | null;
  path: string;
  depth: number;
  currency: string;
  country: string;
  timezone: string;
  creditSource: boolean;
  credit: string;
}

const cents = (n: number) => n.toFixed(2);

/** Builds the demo tree in memory (root first, parents before children). */
export function demoAgents(): AgentRow[] {
  const rows: AgentRow[] = [];
  const add = (
    name: string,
    parent: AgentRow | null,
    r: { currency: string; country: string; timezone: string },
    credit: number,
    creditSource = false,
  ): AgentRow => {
    const id = stableId(`agent:${name}`);
    const row: AgentRow = {
      id,
      name,
      parentId: parent?.id ?? null,
      path: `${parent?.path ?? '/'}${id}/`,
      depth: parent ? parent.depth + 1 : 0,
      currency: r.currency,
      country: r.country,
      timezone: r.timezone,
      creditSource,
      credit: cents(credit),
    };
    rows.push(row);
    return row;
  };
  const root = add(
    'Aurora Gaming Group',
    null,
    { currency: 'EUR', country: 'MT', timezone: 'Europe/Malta' },
    0,
    true,
  );
  for (const region of REGIONS) {
    const r = add(region.name, root, region, region.credit);
    for (const [masterName, subs] of region.masters) {
      const master = add(masterName, r, region, region.credit / 10);
      subs.forEach((subName, i) => {
        const sub = add(subName, master, region, region.credit / 100);
        if (i === 0) add(`${subName} Cafe`, sub, region, region.credit / 1000);
      });
    }
  }
  return rows;
}

export async function seedDemo(db: Db): Promise<SeedInfo> {
  const random = seededRandom(20261123);
  const everything = everyClaim();
  const agents = demoAgents();
  await insertRows(
    db,
    'agents',
    [
      'id',
      'name',
      'parent_id',
      'path',
      'depth',
      'currency_id',
      'country_id',
      'timezone_id',
      'credit_source',
      'credit_amount',
      'claims',
      'email',
    ],
    agents.map((a) => [
      a.id,
      a.name,
      a.parentId,
      a.path,
      a.depth,
      a.currency,
      a.country,
      a.timezone,
      a.creditSource,
      a.credit,
      a.depth === 0 ? JSON.stringify(everything) : null,
      `office@${a.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
    ]),
  );

  const users = {
    admin: stableId('user:admin'),
    agent: stableId('user:agent'),
    viewer: stableId('user:viewer'),
  };
  const userRows = [
    [
      users.admin,
      ROOT_AGENT_ID,
      'admin',
      'Admin123!',
      'Ada',
      'Admin',
      'admin@aurora-gaming.example',
      everything,
    ],
    [
      users.agent,
      AMERICAS_AGENT_ID,
      'agent',
      'Agent123!',
      'Alex',
      'Rivera',
      'alex@aurora-americas.example',
      agentScopedClaims(),
    ],
    [
      users.viewer,
      ROOT_AGENT_ID,
      'viewer',
      'Viewer123!',
      'Vera',
      'Lund',
      'vera@aurora-gaming.example',
      viewClaims(),
    ],
  ] as const;
  const hashed = await Promise.all(userRows.map((u) => hashPassword(u[3])));
  await insertRows(
    db,
    'users',
    ['id', 'agent_id', 'username', 'password_hash', 'first_name', 'last_name', 'email', 'claims'],
    userRows.map((u, i) => [u[0], u[1], u[2], hashed[i], u[4], u[5], u[6], JSON.stringify(u[7])]),
  );

  const players: SeedPlayer[] = [];
  for (const a of agents.filter((x) => x.depth >= 2)) {
    const count = 2 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) {
      const name = `${PLAYER_NAMES[Math.floor(random() * PLAYER_NAMES.length)]}${100 + Math.floor(random() * 900)}`;
      if (players.some((p) => p.agentId === a.id && p.name === name)) continue;
      // a login name is unique per operator: a name drawn twice gets a suffix (the id stays the drawn name's)
      const uses = players.filter((p) => p.name === name || p.name.startsWith(`${name}_`)).length;
      players.push({
        id: stableId(`player:${a.id}:${name}`),
        agentId: a.id,
        name: uses ? `${name}_${uses + 1}` : name,
        currency: a.currency,
      });
    }
  }
  await insertRows(
    db,
    'players',
    ['id', 'agent_id', 'name', 'currency', 'balance', 'status', 'logged_in'],
    players.map((p) => [
      p.id,
      p.agentId,
      p.name,
      p.currency,
      cents(Math.round(random() * 500000) / 100),
      random() < 0.1 ? 'Blocked' : 'Active',
      random() < 0.4,
    ]),
  );

  const regions = agents.filter((a) => a.depth === 1);
  const masters = agents.filter((a) => a.depth === 2);
  await insertRows(
    db,
    'pot_balances',
    ['balance_iid', 'agent_id', 'currency', 'amount', 'is_default'],
    [...regions, ...masters.slice(0, 6)].map((a) => [
      stableId(`pot:${a.id}`),
      a.id,
      a.currency,
      cents(a.depth === 1 ? 50_000 : 5_000),
      true,
    ]),
  );
  await insertRows(
    db,
    'ip_whitelist',
    ['agent_id', 'position', 'range'],
    regions.flatMap((a, i) => [
      [a.id, 0, `10.${i + 1}.0.0/16`],
      [a.id, 1, `192.168.${i + 10}.0/24`],
    ]),
  );
  await insertRows(
    db,
    'wallet_parent',
    ['agent_id', 'parent_agent_id'],
    masters.filter((m) => m.parentId === regions[0].id).map((m) => [m.id, m.parentId]),
  );

  const seedAgents: SeedAgent[] = agents.map((a) => ({
    id: a.id,
    name: a.name,
    parentId: a.parentId,
    currencyId: a.currency,
    depth: a.depth,
  }));
  return {
    rootAgentId: ROOT_AGENT_ID,
    secondLevelAgentId: AMERICAS_AGENT_ID,
    agents: seedAgents,
    players,
    users,
  };
}

/** The stable id of a demo agent by its name (e.g. 'Aurora Europe'). */
export const demoAgentId = (name: string): string => stableId(`agent:${name}`);
