/**
 * Property-based fuzzing of every endpoint the server answers (fast-check): generated paths, query
 * strings and bodies, shaped by each route's own JSON schema so that many requests get past
 * validation into the handlers, mixed with hostile values (NUL bytes, lone surrogates, invisible
 * text, non-decimal amounts, impossible dates, huge numbers, object-key names, wrong types).
 *
 * For every request:
 * - never a 5xx;
 * - never a changed balance (agent credit, pot balances, player balances) after a refused request.
 * After the run: never a stored value that fails the route's own contract schema (agents as
 * POST /api/agent validates them, amounts within the money maximum, claims within the vocabulary,
 * IP ranges as the whitelist accepts them, casinos as PUT /api/casino validates them, user names, display
 * names and the claims of users and roles), and no agent holding a casino its parent does not hold.
 *
 * Every route family also gets odd headers (a `report-name` of any Unicode, percent-encoded or raw, an
 * `Accept` of any kind, text/csv included, a `Last-Event-ID` of any text), path segments of any length
 * (past the 255 bytes a file name may have) and content, and dates of any year from 0 to 99999. At the
 * end, nothing was logged at error level (a 4xx is logged at info or warn, never with a stack at error).
 *
 * Bounded: a fixed number of runs per route (FUZZ_RUNS, default 25) from a fixed seed (FUZZ_SEED,
 * default 17), within a time budget shared by the routes (FUZZ_BUDGET_MS, default 25 s; on a loaded
 * machine fewer runs are made, but every route gets one whole run). A failure prints the seed and the
 * shrunk request.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimGrantRefusals } from '../../src/core/claim-grant';
import { MAX_AMOUNT_CENTS, readAmount } from '../../src/core/money';
import type { UserClaims } from '../../src/core/permissions';
import { isVisibleText } from '../../src/core/text';
import { PATTERNS } from '../../src/core/validation';
import type { ServedRoute } from '../../src/server/app';
import { SEEDED_ROUNDS } from '../../src/server/games/seed';
import { SERVICE_PREFIXES } from '../../src/server/app';
import { AJV_OPTIONS, strictBodySchemaController } from '../../src/server/validation';
import { startHarness, type Harness, type Login } from './harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 17);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 25_000);

let h: Harness;
const logLines: string[] = [];
const pool = {
  agents: [] as string[],
  balances: [] as string[],
  players: [] as string[],
  users: [] as string[],
};

beforeAll(async () => {
  // generous throttling: fuzzed sign-ins must not lock the harness out of its own sign-ins
  h = await startHarness({
    loginThrottle: {
      pair: { freeFailures: 1000, baseSeconds: 1, maxSeconds: 1 },
      userName: { freeFailures: 1000, baseSeconds: 1, maxSeconds: 1 },
      address: { freeFailures: 1000, baseSeconds: 1, maxSeconds: 1 },
      forgetAfterSeconds: 60,
    },
    log: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
  });
  const db = h.server.ctx.db;
  pool.agents = (await db.query<{ id: string }>('SELECT id FROM agents ORDER BY depth LIMIT 40')).rows.map(
    (r) => r.id,
  );
  pool.players = (await db.query<{ id: string }>('SELECT id FROM players LIMIT 10')).rows.map((r) => r.id);
  pool.users = Object.values(h.seed.users);
  // a few balances to transfer between
  for (const agentId of pool.agents.slice(1, 5)) {
    const r = await h.as<{ balanceIid: string }>('admin', 'api', 'POST', '/api/potBalance', {
      body: { agentId, currency: 'EUR', amount: '1000' },
    });
    if (r.status === 201) pool.balances.push(r.body.balanceIid);
  }
});
afterAll(async () => {
  await h?.close();
});

// ------------------------------------------------------------------------------ generators

/** Hostile values by kind; each kind is as likely as the others. */
const HOSTILE: Record<string, unknown[]> = {
  control: ['\u0000', 'a\u0000b', 'name\u0007', 'abc\u202Etxt', 'x\ud83c', '\udfb0', '%00', 'tab\there'],
  invisible: ['', ' ', '\u200b', '\u200b\u200b', '\ufeff', '\u3164'],
  amounts: [
    '0x10',
    '0b11',
    '0o7',
    '1e2',
    '1.5e1',
    '-1e2',
    '.5',
    '5.',
    ' 5',
    '-0',
    '1,000',
    '9999999999999.99',
    '10000000000000',
    '999999999999999.99',
    '-9999999999999.99',
  ],
  dates: [
    '2024-02-30',
    '2024-13-01',
    '2024-01-01T25:00:00Z',
    '0000-01-01',
    '2024-01-01T10:00+99:00',
    '2024-02-29T23:59:60Z',
  ],
  objectKeys: ['constructor', '__proto__', 'constructor.svg', '__proto__.svg', 'prototype', 'toString'],
  sizes: [
    'A'.repeat(300),
    '😀'.repeat(60),
    '../../etc/passwd',
    1e18,
    -1,
    0,
    0.001,
    1.5,
    2147483648,
    Number.MAX_SAFE_INTEGER,
    1e308,
  ],
  types: [true, false, null, [], {}, [5], ['5'], { $ne: 1 }, [[[]]]],
};

