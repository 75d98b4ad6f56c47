/** The test kit's fake session: an unsigned JWT the console reads like the identity service's. */
import { jwtDecode } from 'jwt-decode';
import { afterEach, describe, expect, it } from 'vitest';
import { P, PERMISSIONS } from '../../../src/core/permissions';
import { account, claims, clearToken } from '../../../src/core/session';
import { OWN } from '../../support/fixtures';
import { allClaims, claimsWith, signIn, tokenResponse } from '../../support/token';

afterEach(() => clearToken());

describe('tokenResponse: user admin of the agent, with extra claims', () => {
  it('carries sub, unique_name and AgentId; extra claims are added or replaced', () => {
    const response = tokenResponse(OWN, { unique_name: 'alice', AgentClaims: [P.ViewAgents] });
    expect(response).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(jwtDecode(response.access_token)).toEqual({
      sub: 'user-1',
      unique_name: 'alice',
      AgentId: OWN,
      AgentClaims: [P.ViewAgents],
    });
  });

  it('AgentId undefined gives a token without an agent', () => {
    expect(jwtDecode(tokenResponse(OWN, { AgentId: undefined }).access_token)).not.toHaveProperty('AgentId');
  });
});

describe('signIn stores the token as the login does', () => {
  it('the session reads the account and the claims from it', () => {
    signIn(OWN, claimsWith(P.ViewAgents, P.ViewCasinos));
    expect(account.value).toEqual({ id: 'user-1', name: 'admin', agentId: OWN });
    expect(claims.value).toEqual({
      AgentClaims: [P.ViewAgents],
      RtgClaims: [P.ViewCasinos],
      RtgGroupClaims: [],
    });
  });
});

describe('claims helpers', () => {
  it('claimsWith puts each name under its own claim type and refuses an unknown name', () => {
    expect(claimsWith(P.ListPlayers, P.ViewAgents)).toEqual({
      AgentClaims: [P.ViewAgents],
      RtgClaims: [P.ListPlayers],
      RtgGroupClaims: [],
    });
    expect(() => claimsWith('CanFly')).toThrow('unknown permission CanFly');
  });

  it('allClaims lists every permission of the vocabulary', () => {
    const every = allClaims();
    expect([...every.AgentClaims!, ...every.RtgClaims!, ...every.RtgGroupClaims!].sort()).toEqual(
      PERMISSIONS.map((p) => p.name).sort(),
    );
  });
});
