/**
 * The building blocks of the area contracts (src/core/areas/<area>/contract.ts): plain JSON Schema
 * objects, written through a few small helpers, whose TypeScript types are inferred with TypeBox's
 * JSON Schema inference (`Static`, a type-only import: nothing of TypeBox reaches the browser).
 *
 * One schema serves three readers:
 * - the server validates requests and serialises responses with it (Fastify's Ajv, the same JSON
 *   Schema), and publishes it as OpenAPI;
 * - the client types its calls with `Static<typeof Schema>`;
 * - forms pre-validate their fields with the same keywords (src/core/contract/form-rules.ts).
 *
 * Keywords the form rules understand: minLength, maxLength, pattern, format, minimum, maximum, enum,
 * required. `format` names a pattern of src/core/validation.ts (FORMATS: 'email-or-empty', 'ip-cidr',
 * 'currency-amount', …) or 'uuid'; the server registers the same formats.
 */
import type { XStatic } from 'typebox/schema';

/** The TypeScript type a schema describes. */
export type Static<S> = XStatic<S>;

/** A JSON Schema object as the helpers build it (loosely typed: the literal types carry the detail). */
export type Schema = { readonly [keyword: string]: unknown };

type Opts = { readonly description?: string; readonly title?: string };

/** The same object type, written out (schema inference reads plain object types best). */
type Flat<T> = { [K in keyof T]: T[K] } & Empty;

/** No keywords. */
type Empty = Record<never, never>;

/** A text: `{ type: 'string', ...keywords }`. */
export function str<const O extends Opts & Record<string, unknown> = Empty>(
  options?: O,
): Flat<{ type: 'string' } & O> {
  return { type: 'string', ...(options as O) } as never;
}

/** A whole number. */
export function int<const O extends Opts & Record<string, unknown> = Empty>(
  options?: O,
): Flat<{ type: 'integer' } & O> {
  return { type: 'integer', ...(options as O) } as never;
}

/** A number. */
export function num<const O extends Opts & Record<string, unknown> = Empty>(
  options?: O,
): Flat<{ type: 'number' } & O> {
  return { type: 'number', ...(options as O) } as never;
}

/** true or false. */
export function bool<const O extends Opts = Empty>(options?: O): Flat<{ type: 'boolean' } & O> {
  return { type: 'boolean', ...(options as O) } as never;
}

/** One of the given values. */
export function oneOf<const V extends readonly (string | number)[]>(values: V, options?: Opts): { enum: V } {
  return { enum: values, ...options };
}

/**
 * The same schema, or null. A text or number keeps its keywords (`type: ['string', 'null']`, so forms
 * still read maxLength and pattern); a list or an object becomes `anyOf: [schema, null]`.
 */
export function nullable<const S extends { type: string }>(
  schema: S,
): S['type'] extends 'array' | 'object'
  ? { anyOf: [S, { type: 'null' }] }
  : Flat<Omit<S, 'type'> & { type: [S['type'], 'null'] }> {
  if (schema.type === 'array' || schema.type === 'object')
    return { anyOf: [schema, { type: 'null' }] } as never;
  return { ...schema, type: [schema.type, 'null'] } as never;
}

/** A list of `items`. */
export function arr<const S extends Schema, const O extends Opts & Record<string, unknown> = Empty>(
  items: S,
  options?: O,
): Flat<{ type: 'array'; items: S } & O> {
  return { type: 'array', items, ...(options as O) } as never;
}

/**
 * An object with exactly these properties (no others: the server drops unknown ones from bodies and
 * never sends them), `required` listing the ones that must be present.
 */
export function obj<
  const P extends Record<string, Schema>,
  const R extends readonly (keyof P & string)[] = [],
  const O extends Opts = Empty,
>(
  properties: P,
  required?: R,
  options?: O,
): Flat<{ type: 'object'; properties: P; required: R; additionalProperties: false } & O> {
  return <never>{
    type: 'object',
    properties,
    required: (required ?? []) as R,
    additionalProperties: false,
    ...(options as O),
  };
}

/** The same object schema, refused unless at least one of `alternatives` is present. */
export function oneRequired<const S extends Schema>(schema: S, alternatives: readonly string[]): S {
  return { ...schema, anyOf: alternatives.map((key) => ({ required: [key] })) };
}

/** The same object schema with every property optional (a patch, a query of optional filters). */
export function partial<const S extends { properties: Record<string, Schema> }>(
  schema: S,
): Flat<Omit<S, 'required'> & { required: [] }> {
  return { ...schema, required: [] } as never;
}

// ---------------------------------------------------------------------------------------------
// Shared field schemas
// ---------------------------------------------------------------------------------------------

/** A GUID (8-4-4-4-12 hex). */
export const Uuid = str({ format: 'uuid' });

/** A currency id: three capital letters ('EUR'). */
export const CurrencyId = str({ pattern: '^[A-Z]{3}$' });

/** A country id: two capital letters ('MT'). */
export const CountryId = str({ pattern: '^[A-Z]{2}$' });

/** An amount of money in JSON: a number with at most two decimals. */
export const Money = num({ multipleOf: 0.01 });

/**
 * An amount a request sends (src/core/money.ts): amount text, or in a JSON body a number of that
 * form; the route reads it and applies the maximum.
 */
export const Amount = { type: ['string', 'number'], format: 'amount' } as const;

/** An amount that may carry a sign (a credit adjustment: negative removes). */
export const SignedAmount = { type: ['string', 'number'], format: 'signed-amount' } as const;

/** An e-mail address, or empty. */
export const Email = str({ maxLength: 200, format: 'email-or-empty' });

/** A phone number, or empty. */
export const Phone = str({ maxLength: 40, pattern: '^$|^[+0-9 ()-]{3,40}$' });

/** A name shown to people: not blank, at most `max` characters. */
export function displayName<const M extends number>(max: M) {
  return str({ minLength: 1, maxLength: max, pattern: '\\S', format: 'visible-text' });
}

/** The body of every error answer: a message, and per-field messages for refused input. */
export const ErrorBody = obj(
  { message: str(), errors: arr(obj({ field: str(), message: str() }, ['field', 'message'])) },
  ['message'],
  { title: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;
