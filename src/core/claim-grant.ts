/**
 * The one rule of giving claims (to an agent: what its users may hold; to a user: what it may do).
 * Pure and framework-free, shared by every server route that stores claims.
 *
 * A granter may give only claims it holds, in every set that bounds it (the granting user's own
 * claims and those of the user's agent); never `null` (every claim of the type, today's and
 * tomorrow's) unless it holds `null` for that type; never a name outside the vocabulary of
 * src/core/permissions, nor a name under another claim type than its own; never an empty string.
 * Every refusal is reported, not only the first.
 */
import { CLAIM_TYPES, hasClaim, permissionDef, type ClaimType, type UserClaims } from './permissions';

export type ClaimRefusalReason =
  /** '' or only spaces */
  | 'empty'
  /** no permission of that name */
  | 'unknown'
  /** a permission of another claim type */
  | 'wrong-type'
  /** the granter does not hold it */
  | 'not-held'
  /** `null` asked while the granter does not hold `null` for the type */
  | 'all-not-held';

export interface ClaimRefusal {
  type: ClaimType;
  /** the refused name; null for a refused `null` list */
  claim: string | null;
  reason: ClaimRefusalReason;
}

/** Claims as a request may send them: a list per type, `null`, or the type left out. */
export type RequestedClaims = Partial<Record<ClaimType, readonly string[] | null | undefined>>;

/** A type left out is an empty list; repeated names count once. */
export function normaliseClaims(wanted: RequestedClaims): UserClaims {
  const out = {} as UserClaims;
  for (const type of CLAIM_TYPES) {
    const list = wanted[type];
    out[type] = list === null ? null : [...new Set(list ?? [])];
  }
  return out;
}

/** Everything wrong with giving `wanted`; empty when the granter may give all of it. */
export function claimGrantRefusals(
  wanted: RequestedClaims,
  granter: UserClaims | readonly UserClaims[],
): ClaimRefusal[] {
  const bounds: readonly UserClaims[] = Array.isArray(granter) ? granter : [granter as UserClaims];
  const refusals: ClaimRefusal[] = [];
  for (const type of CLAIM_TYPES) {
    const list = wanted[type];
    if (list === undefined) continue;
    if (list === null) {
      if (!bounds.every((held) => held[type] === null))
        refusals.push({ type, claim: null, reason: 'all-not-held' });
      continue;
    }
    for (const name of new Set(list)) {
      const def = typeof name === 'string' ? permissionDef(name) : undefined;
      if (typeof name !== 'string' || name.trim() === '') refusals.push({ type, claim: '', reason: 'empty' });
      else if (!def) refusals.push({ type, claim: name, reason: 'unknown' });
      else if (def.type !== type) refusals.push({ type, claim: name, reason: 'wrong-type' });
      else if (!bounds.every((held) => hasClaim(held, name, type)))
        refusals.push({ type, claim: name, reason: 'not-held' });
    }
  }
  return refusals;
}

/** Whether a refusal is about the request itself (a bad name) rather than about the granter. */
export const isMalformedClaim = (r: ClaimRefusal): boolean =>
  r.reason === 'empty' || r.reason === 'unknown' || r.reason === 'wrong-type';

/** The English reason of one refusal, for API messages. */
export function describeClaimRefusal(r: ClaimRefusal): string {
  switch (r.reason) {
    case 'empty':
      return `${r.type}: an empty claim name is not a claim`;
    case 'unknown':
      return `${r.type}: ${r.claim} is not a known claim`;
    case 'wrong-type':
      return `${r.type}: ${r.claim} is a claim of another type (${permissionDef(r.claim ?? '')?.type})`;
    case 'not-held':
      return `You cannot grant the claim ${r.claim}: you do not hold it`;
    case 'all-not-held':
      return `You cannot grant every ${r.type} claim: you do not hold them all`;
  }
}

/**
 * What a user may do: its own claims, within the claims its agent's users may hold (`bound`). A type
 * the user holds as `null` (every claim) gives what the bound allows; a bound of `null` limits
 * nothing. An agent whose claims were narrowed after its users got theirs thus narrows its users at
 * their next sign-in, without rewriting their stored claims.
 */
export function claimsWithin(claims: UserClaims, bound: UserClaims): UserClaims {
  const out = {} as UserClaims;
  for (const type of CLAIM_TYPES) {
    const own = claims[type];
    const allowed = bound[type];
    if (allowed === null) out[type] = own === null ? null : [...(own ?? [])];
    else if (own === null) out[type] = [...allowed];
    else out[type] = (own ?? []).filter((name) => allowed.includes(name));
  }
  return out;
}
