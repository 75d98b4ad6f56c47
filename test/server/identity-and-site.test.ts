/**
 * Identity service, the console origin (config.json, versions, login info, image CDN, index
 * fallback) and service placement: this file runs the server with `splitPorts`, so every service is
 * on its own origin and CORS allow-listing is exercised for real, and with the 1500 agents of the
 * generated load-test network (the shallow navigation tree of a big subtree).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ROUNDS } from '../../src/server/games/seed';
import { AMERICAS_AGENT_ID, ROOT_AGENT_ID } from '../../src/server/seed/demo';
import { blockSeconds, DEFAULT_LOGIN_THROTTLE } from '../../src/server/login-throttle';
import { beginSeedMoney, recordSeedMoney } from '../../src/server/seed/ledger';
import { seedScale } from '../../src/server/seed/scale';
import { startHarness, type Harness } from './harness';

const PARTNER = 'https://partner.example';
let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'casino-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>console</title><casino-outlet></casino-outlet>',
  );
  await writeFile(path.join(dist, 'app.js'), 'export const app = 1;');
  const chunk = `export const view = '${'blackjack '.repeat(200)}';`;
  await mkdir(path.join(dist, 'game-history'));
  await writeFile(path.join(dist, 'game-history', 'BlackjackDetail-Dez9llmJ.js'), chunk);
  await writeFile(path.join(dist, 'game-history', 'BlackjackDetail-Dez9llmJ.js.gz'), gzipSync(chunk));
  h = await startHarness({ splitPorts: true, distDir: dist, corsOrigins: [PARTNER] });
  // the generated network's agents alone (what `--scale 1500` generates first; its players and their
  // activity, which the tree does not show, would take most of a minute), their money in the ledger
  await h.server.ctx.db.transaction(async (tx) => {
    await beginSeedMoney(tx);
    await seedScale(tx, 1500, ROOT_AGENT_ID);
    await recordSeedMoney(tx);
  });
}, 300_000);
afterAll(async () => {
  await h?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('identity: POST /connect/token (password grant, form-encoded)', () => {
  it('returns token_type, access_token and expires_in; the JWT carries sub, unique_name, AgentId and the claim lists', async () => {
    const r = await h.login('agent', 'Agent123!');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    const claims = decodeJwt(r.body.access_token);
    expect(claims).toMatchObject({
      sub: h.seed.users.agent,
      unique_name: 'agent',
      AgentId: AMERICAS_AGENT_ID,
    });
    expect(claims.AgentClaims).toEqual(
      expect.arrayContaining(['CanView2ndPlusLevelChildren', 'CanEdit2ndPlusLevelChildren']),
    );
    expect(claims.RtgClaims).toEqual([]);
    const admin = decodeJwt(h.tokens.admin);
    expect(admin.AgentId).toBe(ROOT_AGENT_ID);
    expect((admin.RtgGroupClaims as string[]).length).toBe(18);
  });
  it('a wrong password and an unknown user give the same 400 invalid_grant', async () => {
    const wrong = await h.login('viewer', 'nope');
    const unknown = await h.login('nobody-here', 'nope');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual({
      error: 'invalid_grant',
      code: 'wrong-credentials',
      message: 'Invalid user name or password',
    });
    expect(unknown.body).toEqual(wrong.body);
  });
  it('missing fields and another grant type are 400 with field errors', async () => {
    const r = await h.call<{ errors: { field: string }[] }>('identity', 'POST', '/connect/token', {
      form: { username: 'admin', grant_type: 'client_credentials', client_id: 'ui' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e) => e.field).sort()).toEqual(['grant_type', 'password']);
  });
  it('repeated failures for one user name from one address are throttled (exponential, capped): a throttled attempt is answered at once with 429 and Retry-After', async () => {
    const rule = DEFAULT_LOGIN_THROTTLE.pair;
    expect([5, 6, 7, 8].map((n) => blockSeconds(rule, n))).toEqual([0, 1, 2, 4]);
    expect(blockSeconds(rule, 50)).toBe(15 * 60);
    for (let i = 0; i < 6; i++) expect((await h.login('slow-user', 'x')).status).toBe(400);
    const throttled = await h.login('slow-user', 'x');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await h.login('another-user', 'x')).toMatchObject({ status: 400 });
  });
});

describe('service placement: each service on its own port, CORS allow-listed', () => {
  it('config.json names every service by its actual URL, with all contract keys', async () => {
    const r = await h.call<Record<string, unknown>>('console', 'GET', '/config.json');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      apiUrl: h.server.urls.api,
      identityServiceUrl: h.server.urls.identity,
      casinoManagementServiceUrl: h.server.urls.casinoManagement,
      reportServiceUrl: h.server.urls.report,
      imageCdnBase: `${h.server.url}/cdn/`,
      apiTimeOut: 35000,
      defaultCountryId: 'MT',
      defaultTimezoneId: 'Europe/Malta',
      mapsKey: '',
    });
    const origins = new Set(
      [
        h.server.urls.api,
        h.server.urls.identity,
        h.server.urls.casinoManagement,
        h.server.urls.report,
        h.server.url,
      ].map((u) => new URL(u).origin),
    );
    expect(origins.size).toBe(5);
    expect(Object.keys(r.body.gameTypes as object).sort()).toEqual(
      [
        'blackjack',
        'cardGames',
        'crashGames',
        'keno',
        'roulette',
        'slot',
        'triCardPoker',
        'videoPoker',
      ].sort(),
    );
    expect(r.body.gameDetailsIds).toMatchObject({
      blackjack: expect.any(Number),
      roulette: expect.any(Number),
    });
  });
  it('an allow-listed origin gets CORS headers (preflight included); another origin does not', async () => {
    const pre = await h.call('report', 'OPTIONS', '/api/report/gamedetail', {
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const get = await h.call('api', 'GET', '/version.json', { headers: { origin: PARTNER } });
    expect(get.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const evil = await h.call('api', 'GET', '/version.json', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
  it('a preflight answer may be reused for two hours (Access-Control-Max-Age 7200)', async () => {
    const pre = await h.call('api', 'OPTIONS', '/api/agents', {
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(pre.headers.get('access-control-max-age')).toBe('7200');
  });
  it('the public round POST sent as text/plain (no preflight) answers any origin, without credentials', async () => {
    const made = await h.as<{ encryptedLink: string; token: string; externalGameId: number }>(
      'admin',
      'report',
      'POST',
      '/api/report/sharedlink',
      { body: { betId: SEEDED_ROUNDS.blackjack[0] } },
    );
    const opened = await h.call<{ dealerCards: string }>('report', 'POST', '/api/report/gamedetail', {
      body: { encryptedLink: made.body.encryptedLink, token: made.body.token },
      contentType: 'text/plain;charset=UTF-8',
      headers: { origin: PARTNER },
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('access-control-allow-origin')).toBe('*');
    expect(opened.headers.get('access-control-allow-credentials')).toBeNull();
    expect(opened.body.dealerCards).toEqual(expect.any(String));
  });
  it('an unknown service path is a JSON 404', async () => {
    const r = await h.as<{ message: string }>('admin', 'api', 'GET', '/api/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/No route/);
  });
});

describe('the script-tag embed from any origin: the public parts answer every origin, the signed-in API keeps its allow-list', () => {
  const ANOTHER = 'https://another-partner.example';
  const allowOrigin = (r: { headers: Headers }) => r.headers.get('access-control-allow-origin');
  const credentials = (r: { headers: Headers }) => r.headers.get('access-control-allow-credentials');

  it('the embed script and its chunks, config.json and the CDN images answer any origin, without credentials', async () => {
    for (const p of [
      '/app.js',
      '/game-history/BlackjackDetail-Dez9llmJ.js',
      '/config.json',
      '/cdn/cards/sprite.svg',
      '/cdn/flags/en.svg',
    ]) {
      const r = await h.call('console', 'GET', p, { headers: { origin: ANOTHER } });
      expect(r.status, p).toBe(200);
      expect(allowOrigin(r), p).toBe('*');
      expect(credentials(r), p).toBeNull();
    }
  });

  it('the game strings the embed loads answer any origin', async () => {
    const r = await h.call('casinoManagement', 'GET', '/api/localization/game_strings/en.json', {
      headers: { origin: ANOTHER },
    });
    expect(r.status).toBe(200);
    expect(allowOrigin(r)).toBe('*');
  });

  it('the shared-link round call answers any origin, even for a refused link', async () => {
    const r = await h.call('report', 'POST', '/api/report/gamedetail', {
      body: { encryptedLink: 'tampered', token: 'nope' },
      contentType: 'text/plain;charset=UTF-8',
      headers: { origin: ANOTHER },
    });
    expect(r.status).toBe(400);
    expect(allowOrigin(r)).toBe('*');
  });

  it('the signed-in API answers no origin outside its allow-list', async () => {
    const agents = await h.as('admin', 'api', 'GET', '/api/agents', {
      query: { agentId: ROOT_AGENT_ID },
      headers: { origin: ANOTHER },
    });
    expect(agents.status).toBe(200);
    expect(allowOrigin(agents)).toBeNull();
    const shared = await h.as('admin', 'report', 'POST', '/api/report/sharedlink', {
      body: { betId: SEEDED_ROUNDS.blackjack[0] },
      headers: { origin: ANOTHER },
    });
    expect(allowOrigin(shared)).toBeNull();
  });
});

describe('versions and login info', () => {
  it('version.json of the interface and of the API carry the package version', async () => {
    const ui = await h.call<{ version: string }>('console', 'GET', '/version.json');
    const api = await h.call<{ version: string }>('api', 'GET', '/version.json');
    expect(ui.body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(api.body).toEqual(ui.body);
  });
  it('/user/login-info.json answers the default name Guest', async () => {
    expect((await h.call('console', 'GET', '/user/login-info.json')).body).toEqual({ name: 'Guest' });
  });
});

describe('console pages: / serves index.html, deep links fall back to it', () => {
  it('serves the index, deep links and unknown pages as the index; assets as files; missing assets 404', async () => {
    for (const p of ['/', `/${ROOT_AGENT_ID}/agents`, '/auth/login', '/no/such/page']) {
      const r = await h.call('console', 'GET', p);
      expect(r.status, p).toBe(200);
      expect(r.text).toContain('<casino-outlet>');
    }
    const asset = await h.call('console', 'GET', '/app.js');
    expect(asset.text).toContain('export const app');
    expect((await h.call('console', 'GET', '/missing.js')).status).toBe(404);
  });
});

describe('console assets: compressed and cached', () => {
  const CHUNK = '/game-history/BlackjackDetail-Dez9llmJ.js';
  it('a file the build precompressed is sent compressed to a browser that accepts it', async () => {
    const r = await fetch(h.server.url + CHUNK, { headers: { 'accept-encoding': 'gzip' } });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(r.headers.get('vary')).toContain('accept-encoding');
    expect(await r.text()).toContain("export const view = 'blackjack");
  });
  it('a content-hashed chunk is cached for a year without revalidation; an entry file is revalidated', async () => {
    const chunk = await h.call('console', 'GET', CHUNK);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await h.call('console', 'GET', '/app.js');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=0');
    expect(entry.headers.get('etag')).toBeTruthy();
  });
});

describe('image CDN: card sprite 14 x 4, game icons, flags', () => {
  it('the card sprite holds 56 cards in 14 columns by 4 rows', async () => {
    const r = await h.call('console', 'GET', '/cdn/cards.svg');
    expect(r.headers.get('content-type')).toContain('image/svg+xml');
    const cards = [...r.text.matchAll(/data-card="(\w\w)"/g)].map((m) => m[1]);
    expect(cards).toHaveLength(56);
    expect(cards.slice(0, 14).join(' ')).toBe('AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 0C');
    expect(r.text).toMatch(/width="2100" height="800"/);
  });
  it('game icons, symbol icons and the en / zh-cn flags are SVG; unknown ones 404', async () => {
    expect((await h.call('console', 'GET', '/cdn/games/european-blackjack.svg')).text).toContain('<svg');
    expect((await h.call('console', 'GET', '/cdn/symbols/cherry.svg')).text).toContain('<svg');
    expect((await h.call('console', 'GET', '/cdn/flags/en.svg')).text).toContain('<svg');
    expect((await h.call('console', 'GET', '/cdn/flags/zh-cn.svg')).text).toContain('#EE1C25');
    expect((await h.call('console', 'GET', '/cdn/flags/fr.svg')).status).toBe(404);
    expect((await h.call('console', 'GET', '/cdn/games/nope.svg')).status).toBe(404);
  });
  it('symbol icons, game icons and the bitcoin sign need no font of the visitor: outlines only, no text, no emoji', async () => {
    const emoji = /\p{Extended_Pictographic}/u;
    for (const path of [
      '/cdn/symbols/cherry.svg',
      '/cdn/symbols/bell.svg',
      '/cdn/symbols/lemon.svg',
      '/cdn/symbols/triple-bar.svg',
      '/cdn/symbols/dragon.svg',
      '/cdn/symbols/unheard-of.svg',
      '/cdn/games/golden-lotus.svg',
      '/cdn/glyphs/bitcoin.svg',
    ]) {
      const r = await h.call('console', 'GET', path);
      expect(r.status, path).toBe(200);
      const drawing = r.text.replace(/<title>.*?<\/title>/, '');
      expect(drawing, path).not.toMatch(/<text|font-family/);
      expect(drawing, path).not.toMatch(emoji);
      expect(drawing, path).toMatch(/<path|<circle|<rect/);
    }
  });
  it('the bitcoin sign may be drawn as a mask by a page of any origin (CORS)', async () => {
    const r = await h.call('console', 'GET', '/cdn/glyphs/bitcoin.svg');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect((await h.call('console', 'GET', '/cdn/glyphs/euro.svg')).status).toBe(404);
  });
});

describe('scaled data: the navigation tree of a big subtree is one level deep', () => {
  interface Node {
    id: string;
    name: string;
    hasChildren: boolean;
    children: Node[];
    ancestors: { id: string }[];
  }
  it('the generated agents are found below Load Test Network', async () => {
    const found = await h.as<{ id: string; name: string }[]>(
      'admin',
      'api',
      'GET',
      '/api/navigation/search',
      {
        query: { agentId: ROOT_AGENT_ID, filter: 'load test agent' },
      },
    );
    expect(found.body).toHaveLength(50);
  });
  it('the big tree comes as the agent, its direct children with hasChildren and no grandchildren', async () => {
    const r = await h.as<Node>('admin', 'api', 'GET', '/api/navigation/tree', {
      query: { agentId: ROOT_AGENT_ID },
    });
    expect(r.status).toBe(200);
    const network = r.body.children.find((c) => c.name === 'Load Test Network') as Node;
    expect(network).toMatchObject({ hasChildren: true, children: [] });
    expect(r.body.children.every((c) => c.children.length === 0)).toBe(true);
    const branch = await h.as<Node>('admin', 'api', 'GET', '/api/navigation/tree', {
      query: { agentId: network.id },
    });
    expect(branch.body.children).toHaveLength(10);
    expect(branch.body.ancestors.map((a) => a.id)).toEqual([ROOT_AGENT_ID]);
  });
});
