/**
 * The agent tree store.
 *
 * - The tree is cached in sessionStorage ('casino.nav.tree') and loaded from the account's top agent
 *   with GET {api}/api/navigation/tree?agentId (an agent with nested children).
 * - A fetched agent is marked open and replaces its placeholder (the node with its id, at any depth);
 *   if it is the root it replaces the whole tree. A fetched agent found nowhere is attached under its
 *   parent when the parent is in the tree (a new agent).
 * - An agent counts as loaded if it has no children, or has children that are all loaded.
 * - open(id) opens the agent and all its ancestors; toggle(id) flips it and closes its first-level siblings.
 * - On each route change: if the address agent differs from the current one, `loadingAgentId` is set;
 *   in the tree and loaded: its branch opens; in the tree but not loaded: it is fetched; otherwise its
 *   tree is fetched and 'casino-agent-tree-loaded' is broadcast. A failed tree fetch for the address
 *   agent goes to the root.
 * - Events: 'casino-agent-change' toggles, 'casino-agent-added' fetches that agent,
 *   'casino-agent-updated' renames it locally, 'casino-credit-adjusted' (sent by every read of an agent,
 *   ours or after another user's change) sets its credit and credit-source flag, so what depends on
 *   them (the menu's Adjust Credits, the route guard) follows at once, without a reload;
 *   'casino-logout' clears the tree.
 *
 * Scale: 100 000 agents. Nodes are mutated in place and indexed by id (Map); every change publishes a
 * shallow copy of the root so signal readers re-run. Walks are iterative (explicit stacks): no
 * recursion depth limit, linear time.
 */
import { computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import { serviceUrl } from './config';
import { emit, on } from './events';
import { http } from './http';
import { currentAgentId, navigate, route, setAgentLookup } from './router';
import { querySignal } from './query';
import { account } from './session';

/** An agent as the API returns it. `children` absent on a placeholder whose children are not fetched yet. */
export interface Agent {
  id: string;
  name: string;
  parentId: string | null;
  children?: Agent[];
  hasChildren: boolean;
  /** UI flag: the branch is open in the tree. */
  open?: boolean;
  /**
   * UI flag: an ancestor placed from a fetched agent's `ancestors` path; its children list holds only
   * that path, so it is not loaded.
   */
  partial?: boolean;
  creditSource: boolean;
  creditAmount: number;
  blockedAmount: number;
  currencyId: string;
  countryId: string;
  timezoneId: string;
}

/** One row of the flattened, virtualized tree. */
export interface TreeRow {
  id: string;
  name: string;
  depth: number;
  hasChildren: boolean;
  open: boolean;
}

/** A tree answer: the agent, plus the path from the caller's own agent down to the agent's parent. */
export interface FetchedAgent extends Agent {
  ancestors?: { id: string; name: string }[];
}

/** One search hit: agent id and name. */
export interface AgentSearchResult {
  id: string;
  name: string;
}

export const TREE_STORAGE_KEY = 'casino.nav.tree';
export const CACHE_WRITE_DELAY_MS = 200;

// ---------------------------------------------------------------------------------------------
// Pure tree functions
// ---------------------------------------------------------------------------------------------

function hasKids(agent: Agent): boolean {
  return agent.hasChildren || (agent.children?.length ?? 0) > 0;
}

/**
 * A placeholder: the agent has children that are not fetched yet (`hasChildren` with no children
 * list, or an empty one, as the server sends the children of a one-level answer), or only the
 * ancestor path of a deep agent (`partial`).
 */
export function isPlaceholder(agent: Agent): boolean {
  return agent.partial === true || (agent.hasChildren && !(agent.children && agent.children.length > 0));
}

/** Loaded: no children, or children that are all loaded (so the whole subtree is present). */
export function isLoaded(agent: Agent): boolean {
  const stack: Agent[] = [agent];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isPlaceholder(node)) return false;
    if (node.children) for (const child of node.children) stack.push(child);
  }
  return true;
}

/** Every node of the subtree, parents before children. */
function walk(root: Agent, visit: (node: Agent) => void): void {
  const stack: Agent[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    const kids = node.children;
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
}

/** Sets each child's parentId to its parent (server payloads may omit it). */
function linkParents(root: Agent): void {
  walk(root, (node) => {
    if (node.children) for (const child of node.children) child.parentId = node.id;
  });
}

/**
 * The rows of the open branches, in display order: the root at depth 0, children of an open agent
 * below it. Iterative, linear in the number of rows.
 */
export function visibleRows(tree: Agent | null): TreeRow[] {
  const rows: TreeRow[] = [];
  if (!tree) return rows;
  const stack: [Agent, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    const open = node.open === true;
    rows.push({ id: node.id, name: node.name, depth, hasChildren: hasKids(node), open });
    const kids = node.children;
    if (open && kids) for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], depth + 1]);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Store
