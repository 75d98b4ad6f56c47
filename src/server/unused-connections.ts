/**
 * Closing a server must not wait for connections that never carried a request. Browsers open such
 * connections ahead of time (preconnect), and an HTTP client that gives up while connecting can leave
 * one behind in its pool. Node's HTTP server does not count them as idle, so `closeIdleConnections`
 * leaves them open and `close()` waits until its headers timeout ends them (a minute): a rolling
 * restart would stall that long. On close, each connection that has not sent a byte is ended at once;
 * connections with a request under way finish as before.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function endUnusedConnectionsOnClose(app: FastifyInstance): void {
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', (done) => {
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    done();
  });
}
