/**
 * Errors the routes throw; the error mapper (src/server/plugins/error-mapper.ts) turns them into
 * `{ message, errors?: [{ field, message }] }` with the status code.
 */
export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new ApiError(400, message, errors);
export const fieldError = (field: string, message: string) =>
  new ApiError(400, message, [{ field, message }]);
export const forbidden = (message = 'You are not allowed to do this for this agent') =>
  new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const unauthorized = (message = 'Authorization required') => new ApiError(401, message);

/**
 * The server cannot take the request now, and says when to ask again (`Retry-After`): 429 when the
 * user or the server runs as many reports as it may, 503 when no database connection came free in
 * time. The body says `error: 'server_busy'`, which the console retries after the wait.
 */
export class ServerBusy extends ApiError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
    this.name = 'ServerBusy';
  }
}
