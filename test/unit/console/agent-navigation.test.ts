import { describe, expect, it } from 'vitest';
import { agentClickUrl, areaPath, landingUrl } from '../../../src/core/agent-navigation';
import { P } from '../../../src/core/permissions';
import { CHILD, GRANDCHILD, OWN } from '../../support/fixtures';
import { claimsWith } from '../../support/token';

const subject = { claims: claimsWith(P.ViewAgents, P.ListUsers, P.ListPlayers), agentId: OWN };
const child = { id: CHILD, parentId: OWN };

describe('agent tree click: same area when it is an option visible for the agent, else its landing route', () => {
  it('keeps the current area path when that option is visible for the clicked agent', () => {
    expect(agentClickUrl(subject, child, `/${OWN}/users`)).toBe(`/${CHILD}/users`);
    expect(agentClickUrl(subject, child, `/${OWN}/players?page=2`)).toBe(`/${CHILD}/players`);
  });

  it("goes to the agent's landing route when the current path is not visible for it (Agents is direct only)", () => {
    expect(agentClickUrl(subject, child, `/${OWN}/agents`)).toBe(`/${CHILD}/users`);
  });

  it('goes to the landing route when the current path is not a menu option (an edit page)', () => {
    expect(agentClickUrl(subject, child, `/${OWN}/users/edit/7`)).toBe(`/${CHILD}/users`);
  });

  it('goes to /{agentId} when no option is visible for the agent', () => {
    const none = { claims: claimsWith(P.ViewAgents), agentId: OWN };
    expect(agentClickUrl(none, { id: GRANDCHILD, parentId: CHILD }, `/${OWN}/agents`)).toBe(`/${GRANDCHILD}`);
  });
});

describe('agent search choice: /{agentId}/{landing route for that agent}', () => {
  it('lands on the first option visible for the chosen agent', () => {
    expect(landingUrl(subject, { id: OWN, parentId: null })).toBe(`/${OWN}/agents`);
    expect(landingUrl(subject, child)).toBe(`/${CHILD}/users`);
  });

  it('areaPath is the URL after the agent id, without query', () => {
    expect(areaPath(`/${OWN}/casinos/assigned?x=1`)).toBe('casinos/assigned');
    expect(areaPath(`/${OWN}`)).toBe('');
  });
});
