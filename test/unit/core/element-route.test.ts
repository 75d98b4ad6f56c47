import { describe, expect, it } from 'vitest';
import { AREA_MANIFESTS } from '../../../src/core/areas';
import { AREA_ROUTES, elementRoute, forbiddenKeyOf, matchArea, splitPath } from '../../../src/core/routes';

const AGENT = '0b7c3f0e-5a52-4d3e-9d6e-2f1f0a5c7e11';

function shown(url: string) {
  const matched = matchArea(splitPath(url));
  if (!matched) throw new Error(`no route for ${url}`);
  return { matches: matched.matches, params: matched.params };
}

describe("a page element's access check is its route's", () => {
  it('inside the console, the route the router shows', () => {
    expect(elementRoute('casino-pos-users', { posid: 'p1' }, shown('poses/p1/users/add'))).toEqual({
      pattern: 'poses/:posid/users/add',
      params: { posid: 'p1' },
    });
  });

  it('alone on a page, the row its attributes name: an id is the edit page, none the create page', () => {
    expect(elementRoute('casino-player-form', { agentId: AGENT, id: 'x1' }, null)).toEqual({
      pattern: 'players/edit/:id',
      params: { id: 'x1' },
    });
    expect(elementRoute('casino-player-form', { agentId: AGENT }, null)).toEqual({
      pattern: 'players/add',
      params: {},
    });
    expect(elementRoute('casino-pos-users', { posid: 'p1', posuserid: 'u1' }, null)?.pattern).toBe(
      'poses/:posid/users/:posuserid/update',
    );
  });

  it('a mode attribute picks among rows with the same parameters', () => {
    expect(elementRoute('casino-pos-users', { posid: 'p1', mode: 'add' }, null)?.pattern).toBe(
      'poses/:posid/users/add',
    );
    expect(elementRoute('casino-pos-users', { posid: 'p1' }, null)?.pattern).toBe('poses/:posid/users');
  });

  it('the router showing another element does not decide for this one', () => {
    expect(elementRoute('casino-agent-form', { id: 'a1' }, shown('players/edit/x1'))?.pattern).toBe(
      'agents/edit/:id',
    );
  });

  it('every element the manifests declare has a route for its attributes', () => {
    const tags = new Set<string>();
    const walk = (nodes: typeof AREA_ROUTES) =>
      nodes.forEach((n) => {
        if (n.element) tags.add(n.element);
        if (n.children) walk(n.children);
      });
    walk(AREA_ROUTES);
    expect(tags.size).toBeGreaterThan(20);
    const all = { id: 'i', posid: 'p', posuserid: 'u', report: 'r' };
    for (const tag of tags) expect(elementRoute(tag, all, null), tag).not.toBeNull();
    expect(AREA_MANIFESTS.length).toBeGreaterThan(0);
  });

  it('a route may name the message a refused user sees', () => {
    expect(forbiddenKeyOf('agents/ip-whitelist')).toBe('app.agents.ipWhitelist.no-view');
    expect(forbiddenKeyOf('agents/multicash')).toBeUndefined();
  });
});
