/**
 * The request's deadline and the signal of the work it starts (src/server/instance.ts installs both on
 * every instance):
 *
 * - the work signal is aborted when the client closes the connection before the answer has been
 *   sent (a cancelled report, a page left; never after), or when the request's deadline passes. Pass
 *   it to `db.query` so the database stops a statement nobody waits for;
 * - a request not answered within `requestTimeoutMs` (src/server/limits.ts) is answered 503 with
 *   `{ error: 'timeout', message }` and Retry-After, and its work signal aborted. An answer already
 *   streaming (a CSV export, the live stream) is left alone: those have their own limits. Whatever the
 *   handler still returns or throws afterwards is dropped (logged at info), never sent twice.
 *
 * Fastify's own `handlerTimeout` is not used: with Node 20 it takes the request's 'close' event (sent
 * once a body has been read) for a client gone, so every request with a body had its signal aborted
 * and its timeout cleared at once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const WORK = Symbol('work');
const TIMED_OUT = Symbol('timed-out');

interface Tracked {
  [WORK]?: AbortController;
  [TIMED_OUT]?: boolean;
}

/** The error a work signal is aborted with when the request's deadline passed. */
export class RequestTimedOut extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The server could not answer within ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'RequestTimedOut';
  }
}

/** The signal of the work a request starts (aborted when its client left or its deadline passed). */
export function workSignal(request: FastifyRequest): AbortSignal {
  const tracked = request as unknown as Tracked;
  tracked[WORK] ??= new AbortController();
  return tracked[WORK].signal;
}

/** @deprecated name of workSignal, kept for the report routes' readers: the signal of the reply's request. */
export function abortedWithClient(reply: FastifyReply): AbortSignal {
  return workSignal(reply.request);
}

/** Whether the request was answered by its deadline's 503 (its handler's late answer is dropped). */
export function timedOut(request: FastifyRequest): boolean {
  return (request as unknown as Tracked)[TIMED_OUT] === true;
}

/** Installs the deadline and the work signal on every route of `app`. */
export function requestDeadlines(
  app: FastifyInstance,
  limits: () => { requestTimeoutMs: number; busyRetryAfterSeconds: number },
): void {
  app.addHook('onRequest', async (request, reply) => {
    const controller = ((request as unknown as Tracked)[WORK] ??= new AbortController());
    const res = reply.raw;
    const { requestTimeoutMs, busyRetryAfterSeconds } = limits();
    const timer = setTimeout(() => {
      if (reply.sent || res.headersSent) return;
      (request as unknown as Tracked)[TIMED_OUT] = true;
      controller.abort(new RequestTimedOut(requestTimeoutMs));
      request.log.warn({ event: 'request-timeout', timeoutMs: requestTimeoutMs }, 'request timed out');
      void reply
        .code(503)
        .header('Retry-After', String(busyRetryAfterSeconds))
        .send({
          error: 'timeout',
          message: `The server could not answer within ${Math.round(requestTimeoutMs / 1000)} s: try again later, or ask for less (a shorter period)`,
        });
    }, requestTimeoutMs);
    timer.unref?.();
    res.once('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished && !controller.signal.aborted) controller.abort();
    });
    res.once('finish', () => clearTimeout(timer));
  });
  // a handler still running when its request timed out: what it returns or throws is not sent again
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const result: unknown = handler.call(this, request, reply);
      if (!result || typeof (result as Promise<unknown>).then !== 'function') return result;
      return (result as Promise<unknown>).then(
        (value) => (timedOut(request) ? answered(reply) : value),
        (error: unknown) => {
          if (!timedOut(request)) throw error;
          request.log.info(
            {
              event: 'request-timeout-ended',
              reason: error instanceof Error ? error.message : String(error),
            },
            'the handler of a timed-out request ended',
          );
          return answered(reply);
        },
      );
    } as typeof handler;
  });
}

/** Resolves (with nothing to send) once the reply's answer has gone out. */
function answered(reply: FastifyReply): Promise<undefined> {
  const res = reply.raw;
  if (res.writableEnded || res.destroyed) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    res.once('finish', () => resolve(undefined));
    res.once('close', () => resolve(undefined));
  });
}
