/** The session, the identity service and login failures, rule by rule. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfigForTests } from '../../../src/core/config';
import { on } from '../../../src/core/events';
import { http } from '../../../src/core/http';
import {
  account,
  claims,
  clearToken,
  isLoggedIn,
  login,
  logout,
  storeToken,
  token,
  validToken,
  type TokenResponse,
} from '../../../src/core/session';
import { fetchMock } from '../../support/fetch-mock';
import { tokenResponse as tokenOf } from '../../support/token';

/** The token of user 'alice' (u1) of agent-7, with `payload` replacing claims. */
function tokenResponse(payload: Record<string, unknown> = {}, expiresIn = 3600): TokenResponse {
  return tokenOf('agent-7', { sub: 'u1', unique_name: 'alice', ...payload }, expiresIn);
}

beforeEach(() => {
  clearToken();
  resetConfigForTests();
  configure({ identityServiceUrl: 'https://id.example.com/' });
  fetchMock.install();
  // sign-out posts the revocation: the identity service answers 200 unless a test says otherwise
  fetchMock.answer({ status: 200 });
});
afterEach(() => {
  vi.useRealTimers();
  fetchMock.restore();
  vi.restoreAllMocks();
});

describe("a token is stored at sign-in under 'Token' with expiry computed from expires_in seconds", () => {
  it('stores { ttl: now + expires_in * 1000, content } in localStorage', () => {
    const response = tokenResponse({}, 600);
    storeToken(response, 1_000_000);
    expect(JSON.parse(localStorage.getItem('Token')!)).toEqual({
      ttl: 1_000_000 + 600_000,
      content: response,
    });
  });

  it('the token signal holds the stored token while it is valid', () => {
    const response = tokenResponse();
    storeToken(response);
    expect(token.value?.content).toEqual(response);
    expect(validToken()?.content).toEqual(response);
  });
});

describe('the token counts as absent once expired', () => {
  it('token reads null after expires_in seconds pass (timer re-evaluates expiry)', () => {
    vi.useFakeTimers();
    storeToken(tokenResponse({}, 60));
    vi.advanceTimersByTime(59_000);
    expect(token.value).not.toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(token.value).toBeNull();
    expect(isLoggedIn.value).toBe(false);
  });

  it('validToken() re-checks expiry on read', () => {
    vi.useFakeTimers();
    storeToken(tokenResponse({}, 10));
    vi.setSystemTime(Date.now() + 11_000); // clock moves without timers firing
    expect(validToken()).toBeNull();
    expect(token.value).toBeNull();
  });

  it('a token stored already expired is absent', () => {
    storeToken(tokenResponse({}, 10), Date.now() - 20_000);
    expect(validToken()).toBeNull();
  });
});

describe('the token counts as absent when unparsable', () => {
  it('garbage under Token reads as no token', () => {
    localStorage.setItem('Token', '{not json');
    expect(validToken()).toBeNull();
    expect(isLoggedIn.value).toBe(false);
  });

  it('JSON without a token content reads as no token', () => {
    localStorage.setItem('Token', JSON.stringify({ ttl: Date.now() + 10_000 }));
    expect(validToken()).toBeNull();
  });

  it('a valid token written to localStorage directly is picked up', () => {
    const content = tokenResponse();
    localStorage.setItem('Token', JSON.stringify({ ttl: Date.now() + 10_000, content }));
    expect(validToken()?.content).toEqual(content);
  });
});

describe('account from JWT claims sub, unique_name and AgentId', () => {
  it('reads id, name and agentId', () => {
    storeToken(tokenResponse({ sub: 'user-1', unique_name: 'bob', AgentId: 'agent-9' }));
    expect(account.value).toEqual({ id: 'user-1', name: 'bob', agentId: 'agent-9' });
    expect(isLoggedIn.value).toBe(true);
  });

  it('logged-in state is false until a token exists', () => {
    expect(account.value).toBeNull();
    expect(isLoggedIn.value).toBe(false);
  });
});

describe('if the account has no agentId, the user is logged out', () => {
  it('storing a token without AgentId clears it and emits casino-logout', () => {
    const onLogout = vi.fn();
    const off = on('casino-logout', onLogout);
    storeToken(tokenResponse({ AgentId: undefined }));
    off();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('Token')).toBeNull();
    expect(token.value).toBeNull();
  });
});

