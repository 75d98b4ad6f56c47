import { clearQueryCacheForTests } from '../../../src/core/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clear,
  createSearch,
  currentAgent,
  findAgent,
  flushTreeCache,
  isLoaded,
  loadAgent,
  loadingAgentId,
  mergeAgent,
  onRouteChange,
  open,
  rename,
  resetAgentsForTests,
  restoreTree,
  search,
  startAgentTree,
  toggle,
  tree,
  TREE_STORAGE_KEY,
  visibleRows,
  type Agent,
} from '../../../src/core/agents';
import { configure, resetConfigForTests } from '../../../src/core/config';
import { emit, on } from '../../../src/core/events';
import { P } from '../../../src/core/permissions';
import { navigate, resetRouterForTests, route } from '../../../src/core/router';
import { clearToken } from '../../../src/core/session';
import { API } from '../../support/config';
import { fetchMock } from '../../support/fetch-mock';
import { guid as g, treeAgent } from '../../support/fixtures';
import { signIn } from '../../support/token';

const TOP = g(1);
const A = g(2);
const B = g(3);
const A1 = g(4);
const A2 = g(5);
const A1X = g(6);

/** An agent named after its id; `children` undefined with hasChildren makes a placeholder. */
function agent(id: string, children?: Agent[], extra: Partial<Agent> = {}): Agent {
  return treeAgent(id, `agent ${id.slice(-2)}`, children, extra);
}
const placeholder = (id: string) => agent(id, undefined, { hasChildren: true });

/** TOP -> A (-> A1 placeholder, A2 leaf), B placeholder. */
function shallowTree(): Agent {
  return agent(TOP, [agent(A, [placeholder(A1), agent(A2)]), placeholder(B)]);
}

function waitFor(check: () => boolean): Promise<void> {
  return vi.waitFor(() => {
    if (!check()) throw new Error('not yet');
  });
}

const calls = fetchMock.calls;
let served: Record<string, Agent>;

