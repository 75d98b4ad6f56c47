/** JSON-schema fragments shared by the route modules. */
import { AMOUNT_PATTERN } from '../money';

export const uuid = { type: 'string', format: 'uuid' } as const;
export const amount = {
  anyOf: [
    { type: 'string', pattern: AMOUNT_PATTERN },
    { type: 'number', multipleOf: 0.01 },
  ],
} as const;
export const currencyId = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
export const booleanFlag = { type: 'boolean' } as const;

export const query = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

export const claimsSchema = {
  type: 'object',
  properties: {
    AgentClaims: { type: ['array', 'null'], items: { type: 'string' } },
    RtgClaims: { type: ['array', 'null'], items: { type: 'string' } },
    RtgGroupClaims: { type: ['array', 'null'], items: { type: 'string' } },
  },
} as const;
