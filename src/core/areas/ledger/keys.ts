/** The query keys of the ledger area (src/core/query.ts). */
export const ledgerKeys = {
  all: ['ledger'] as const,
  lastCheck: ['ledger', 'last-check'] as const,
};