// ---------------------------------------------------------------------------------------------

let root: Agent | null = null;
const index = new Map<string, Agent>();
const treeSignal = signal<Agent | null>(null);
const loading = signal<string | null>(null);
let lastRouteAgentId: string | null = null;
let persistTimer: ReturnType<typeof setTimeout> | undefined;
const inFlight = new Map<string, Promise<Agent>>();

/** The agent tree (root = the account's top agent); null until loaded. */
export const tree: ReadonlySignal<Agent | null> = treeSignal;
/** The address agent being loaded (spinner); null when none. */
export const loadingAgentId: ReadonlySignal<string | null> = loading;
/** The rows of the open branches (for a virtualized list). */
export const treeRows: ReadonlySignal<TreeRow[]> = computed(() => visibleRows(treeSignal.value));
/**
 * The current agent (the route's, else the account's), with creditSource; refreshed on route change
 * and whenever the tree changes (tree-loaded included). Null while it is not in the tree.
 */
export const currentAgent: ReadonlySignal<Agent | null> = computed(() => {
  void treeSignal.value;
  const id = currentAgentId.value;
  const agent = id ? index.get(id) : undefined;
  return agent ? { ...agent } : null;
});

function reindex(): void {
  index.clear();
  if (root) walk(root, (node) => index.set(node.id, node));
}

/** Writes the cache now (a pending debounced write included). */
export function flushTreeCache(): void {
  clearTimeout(persistTimer);
  persistTimer = undefined;
  try {
    if (root) sessionStorage.setItem(TREE_STORAGE_KEY, JSON.stringify(root));
    else sessionStorage.removeItem(TREE_STORAGE_KEY);
  } catch {
    // Over the storage quota (a very large tree): keep it in memory only.
    sessionStorage.removeItem(TREE_STORAGE_KEY);
  }
}

/** Serialising a big tree costs: writes are coalesced, CACHE_WRITE_DELAY_MS after the last change. */
function persist(): void {
  clearTimeout(persistTimer);
  persistTimer = setTimeout(flushTreeCache, CACHE_WRITE_DELAY_MS);
}

/** Publishes the (mutated) tree: a new root reference so computed readers re-run. */
function publish(save = true): void {
  if (root) {
    root = { ...root };
    index.set(root.id, root);
    if (root.children) for (const child of root.children) child.parentId = root.id;
  }
  treeSignal.value = root;
  if (save) persist();
}

/** Restores the tree cached in sessionStorage; false when there is none (or it is unreadable). */
export function restoreTree(): boolean {
  try {
    const raw = sessionStorage.getItem(TREE_STORAGE_KEY);
    if (!raw) return false;
    root = JSON.parse(raw) as Agent;
    linkParents(root);
    reindex();
    publish(false);
    return true;
  } catch {
    return false;
  }
}

/** An agent of the tree by id. */
export function findAgent(agentId: string): Agent | undefined {
  return index.get(agentId);
}

/** Places the missing agents of an ancestor path (own agent first) as partial nodes. */
function placeAncestors(ancestors: readonly { id: string; name: string }[]): void {
  let previous: Agent | undefined;
  for (const { id, name } of ancestors) {
    let node = index.get(id);
    if (!node) {
      if (previous === undefined && root) return; // the path does not start in this tree
      node = {
        id,
        name,
        parentId: previous?.id ?? null,
        children: [],
        hasChildren: true,
        partial: true,
        creditSource: false,
        creditAmount: 0,
        blockedAmount: 0,
        currencyId: '',
        countryId: '',
        timezoneId: '',
      };
      if (previous) previous.children = [...(previous.children ?? []), node];
      else root = node;
      index.set(id, node);
    }
    previous = node;
  }
}

/**
 * Puts a fetched agent (with its nested children) into the tree, marked open: the whole tree if it is
 * the root or there is no tree yet; else it replaces its placeholder (the node with its id, at any
 * depth); else it joins its parent, placed through the answer's `ancestors` path when the parent is
 * not in the tree. Open flags, and children already fetched below agents the answer sends as
 * placeholders, are kept.
 */
