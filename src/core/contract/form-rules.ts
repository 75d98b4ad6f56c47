/**
 * Form pre-validation from the contract: the same schema the server validates with decides what a
 * form refuses before sending, with translated messages (validation.<rule> keys of
 * src/core/validation.ts). Pure.
 *
 * A property schema gives: required (from the object's `required`), minLength, maxLength, pattern,
 * format (a name of src/core/contract/formats.ts, or 'uuid'), minimum, maximum, enum. An empty
 * optional field passes.
 */
import { PATTERNS, type ValidationError } from '../validation';
import { FORMATS, isFormat } from './formats';

type Keywords = {
  type?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  enum?: readonly unknown[];
};

export interface ObjectSchema {
  readonly properties: Readonly<Record<string, unknown>>;
  readonly required?: readonly string[];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isNumeric(schema: Keywords): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('number') || types.includes('integer');
}

/** The first rule of `schema` that `value` breaks, or null. */
export function schemaFieldError(schema: unknown, value: unknown, required: boolean): ValidationError | null {
  const s = (schema ?? {}) as Keywords;
  if (isEmpty(value)) return required ? { key: 'validation.required' } : null;
  if (s.enum && !s.enum.includes(value)) return { key: 'validation.oneOf' };
  if (isNumeric(s)) {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isFinite(n)) return { key: 'validation.number' };
    if (s.type === 'integer' && !Number.isInteger(n)) return { key: 'validation.wholeNumber' };
    if (s.minimum !== undefined && n < s.minimum)
      return { key: 'validation.min', params: { min: s.minimum } };
    if (s.maximum !== undefined && n > s.maximum)
      return { key: 'validation.max', params: { max: s.maximum } };
    return null;
  }
  if (typeof value !== 'string') return null;
  if (s.format === 'uuid' && !PATTERNS.guid.test(value)) return { key: 'validation.guid' };
  if (s.format && isFormat(s.format) && !FORMATS[s.format].test(value)) return { key: FORMATS[s.format].key };
  if (s.pattern && !new RegExp(s.pattern, 'u').test(value)) {
    return value.trim() === '' ? { key: 'validation.required' } : { key: 'validation.pattern' };
  }
  if (s.minLength !== undefined && value.length < s.minLength)
    return s.minLength === 1
      ? { key: 'validation.required' }
      : { key: 'validation.minLength', params: { min: s.minLength } };
  if (s.maxLength !== undefined && value.length > s.maxLength)
    return { key: 'validation.maxLength', params: { max: s.maxLength } };
  return null;
}

/** The error of one field of an object schema (unknown fields pass). */
export function fieldError(schema: ObjectSchema, field: string, value: unknown): ValidationError | null {
  const property = schema.properties[field];
  if (property === undefined) return null;
  return schemaFieldError(property, value, schema.required?.includes(field) ?? false);
}

/** The errors of every listed field (default: every property), by field name; empty when all pass. */
export function objectErrors(
  schema: ObjectSchema,
  values: Readonly<Record<string, unknown>>,
  fields: readonly string[] = Object.keys(schema.properties),
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  for (const field of fields) {
    const error = fieldError(schema, field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
