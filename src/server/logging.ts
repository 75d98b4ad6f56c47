/**
 * Server logging: pino through Fastify, every line of a request carrying its request id (`reqId`, also
 * answered as the `X-Request-Id` header so a user's report can be matched).
 *
 * - One line per request, written when the answer is sent: method, path, status, time taken
 *   (`req`, `res`, `responseTime`). A refused request (4xx) carries its reason (`reason`: the answer's
 *   message, `fields`: the fields it names) at `info`; a server error (5xx) is at `error`, after the
 *   line with the error's stack.
 * - The format: pretty, coloured lines (pino-pretty) when stdout is a terminal or LOG_FORMAT=pretty;
 *   JSON lines otherwise (LOG_FORMAT=json forces them, e.g. a terminal piped into a log collector).
 *
 * No secret reaches a log: the Authorization and Cookie headers,
 * every `password`, `token`, `access_token`, `client_secret` field, and the same names in logged
 * query strings (a shared round link carries its token there) are written as "[redacted]".
 *
 * `npm start` logs at `info` (LOG_LEVEL or --log-level to change it); servers made by tests are
 * silent unless a test asks for a level and a stream.
 */
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

export const REDACTED = '[redacted]';

/** Query parameters and body fields whose values never reach a log. */
export const SECRET_NAMES = ['password', 'token', 'access_token', 'refresh_token', 'client_secret'];

export type LogFormat = 'json' | 'pretty';

export interface LogOptions {
  /** pino level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' */
  level: string;
  /** where the lines go (default stdout) */
  stream?: { write(line: string): void };
  /** JSON lines (default) or pretty lines for a person at a terminal (ignored with `stream`) */
  format?: LogFormat;
}

/** A URL with the values of secret query parameters replaced: '/x?token=abc' -> '/x?token=[redacted]'. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafe(eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
      return SECRET_NAMES.includes(name) && eq >= 0 ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_NAMES.flatMap((name) => [name, `*.${name}`, `body.${name}`, `req.body.${name}`]),
];

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify options for logging at `log.level` (false: no logger at all). */
export function loggerOptions(
  log: LogOptions | false,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  // request ids are unique across processes: an audit entry's request id names one request
  if (!log) return { logger: false, genReqId: () => randomUUID() };
  const stream =
    log.stream ??
    (log.format === 'pretty'
      ? pretty({
          colorize: process.stdout.isTTY === true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname,req,res,responseTime',
          singleLine: true,
        })
      : undefined);
  return {
    logger: {
      level: log.level,
      ...(stream ? { stream } : {}),
      redact: { paths: redactPaths, censor: REDACTED },
      serializers: {
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
          userAgent: req.headers?.['user-agent'],
        }),
      },
    },
    genReqId: () => randomUUID(),
    // one line per request, written by requestLog below (Fastify's own are two: received, completed)
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** What a refused request's answer says: its message and the fields it names. */
interface Refusal {
  reason: string;
  fields?: string[];
}

const MAX_LOGGED_ANSWER = 16 * 1024;

/** The message (and named fields) of a JSON error answer, if it is one. */
export function refusalOf(payload: unknown): Refusal | undefined {
  if (typeof payload !== 'string' || payload.length > MAX_LOGGED_ANSWER) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!body || typeof body !== 'object') return undefined;
  const { message, error, errors } = body as { message?: unknown; error?: unknown; errors?: unknown };
  const reason = typeof message === 'string' ? message : typeof error === 'string' ? error : undefined;
  if (!reason) return undefined;
  const fields = Array.isArray(errors)
    ? errors.map((e) => (e as { field?: unknown })?.field).filter((f): f is string => typeof f === 'string')
    : [];
  return fields.length ? { reason, fields } : { reason };
}

/**
 * The one log line of each request, when its answer is sent: `GET /api/agents 200 12 ms`, with the
 * request (`req`), the status (`res.statusCode`) and `responseTime`; a 4xx with the answer's reason.
 */
/**
 * The header of the development build's reload check (`npm run dev`: each page asks every second
 * whether its scripts changed); those answers are logged at debug, not at info.
 */
export const DEV_RELOAD_HEADER = 'x-dev-reload';

export function requestLog(app: FastifyInstance): void {
  const refusals = new WeakMap<object, Refusal>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && reply.statusCode < 500) {
      const refusal = refusalOf(payload);
      if (refusal) refusals.set(request, refusal);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const line = {
      req: request,
      res: { statusCode: status },
      responseTime: ms,
      ...(status >= 400 && status < 500 ? refusals.get(request) : undefined),
    };
    const text = `${request.method} ${redactUrl(request.url)} ${status} ${ms} ms`;
    // 503 is the server saying it is busy (a request deadline, a pool wait past its time, with
    // Retry-After): expected under load, a warning; any other 5xx is an error
    if (status === 503) request.log.warn(line, text);
    else if (status >= 500) request.log.error(line, text);
    else if (status < 400 && request.headers[DEV_RELOAD_HEADER]) request.log.debug(line, text);
    else request.log.info(line, text);
  });
}

/** LOG_LEVEL, else `info`. */
export function defaultLogLevel(): string {
  return process.env.LOG_LEVEL || 'info';
}

/** LOG_FORMAT (json or pretty), else pretty on a terminal and JSON otherwise. */
export function defaultLogFormat(
  env: NodeJS.ProcessEnv = process.env,
  terminal = process.stdout.isTTY === true,
): LogFormat {
  const asked = env.LOG_FORMAT?.trim().toLowerCase();
  if (asked === 'json' || asked === 'pretty') return asked;
  return terminal ? 'pretty' : 'json';
}