beforeEach(() => {
  resetAgentsForTests();
  configure({ apiUrl: API });
  served = {};
  fetchMock.install().route({
    'GET /api/navigation/tree': (call) => {
      const found = served[call.url.searchParams.get('agentId') ?? ''];
      return found ? { body: structuredClone(found) } : { status: 404, text: 'no such agent' };
    },
    'GET /api/navigation/search': { body: [{ id: A1, name: 'found' }] },
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  fetchMock.restore();
  vi.restoreAllMocks();
  resetAgentsForTests();
  resetRouterForTests();
  resetConfigForTests();
  clearToken();
  history.replaceState(null, '', '/');
});

describe('the tree is loaded from the top agent via GET {api}/api/navigation/tree?agentId', () => {
  it('calls the navigation tree endpoint with the agent id', async () => {
    served[TOP] = shallowTree();
    await loadAgent(TOP);
    expect(calls.map((c) => c.url.href)).toEqual([
      `${API}/api/navigation/tree?agentId=${encodeURIComponent(TOP)}`,
    ]);
    expect(tree.value?.id).toBe(TOP);
  });

  it('the tree of the account’s top agent loads when the store starts with a session', async () => {
    served[TOP] = shallowTree();
    signIn(TOP);
    const loaded: string[] = [];
    const off = on('casino-agent-tree-loaded', ({ agentId }) => loaded.push(agentId));
    const stop = startAgentTree();
    await waitFor(() => tree.value?.id === TOP);
    expect(loaded).toEqual([TOP]);
    stop();
    off();
  });
});

describe('the tree is cached locally (sessionStorage casino.nav.tree)', () => {
  it('writes the tree to sessionStorage after a change', async () => {
    mergeAgent(shallowTree());
    await waitFor(() => sessionStorage.getItem(TREE_STORAGE_KEY) !== null);
    const cached = JSON.parse(sessionStorage.getItem(TREE_STORAGE_KEY)!) as Agent;
    expect(cached.id).toBe(TOP);
    expect(cached.children?.map((c) => c.id)).toEqual([A, B]);
  });

  it('coalesces writes: one write 200 ms after the last change (a big tree serialises once)', () => {
    vi.useFakeTimers();
    try {
      const writes = vi.spyOn(sessionStorage, 'setItem');
      mergeAgent(shallowTree());
      toggle(A);
      vi.advanceTimersByTime(150);
      toggle(B);
      vi.advanceTimersByTime(199);
      expect(writes).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(writes).toHaveBeenCalledTimes(1);
      expect((JSON.parse(String(writes.mock.calls[0][1])) as Agent).children![1].open).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('restores the cached tree without a request', () => {
    sessionStorage.setItem(TREE_STORAGE_KEY, JSON.stringify(shallowTree()));
    expect(restoreTree()).toBe(true);
    expect(findAgent(A1)?.parentId).toBe(A);
    expect(calls).toEqual([]);
  });

  it('a started store uses the cache instead of fetching the top agent', () => {
    sessionStorage.setItem(TREE_STORAGE_KEY, JSON.stringify(shallowTree()));
    signIn(TOP);
    const stop = startAgentTree();
    expect(tree.value?.id).toBe(TOP);
    expect(calls).toEqual([]);
    stop();
  });
});

describe('a fetched agent is marked open and replaces its placeholder; if it is the root it replaces the whole tree', () => {
  it('the first fetched agent becomes the tree, open', () => {
    mergeAgent(shallowTree());
    expect(tree.value).toMatchObject({ id: TOP, open: true });
  });

  it('replaces the placeholder with the same id, deep among the root’s children, and marks it open', () => {
    mergeAgent(shallowTree());
    mergeAgent(agent(A1, [agent(A1X)]));
    const a = tree.value!.children![0];
    expect(a.children!.map((c) => c.id)).toEqual([A1, A2]);
    expect(a.children![0]).toMatchObject({ id: A1, open: true, parentId: A });
    expect(findAgent(A1X)?.parentId).toBe(A1);
  });

  it('a fetched root replaces the whole tree', () => {
    mergeAgent(shallowTree());
    mergeAgent(agent(TOP, [agent(B)]));
    expect(tree.value!.children!.map((c) => c.id)).toEqual([B]);
    expect(findAgent(A)).toBeUndefined();
  });

  it('keeps the open state of agents already in the tree', () => {
    mergeAgent(shallowTree());
    open(A);
    mergeAgent(agent(TOP, [agent(A, [agent(A1)]), agent(B)]));
    expect(findAgent(A)?.open).toBe(true);
    expect(findAgent(B)?.open).toBeFalsy();
  });

  it('a deep agent not in the tree is placed under the path of its answer’s ancestors', () => {
    mergeAgent(shallowTree());
    mergeAgent({
      ...agent(A1X, []),
      ancestors: [
        { id: TOP, name: 't' },
        { id: A, name: 'a' },
        { id: A1, name: 'a1' },
      ],
    });
    expect(findAgent(A1X)?.parentId).toBe(A1);
    expect(findAgent(A1)?.parentId).toBe(A);
    expect([TOP, A, A1, A1X].map((id) => findAgent(id)?.open)).toEqual([true, true, true, true]);
    expect(isLoaded(findAgent(A1)!)).toBe(false);
    expect(JSON.stringify(tree.value)).not.toContain('ancestors');
  });

  it('an ancestor missing from the tree is created as a partial node (not loaded)', () => {
    mergeAgent(agent(TOP, [agent(B)]));
    mergeAgent({
      ...agent(A1X, []),
      ancestors: [
        { id: TOP, name: 't' },
        { id: A, name: 'agent a' },
      ],
    });
    expect(findAgent(A)).toMatchObject({ name: 'agent a', parentId: TOP, partial: true });
    expect(findAgent(A)?.children?.map((c) => c.id)).toEqual([A1X]);
    expect(isLoaded(findAgent(A)!)).toBe(false);
  });

  it('keeps children already fetched below an agent the answer sends as a placeholder', () => {
    mergeAgent(agent(TOP, [agent(A, [agent(A1, [agent(A1X)])])]));
    mergeAgent(agent(TOP, [agent(A, [], { hasChildren: true }), agent(B)]));
    expect(findAgent(A1X)?.parentId).toBe(A1);
    expect(findAgent(B)).toBeDefined();
  });

  it('a new agent not in the tree joins its parent’s children', () => {
    mergeAgent(shallowTree());
    mergeAgent(agent(A1X, undefined, { parentId: A2 }));
    expect(findAgent(A2)?.children?.map((c) => c.id)).toEqual([A1X]);
    expect(findAgent(A2)?.hasChildren).toBe(true);
  });
});

describe('an agent counts as loaded if it has no children, or has children that are loaded', () => {
  it('a leaf is loaded', () => {
    expect(isLoaded(agent(A2))).toBe(true);
  });

  it('a placeholder (children not fetched) is not loaded', () => {
    expect(isLoaded(placeholder(A1))).toBe(false);
  });

  it('an agent with hasChildren and an empty children list (a one-level answer’s child) is not loaded', () => {
    expect(isLoaded(agent(A1, [], { hasChildren: true }))).toBe(false);
  });

  it('an agent whose children are all loaded is loaded', () => {
    expect(isLoaded(agent(A, [agent(A1), agent(A2, [agent(A1X)])]))).toBe(true);
  });

  it('an agent with a child that is not loaded is not loaded', () => {
    expect(isLoaded(agent(A, [agent(A2), placeholder(A1)]))).toBe(false);
    expect(isLoaded(agent(TOP, [agent(A, [placeholder(A1)])]))).toBe(false);
  });
});

describe('opening an agent opens all its ancestors', () => {
  it('opens the agent, its parent and the root', () => {
    mergeAgent(agent(TOP, [agent(A, [agent(A1, [agent(A1X)])])], { open: false }));
    toggle(TOP);
    expect(findAgent(TOP)?.open).toBe(false);
    open(A1);
    expect([TOP, A, A1].map((id) => findAgent(id)?.open)).toEqual([true, true, true]);
    expect(findAgent(A1X)?.open).toBeFalsy();
  });
});

describe('toggling flips its open state and closes its first-level siblings', () => {
  it('flips open and closed', () => {
    mergeAgent(shallowTree());
    toggle(A);
    expect(findAgent(A)?.open).toBe(true);
    toggle(A);
    expect(findAgent(A)?.open).toBe(false);
  });

  it('closes the first-level siblings, not their descendants', () => {
    mergeAgent(agent(TOP, [agent(A, [agent(A1, [agent(A1X)])]), agent(B, [agent(A2)])]));
    open(A1);
    toggle(B);
    expect(findAgent(B)?.open).toBe(true);
    expect(findAgent(A)?.open).toBe(false);
    expect(findAgent(A1)?.open).toBe(true);
  });
});

describe('local data can be cleared and an agent name updated locally', () => {
  it('clear empties the tree and the cache', () => {
    mergeAgent(shallowTree());
    flushTreeCache();
    expect(sessionStorage.getItem(TREE_STORAGE_KEY)).not.toBeNull();
    clear();
    expect(tree.value).toBeNull();
    expect(findAgent(TOP)).toBeUndefined();
    expect(sessionStorage.getItem(TREE_STORAGE_KEY)).toBeNull();
  });

  it('rename changes the local name and publishes a new tree', () => {
    mergeAgent(shallowTree());
    const before = tree.value;
    rename(A2, 'Renamed');
    expect(findAgent(A2)?.name).toBe('Renamed');
    expect(tree.value).not.toBe(before);
  });
});

describe('on each route change', () => {
  it('sets the loading agent id while the address agent differs from the current one', async () => {
    mergeAgent(shallowTree());
    served[B] = agent(B, [agent(A1X)]);
    const done = onRouteChange(B);
    expect(loadingAgentId.value).toBe(B);
    await done;
    expect(loadingAgentId.value).toBeNull();
  });

  it('in the tree and loaded: its branch opens, nothing is fetched', async () => {
    mergeAgent(agent(TOP, [agent(A, [agent(A2)]), agent(B)]));
    toggle(TOP);
    await onRouteChange(A2);
    expect(calls).toEqual([]);
    expect([TOP, A, A2].map((id) => findAgent(id)?.open)).toEqual([true, true, true]);
  });

  it('in the tree but not loaded: it is fetched', async () => {
    mergeAgent(shallowTree());
    served[A1] = agent(A1, [agent(A1X)]);
    const loaded: string[] = [];
    const off = on('casino-agent-tree-loaded', ({ agentId }) => loaded.push(agentId));
    await onRouteChange(A1);
    off();
    expect(calls.map((c) => c.url.searchParams.get('agentId'))).toEqual([A1]);
    expect(findAgent(A1X)?.parentId).toBe(A1);
    expect(loaded).toEqual([]);
  });

  it('otherwise its tree is fetched and an agent-tree-loaded event is broadcast', async () => {
    mergeAgent(shallowTree());
    served[A1X] = agent(TOP, [agent(A, [agent(A1, [agent(A1X)]), agent(A2)]), placeholder(B)]);
    const loaded: string[] = [];
    const off = on('casino-agent-tree-loaded', ({ agentId }) => loaded.push(agentId));
    await onRouteChange(A1X);
    off();
    expect(loaded).toEqual([A1X]);
    expect(findAgent(A1X)?.parentId).toBe(A1);
  });

  it('a tree fetch failure for the address agent redirects to root', async () => {
    signIn(TOP, { AgentClaims: [P.ViewAgents] });
    mergeAgent(shallowTree());
    const missing = g(99);
    navigate(`/${missing}/agents`);
    expect(route.value?.agentId).toBe(missing);
    await onRouteChange(missing);
    expect(location.pathname).toBe(`/${TOP}/agents`);
  });

  it('the started store follows the route signal', async () => {
    signIn(TOP, { AgentClaims: [P.ListUsers, P.View2ndPlusLevelChildren] });
    sessionStorage.setItem(TREE_STORAGE_KEY, JSON.stringify(shallowTree()));
    served[A1] = agent(A1, [agent(A1X)]);
    const stop = startAgentTree();
    navigate(`/${A1}/users`);
    await waitFor(() => findAgent(A1X) !== undefined);
    stop();
  });
});

describe('events: agent-change toggles, agent-added fetches that agent, agent-updated renames', () => {
  let stop: () => void;
  beforeEach(() => {
    signIn(TOP);
    sessionStorage.setItem(TREE_STORAGE_KEY, JSON.stringify(shallowTree()));
    stop = startAgentTree();
  });
  afterEach(() => stop());

  it('casino-agent-change toggles the agent', () => {
    emit('casino-agent-change', { agentId: A });
    expect(findAgent(A)?.open).toBe(true);
    emit('casino-agent-change', { agentId: A });
    expect(findAgent(A)?.open).toBe(false);
  });

  it('casino-agent-added fetches that agent', async () => {
    served[A1X] = agent(A1X, undefined, { parentId: A2 });
    emit('casino-agent-added', { agentId: A1X, parentId: A2 });
    await waitFor(() => findAgent(A1X) !== undefined);
    expect(calls.map((c) => c.url.searchParams.get('agentId'))).toEqual([A1X]);
  });

  it('casino-agent-updated renames the local agent', () => {
    emit('casino-agent-updated', { agentId: B, name: 'New name' });
    expect(findAgent(B)?.name).toBe('New name');
  });

  it('casino-logout clears the local tree', () => {
    emit('casino-logout', {});
    expect(tree.value).toBeNull();
  });

  it('casino-credit-adjusted (every read of an agent) sets its credit and credit-source flag at once, no reload', () => {
    expect(currentAgent.value).toMatchObject({ id: TOP, creditSource: false });
    const trees: unknown[] = [];
    const off = tree.subscribe((value) => trees.push(value));
    emit('casino-credit-adjusted', { agentId: TOP, creditAmount: 250, creditSource: true });
    expect(currentAgent.value).toMatchObject({ id: TOP, creditSource: true, creditAmount: 250 });
    emit('casino-credit-adjusted', { agentId: B, creditAmount: 10, creditSource: true });
    expect(findAgent(B)).toMatchObject({ creditSource: true, creditAmount: 10 });
    emit('casino-credit-adjusted', { agentId: TOP, creditAmount: 250, creditSource: false });
    expect(currentAgent.value).toMatchObject({ id: TOP, creditSource: false });
    // the same values again change nothing
    const published = trees.length;
    emit('casino-credit-adjusted', { agentId: TOP, creditAmount: 250, creditSource: false });
    expect(trees.length).toBe(published);
    off();
  });
});

describe('the current agent (with creditSource) refreshes on route change and on tree-loaded', () => {
  it('follows the address agent and the tree', () => {
    signIn(TOP, { AgentClaims: [P.ListUsers, P.View2ndPlusLevelChildren] });
    expect(currentAgent.value).toBeNull();
    mergeAgent(agent(TOP, [agent(A, [], { creditSource: true }), agent(B)]));
    expect(currentAgent.value?.id).toBe(TOP);
    navigate(`/${A}/users`);
    expect(currentAgent.value).toMatchObject({ id: A, creditSource: true });
    mergeAgent(agent(TOP, [agent(A, [], { creditSource: false })]));
    expect(currentAgent.value).toMatchObject({ id: A, creditSource: false });
  });
});

describe('visible rows: open branches flattened for a virtualized list', () => {
  it('lists the root, then the children of open agents, depth first, with depth and flags', () => {
    mergeAgent(shallowTree());
    expect(visibleRows(tree.value)).toEqual([
      { id: TOP, name: 'agent 01', depth: 0, hasChildren: true, open: true },
      { id: A, name: 'agent 02', depth: 1, hasChildren: true, open: false },
      { id: B, name: 'agent 03', depth: 1, hasChildren: true, open: false },
    ]);
    toggle(A);
    expect(visibleRows(tree.value).map((r) => [r.id, r.depth])).toEqual([
      [TOP, 0],
      [A, 1],
      [A1, 2],
      [A2, 2],
      [B, 1],
    ]);
  });

  it('is empty without a tree', () => {
    expect(visibleRows(null)).toEqual([]);
  });

  it('handles 100 000 agents quickly, wide or 100 000 deep', () => {
    const wide = agent(
      TOP,
      Array.from({ length: 100_000 }, (_, i) => agent(g(10 + i))),
      { open: true },
    );
    let t = performance.now();
    expect(visibleRows(wide)).toHaveLength(100_001);
    expect(performance.now() - t).toBeLessThan(1000);

    let deep = agent(g(200_000), []);
    for (let i = 1; i < 100_000; i++) deep = agent(g(200_000 + i), [deep], { open: true });
    t = performance.now();
    const rows = visibleRows(deep);
    expect(rows).toHaveLength(100_000);
    expect(rows[99_999].depth).toBe(99_999);
    expect(isLoaded(deep)).toBe(true);
    expect(performance.now() - t).toBeLessThan(1000);
  });
});

describe('search(agentId, filter) via GET {api}/api/navigation/search?agentId&filter', () => {
  it('returns id and name of each agent found', async () => {
    expect(await search(TOP, 'fo o')).toEqual([{ id: A1, name: 'found' }]);
    expect(calls[0].url.pathname).toBe('/api/navigation/search');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ agentId: TOP, filter: 'fo o' });
  });
});

describe('agent search box: only non-empty text, 100 ms debounce, repeated values and arrow keys ignored, empty clears', () => {
  let searched: string[];
  let box: ReturnType<typeof createSearch>;
  beforeEach(() => {
    vi.useFakeTimers();
    clearQueryCacheForTests();
    searched = [];
    box = createSearch({
      agentId: () => TOP,
      search: async (_agent, filter) => {
        searched.push(filter);
        return [{ id: A, name: filter }];
      },
    });
  });
  afterEach(() => {
    box.dispose();
    vi.useRealTimers();
  });

  it('searches 100 ms after the last keystroke, once', async () => {
    box.input('a');
    box.input('ab');
    await vi.advanceTimersByTimeAsync(99);
    expect(searched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(searched).toEqual(['ab']);
    expect(box.results.value).toEqual([{ id: A, name: 'ab' }]);
  });

  it('does not search empty text, and empty text empties the results', async () => {
    box.input('ab');
    await vi.advanceTimersByTimeAsync(100);
    box.input('   ');
    expect(box.results.value).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(searched).toEqual(['ab']);
  });

  it('ignores an identical repeated value', async () => {
    box.input('ab');
    await vi.advanceTimersByTimeAsync(100);
    box.input('abc');
    box.input('ab');
    await vi.advanceTimersByTimeAsync(100);
    expect(searched).toEqual(['ab']);
  });

  it('searches the same text again after it was cleared', async () => {
    box.input('ab');
    await vi.advanceTimersByTimeAsync(100);
    box.input('');
    box.input('ab');
    await vi.advanceTimersByTimeAsync(100);
    expect(searched).toEqual(['ab', 'ab']);
  });

  it('ignores arrow keys', async () => {
    box.input('ab');
    await vi.advanceTimersByTimeAsync(60);
    box.input('ab', 'ArrowDown');
    await vi.advanceTimersByTimeAsync(40);
    expect(searched).toEqual(['ab']);
    box.input('', 'ArrowUp');
    expect(box.results.value).toHaveLength(1);
  });

  it('shows only the latest answer', async () => {
    let release: (v: { id: string; name: string }[]) => void = () => undefined;
    const slow = createSearch({
      agentId: () => TOP,
      search: (_a, filter) =>
        filter === 'old'
          ? new Promise((resolve) => (release = resolve))
          : Promise.resolve([{ id: B, name: filter }]),
    });
    slow.input('old');
    await vi.advanceTimersByTimeAsync(100);
    slow.input('new');
    await vi.advanceTimersByTimeAsync(100);
    release([{ id: A, name: 'old' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(slow.results.value).toEqual([{ id: B, name: 'new' }]);
  });
});