/** A date of any year from 0 to 99999 (with impossible months and days now and then), maybe with a time. */
const anyYearDate = fc
  .tuple(
    fc.integer({ min: 0, max: 99_999 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.option(fc.constantFrom('T00:00:00Z', 'T23:59:59+14:00', ' 12:00', 'T10:00:00.123456-05:30')),
  )
  .map(
    ([y, m, d, time]) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}${time ?? ''}`,
  );

/** A path segment of any length and content: past the 255 bytes a file name may have, any Unicode. */
const anySegment = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 200, max: 6000 }).map((n) => 'a'.repeat(n)),
  fc
    .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }), fc.integer({ min: 50, max: 400 }))
    .map(([unit, n]) => unit.repeat(n)),
);

/** Headers every route may get: report-name, Accept and Last-Event-ID of any content. */
const oddHeaders = fc.record(
  {
    'report-name': fc.oneof(
      fc.string({ unit: 'binary', maxLength: 120 }).map((t) => encodeSegment(t)),
      fc.string({ unit: 'grapheme', maxLength: 120 }).map((t) => encodeURIComponent(t)),
      fc.constantFrom('%ED%A0%80', '%F0%9F', '%', 'caf%C3', `${'r'.repeat(99)}%F0%9F%98%80`),
      fc.string({ maxLength: 200 }).map((t) => t.replace(/[^\x20-\x7e]/g, '')),
    ),
    accept: fc.constantFrom(
      'text/csv',
      'application/json',
      '*/*',
      'text/event-stream',
      'text/csv;q=0, */*',
      'x/y',
    ),
    'last-event-id': fc.oneof(
      fc.constantFrom('1', '0', '-1', '999999999999999999999', '1e3', ' 7 ', 'abc'),
      fc.string({ maxLength: 30 }).map((t) => t.replace(/[^\x20-\x7e]/g, '')),
    ),
  },
  { requiredKeys: [] },
);

/** Known ids of the kind a field names (agentId, balanceIid, playerId, ...), or any GUID. */
const uuidFor = (name: string) => {
  const known = /balance/i.test(name)
    ? pool.balances
    : /player/i.test(name)
      ? pool.players
      : /user/i.test(name)
        ? pool.users
        : pool.agents;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...pool.agents, ...pool.balances, ...pool.players, ...pool.users),
    },
    { weight: 1, arbitrary: fc.uuid() },
  );
};

const hostile = () =>
  fc.oneof(
    ...Object.values(HOSTILE).map((values) => fc.constantFrom(...values)),
    fc.string({ maxLength: 40, unit: 'binary' }),
    fc.jsonValue({ maxDepth: 2 }),
  );

type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
};

/** A value the schema would likely accept (so the request reaches the handler). */
function plausible(schema: Schema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostile();
  if (schema.anyOf?.length)
    return fc.oneof(
      ...schema.anyOf.map((s) => plausible({ ...schema, anyOf: undefined, ...s }, name, depth + 1)),
    );
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = [schema.type ?? []].flat();
  if (schema.format === 'uuid') return uuidFor(name);
  if (schema.format === 'amount')
    return fc.oneof(
      fc.constantFrom('1', '10.5', '0.01', '100', '9999999999999.99'),
      fc.integer({ min: 0, max: 5000 }),
    );
  if (schema.format === 'signed-amount') return fc.constantFrom('1', '-1', '10.05', '-0.01', '+2', '500000');
  if (schema.format === 'calendar-date-time')
    return fc.oneof(fc.constantFrom('2024-02-29', '2025-01-01T10:00:00Z', '2020-06-30 12:00'), anyYearDate);
  if (schema.pattern === '^[0-9]{1,18}$')
    return fc.constantFrom(...Object.values(SEEDED_ROUNDS).flat(), '1', '999999999999999999');
  if (schema.pattern === '^[A-Z]{3}$') return fc.constantFrom('EUR', 'USD', 'CNY', 'XYZ');
  if (schema.pattern === '^[A-Z]{2}$') return fc.constantFrom('MT', 'DE', 'ZZ');
  if (name === 'timezoneId') return fc.constantFrom('Europe/Malta', 'Europe/London', 'Mars/Olympus');
  if (name === 'email') return fc.constantFrom('', 'desk@club.example', null);
  if (name === 'phone') return fc.constantFrom('', '+356 2123 4567', null);
  if (types.includes('object') || schema.properties) {
    const props = schema.properties ?? {};
    const keys = Object.keys(props);
    const whole = fc.record(Object.fromEntries(keys.map((k) => [k, plausible(props[k], k, depth + 1)])), {
      requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)),
    });
    if (!keys.length) return whole;
    // one field hostile, the others plausible: the request gets past most checks to the one that matters
    return fc.oneof(
      { weight: 2, arbitrary: whole },
      {
        weight: 1,
        arbitrary: fc
          .tuple(whole, fc.constantFrom(...keys), hostile())
          .map(([o, k, v]) => ({ ...(o as object), [k]: v })),
      },
    );
  }
  if (types.includes('array')) return fc.array(plausible(schema.items, name, depth + 1), { maxLength: 4 });
  if (types.includes('boolean')) return fc.boolean();
  if (types.includes('integer'))
    return fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 1_000_000) });
  if (types.includes('number')) return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
  if (types.includes('string'))
    return fc.oneof(
      fc.constantFrom(
        'Aurora Test',
        'Club Nord',
        'Ωmega 网点',
        'CanViewAgents',
        'CanViewCasinos',
        '10.0.0.0/8',
        'en.json',
      ),
      fc.string({ maxLength: 30 }),
    );
  return hostile();
}

/** Mostly plausible, sometimes hostile as a whole. */
const value = (schema: Schema | undefined, name = ''): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 5, arbitrary: plausible(schema, name) }, { weight: 1, arbitrary: hostile() });

/** Percent-encodes a path segment; a lone surrogate goes as its (invalid) UTF-8 bytes. */
function encodeSegment(text: string): string {
  return text.replace(/[\s\S]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      const code = c.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => '%' + b.toString(16).toUpperCase())
        .join('');
    }
  });
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

interface FuzzRequest {
  who: Login | null;
  path: string;
  query: Record<string, string>;
  body: unknown;
  form: boolean;
  headers: Record<string, string>;
}

function requestFor(route: ServedRoute): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { querystring?: Schema; params?: Schema; body?: Schema };
  const params = route.url.match(/:(\w+)|\*/g) ?? [];
  const segment = (name: string) =>
    fc
      .oneof(
        {
          weight: 4,
          arbitrary: value(schema.params?.properties?.[name.replace(/^:/, '')], name.replace(/^:/, '')),
        },
        { weight: 1, arbitrary: anySegment },
      )
      .map((v) => encodeSegment(asText(v)));
  return fc.record({
    who: fc.constantFrom<Login | null>('admin', 'admin', 'admin', 'admin', 'agent', 'agent', 'viewer', null),
    path: fc
      .tuple(
        ...params.map((p) =>
          p === '*'
            ? fc.oneof(
                fc.webPath(),
                fc
                  .array(anySegment, { minLength: 1, maxLength: 3 })
                  .map((l) => l.map(encodeSegment).join('/')),
              )
            : segment(p),
        ),
      )
      .map((values) => {
        let i = 0;
        return route.url.replace(/:(\w+)|\*/g, () => String(values[i++]).replace(/^\//, ''));
      }),
    query: (schema.querystring
      ? plausible(schema.querystring)
      : fc.dictionary(fc.string({ maxLength: 8 }), hostile(), { maxKeys: 3 })
    ).map((q) =>
      Object.fromEntries(
        Object.entries((q && typeof q === 'object' ? q : {}) as Record<string, unknown>).map(([k, v]) => [
          k,
          asText(v),
        ]),
      ),
    ),
    body: route.method === 'GET' || route.method === 'DELETE' ? fc.constant(undefined) : value(schema.body),
    // the identity service takes forms; other services get one now and then
    form: route.service === 'identity' ? fc.boolean() : fc.constantFrom(false, false, false, false, true),
    headers: fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: oddHeaders }),
  });
}

// ------------------------------------------------------------------------------ invariants

async function balances(): Promise<string> {
  const { rows } = await h.server.ctx.db.query<{ s: string }>(
    `SELECT concat_ws('|',
       (SELECT string_agg(id || ':' || credit_amount || ':' || blocked_amount, ',' ORDER BY id) FROM agents),
       (SELECT string_agg(balance_iid || ':' || amount, ',' ORDER BY balance_iid) FROM pot_balances),
       (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM players)) AS s`,
  );
  return rows[0].s;
}

async function send(route: ServedRoute, r: FuzzRequest) {
  const isForm = r.form && r.body && typeof r.body === 'object' && !Array.isArray(r.body);
  return h.as(r.who, route.service, route.method, r.path, {
    query: r.query,
    headers: r.headers,
    ...(isForm
      ? { form: Object.fromEntries(Object.entries(r.body as object).map(([k, v]) => [k, asText(v)])) }
      : r.body === undefined
        ? {}
        : {
            body: r.body,
            contentType:
              route.method === 'PATCH' && route.url === '/api/agent'
                ? 'application/json-patch+json'
                : undefined,
          }),
  });
}

describe('fuzzing every endpoint: never a 5xx, never a changed balance after a refused request, never a stored value failing the schema', () => {
  it('the server lists its routes, every service included', () => {
    const services = new Set(h.server.routes.map((r) => r.service));
    for (const s of [...Object.keys(SERVICE_PREFIXES), 'console']) expect(services).toContain(s);
    expect(h.server.routes.length).toBeGreaterThan(30);
  });

  it('generated requests to every route', async () => {
    const perRoute = Math.max(100, Math.floor(BUDGET_MS / h.server.routes.length));
    // A run cut off by the time limit leaves its request running on the server: the next route waits
    // for it (outside its own time), so a change it makes late is never taken for the next request's.
    let inFlight: Promise<unknown> = Promise.resolve();
    for (const route of h.server.routes) {
      await inFlight;
      const property = fc.asyncProperty(requestFor(route), async (request) => {
        const before = await balances();
        const sent = send(route, request);
        inFlight = sent.catch(() => undefined);
        const response = await sent;
        expect(response.status, `${route.method} ${route.url} -> ${response.text}`).toBeLessThan(500);
        if (response.status >= 400)
          expect(await balances(), `${route.method} ${route.url} changed money`).toBe(before);
      });
      const details = await fc.check(property, {
        numRuns: RUNS,
        seed: SEED,
        endOnFailure: true,
        plugins: [fc.interruptAfterTimeLimit(perRoute)],
      });
      if (details.interrupted && details.numRuns === 0) {
        // the machine was too slow for even one request within the route's time: one request, untimed
        await inFlight;
        await fc.assert(property, { numRuns: 1, seed: SEED, endOnFailure: true });
      } else if (details.failed) {
        throw new Error(await fc.asyncDefaultReportMessage(details));
      }
    }
    await inFlight.catch(() => undefined);
  });

  it('generated paths under every service answer below 500', async () => {
    const services = ['console', 'identity', 'api', 'casinoManagement', 'report'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...services),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.oneof(
          fc.webPath(),
          fc
            .array(anySegment, { minLength: 1, maxLength: 3 })
            .map((l) => `/${l.map(encodeSegment).join('/')}`),
        ),
        fc.constantFrom<Login | null>('admin', null),
        async (service, method, p, who) => {
          const response = await h.as(who, service, method, p.startsWith('/') ? p : `/${p}`, {
            body: method === 'GET' ? undefined : {},
          });
          expect(response.status, `${method} ${service} ${p}`).toBeLessThan(500);
        },
      ),
      {
        numRuns: RUNS * 10,
        seed: SEED,
        endOnFailure: true,
        plugins: [fc.interruptAfterTimeLimit(BUDGET_MS / 5)],
      },
    );
  });

  /** The body validator of a route, as the server compiles it. */
  function bodyValidator(method: string, url: string) {
    const route = h.server.routes.find((r) => r.method === method && r.url === url);
    return strictBodySchemaController().compilersFactory.buildValidator(
      {},
      AJV_OPTIONS as never,
    )({
      schema: route?.schema?.body,
      httpPart: 'body',
      method,
      url,
    } as never) as unknown as ((data: unknown) => boolean) & { errors?: unknown };
  }

  it('every stored agent, balance, claim list and IP range still passes the contract schema', async () => {
    const db = h.server.ctx.db;
    const validate = bodyValidator('POST', '/api/agent');
    const everything: UserClaims = { AgentClaims: null, RtgClaims: null, RtgGroupClaims: null };
    const { rows: agents } = await db.query<{
      id: string;
      name: string;
      parent_id: string | null;
      currency_id: string;
      country_id: string | null;
      timezone_id: string | null;
      email: string | null;
      phone: string | null;
      is_active: boolean;
      credit_source: boolean;
      credit_amount: string;
      blocked_amount: string;
      claims: UserClaims | null;
    }>('SELECT * FROM agents WHERE parent_id IS NOT NULL');
    for (const a of agents) {
      const asSent = {
        name: a.name,
        parentId: a.parent_id,
        currencyId: a.currency_id,
        countryId: a.country_id,
        timezoneId: a.timezone_id,
        email: a.email,
        phone: a.phone,
        isActive: a.is_active,
        creditSource: a.credit_source,
        ...(a.claims ? { claims: a.claims } : {}),
      };
      expect(validate(asSent), `agent ${a.id} ${JSON.stringify(validate.errors)}`).toBe(true);
      for (const amount of [a.credit_amount, a.blocked_amount]) {
        const read = readAmount(amount);
        expect(read.ok && read.cents <= MAX_AMOUNT_CENTS, `agent ${a.id} amount ${amount}`).toBe(true);
      }
      if (a.claims) expect(claimGrantRefusals(a.claims, everything), `agent ${a.id} claims`).toEqual([]);
    }
    const { rows: pots } = await db.query<{ amount: string }>('SELECT amount FROM pot_balances');
    for (const p of pots) expect(readAmount(p.amount).ok, `balance ${p.amount}`).toBe(true);
    const { rows: ranges } = await db.query<{ range: string }>('SELECT range FROM ip_whitelist');
    for (const r of ranges) expect(PATTERNS.ipCidr.test(r.range), r.range).toBe(true);
    const { rows: users } = await db.query<{ username: string; display_name: string; claims: UserClaims }>(
      'SELECT username, display_name, claims FROM users',
    );
    for (const u of users) {
      expect(PATTERNS.userName.test(u.username), `user name ${u.username}`).toBe(true);
      expect(isVisibleText(u.display_name), `display name of ${u.username}`).toBe(true);
      expect(claimGrantRefusals(u.claims, everything), `claims of ${u.username}`).toEqual([]);
    }
    const { rows: roles } = await db.query<{ name: string; claims: UserClaims }>(
      'SELECT name, claims FROM roles',
    );
    for (const r of roles) {
      expect(isVisibleText(r.name), `role ${r.name}`).toBe(true);
      expect(claimGrantRefusals(r.claims, everything), `claims of role ${r.name}`).toEqual([]);
    }
  });

  it('every stored casino still passes PUT /api/casino’s schema, and every agent holds only casinos its parent holds', async () => {
    const db = h.server.ctx.db;
    const validate = bodyValidator('PUT', '/api/casino');
    const { rows: casinos } = await db.query<Record<string, unknown>>(
      `SELECT c.id, c.name, c.status, c.default_language_id AS "defaultLanguage", c.lobby_url AS "lobbyUrl",
         c.game_history_url AS "gameHistoryUrl",
         coalesce((SELECT array_agg(x.currency_id ORDER BY x.position) FROM casino_currencies x WHERE x.casino_id = c.id), '{}') AS currencies,
         coalesce((SELECT array_agg(x.language_id ORDER BY x.position) FROM casino_languages x WHERE x.casino_id = c.id), '{}') AS languages,
         coalesce((SELECT array_agg(x.external_game_id) FROM casino_games x WHERE x.casino_id = c.id), '{}') AS games
       FROM casinos c`,
    );
    for (const { id, ...casino } of casinos)
      expect(validate(casino), `casino ${String(id)} ${JSON.stringify(validate.errors)}`).toBe(true);
    const { rows: orphans } = await db.query<{ casino_id: string; agent_id: string }>(
      `SELECT ca.casino_id, ca.agent_id FROM casino_agents ca JOIN agents a ON a.id = ca.agent_id
       JOIN agents p ON p.id = a.parent_id
       WHERE p.parent_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM casino_agents pa WHERE pa.casino_id = ca.casino_id AND pa.agent_id = p.id)`,
    );
    expect(orphans).toEqual([]);
  });

  it('nothing was logged at error level: odd input is logged at info or warn, never with a stack at error', () => {
    const errors = logLines
      .map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } })
      .filter((line) => line.level >= 50)
      .map((line) => `${line.msg}: ${line.err?.message ?? ''}`);
    expect(errors).toEqual([]);
  });
});
