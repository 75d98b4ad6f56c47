/**
 * Compile-time rules of the error codes (src/core/contract/error-codes.ts), checked by
 * `npm run typecheck`: each `@ts-expect-error` fails the check if the line below it compiles.
 */
import type { ErrorCode } from '../../src/core/contract/error-codes';
import { ApiError, badRequest, fieldError, forbidden } from '../../src/server/errors';

export const known: ErrorCode = 'name-taken';
// @ts-expect-error 'name_taken' is not a code of the table (codes are kebab-case)
export const misspelled: ErrorCode = 'name_taken';

export const refusal = new ApiError(409, 'casino-deleted', 'The casino is deleted');
// @ts-expect-error a refusal names a code of the table
export const unknownRefusal = new ApiError(409, 'casino-gone', 'The casino is deleted');

export const field = fieldError('unknown-currency', 'currencyId', 'XXX is not a known currency');
// @ts-expect-error a field's refusal names a code of the table
export const unknownField = fieldError('currency-unknown', 'currencyId', 'XXX is not a known currency');

// @ts-expect-error a 400 names its code before its message
export const noCode = badRequest('The request is not valid');

export const precise = forbidden('You cannot delete your own user', 'self-delete');
// @ts-expect-error a 403 with a code names one of the table
export const unknownForbidden = forbidden('You cannot delete your own user', 'self-destruct');