export function mergeAgent(answer: FetchedAgent): void {
  const { ancestors, ...rest } = answer;
  const fetched: Agent = rest;
  linkParents(fetched);
  walk(fetched, (node) => {
    const before = index.get(node.id);
    if (!before || node === fetched) return;
    if (before.open) node.open = true;
    if (isPlaceholder(node) && before.children && before.children.length > 0) {
      node.children = before.children;
      node.partial = before.partial;
    }
  });
  fetched.open = true;
  const old = index.get(fetched.id);
  if (root && fetched.id === root.id) {
    fetched.parentId = fetched.parentId ?? root.parentId;
    root = fetched;
  } else if (old) {
    fetched.parentId = old.parentId;
    const siblings = old.parentId ? index.get(old.parentId)?.children : undefined;
    if (siblings) siblings[siblings.indexOf(old)] = fetched;
    else if (old === root) root = fetched;
    else return;
  } else {
    if (ancestors?.length) {
      placeAncestors(ancestors);
      fetched.parentId = ancestors[ancestors.length - 1].id;
    }
    const parent = fetched.parentId ? index.get(fetched.parentId) : undefined;
    if (parent) {
      // A placeholder parent now lists one child of several unknown ones: still not loaded.
      if (isPlaceholder(parent)) parent.partial = true;
      const kids = (parent.children ?? []).filter((c) => c.id !== fetched.id);
      parent.children = [...kids, fetched];
      parent.hasChildren = true;
    } else if (!root) root = fetched;
    else return;
  }
  reindex();
  openBranch(fetched.id);
  publish();
}

function openBranch(agentId: string): boolean {
  let node = index.get(agentId);
  if (!node) return false;
  while (node) {
    node.open = true;
    node = node.parentId ? index.get(node.parentId) : undefined;
  }
  return true;
}

/** Opens the agent and all its ancestors. */
export function open(agentId: string): void {
  if (openBranch(agentId)) publish();
}

/** Flips the agent's open state and closes its first-level siblings. */
export function toggle(agentId: string): void {
  const node = index.get(agentId);
  if (!node) return;
  node.open = !node.open;
  const parent = node.parentId ? index.get(node.parentId) : undefined;
  for (const sibling of parent?.children ?? []) if (sibling !== node) sibling.open = false;
  publish();
}

/** Updates an agent's name locally. */
export function rename(agentId: string, name: string): void {
  const node = index.get(agentId);
  if (!node) return;
  node.name = name;
  publish();
}

/** Updates an agent's credit and credit-source flag locally (nothing when they are as known). */
export function setCredit(agentId: string, creditAmount: number, creditSource: boolean): void {
  const node = index.get(agentId);
  if (!node || (node.creditAmount === creditAmount && node.creditSource === creditSource)) return;
  node.creditAmount = creditAmount;
  node.creditSource = creditSource;
  publish();
}

/** Clears the local tree data (memory and sessionStorage). */
export function clear(): void {
  root = null;
  clearTimeout(persistTimer);
  index.clear();
  inFlight.clear();
  lastRouteAgentId = null;
  loading.value = null;
  treeSignal.value = null;
  sessionStorage.removeItem(TREE_STORAGE_KEY);
}

/** GET {api}/api/navigation/tree?agentId: the agent with its nested children. */
export function fetchTree(agentId: string): Promise<FetchedAgent> {
  return http.get<FetchedAgent>(serviceUrl('api', '/api/navigation/tree'), { query: { agentId } });
}

/** Fetches an agent's tree and merges it (concurrent calls for one agent share the request). */
export function loadAgent(agentId: string): Promise<Agent> {
  const running = inFlight.get(agentId);
  if (running) return running;
  const request = fetchTree(agentId)
    .then((fetched) => {
      mergeAgent(fetched);
      return fetched;
    })
    .finally(() => inFlight.delete(agentId));
  inFlight.set(agentId, request);
  return request;
}

/** GET {api}/api/navigation/search?agentId&filter: agents below `agentId` whose name matches. */
export function search(agentId: string, filter: string): Promise<AgentSearchResult[]> {
  return http.get<AgentSearchResult[]>(serviceUrl('api', '/api/navigation/search'), {
    query: { agentId, filter },
  });
}

/** The route-change rule. Resolves when the agent is shown (or the fetch failed). */
export async function onRouteChange(agentId: string): Promise<void> {
  if (agentId !== lastRouteAgentId) loading.value = agentId;
  lastRouteAgentId = agentId;
  const node = index.get(agentId);
  try {
    if (node && isLoaded(node)) {
      open(agentId);
    } else if (node) {
      await loadAgent(agentId);
    } else {
      await loadAgent(agentId);
      emit('casino-agent-tree-loaded', { agentId });
    }
  } catch {
    // The tree of the address agent could not be fetched: go to the root (not when it is the
    // account's own agent, whose root would lead back here).
    const stillAddressed = route.peek()?.agentId === agentId;
    if (stillAddressed && agentId !== account.peek()?.agentId) navigate('/', { replace: true });
  } finally {
    if (loading.peek() === agentId) loading.value = null;
  }
}

