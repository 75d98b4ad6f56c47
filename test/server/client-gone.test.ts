/**
 * The signal of work a request started (src/server/client-gone.ts): aborted when the client goes
 * away before its answer, not once the answer has been sent. A bare Fastify app on 127.0.0.1.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abortedWithClient, requestDeadlines } from '../../src/server/client-gone';

let app: FastifyInstance;
let base: string;
const signals: AbortSignal[] = [];

beforeAll(async () => {
  app = Fastify();
  requestDeadlines(app, () => ({ requestTimeoutMs: 30_000, busyRetryAfterSeconds: 1 }));
  app.get('/slow', async (_request, reply) => {
    const signal = abortedWithClient(reply);
    signals.push(signal);
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    return { late: true };
  });
  app.get('/quick', async (_request, reply) => {
    signals.push(abortedWithClient(reply));
    return { ok: true };
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
});

const until = async (test: () => boolean) => {
  for (let i = 0; i < 200 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('abortedWithClient', () => {
  it('aborts when the client gives up before the answer', async () => {
    signals.length = 0;
    const controller = new AbortController();
    const asked = fetch(`${base}/slow`, { signal: controller.signal }).catch((error: unknown) => error);
    await until(() => signals.length === 1);
    controller.abort();
    await asked;
    await until(() => signals[0].aborted);
    expect(signals[0].aborted).toBe(true);
  });

  it('stays quiet once the answer has been sent, even when the connection closes afterwards', async () => {
    signals.length = 0;
    const response = await fetch(`${base}/quick`, { headers: { connection: 'close' } });
    expect(await response.json()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signals[0].aborted).toBe(false);
  });
});
