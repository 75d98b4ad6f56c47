/** The query keys of the reference data and claims lists (src/core/query.ts). */
export const referenceKeys = {
  countries: ['reference', 'countries'] as const,
  currencies: ['reference', 'currencies'] as const,
  timezones: ['reference', 'timezones'] as const,
  languages: ['reference', 'languages'] as const,
  /** What the signed-in user may grant: never cached beyond the page (claims change). */
  allowedClaims: ['claims', 'allowed'] as const,
};
