/** JSON-schema fragments shared by the route modules. */
import { AMOUNT_FORMAT, SIGNED_AMOUNT_FORMAT } from '../validation';

export const uuid = { type: 'string', format: 'uuid' } as const;
/**
 * An amount (src/core/money.ts): amount text, or in a JSON body a number of that form. The route reads
 * it with `requireAmount`, which also applies the maximum.
 */
export const amount = { type: ['string', 'number'], format: AMOUNT_FORMAT } as const;
/** An amount that may carry a sign (a credit adjustment: negative removes). */
export const signedAmount = { type: ['string', 'number'], format: SIGNED_AMOUNT_FORMAT } as const;
export const currencyId = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
export const booleanFlag = { type: 'boolean' } as const;

export const query = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

/** A claim list: names checked against the vocabulary by src/core/claim-grant.ts. */
const claimList = {
  type: ['array', 'null'],
  maxItems: 200,
  items: { type: 'string', maxLength: 100 },
} as const;
export const claimsSchema = {
  type: 'object',
  properties: { AgentClaims: claimList, RtgClaims: claimList, RtgGroupClaims: claimList },
} as const;
