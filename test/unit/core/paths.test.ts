import { describe, expect, it } from 'vitest';
import type { AreaManifest } from '../../../src/core/areas';
import { agentPath, pathTo, patternOf, ROUTE_PATTERNS, routePatterns } from '../../../src/core/paths';
import { AREA_ROUTES, matchArea, splitPath } from '../../../src/core/routes';

const AGENT = '0b7c3f0e-5a52-4d3e-9d6e-2f1f0a5c7e11';
const ID = '5d1e7f3a-8c21-4b9e-a0f2-3c4d5e6f7a8b';

describe('a route is named by its rows, outermost first', () => {
  it('builds the address of a page with its parameters under the agent', () => {
    expect(pathTo('players.edit', { agentId: AGENT, id: ID })).toBe(`/${AGENT}/players/edit/${ID}`);
    expect(pathTo('agents', { agentId: AGENT })).toBe(`/${AGENT}/agents`);
    expect(pathTo('agents.adjust-credit', { agentId: AGENT })).toBe(`/${AGENT}/agents/adjust-credit`);
    expect(pathTo('cafes.users.update', { agentId: AGENT, posid: 'p1', posuserid: 'u1' })).toBe(
      `/${AGENT}/poses/p1/users/u1/update`,
    );
  });

  it('a row named in its manifest takes that name (a report under reports)', () => {
    expect(pathTo('reports.report', { agentId: AGENT, report: 'game-history' })).toBe(
      `/${AGENT}/reports/game-history`,
    );
    expect(pathTo('reports.dashboard', { agentId: AGENT })).toBe(`/${AGENT}/reports/dashboard`);
  });

  it('encodes parameter values and appends the query without empty values', () => {
    expect(
      pathTo('users.claims', { agentId: AGENT, id: 'a b/c' }, { created: 1, empty: '', none: undefined }),
    ).toBe(`/${AGENT}/users/claims/a%20b%2Fc?created=1`);
    expect(pathTo('reports.report', { agentId: AGENT, report: 'x' }, new URLSearchParams('a=1&b=2'))).toBe(
      `/${AGENT}/reports/x?a=1&b=2`,
    );
  });

  it('refuses a parameter given empty at run time', () => {
    expect(() => pathTo('players.edit', { agentId: AGENT, id: '' })).toThrow(/needs the parameter 'id'/);
  });

  it('every named route is a row the router matches, to the same pattern', () => {
    expect(ROUTE_PATTERNS.size).toBeGreaterThan(20);
    for (const [name, pattern] of ROUTE_PATTERNS) {
      const params = Object.fromEntries(
        splitPath(pattern)
          .filter((s) => s.startsWith(':'))
          .map((s) => [s.slice(1), 'x']),
      );
      const url = pathTo(name as Parameters<typeof pathTo>[0], { agentId: AGENT, ...params } as never);
      const matched = matchArea(splitPath(url).slice(1), AREA_ROUTES);
      expect(matched?.matches.at(-1)?.pattern, name).toBe(pattern);
    }
    expect(patternOf('cafes.users')).toBe('poses/:posid/users');
  });

  it('two rows with the same name are refused', () => {
    const twice = {
      key: 'x',
      routes: [
        { path: 'x', title: 'app.console.pages.x', children: [{ path: ':a', title: 'app.console.pages.x' }] },
      ],
      menu: [],
      labels: { en: {}, 'zh-cn': {} },
    } satisfies AreaManifest;
    expect(() => routePatterns([twice])).toThrow(/Two console routes are named 'x'/);
  });

  it('a path given as data goes under the agent', () => {
    expect(agentPath(AGENT, 'agents/adjust-credit')).toBe(`/${AGENT}/agents/adjust-credit`);
    expect(agentPath(AGENT, '')).toBe(`/${AGENT}`);
  });
});

describe('the compiler refuses an address the manifests do not declare', () => {
  it('a misspelled route name, a missing or unknown parameter do not compile', () => {
    const wrong = [
      // @ts-expect-error a route name no manifest declares
      () => pathTo('player.edit', { agentId: AGENT, id: ID }),
      // @ts-expect-error the edit page needs its id
      () => pathTo('players.edit', { agentId: AGENT }),
      // @ts-expect-error the cafe users page names its cafe 'posid'
      () => pathTo('cafes.users', { agentId: AGENT, id: ID }),
      // @ts-expect-error every address is under an agent
      () => pathTo('agents', {}),
    ];
    expect(wrong).toHaveLength(4);
  });
});
