/**
 * Errors the routes throw; the error mapper (src/server/plugins/error-mapper.ts) turns them into
 * `{ code, message, field?, params?, errors?: [{ field, code, message }] }` with the status code.
 * Every refusal names its machine code from the shared table (src/core/contract/error-codes.ts): the
 * console translates the code; the message stays for logs and API users.
 */
import type { ErrorCode } from '../core/contract/error-codes';

export type { ErrorCode };

/** A field's refusal: its code defaults to the code of the error that carries it. */
export interface FieldError {
  field: string;
  code?: ErrorCode;
  message: string;
}

/** Values a translation of the code may show (a name, a number of seconds). */
export type ErrorParams = Record<string, string | number>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: ErrorCode, message: string, errors?: FieldError[]) =>
  new ApiError(400, code, message, errors);
/** A 400 about one field. */
export const fieldError = (code: ErrorCode, field: string, message: string) =>
  new ApiError(400, code, message, [{ field, code, message }]);
export const forbidden = (
  message = 'You are not allowed to do this for this agent',
  code: ErrorCode = 'forbidden',
) => new ApiError(403, code, message);
export const notFound = (message = 'Not found', code: ErrorCode = 'not-found') =>
  new ApiError(404, code, message);
export const unauthorized = (message = 'Authorization required', code: ErrorCode = 'unauthorized') =>
  new ApiError(401, code, message);

/**
 * The server cannot take the request now, and says when to ask again (`Retry-After`): 429 when the
 * user or the server runs as many reports as it may, 503 when no database connection came free in
 * time. The body says `error: 'server_busy'` and `code: 'server-busy'`, which the console retries
 * after the wait.
 */
export class ServerBusy extends ApiError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, 'server-busy', message);
    this.name = 'ServerBusy';
  }
}
