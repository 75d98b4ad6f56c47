/**
 * The identity service's forms (src/core/identity/contract.ts) on a bare instance (./bare.ts) over an
 * unseeded database: the contract's schemas and the client check answer as the seeded server does, and
 * a route module refuses to start without what it declares (src/server/plugins/route-module.ts).
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PREFIXES } from '../../src/server/server-options';
import { versionRoute } from '../../src/server/services/version';
import { services, startBare, type Bare } from './bare';

let bare: Bare;
beforeAll(async () => {
  bare = await startBare(services(['identity']));
});
afterAll(async () => {
  await bare?.close();
});

const post = (path: string, form: Record<string, string>) =>
  bare.app.inject({
    method: 'POST',
    url: `${SERVICE_PREFIXES.identity}${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/** A refusal with field errors, as the error mapper answers it (src/server/plugins/error-mapper.ts). */
type FieldErrors = { code: string; message: string; errors: { field: string; code: string }[] };

describe('sign-in and sign-out forms are checked by their contract', () => {
  it('a sign-in without a password and with another grant type is 400 with one coded error per field', async () => {
    const r = await post('/connect/token', {
      username: 'admin',
      grant_type: 'client_credentials',
      client_id: 'ui',
    });
    expect(r.statusCode).toBe(400);
    const body = r.json<FieldErrors>();
    expect(body.code).toBe('invalid-request');
    expect(body.errors.map(({ field, code }) => ({ field, code }))).toEqual(
      expect.arrayContaining([
        { field: 'password', code: 'required' },
        { field: 'grant_type', code: 'not-allowed-value' },
      ]),
    );
    expect(body.errors).toHaveLength(2);
  });

  it('a sign-in from an unknown client is 400 invalid_client, whatever the user', async () => {
    const r = await post('/connect/token', {
      username: 'admin',
      password: 'whatever',
      grant_type: 'password',
      client_id: 'someone-else',
      // a field the form does not name is dropped, not refused
      audience: 'x',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'invalid_client', code: 'unknown-client', message: 'Unknown client' });
  });

  it('a sign-in of a user nobody created is 400 invalid_grant (wrong-credentials)', async () => {
    const r = await post('/connect/token', {
      username: 'nobody',
      password: 'whatever',
      grant_type: 'password',
      client_id: 'ui',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      error: 'invalid_grant',
      code: 'wrong-credentials',
      message: 'Invalid user name or password',
    });
  });

  it('a sign-out without a token is 400 naming the field', async () => {
    const r = await post('/connect/revocation', { client_id: 'ui' });
    expect(r.statusCode).toBe(400);
    expect(r.json<FieldErrors>().errors.map((e) => e.field)).toEqual(['token']);
  });

  it('a sign-out from an unknown client is 401 invalid_client', async () => {
    const r = await post('/connect/revocation', { token: 'abc', client_id: 'someone-else' });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'invalid_client', code: 'unknown-client', message: 'Unknown client' });
  });
});

describe('route modules are plugins that declare what they rely on', () => {
  it('the identity service answers its version from the server context', async () => {
    const r = await bare.app.inject({ method: 'GET', url: `${SERVICE_PREFIXES.identity}/version.json` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ version: bare.ctx.config.version });
  });

  it('a route module registered on an instance without the server context’s decorators stops the start', async () => {
    const app = Fastify();
    try {
      await expect(app.register(versionRoute).ready()).rejects.toThrow(/'ctx'/);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
