/**
 * Server logging: pino through Fastify, one JSON line per event, every line of a request carrying its
 * request id (`reqId`, also answered as the `X-Request-Id` header so a user's report can be matched).
 * Errors are logged with their stack. No secret reaches a log: the Authorization and Cookie headers,
 * every `password`, `token`, `access_token`, `client_secret` field, and the same names in logged
 * query strings (a shared round link carries its token there) are written as "[redacted]".
 *
 * `npm start` logs at `info` (LOG_LEVEL or --log-level to change it); servers made by tests are
 * silent unless a test asks for a level and a stream.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters and body fields whose values never reach a log. */
export const SECRET_NAMES = ['password', 'token', 'access_token', 'refresh_token', 'client_secret'];

export interface LogOptions {
  /** pino level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' */
  level: string;
  /** where the lines go (default stdout) */
  stream?: { write(line: string): void };
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
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'disableRequestLogging'> {
  // request ids are unique across processes: an audit entry's request id names one request
  if (!log) return { logger: false, genReqId: () => randomUUID() };
  return {
    logger: {
      level: log.level,
      ...(log.stream ? { stream: log.stream } : {}),
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
  };
}

/** LOG_LEVEL, else `info`. */
export function defaultLogLevel(): string {
  return process.env.LOG_LEVEL || 'info';
}
