/**
 * The page of bench/agent-tree.bench.mjs (bundled with esbuild, run in headless Chromium): a
 * `<casino-agent-tree>` over a generated tree of 100 000 agents, fetch mocked in memory, a signed-in
 * session faked with an unsigned JWT-shaped token. `window.bench` runs each measurement and returns
 * milliseconds.
 *
 * Tree shape: the root, 100 first-level agents, 999 agents under each (100 001 agents), plus a chain of
 * 12 agents under one second-level agent: the deep agent is its last link (depth 14).
 */
import { clear, loadAgent, open, treeRows, type Agent } from '../src/core/agents';
import { configure } from '../src/core/config';
import { PERMISSIONS } from '../src/core/permissions';
import { navigate } from '../src/core/router';
import { storeToken } from '../src/core/session';
import '../src/widgets/navigation/elements';

const API = 'http://api.bench';
const FIRST_LEVEL = 100;
const PER_BRANCH = 999;
const CHAIN = 12;

function guid(n: number): string {
  return `bbbbbbbb-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

function agent(id: string, name: string, parentId: string | null, children?: Agent[]): Agent {
  return {
    id,
    name,
    parentId,
    children,
    hasChildren: (children?.length ?? 0) > 0,
    creditSource: false,
    creditAmount: 0,
    blockedAmount: 0,
    currencyId: 'EUR',
    countryId: 'MT',
    timezoneId: 'UTC',
  };
}

let counter = 0;
const ROOT_ID = guid(counter++);
const branches: Agent[] = [];
for (let b = 0; b < FIRST_LEVEL; b++) {
  const branchId = guid(counter++);
  const leaves: Agent[] = [];
  for (let l = 0; l < PER_BRANCH; l++)
    leaves.push(agent(guid(counter++), `Agent ${b + 1}.${l + 1}`, branchId, []));
  branches.push(agent(branchId, `Branch ${b + 1}`, ROOT_ID, leaves));
}
// The chain of the deep agent, under agent 50.500.
let deepParent = branches[49].children![499];
for (let depth = 0; depth < CHAIN; depth++) {
  const link = agent(guid(counter++), `Deep agent ${depth + 1}`, deepParent.id, []);
  deepParent.children = [link];
  deepParent.hasChildren = true;
  deepParent = link;
}
const DEEP_ID = deepParent.id;
const TREE = agent(ROOT_ID, 'Head office', null, branches);
const TREE_JSON = JSON.stringify(TREE);
const AGENT_COUNT = counter;

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const byId = new Map<string, Agent>();
(function indexTree() {
  const stack = [TREE];
  while (stack.length > 0) {
    const node = stack.pop()!;
    byId.set(node.id, node);
    stack.push(...(node.children ?? []));
  }
})();

/** The reference server's answer for a scaled tree: the agent, its direct children as placeholders, its ancestors. */
function oneLevel(agentId: string): string | null {
  const node = byId.get(agentId);
  if (!node) return null;
  const ancestors: { id: string; name: string }[] = [];
  for (
    let p = node.parentId ? byId.get(node.parentId) : undefined;
    p;
    p = p.parentId ? byId.get(p.parentId) : undefined
  ) {
    ancestors.unshift({ id: p.id, name: p.name });
  }
  const children = (node.children ?? []).map((c) => ({
    ...c,
    children: [],
    hasChildren: (c.children?.length ?? 0) > 0,
  }));
  return JSON.stringify({ ...node, children, ancestors });
}

/** 'full': the root's whole tree in one answer; 'one-level': the scaled server's answers. */
let mode: 'full' | 'one-level' = 'full';

// The navigation API answered from memory.
window.fetch = (async (input: RequestInfo | URL) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const agentId = url.searchParams.get('agentId') ?? '';
  if (url.pathname === '/api/navigation/tree') {
    const body = mode === 'full' ? (agentId === ROOT_ID ? TREE_JSON : null) : oneLevel(agentId);
    if (body) return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
  return new Response('not found', { status: 404, statusText: 'Not Found' });
}) as typeof fetch;

configure({ apiUrl: API, identityServiceUrl: API, casinoManagementServiceUrl: API, reportServiceUrl: API });
sessionStorage.clear();
const claims = { AgentClaims: [] as string[], RtgClaims: [] as string[], RtgGroupClaims: [] as string[] };
for (const p of PERMISSIONS) claims[p.type].push(p.name);
storeToken({
  token_type: 'Bearer',
  access_token: `${base64url({ alg: 'none' })}.${base64url({ sub: 'u1', unique_name: 'bench', AgentId: ROOT_ID, ...claims })}.`,
  expires_in: 3600,
});

function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Waits, frame by frame, until `ready()` holds; returns the ms since `started`. */
async function until(ready: () => boolean, started: number, what: string, limitMs = 60_000): Promise<number> {
  while (!ready()) {
    if (performance.now() - started > limitMs) throw new Error(`timed out: ${what}`);
    await frame();
  }
  return performance.now() - started;
}

let element: HTMLElement;
const shadow = () => element.shadowRoot!;
const rowCount = () => shadow().querySelectorAll('[role="treeitem"]').length;
const hasRow = (id: string) => !!shadow().querySelector(`[data-agent-id="${id}"]`);
const scroller = () => shadow().querySelector<HTMLElement>('[role="tree"]')!;

declare global {
  interface Window {
    bench: typeof bench;
  }
}

const bench = {
  agentCount: AGENT_COUNT,

  /** Mounts the tree on the root's page: fetch, parse and merge 100 000 agents, first rows on screen. */
  async load(): Promise<number> {
    const started = performance.now();
    navigate(`/${ROOT_ID}/users`);
    element = document.createElement('casino-agent-tree');
    document.body.append(element);
    return until(() => !!element.shadowRoot && hasRow(ROOT_ID), started, 'first rows');
  },

  /** Navigates to the deep agent: its branch opens, its row is rendered and highlighted. */
  async openDeep(): Promise<number> {
    const started = performance.now();
    navigate(`/${DEEP_ID}/users`);
    return until(
      () => shadow().querySelector(`[data-agent-id="${DEEP_ID}"]`)?.getAttribute('aria-selected') === 'true',
      started,
      'the deep agent highlighted',
    );
  },

  /** Opens every first-level branch: about 100 000 visible rows. Returns ms and the row total. */
  async openAll(): Promise<{ ms: number; rows: number }> {
    const started = performance.now();
    for (const branch of branches) open(branch.children![0].id);
    const ms = await until(
      () => treeRows.peek().length > 100_000 && rowCount() > 0,
      started,
      'all branches open',
    );
    await frame();
    return { ms, rows: treeRows.peek().length };
  },

  /**
   * Scrolls `steps` times by `stepPx`. Each step is timed twice:
   * - work: from the scroll event to the rows of the new position rendered and laid out (a listener
   *   before the tree's own and one after it, which forces the layout): what must fit in one frame;
   * - until rendered: from setting scrollTop to the first animation frame that shows the new rows
   *   (whole frames: the browser dispatches the scroll event with the next frame).
   * Also counts the DOM changes of each step (rows added or removed, attributes and texts changed
   * anywhere in the rows): a step touches only the rows that come into or leave the view.
   */
  async scroll(
    steps: number,
    stepPx: number,
  ): Promise<{
    medianMs: number;
    meanMs: number;
    maxMs: number;
    frameMedianMs: number;
    frameMaxMs: number;
    maxRows: number;
    maxChanges: number;
  }> {
    const box = scroller();
    box.scrollTop = 0;
    // The scroll event of this jump comes with the next frame: let it pass before measuring.
    await frame();
    await frame();
    let eventStart: number;
    let eventEnd: number;
    const before = () => {
      eventStart = performance.now();
    };
    const after = () => {
      void shadow().querySelector('[role="treeitem"]')?.getBoundingClientRect();
      eventEnd = performance.now();
    };
    // Listeners at the scroller, in registration order around the tree's own: the capturing one runs
    // first at the target; the tree's listener was added when it mounted, so `after` runs after it.
    box.addEventListener('scroll', before, { capture: true });
    box.addEventListener('scroll', after);
    let touched = 0;
    const count = (records: MutationRecord[]) => {
      for (const record of records)
        touched += record.type === 'childList' ? record.addedNodes.length + record.removedNodes.length : 1;
    };
    const observer = new MutationObserver(count);
    observer.observe(box, { childList: true, subtree: true, attributes: true, characterData: true });
    const work: number[] = [];
    const frames: number[] = [];
    let maxRows = 0;
    let maxChanges = 0;
    try {
      for (let i = 1; i <= steps; i++) {
        eventStart = eventEnd = 0;
        touched = 0;
        const started = performance.now();
        box.scrollTop = i * stepPx;
        const index = Math.floor(box.scrollTop / 28);
        const expected = treeRows.peek()[index]?.id;
        frames.push(await until(() => !expected || hasRow(expected), started, `scroll step ${i}`));
        if (eventEnd > eventStart) work.push(eventEnd - eventStart);
        count(observer.takeRecords());
        maxRows = Math.max(maxRows, rowCount());
        maxChanges = Math.max(maxChanges, touched);
      }
    } finally {
      box.removeEventListener('scroll', before, { capture: true });
      box.removeEventListener('scroll', after);
      observer.disconnect();
    }
    const med = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return {
      medianMs: med(work),
      meanMs: work.reduce((a, b) => a + b, 0) / work.length,
      maxMs: Math.max(...work),
      frameMedianMs: med(frames),
      frameMaxMs: Math.max(...frames),
      maxRows,
      maxChanges,
    };
  },

  /** Jumps to the last row. */
  async jumpToEnd(): Promise<number> {
    const started = performance.now();
    const box = scroller();
    box.scrollTop = box.scrollHeight;
    const rows = treeRows.peek();
    const last = rows[rows.length - 1].id;
    return until(() => hasRow(last), started, 'the last row');
  },

  /**
   * The scaled server's way (one level per answer, with the ancestors path): forget the tree, then open
   * the deep agent from its URL: one fetch, the path placed, its row highlighted.
   */
  async openDeepOneLevel(): Promise<number> {
    mode = 'one-level';
    clear();
    navigate(`/${ROOT_ID}/users`);
    await until(() => hasRow(ROOT_ID), performance.now(), 'the root, one level');
    const started = performance.now();
    navigate(`/${DEEP_ID}/users`);
    return until(
      () => shadow().querySelector(`[data-agent-id="${DEEP_ID}"]`)?.getAttribute('aria-selected') === 'true',
      started,
      'the deep agent highlighted (one level)',
    );
  },

  /** One level: open a first-level branch of 999 agents with its chevron (fetch, merge, rows on screen). */
  async openBranchOneLevel(): Promise<number> {
    const branch = branches[10];
    const chevron = () =>
      shadow().querySelector<HTMLButtonElement>(`[data-agent-id="${branch.id}"] [part="chevron"]`);
    scroller().scrollTop = 0;
    await until(() => !!chevron(), performance.now(), 'the branch row');
    const started = performance.now();
    chevron()!.click();
    return until(() => hasRow(branch.children![0].id), started, 'the branch children');
  },

  /** Fetches (and merges) the tree again: the cost of one more 100 000-agent response. */
  async reload(): Promise<number> {
    const started = performance.now();
    await loadAgent(ROOT_ID);
    await frame();
    return performance.now() - started;
  },
};

window.bench = bench;
