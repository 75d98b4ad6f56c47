/**
 * Reference data every area reads: countries, currencies, time zones, languages, and the claims
 * vocabulary as the server lists it (the signed-in user's claims, its agent's, and what it may grant).
 */
import { endpoint } from '../contract/endpoint';
import { arr, CountryId, CurrencyId, int, obj, oneOf, str, type Static } from '../contract/schema';

export const Country = obj({ id: CountryId, name: str() }, ['id', 'name'], { title: 'Country' });
export type Country = Static<typeof Country>;

export const Currency = obj(
  { id: CurrencyId, name: str(), symbol: str(), decimals: int({ minimum: 0, maximum: 8 }) },
  ['id', 'name'],
  { title: 'Currency' },
);
export type Currency = Static<typeof Currency>;

export const Timezone = obj(
  { id: str({ minLength: 1, maxLength: 64 }), timezoneLocation: str(), utcOffsetMinutes: int() },
  ['id', 'timezoneLocation'],
  { title: 'Timezone' },
);
export type Timezone = Static<typeof Timezone>;

export const Language = obj({ id: str(), name: str(), flag: str() }, ['id', 'name'], { title: 'Language' });
export type Language = Static<typeof Language>;

/** One claim: its type, its name ('CanViewAgents') and its English label ('Can View Agents'). */
export const ClaimItem = obj(
  { type: oneOf(['AgentClaims', 'RtgClaims', 'RtgGroupClaims']), value: str(), label: str() },
  ['type', 'value', 'label'],
  {
    title: 'ClaimItem',
  },
);
export type ClaimItem = Static<typeof ClaimItem>;

const tags = { service: 'api' } as const;

export const referenceEndpoints = {
  countries: endpoint({
    ...tags,
    method: 'GET',
    path: '/api/country',
    summary: 'Countries',
    response: { 200: arr(Country) },
  }),
  currencies: endpoint({
    ...tags,
    method: 'GET',
    path: '/api/currency',
    summary: 'Currencies (or one with ?id)',
    querystring: obj({ id: CurrencyId }),
  }),
  timezones: endpoint({
    ...tags,
    method: 'GET',
    path: '/api/timezone',
    summary: 'Time zones',
    response: { 200: arr(Timezone) },
  }),
  languages: endpoint({
    service: 'casinoManagement',
    method: 'GET',
    path: '/api/language',
    summary: 'Interface and casino languages',
    response: { 200: arr(Language) },
  }),
  userClaims: endpoint({
    ...tags,
    method: 'GET',
    path: '/api/claim/user',
    summary: "The signed-in user's claims",
    response: { 200: arr(ClaimItem) },
  }),
  agentClaims: endpoint({
    ...tags,
    method: 'GET',
    path: '/api/claim/agent',
    summary: "The claims the user's agent may hold",
    response: { 200: arr(ClaimItem) },
  }),
  allowedClaims: endpoint({
    ...tags,
    method: 'GET',
    path: '/api/claim/allowed',
    summary: 'The claims the user may grant',
    response: { 200: arr(ClaimItem) },
  }),
} as const;
