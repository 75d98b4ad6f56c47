/**
 * A signal for work a request starts: aborted when the client closes the connection before the answer
 * has been sent (a cancelled report, a page left), never after. Pass it to `db.query` so the
 * database stops a statement nobody waits for.
 */
import type { FastifyReply } from 'fastify';

export function abortedWithClient(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
