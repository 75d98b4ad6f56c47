/**
 * The machine codes of the server's refusals, shared by the server (which answers every 4xx with one)
 * and the console (which translates it: `app.page.errors.codes.<code>` in every language). A code is
 * stable: its meaning never changes; the human `message` beside it may. A field entry of a refusal
 * carries its own code (the field's problem) and the field it concerns.
 *
 * Answer shape: `{ code, message, field?, params?, errors?: [{ field, code, message }] }` (see
 * docs/architecture.md, "Refusals"). `params` are the values a translation may show (a name, a number of seconds).
 */
export const ERROR_CODES = {
  // by status, when nothing more precise applies
  'invalid-request': 'The request is not valid.',
  unauthorized: 'Sign-in required, or the credentials are wrong.',
  forbidden: 'The user may not do this.',
  'not-found': 'The object does not exist or is out of reach.',
  'method-not-allowed': 'The path does not take this method.',
  'not-acceptable': 'The answer cannot be given in the asked format.',
  conflict: 'The state of the object forbids the change.',
  'payload-too-large': 'The body is too large.',
  'unsupported-media-type': 'The body has a type the route does not take.',
  'too-many-requests': 'Too many attempts: wait and try again.',
  'server-busy': 'The server is busy: ask again after Retry-After.',
  'client-closed': 'The client went away before the answer.',
  // a field of a request's schema
  required: 'A required field is missing.',
  'invalid-format': 'The value has an invalid format.',
  'invalid-type': 'The value has the wrong type.',
  empty: 'The value must not be empty.',
  'not-allowed-value': 'The value is not one of the allowed values.',
  'too-many-decimals': 'An amount has more than 2 decimals.',
  'too-short': 'The value is too short.',
  'too-long': 'The value is too long.',
  'too-small': 'The value is too small.',
  'too-large': 'The value is too large.',
  'forbidden-characters': 'The value holds characters no text may hold.',
  'invalid-value': 'The value is refused.',
  // amounts and money
  'invalid-amount': 'The amount is not a valid amount.',
  'amount-zero': 'The amount must not be zero.',
  'amount-too-large': 'The amount (or the balance it makes) exceeds the largest the back office keeps.',
  'insufficient-credit': 'The credit of the agent does not cover the amount.',
  'insufficient-balance': 'The source balance does not cover the amount.',
  'currency-mismatch': 'The amounts are in different currencies.',
  'currency-locked': 'The currency can change only while the account is empty.',
  'ledger-refused': 'The ledger refused the movement.',
  'value-refused': 'The database refused a value.',
  // references
  'unknown-currency': 'The currency is not known.',
  'unknown-country': 'The country is not known.',
  'unknown-timezone': 'The time zone is not known.',
  'agent-not-found': 'The agent does not exist (any more).',
  'agent-inactive': 'The agent is not active.',
  'outside-hierarchy': 'The agent is outside the user’s hierarchy.',
  'not-below-own-agent': 'The agent must be below the user’s own.',
  'wallet-parent-refused': 'The wallet parent cannot be this agent.',
  'must-differ': 'The two values must differ.',
  'date-order': 'The end must be after the start.',
  // names and passwords
  'name-taken': 'The name is already used.',
  'passwords-differ': 'The passwords do not match.',
  'wrong-current-password': 'The current password is not correct.',
  'weak-password': 'The password does not meet the rules.',
  'token-expired': 'The link or token has expired.',
  'wrong-credentials': 'The user name or the password is wrong.',
  'user-inactive': 'The user is deactivated.',
  'unknown-client': 'The sign-in client is not known.',
  // users and roles
  'user-move-refused': 'A user stays with its agent.',
  'self-change': 'A user changes itself on its profile page.',
  'self-claims': 'A user cannot change its own permissions.',
  'self-delete': 'A user cannot delete itself.',
  'user-out-of-reach': 'The user holds permissions the caller cannot grant.',
  'last-root-user': 'The root agent must keep an active user.',
  'role-name-taken': 'Another role has this name.',
  'claims-agent-bound': 'The users of the agent may not hold some of the permissions.',
  'claim-not-grantable': 'The caller cannot grant a permission.',
  // players and bonuses
  'field-not-patchable': 'The field cannot be changed.',
  'account-closed': 'A closed account cannot be reopened.',
  'bonus-unknown': 'The bonus code is not known.',
  'bonus-not-started': 'The bonus code is not valid yet.',
  'bonus-expired': 'The bonus code has expired.',
  'bonus-not-available': 'The bonus code is not available to this player.',
  'bonus-redeemed': 'The player already redeemed this bonus code.',
  'bonus-active': 'The player already has an active bonus.',
  'bonus-none-active': 'The player has no active bonus with this code.',
  // cafes, terminals, casinos, rounds
  'operations-disabled': 'The operations of the cafe are disabled.',
  'terminal-disabled': 'The terminal is disabled.',
  'moved-meanwhile': 'The object changed meanwhile: try again.',
  'casino-deleted': 'The casino is deleted.',
  'top-agent-casinos': 'A top-level agent holds every casino.',
  'round-settled': 'The round is settled already.',
  'no-pending-rounds': 'There are no pending rounds to close.',
} as const satisfies Record<string, string>;

/** A machine code of a refusal. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code, in the table's order. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** Whether a code read off the wire is one this build knows (a newer server may send others). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The code of a refusal that says no more than its status. */
export function codeOfStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'invalid-request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not-found',
    405: 'method-not-allowed',
    406: 'not-acceptable',
    409: 'conflict',
    413: 'payload-too-large',
    415: 'unsupported-media-type',
    429: 'too-many-requests',
    499: 'client-closed',
  };
  return byStatus[status] ?? 'invalid-request';
}
