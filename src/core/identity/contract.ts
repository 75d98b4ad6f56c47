/**
 * The contract of the identity service: signing in (OAuth 2 password grant) and signing out (token
 * revocation, RFC 7009). Both take their fields form-encoded, as the RFCs say (JSON is accepted too),
 * with OAuth's own snake_case names. Their refusals keep OAuth's `error` beside the back office's
 * `code` (src/core/contract/error-codes.ts), written by src/server/services/identity.ts.
 */
import { endpoint } from '../contract/endpoint';
import { int, obj, oneOf, str, type Static } from '../contract/schema';

/** The sign-in form: the user's name and password, the grant, and the client (the console). */
export const SignInForm = obj(
  {
    username: str({ minLength: 1, maxLength: 100 }),
    password: str({ minLength: 1, maxLength: 200 }),
    grant_type: oneOf(['password'] as const),
    client_id: str({ minLength: 1 }),
    client_secret: str(),
    scope: str(),
  },
  ['username', 'password', 'grant_type', 'client_id'],
  { title: 'SignInForm' },
);
export type SignInForm = Static<typeof SignInForm>;

/** The answer of a sign-in: a Bearer access token (a JWT) and its lifetime in seconds. */
export const AccessToken = obj(
  { token_type: oneOf(['Bearer'] as const), access_token: str(), expires_in: int() },
  ['token_type', 'access_token', 'expires_in'],
  { title: 'AccessToken' },
);
export type AccessToken = Static<typeof AccessToken>;

/** The sign-out form: the access token to end, and the client. */
export const RevocationForm = obj(
  {
    token: str({ minLength: 1, maxLength: 4096 }),
    token_type_hint: str({ maxLength: 100 }),
    client_id: str({ minLength: 1, maxLength: 100 }),
    client_secret: str({ maxLength: 200 }),
  },
  ['token', 'client_id'],
  { title: 'RevocationForm' },
);
export type RevocationForm = Static<typeof RevocationForm>;

const identity = { service: 'identity' } as const;

export const identityEndpoints = {
  token: endpoint({
    ...identity,
    method: 'POST',
    path: '/connect/token',
    summary: 'Sign in (OAuth 2 password grant): an access token',
    body: SignInForm,
    response: { 200: AccessToken },
  }),
  revocation: endpoint({
    ...identity,
    method: 'POST',
    path: '/connect/revocation',
    summary: 'Sign out: revoke an access token (RFC 7009)',
    body: RevocationForm,
  }),
};
