import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { findAgent } from '../../../src/core/agents';
import { on } from '../../../src/core/events';
import { P } from '../../../src/core/permissions';
import { navigate } from '../../../src/core/router';
import '../../../src/widgets/navigation/elements';
import { TREE_ROW_HEIGHT } from '../../../src/widgets/navigation/agent-tree/AgentTree';
import { find, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import {
  CHILD,
  GRANDCHILD,
  guid,
  OWN,
  placeholder,
  SECOND,
  serveTree,
  smallTree,
  treeAgent,
  wideTree,
} from '../../support/fixtures';
import { $$, press } from '../../support/shadow';
import { claimsWith, signIn } from '../../support/token';

const CLAIMS = () => claimsWith(P.ViewAgents, P.ListUsers, P.ListPlayers);

async function mountTree(): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<casino-agent-tree></casino-agent-tree>`);
  await find(element, '[role="treeitem"]');
  return element;
}

function rowEls(element: HTMLElement): HTMLElement[] {
  return $$(element, '[role="treeitem"]');
}

function names(element: HTMLElement): string[] {
  return rowEls(element)
    .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))
    .map((row) => row.querySelector('[part="name"]')!.textContent ?? '');
}

function row(element: HTMLElement, agentId: string): HTMLElement {
  const found = element.shadowRoot?.querySelector<HTMLElement>(`[data-agent-id="${agentId}"]`);
  if (!found) throw new Error(`no row for ${agentId}`);
  return found;
}

function hasRow(element: HTMLElement, agentId: string): boolean {
  return !!element.shadowRoot?.querySelector(`[data-agent-id="${agentId}"]`);
}

describe('agent tree: lists agents by name, loaded from the top agent', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('fetches GET /api/navigation/tree?agentId=<own agent> and shows the open root with its children', async () => {
    signIn(OWN, CLAIMS());
    serveTree(smallTree());
    navigate(`/${OWN}/agents`);
    const element = await mountTree();
    await waitUntil(() => names(element).length === 3);
    expect(names(element)).to.deep.equal(['Head office', 'Child agent', 'Second agent']);
    const tree = fetchMock.callsTo('/api/navigation/tree');
    expect(tree[0].url.searchParams.get('agentId')).to.equal(OWN);
    expect(row(element, OWN).getAttribute('aria-level')).to.equal('1');
    expect(row(element, CHILD).getAttribute('aria-level')).to.equal('2');
  });

  it('shows a spinner while the tree loads', async () => {
    signIn(OWN, CLAIMS());
    const tree = fetchMock.hold('GET /api/navigation/tree');
    serveTree(smallTree());
    navigate(`/${OWN}/agents`);
    const element = await fixture<HTMLElement>(html`<casino-agent-tree></casino-agent-tree>`);
    const loading = await find(element, '[part="loading"]');
    expect(loading.getAttribute('role')).to.equal('status');
    expect(loading.querySelector('svg[data-icon="spinner"]')).to.not.equal(null);
    await waitUntil(() => tree.waiting > 0, 'the tree was not requested');
    tree.release();
    await find(element, '[role="treeitem"]');
    expect(element.shadowRoot!.querySelector('[part="loading"]')).to.equal(null);
  });
});

describe('agent tree: the current agent is highlighted', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('marks the row of the URL agent (aria-selected, part current) and only that one', async () => {
    signIn(OWN, CLAIMS());
    serveTree(smallTree());
    navigate(`/${OWN}/agents`);
    const element = await mountTree();
    await waitUntil(() => row(element, OWN).getAttribute('aria-selected') === 'true');
    expect($$(element, '[aria-selected="true"]').map((r) => r.dataset.agentId)).to.deep.equal([OWN]);
    expect(row(element, OWN).getAttribute('part')).to.equal('row current');

    navigate(`/${SECOND}/users`);
    await waitUntil(() => row(element, SECOND).getAttribute('aria-selected') === 'true');
    expect(row(element, OWN).getAttribute('aria-selected')).to.equal('false');
    expect(getComputedStyle(row(element, SECOND)).fontWeight).to.equal('600');
  });
});

describe('agent tree: an agent with children can be open or closed', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('the chevron opens and closes a branch without navigating', async () => {
    signIn(OWN, CLAIMS());
    serveTree(smallTree());
    navigate(`/${OWN}/agents`);
    const element = await mountTree();
    await waitUntil(() => names(element).length === 3);
    const chevron = row(element, CHILD).querySelector<HTMLButtonElement>('[part="chevron"]')!;
    expect(chevron.getAttribute('aria-expanded')).to.equal('false');
    expect(row(element, SECOND).querySelector('[part="chevron"]')).to.equal(null);

    chevron.click();
    await waitUntil(() => hasRow(element, GRANDCHILD), 'the branch did not open');
    expect(names(element)).to.deep.equal(['Head office', 'Child agent', 'Grandchild agent', 'Second agent']);
    expect(row(element, CHILD).getAttribute('aria-expanded')).to.equal('true');
    expect(location.pathname).to.equal(`/${OWN}/agents`);

    row(element, CHILD).querySelector<HTMLButtonElement>('[part="chevron"]')!.click();
    await waitUntil(() => !hasRow(element, GRANDCHILD), 'the branch did not close');
  });

  it('opening an agent whose children are not loaded fetches it, with a spinner on its row meanwhile', async () => {
    signIn(OWN, CLAIMS());
    const full = treeAgent(OWN, 'Head office', [
      treeAgent(CHILD, 'Child agent', [treeAgent(GRANDCHILD, 'Grandchild agent')]),
    ]);
    const child = fetchMock.hold((call) => call.url.searchParams.get('agentId') === CHILD);
    fetchMock.route({
      'GET /api/navigation/tree': (call) =>
        call.url.searchParams.get('agentId') === OWN
          ? { body: treeAgent(OWN, 'Head office', [placeholder(CHILD, 'Child agent')]) }
          : { body: structuredClone(full.children![0]) },
    });
    navigate(`/${OWN}/agents`);
    const element = await mountTree();
    await waitUntil(() => hasRow(element, CHILD));
    row(element, CHILD).querySelector<HTMLButtonElement>('[part="chevron"]')!.click();
    await waitUntil(
      () => row(element, CHILD).querySelector('[part="spinner"]'),
      'no spinner while the agent loads',
    );
    const fetched = fetchMock.callsTo('/api/navigation/tree').map((c) => c.url.searchParams.get('agentId'));
    expect(fetched[0]).to.equal(OWN);
    expect(fetched[fetched.length - 1]).to.equal(CHILD);
    await waitUntil(() => child.waiting > 0, 'the agent was not requested');
    child.release();
    await waitUntil(() => hasRow(element, GRANDCHILD), 'the fetched children did not appear');
    expect(row(element, CHILD).querySelector('[part="spinner"]')).to.equal(null);
  });

  it('keyboard: arrow keys move the focus, ArrowRight opens, ArrowLeft closes, Enter opens the agent', async () => {
    signIn(OWN, CLAIMS());
    serveTree(smallTree());
    navigate(`/${OWN}/agents`);
    const element = await mountTree();
    await waitUntil(() => names(element).length === 3);
    const tree = await find(element, '[role="tree"]');
    tree.focus();
    press(tree, 'ArrowDown');
    await waitUntil(() => tree.getAttribute('aria-activedescendant') === `agent-${CHILD}`);
    press(tree, 'ArrowRight');
    await waitUntil(() => hasRow(element, GRANDCHILD));
    press(tree, 'ArrowDown');
    await waitUntil(() => tree.getAttribute('aria-activedescendant') === `agent-${GRANDCHILD}`);
    press(tree, 'ArrowUp');
    press(tree, 'ArrowLeft');
    await waitUntil(() => !hasRow(element, GRANDCHILD));
    press(tree, 'ArrowDown');
    await waitUntil(() => tree.getAttribute('aria-activedescendant') === `agent-${SECOND}`);
    press(tree, 'Enter');
    await waitUntil(() => location.pathname.startsWith(`/${SECOND}/`), 'Enter did not open the agent');
  });
});

describe('agent tree: names are truncated where their row ends (not before: at least 150 px in the usual panel)', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('cuts a name longer than its row with an ellipsis and shows the full name as a tooltip', async () => {
    const longName = 'A very long agent name that never fits in the narrow left panel of the console';
    signIn(OWN, CLAIMS());
    serveTree(treeAgent(OWN, 'Head office', [treeAgent(CHILD, longName)]));
    navigate(`/${OWN}/agents`);
    const element = await mountTree();
    element.style.width = '234px'; // the left panel's tree (250 px less its margins)
    await waitUntil(() => hasRow(element, CHILD));
    const line = row(element, CHILD);
    const name = line.querySelector<HTMLElement>('[part="name"]')!;
    const style = getComputedStyle(name);
    expect(style.textOverflow).to.equal('ellipsis');
    expect(style.overflow).to.equal('hidden');
    expect(style.whiteSpace).to.equal('nowrap');
    expect(name.getBoundingClientRect().right).to.be.at.most(line.getBoundingClientRect().right);
    expect(name.scrollWidth).to.be.greaterThan(name.clientWidth);
    expect(name.title).to.equal(longName);
  });

  it('a name that fits its row (the root’s) is not cut, even past 150 px', async () => {
    const rootName = 'Aurora Gaming Group';
    signIn(OWN, CLAIMS());
    serveTree(treeAgent(OWN, rootName, [treeAgent(CHILD, 'Child')]));
    navigate(`/${OWN}/agents`);
    const element = await mountTree();
    element.style.width = '234px';
    await waitUntil(() => hasRow(element, OWN));
    const name = row(element, OWN).querySelector<HTMLElement>('[part="name"]')!;
    expect(name.textContent).to.equal(rootName);
    expect(name.scrollWidth).to.be.at.most(name.clientWidth);
  });
});

describe('agent tree: clicking an agent broadcasts agent-change, then navigates', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('goes to /{agentId}/{current path} when that path is an option visible for the agent (users)', async () => {
    signIn(OWN, CLAIMS());
    serveTree(smallTree());
    navigate(`/${OWN}/users`);
    const element = await mountTree();
    await waitUntil(() => hasRow(element, SECOND));
    const changes: string[] = [];
    const off = on('casino-agent-change', ({ agentId }) =>
      changes.push(`${agentId} at ${location.pathname}`),
    );
    try {
      row(element, SECOND).click();
      expect(changes).to.deep.equal([`${SECOND} at /${OWN}/users`]);
      expect(location.pathname).to.equal(`/${SECOND}/users`);
    } finally {
      off();
    }
  });

  it("else to the agent's landing route (Agents is direct only, so a child lands on Users)", async () => {
    signIn(OWN, CLAIMS());
    serveTree(smallTree());
    navigate(`/${OWN}/agents`);
    const element = await mountTree();
    await waitUntil(() => hasRow(element, CHILD));
    row(element, CHILD).click();
    expect(location.pathname).to.equal(`/${CHILD}/users`);
    await waitUntil(() => row(element, CHILD).getAttribute('aria-selected') === 'true');
  });

  it('the agent-change event toggles the clicked agent open', async () => {
    signIn(OWN, CLAIMS());
    serveTree(smallTree());
    navigate(`/${OWN}/users`);
    const element = await mountTree();
    await waitUntil(() => hasRow(element, CHILD));
    row(element, CHILD).click();
    await waitUntil(() => hasRow(element, GRANDCHILD), 'the clicked agent did not open');
    expect(findAgent(CHILD)?.open).to.equal(true);
  });
});

describe('agent tree: render only what is visible (100 000 agents stay responsive)', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('renders far fewer than 10 000 row elements for a tree of 10 000 agents, with the full scroll height', async () => {
    signIn(OWN, CLAIMS());
    serveTree(wideTree(10_000));
    navigate(`/${OWN}/agents`);
    const element = await mountTree();
    await waitUntil(() => names(element).includes('Agent 1'));
    expect(rowEls(element).length).to.be.below(60);
    const canvas = element.shadowRoot!.querySelector<HTMLElement>('.canvas')!;
    expect(canvas.getBoundingClientRect().height).to.equal(10_001 * TREE_ROW_HEIGHT);
    const scroller = await find(element, '[role="tree"]');
    expect(scroller.clientHeight).to.be.at.most(480);

    scroller.scrollTop = scroller.scrollHeight;
    await waitUntil(() => hasRow(element, guid(10_000)), 'the last agent did not render after scrolling');
    expect(rowEls(element).length).to.be.below(60);
    expect(hasRow(element, guid(1))).to.equal(false);
  });

  it('renders the same bounded number of row elements for 1 000 and for 100 000 agents', async () => {
    const counts: number[] = [];
    for (const size of [1_000, 100_000]) {
      signIn(OWN, CLAIMS());
      serveTree(wideTree(size));
      navigate(`/${OWN}/agents`);
      const element = await mountTree();
      await waitUntil(() => names(element).includes('Agent 1'));
      const scroller = await find(element, '[role="tree"]');
      scroller.scrollTop = scroller.scrollHeight / 2;
      const middle = Math.floor(scroller.scrollTop / TREE_ROW_HEIGHT);
      await waitUntil(() => hasRow(element, guid(middle)), 'the middle rows did not render');
      counts.push(rowEls(element).length);
      await tearDown();
      await setUp({ shell: true });
    }
    expect(counts[1]).to.equal(counts[0]);
    expect(counts[1]).to.be.below(60);
  });

  it('a scroll step touches only the rows that enter or leave the view: rows that stay are the same elements, unchanged', async () => {
    signIn(OWN, CLAIMS());
    serveTree(wideTree(10_000));
    navigate(`/${OWN}/agents`);
    const element = await mountTree();
    await waitUntil(() => names(element).includes('Agent 1'));
    const scroller = await find(element, '[role="tree"]');
    const canvas = element.shadowRoot!.querySelector<HTMLElement>('.canvas')!;
    const before = new Map(rowEls(element).map((row) => [row.dataset.agentId!, row]));

    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(scroller, { childList: true, subtree: true, attributes: true, characterData: true });
    scroller.scrollTop = 5 * TREE_ROW_HEIGHT;
    const entering = guid(5 + Math.ceil(scroller.clientHeight / TREE_ROW_HEIGHT) + 2);
    await waitUntil(() => hasRow(element, entering), 'the rows entering the view did not render');
    changes.push(...observer.takeRecords());
    observer.disconnect();

    const after = rowEls(element);
    const stayed = after.filter((row) => before.has(row.dataset.agentId!));
    expect(stayed.length).to.be.above(0);
    for (const row of stayed) expect(row).to.equal(before.get(row.dataset.agentId!));
    // Every change is a row element added to or removed from the list, none inside a row that stayed.
    for (const change of changes) {
      expect(change.type).to.equal('childList');
      expect(change.target).to.equal(canvas);
    }
    const added = changes.flatMap((change) => [...change.addedNodes]);
    const removed = changes.flatMap((change) => [...change.removedNodes]);
    expect(added.length).to.equal(after.length - stayed.length);
    expect(removed.length).to.equal(before.size - stayed.length);
  });

  it('scrolls the current agent into view when the URL names a deep agent', async () => {
    signIn(OWN, claimsWith(P.ListUsers, P.View2ndPlusLevelChildren));
    serveTree(wideTree(5_000));
    const target = guid(4_321);
    navigate(`/${target}/users`);
    const element = await mountTree();
    await waitUntil(() => hasRow(element, target), 'the current agent was not scrolled into view');
    expect(row(element, target).getAttribute('aria-selected')).to.equal('true');
  });
});