describe('claims AgentClaims / RtgClaims / RtgGroupClaims from the JWT', () => {
  it('lists stay lists', () => {
    storeToken(
      tokenResponse({ AgentClaims: ['CanViewAgents', 'CanAddAgent'], RtgClaims: ['CanViewCasinos'] }),
    );
    expect(claims.value.AgentClaims).toEqual(['CanViewAgents', 'CanAddAgent']);
    expect(claims.value.RtgClaims).toEqual(['CanViewCasinos']);
  });

  it('a single claim arrives as a string and is normalised to a list', () => {
    storeToken(tokenResponse({ RtgGroupClaims: 'CanViewReports' }));
    expect(claims.value.RtgGroupClaims).toEqual(['CanViewReports']);
  });

  it('an absent claim is an empty list', () => {
    storeToken(tokenResponse({}));
    expect(claims.value).toEqual({ AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] });
  });

  it('without a token there are no claims', () => {
    expect(claims.value).toEqual({ AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] });
  });
});

describe('logout clears navigation data and the token, then emits casino-logout', () => {
  it("removes 'casino.nav.*' keys from both storages, keeps other keys", () => {
    storeToken(tokenResponse());
    sessionStorage.setItem('casino.nav.tree', '[]');
    localStorage.setItem('casino.nav.current', 'a1');
    localStorage.setItem('casino.language', 'en');
    const onLogout = vi.fn();
    const off = on('casino-logout', onLogout);
    logout();
    off();
    expect(sessionStorage.getItem('casino.nav.tree')).toBeNull();
    expect(localStorage.getItem('casino.nav.current')).toBeNull();
    expect(localStorage.getItem('casino.language')).toBe('en');
    expect(localStorage.getItem('Token')).toBeNull();
    expect(token.value).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('sign-out revokes the token on the server: POST {identity}/connect/revocation (RFC 7009)', () => {
  it('posts the token form-encoded with its type hint and the client, after signing out locally', async () => {
    const response = tokenResponse();
    storeToken(response);
    fetchMock.answer({ status: 200 });
    const done = logout();
    expect(token.value).toBeNull();
    await done;
    const call = fetchMock.calls[0];
    expect(call.input).toBe('https://id.example.com/connect/revocation');
    expect(call.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(call.text))).toEqual({
      token: response.access_token,
      token_type_hint: 'access_token',
      client_id: 'ui',
      client_secret: 'casino-widgets-ui',
    });
  });
  it('a failed revocation still signs out locally and does not reject', async () => {
    storeToken(tokenResponse());
    fetchMock.answer(() => {
      throw new TypeError('network down');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(logout()).resolves.toBeUndefined();
    expect(localStorage.getItem('Token')).toBeNull();
  });
  it('without a token nothing is sent', async () => {
    await logout();
    expect(fetchMock.calls).toHaveLength(0);
  });
});

describe("login: POST {identity}/connect/token, form-encoded, client id 'ui'", () => {
  it('posts username, password, grant_type, client_id and client_secret, stores the token', async () => {
    const response = tokenResponse();
    fetchMock.answer({ body: response });
    const signedIn = await login('alice', 's3cret&=');
    const [call] = fetchMock.calls;
    expect(call.input).toBe('https://id.example.com/connect/token');
    expect(call.method).toBe('POST');
    expect(call.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call.text))).toEqual({
      username: 'alice',
      password: 's3cret&=',
      grant_type: 'password',
      client_id: 'ui',
      client_secret: 'casino-widgets-ui',
    });
    expect(signedIn).toEqual({ id: 'u1', name: 'alice', agentId: 'agent-7' });
    expect(JSON.parse(localStorage.getItem('Token')!).content).toEqual(response);
  });
});

describe("login failure: raw error rethrown, or 'Server error' if none", () => {
  it('rethrows the server error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.answer({ status: 400, body: { error: 'invalid_grant' } });
    await expect(login('alice', 'wrong')).rejects.toMatchObject({ status: 400, message: 'invalid_grant' });
    expect(token.value).toBeNull();
  });

  it("rejects with 'Server error' when the failure carries nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.answer(new Response('', { status: 500, statusText: '' }));
    await expect(login('alice', 'x')).rejects.toThrow('Server error');
  });

  it("rejects with Error('Server error') when the rejection carries no error at all", async () => {
    vi.spyOn(http, 'post').mockRejectedValue(undefined);
    await expect(login('alice', 'x')).rejects.toThrow(new Error('Server error'));
  });

  it('an account without agentId is logged out and login rejects', async () => {
    const onLogout = vi.fn();
    const off = on('casino-logout', onLogout);
    fetchMock.answer({ body: tokenResponse({ AgentId: undefined }) });
    await expect(login('alice', 'pw')).rejects.toThrow();
    off();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('Token')).toBeNull();
  });
});
