import { describe, expect, it } from 'vitest';
import {
  claimGrantRefusals,
  claimsWithin,
  describeClaimRefusal,
  isMalformedClaim,
  normaliseClaims,
} from '../../../src/core/claim-grant';
import { P, type UserClaims } from '../../../src/core/permissions';

const AGENT: UserClaims = {
  AgentClaims: [P.ViewAgents, P.AddAgent, P.EditAgent],
  RtgClaims: [],
  RtgGroupClaims: [P.ViewGameHistoryReport],
};
const EVERYTHING: UserClaims = { AgentClaims: null, RtgClaims: null, RtgGroupClaims: null };

describe('a granter may give only claims it holds, never null unless it holds null, never a name outside the vocabulary, never an empty string', () => {
  it('claims the granter holds may be given', () => {
    expect(
      claimGrantRefusals({ AgentClaims: [P.ViewAgents], RtgGroupClaims: [P.ViewGameHistoryReport] }, AGENT),
    ).toEqual([]);
  });
  it('an empty name is refused, and does not hide the refusals after it', () => {
    const refusals = claimGrantRefusals(
      { AgentClaims: [''], RtgClaims: null, RtgGroupClaims: [P.ViewJackpotHistoryReport, 'CanDoAnything'] },
      AGENT,
    );
    expect(refusals).toEqual([
      { type: 'AgentClaims', claim: '', reason: 'empty' },
      { type: 'RtgClaims', claim: null, reason: 'all-not-held' },
      { type: 'RtgGroupClaims', claim: P.ViewJackpotHistoryReport, reason: 'not-held' },
      { type: 'RtgGroupClaims', claim: 'CanDoAnything', reason: 'unknown' },
    ]);
    expect(refusals.filter(isMalformedClaim).map((r) => r.reason)).toEqual(['empty', 'unknown']);
  });
  it('null (every claim of a type) only from a granter holding null for it', () => {
    expect(claimGrantRefusals({ RtgClaims: null }, EVERYTHING)).toEqual([]);
    expect(
      claimGrantRefusals({ RtgClaims: null }, { ...EVERYTHING, RtgClaims: [P.ViewCasinos] }),
    ).toHaveLength(1);
  });
  it('a name outside the vocabulary is refused even from a granter holding null', () => {
    expect(claimGrantRefusals({ RtgClaims: ['CanDoAnything'] }, EVERYTHING)).toEqual([
      { type: 'RtgClaims', claim: 'CanDoAnything', reason: 'unknown' },
    ]);
  });
  it('a name under another claim type than its own is refused', () => {
    expect(claimGrantRefusals({ RtgClaims: [P.ViewAgents] }, EVERYTHING)).toEqual([
      { type: 'RtgClaims', claim: P.ViewAgents, reason: 'wrong-type' },
    ]);
  });
  it('every bound must hold the claim: the user and its agent', () => {
    const agentOfUser: UserClaims = { AgentClaims: [P.ViewAgents], RtgClaims: [], RtgGroupClaims: [] };
    expect(claimGrantRefusals({ AgentClaims: [P.AddAgent] }, [AGENT, agentOfUser])).toEqual([
      { type: 'AgentClaims', claim: P.AddAgent, reason: 'not-held' },
    ]);
  });
  it('a type left out is an empty list; repeated names count once', () => {
    expect(normaliseClaims({ AgentClaims: [P.ViewAgents, P.ViewAgents] })).toEqual({
      AgentClaims: [P.ViewAgents],
      RtgClaims: [],
      RtgGroupClaims: [],
    });
  });
  it('each refusal has a reason in words', () => {
    expect(describeClaimRefusal({ type: 'AgentClaims', claim: '', reason: 'empty' })).toMatch(
      /empty claim name/,
    );
    expect(describeClaimRefusal({ type: 'RtgClaims', claim: null, reason: 'all-not-held' })).toMatch(
      /every RtgClaims/,
    );
  });
});

describe("a user may do only what its own claims and its agent's claims both allow", () => {
  it('a claim the agent no longer allows is not the user’s', () => {
    const user: UserClaims = {
      AgentClaims: [P.ViewAgents, P.DeleteAgent],
      RtgClaims: [],
      RtgGroupClaims: [],
    };
    expect(claimsWithin(user, AGENT)).toEqual({
      AgentClaims: [P.ViewAgents],
      RtgClaims: [],
      RtgGroupClaims: [],
    });
  });
  it('a user holding every claim of a type gets what the agent allows of it', () => {
    expect(claimsWithin(EVERYTHING, AGENT)).toEqual(AGENT);
  });
  it('an agent allowing every claim of a type limits nothing', () => {
    const user: UserClaims = { AgentClaims: [P.DeleteAgent], RtgClaims: null, RtgGroupClaims: [] };
    expect(claimsWithin(user, EVERYTHING)).toEqual(user);
  });
});