/**
 * Starts the store: restores the cache (or loads the tree of the account's top agent), follows route
 * changes and the events of the contract, answers the router's agent lookups. Returns the stop function.
 */
export function startAgentTree(): () => void {
  setAgentLookup((id) => {
    const agent = index.get(id);
    return agent ? { id: agent.id, parentId: agent.parentId, creditSource: agent.creditSource } : undefined;
  });
  if (!root) restoreTree();
  let ready: Promise<unknown> = Promise.resolve();
  const stopAccount = effect(() => {
    const own = account.value?.agentId;
    untracked(() => {
      if (!own) {
        if (root) clear();
      } else if (!root) {
        ready = loadAgent(own).then(
          () => emit('casino-agent-tree-loaded', { agentId: own }),
          () => undefined,
        );
      }
    });
  });
  const stopRoute = effect(() => {
    const agentId = route.value?.agentId;
    if (agentId) untracked(() => void ready.then(() => onRouteChange(agentId)));
  });
  const offs = [
    on('casino-agent-change', ({ agentId }) => toggle(agentId)),
    on('casino-agent-added', ({ agentId }) => void loadAgent(agentId).catch(() => undefined)),
    on('casino-agent-updated', ({ agentId, name }) => rename(agentId, name)),
    on('casino-credit-adjusted', ({ agentId, creditAmount, creditSource }) =>
      setCredit(agentId, creditAmount, creditSource),
    ),
    on('casino-logout', () => clear()),
  ];
  return () => {
    stopAccount();
    stopRoute();
    offs.forEach((off) => off());
    setAgentLookup(undefined);
  };
}

// ---------------------------------------------------------------------------------------------
// Search box logic
// ---------------------------------------------------------------------------------------------

export const SEARCH_DEBOUNCE_MS = 100;
const ARROW_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Up',
  'Down',
  'Left',
  'Right',
]);

export interface AgentSearchOptions {
  /** The agent below which to search (the current agent). */
  agentId: () => string | null;
  /** The call; `search` by default. */
  search?: (agentId: string, filter: string) => Promise<AgentSearchResult[]>;
  debounceMs?: number;
}

export interface AgentSearch {
  readonly results: ReadonlySignal<AgentSearchResult[]>;
  readonly searching: ReadonlySignal<boolean>;
  /** Feeds the text of the field; `key` is the key that changed it (arrow keys are ignored). */
  input(text: string, key?: string): void;
  dispose(): void;
}

/**
 * The agent search box rules: search only non-empty text, debounced 100 ms, identical repeated
 * values ignored, arrow keys ignored; empty text empties the results. The answers go through the
 * shared query primitive (src/core/query.ts): only the answer to the latest text shows.
 */
export function createSearch(opts: AgentSearchOptions): AgentSearch {
  const call = opts.search ?? search;
  const wait = opts.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const cleared = signal(true);
  const query = querySignal<AgentSearchResult[]>({
    queryKey: ['agents', 'search'],
    queryFn: async () => [],
    enabled: false,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  let asked = '';

  const run = (text: string) => {
    if (text === last) return;
    last = text;
    const agentId = opts.agentId();
    if (!agentId) return;
    cleared.value = false;
    const key = `${agentId}\n${text}`;
    // the same text typed again after the field was cleared: asked again
    if (key === asked) return void query.refetch();
    asked = key;
    query.setOptions({
      queryKey: ['agents', 'search', agentId, text],
      queryFn: async () => (await call(agentId, text)) ?? [],
      // asked again each time it is typed again (a new agent may match now)
      staleTime: 0,
    });
  };

  return {
    results: computed(() => (cleared.value ? [] : (query.state.value.data ?? []))),
    searching: computed(() => !cleared.value && query.state.value.isFetching),
    input(text, key) {
      if (key && ARROW_KEYS.has(key)) return;
      clearTimeout(timer);
      const value = text.trim();
      if (!value) {
        last = '';
        cleared.value = true;
        return;
      }
      timer = setTimeout(() => run(value), wait);
    },
    dispose() {
      clearTimeout(timer);
      query.dispose();
    },
  };
}

/** For tests: forget everything, storage included. */
export function resetAgentsForTests(): void {
  clear();
}
