/**
 * Closing a server (src/server/unused-connections.ts, on every instance of src/server/instance.ts):
 * a connection that never sent a request is ended at once instead of holding the close for a minute,
 * while a request under way still gets its answer. A bare instance (./bare.ts) listening on 127.0.0.1.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startBare, type Bare } from './bare';

let bare: Bare | undefined;
afterEach(async () => {
  await bare?.close();
  bare = undefined;
});

/** A plain TCP connection to the server, and a promise settled when the server ends it. */
async function connect(port: number): Promise<{ socket: net.Socket; ended: Promise<void> }> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  return { socket, ended };
}

const portOf = (b: Bare) => (b.app.server.address() as net.AddressInfo).port;

describe('closing the server', () => {
  // the headers timeout that would otherwise end such a connection is a minute: the test's own
  // timeout is far shorter, so a close that waits for it fails here
  it(
    'ends a connection that never sent a request, and does not wait for it',
    { timeout: 20_000 },
    async () => {
      bare = await startBare(() => undefined, { database: false });
      await bare.app.listen({ port: 0, host: '127.0.0.1' });
      const unused = await connect(portOf(bare));
      await bare.app.close();
      await unused.ended;
      expect(unused.socket.bytesRead).toBe(0);
    },
  );

  it('still answers a request under way when the close begins', { timeout: 20_000 }, async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const underWay = new Promise<void>((resolve) => (arrived = resolve));
    bare = await startBare(
      (app) => {
        app.get('/slow', { config: { auth: 'public' } }, async () => {
          arrived();
          await held;
          return { done: true };
        });
      },
      { database: false },
    );
    await bare.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = fetch(`http://127.0.0.1:${portOf(bare)}/slow`).then((r) => r.json());
    await underWay;
    const closed = bare.app.close();
    release();
    expect(await answer).toEqual({ done: true });
    await closed;
  });
});
