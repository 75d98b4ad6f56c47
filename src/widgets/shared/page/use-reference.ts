/**
 * Reference data for forms and lists (countries, currencies, time zones, languages) and the claims
 * the user may grant, through the shared query client: one request per page however many elements
 * ask, the browser storage cache of src/core/reference/api.ts underneath.
 */
import {
  getAllowedClaims,
  getCountries,
  getCurrencies,
  getLanguages,
  getTimezones,
} from '../../../core/reference/api';
import { referenceKeys } from '../../../core/reference/keys';
import { useQuery } from './use-query';

const loaders = {
  countries: getCountries,
  currencies: getCurrencies,
  timezones: getTimezones,
  languages: getLanguages,
} as const;

/** The kinds of reference data. */
export type ReferenceDataKind = keyof typeof loaders;
/** The rows of one kind of reference data. */
export type ReferenceData<K extends ReferenceDataKind> = Awaited<ReturnType<(typeof loaders)[K]>>;
type Kind = ReferenceDataKind;

/** One kind of reference data (kept for the page's life: it changes rarely); not asked while `enabled` is false. */
export function useReference<K extends Kind>(kind: K, enabled = true) {
  return useQuery<ReferenceData<K>>({
    queryKey: referenceKeys[kind],
    queryFn: () => loaders[kind]() as Promise<ReferenceData<K>>,
    staleTime: Infinity,
    enabled,
  });
}

/** The claims the user may grant (fresh each time a page asks: claims change). */
export function useAllowedClaims(enabled = true) {
  return useQuery({
    queryKey: referenceKeys.allowedClaims,
    queryFn: () => getAllowedClaims(),
    staleTime: 0,
    enabled,
  });
}
