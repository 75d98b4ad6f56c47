/**
 * The error mapper: every error a route throws becomes its answer. A validation failure is 400 with one
 * error per field (`{ code, message, errors: [{ field, code, message }] }`); `ServerBusy` is its status with
 * Retry-After; an `ApiError` (src/server/errors.ts) is its status and message; a query stopped because
 * the client went away is 499; a movement the ledger refused is 409; another 4xx keeps its status; a
 * value the database refused is 400; anything else is logged and answered 500 'Server error'.
 */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { QueryAborted } from '../db';
import { databaseInputError, ledgerRefusal } from '../db-errors';
import { ApiError, ServerBusy, type ErrorCode, type FieldError } from '../errors';
import { codeOfStatus } from '../../core/contract/error-codes';
import { FORMAT_MESSAGES } from '../validation';

export const errorMapper = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      // answered already (its deadline's 503): nothing more to send
      if (reply.sent || reply.raw.headersSent) return;
      if ('validation' in error && error.validation) {
        const errors = dedupe(error.validation.map((v) => toFieldError(v, error.validationContext)));
        return reply
          .code(400)
          .send(
            answerOf(new ApiError(400, 'invalid-request', `Invalid request: ${describe(errors)}`, errors)),
          );
      }
      if (error instanceof ServerBusy) {
        request.log.info({ event: 'server-busy', status: error.statusCode, reason: error.message }, 'busy');
        return reply
          .code(error.statusCode)
          .header('Retry-After', String(error.retryAfterSeconds))
          .send({ error: 'server_busy', ...answerOf(error), retryAfter: error.retryAfterSeconds });
      }
      if (error instanceof ApiError) {
        return reply.code(error.statusCode).send(answerOf(error));
      }
      // the client went away and its query was stopped: nobody reads this answer
      if (error instanceof QueryAborted)
        return reply.code(499).send(answerOf(new ApiError(499, 'client-closed', error.message)));
      // the ledger refused a movement (src/server/migrations/800_ledger.sql): the routes check first, so
      // this is the database's own guard speaking
      const ledger = ledgerRefusal(error);
      if (ledger) {
        request.log.warn({ err: error }, 'the ledger refused a movement the route let through');
        return reply.code(409).send(answerOf(new ApiError(409, 'ledger-refused', ledger)));
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500)
        return reply.code(status).send(answerOf(new ApiError(status, codeOfStatus(status), error.message)));
      // a value the database refused (out of range, malformed): the request's fault, but a route should
      // have refused it first, so it is logged with its stack
      const refused = databaseInputError(error);
      if (refused) {
        request.log.warn({ err: error }, 'database refused a value the route let through');
        return reply.code(400).send(answerOf(new ApiError(400, 'value-refused', refused)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Server error' });
    });
  },
  { name: 'error-mapper', fastify: '5.x' },
);

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * The answer of a refusal: `{ code, message }`, with `field` when it concerns one field, `params` when
 * its translation shows values, and `errors` (each `{ field, code, message }`) when it lists fields.
 */
function answerOf(error: ApiError) {
  const errors = error.errors?.map((e) => ({
    field: e.field,
    code: e.code ?? error.code,
    message: e.message,
  }));
  return {
    code: error.code,
    message: error.message,
    ...(errors?.length === 1 ? { field: errors[0].field } : {}),
    ...(error.params ? { params: error.params } : {}),
    ...(errors ? { errors } : {}),
  };
}

/** One error per field (a failed anyOf reports each branch; the first says it best). */
function dedupe(errors: FieldError[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of errors) if (!byField.has(e.field)) byField.set(e.field, e);
  return [...byField.values()];
}

const describe = (errors: FieldError[]) => errors.map((e) => `${e.field} ${e.message}`).join('; ');

/** The code of a schema keyword's failure. */
const KEYWORD_CODES: Record<string, ErrorCode> = {
  required: 'required',
  pattern: 'invalid-format',
  format: 'invalid-format',
  minLength: 'empty',
  maxLength: 'too-long',
  minimum: 'too-small',
  exclusiveMinimum: 'too-small',
  maximum: 'too-large',
  exclusiveMaximum: 'too-large',
  minItems: 'too-short',
  maxItems: 'too-long',
  anyOf: 'invalid-value',
  oneOf: 'invalid-value',
  multipleOf: 'too-many-decimals',
  type: 'invalid-type',
  enum: 'not-allowed-value',
  const: 'not-allowed-value',
  additionalProperties: 'not-allowed-value',
};

function toFieldError(v: AjvError, context: string | undefined): FieldError {
  let field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (v.keyword === 'required') field = [field, String(v.params.missingProperty)].filter(Boolean).join('.');
  if (!field) field = context ?? 'body';
  const messages: Record<string, string> = {
    required: 'is required',
    pattern: 'has an invalid format',
    format: FORMAT_MESSAGES[String(v.params.format)] ?? `must be a valid ${String(v.params.format)}`,
    minLength: 'must not be empty',
    anyOf: 'is invalid',
    multipleOf: 'must have at most 2 decimals',
    type: `must be ${String(v.params.type).replace(',', ' or ')}`,
    enum: `must be one of ${Array.isArray(v.params.allowedValues) ? v.params.allowedValues.join(', ') : ''}`,
  };
  const code =
    v.keyword === 'minLength' && Number(v.params.limit) > 1 ? 'too-short' : KEYWORD_CODES[v.keyword];
  return { field, code: code ?? 'invalid-value', message: messages[v.keyword] ?? v.message ?? 'is invalid' };
}
