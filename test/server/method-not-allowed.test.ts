/**
 * 405 answers (src/server/method-not-allowed.ts) on a bare instance (./bare.ts) with the api and
 * casino-management services and the console site, and no database: the routes alone decide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/core/contract/schema';
import { ROOT_AGENT_ID } from '../../src/server/seed/demo';
import { SERVICE_PREFIXES } from '../../src/server/server-options';
import { services, startBare, type Bare } from './bare';

let bare: Bare;
beforeAll(async () => {
  bare = await startBare(services(['api', 'casinoManagement'], { console: true }), {
    database: false,
  });
});
afterAll(async () => {
  await bare?.close();
});

describe('an unknown method on a known path is 405 with an Allow header, not 404', () => {
  it('DELETE /api/agent is 405 and lists the methods the path takes', async () => {
    const r = await bare.app.inject({ method: 'DELETE', url: `${SERVICE_PREFIXES.api}/api/agent` });
    expect(r.statusCode).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD, PATCH, POST, PUT');
    expect(r.json<ErrorBody>().message).toMatch(/DELETE is not allowed/);
  });

  it('a path with a parameter counts: POST on an agent’s IP whitelist is 405 (GET, HEAD, PUT)', async () => {
    const r = await bare.app.inject({
      method: 'POST',
      url: `${SERVICE_PREFIXES.casinoManagement}/api/agent/${ROOT_AGENT_ID}/ipwhitelist`,
      payload: [],
    });
    expect(r.statusCode).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD, PUT');
  });

  it('the console origin too: POST /config.json is 405 (GET, HEAD)', async () => {
    const r = await bare.app.inject({ method: 'POST', url: '/config.json', payload: {} });
    expect(r.statusCode).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD');
  });

  it('a path no route names stays 404', async () => {
    expect(
      (await bare.app.inject({ method: 'DELETE', url: `${SERVICE_PREFIXES.api}/api/no-such-thing` }))
        .statusCode,
    ).toBe(404);
  });
});
