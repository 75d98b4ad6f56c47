import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { P } from '../../../src/core/permissions';
import { navigate } from '../../../src/core/router';
import '../../../src/widgets/navigation/elements';
import { find, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { CHILD, GRANDCHILD, OWN } from '../../support/fixtures';
import { $$, press, sleep, typeInto } from '../../support/shadow';
import { claimsWith, signIn } from '../../support/token';

const RESULTS = [
  { id: CHILD, name: 'Child agent' },
  { id: GRANDCHILD, name: 'Grandchild agent' },
];

function serveSearch(): void {
  fetchMock.route({ 'GET /api/navigation/search': { body: RESULTS } });
}

async function mountSearch(): Promise<{ element: HTMLElement; input: HTMLInputElement }> {
  const element = await fixture<HTMLElement>(html`<casino-agent-search></casino-agent-search>`);
  const input = await find<HTMLInputElement>(element, 'input');
  return { element, input };
}

function searches(): string[] {
  return fetchMock.callsTo('/api/navigation/search').map((c) => c.url.searchParams.get('filter') ?? '');
}

function results(element: HTMLElement): string[] {
  return $$(element, '[role="option"]').map((o) => o.textContent ?? '');
}

describe('agent search: runs only for non-empty text, debounced 100 ms', () => {
  beforeEach(async () => {
    await setUp({ shell: true });
    signIn(OWN, claimsWith(P.ViewAgents, P.ListUsers));
    navigate(`/${OWN}/agents`);
    serveSearch();
  });
  afterEach(tearDown);

  it('searches once, 100 ms after the last change, with GET /api/navigation/search?agentId&filter', async () => {
    const { element, input } = await mountSearch();
    typeInto(input, 'c');
    await sleep(40);
    typeInto(input, 'ch');
    await sleep(60);
    expect(searches()).to.deep.equal([]);
    await waitUntil(() => searches().length === 1, 'no search after the pause');
    const call = fetchMock.callsTo('/api/navigation/search')[0];
    expect(call.url.searchParams.get('agentId')).to.equal(OWN);
    expect(call.url.searchParams.get('filter')).to.equal('ch');
    await waitUntil(() => results(element).length === 2);
    expect(results(element)).to.deep.equal(['Child agent', 'Grandchild agent']);
  });

  it('does not search for blank text', async () => {
    const { input } = await mountSearch();
    typeInto(input, '   ');
    await sleep(200);
    expect(searches()).to.deep.equal([]);
  });

  it('ignores an identical repeated value', async () => {
    const { input } = await mountSearch();
    typeInto(input, 'ch');
    await waitUntil(() => searches().length === 1);
    typeInto(input, 'chi');
    typeInto(input, 'ch');
    await sleep(200);
    expect(searches()).to.deep.equal(['ch']);
  });

  it('ignores arrow keys', async () => {
    const { element, input } = await mountSearch();
    typeInto(input, 'ch');
    await waitUntil(() => results(element).length === 2);
    press(input, 'ArrowDown');
    press(input, 'ArrowUp');
    press(input, 'ArrowLeft');
    await sleep(200);
    expect(searches()).to.deep.equal(['ch']);
  });

  it('empty text empties the result list', async () => {
    const { element, input } = await mountSearch();
    typeInto(input, 'ch');
    await waitUntil(() => results(element).length === 2);
    typeInto(input, '');
    await waitUntil(() => results(element).length === 0, 'the results stayed');
    expect(element.shadowRoot!.querySelector('[role="listbox"]')).to.equal(null);
    await sleep(150);
    expect(searches()).to.deep.equal(['ch']);
  });
});

describe('agent search: navigation only on a choice, to /{agentId}/{landing route}', () => {
  beforeEach(async () => {
    await setUp({ shell: true });
    signIn(OWN, claimsWith(P.ViewAgents, P.ListUsers, P.View2ndPlusLevelChildren));
    navigate(`/${OWN}/agents`);
    serveSearch();
  });
  afterEach(tearDown);

  it('showing results does not navigate; clicking one goes to its landing route and clears the box', async () => {
    const { element, input } = await mountSearch();
    typeInto(input, 'grand');
    await waitUntil(() => results(element).length === 2);
    expect(location.pathname).to.equal(`/${OWN}/agents`);
    $$(element, '[role="option"]')[1].click();
    expect(location.pathname).to.equal(`/${GRANDCHILD}/agents`);
    await waitUntil(() => results(element).length === 0);
    expect(input.value).to.equal('');
  });

  it('arrow keys choose among the results and Enter opens the active one', async () => {
    const { element, input } = await mountSearch();
    typeInto(input, 'ch');
    await waitUntil(() => results(element).length === 2);
    press(input, 'Enter');
    expect(location.pathname).to.equal(`/${OWN}/agents`);
    press(input, 'ArrowDown');
    await waitUntil(() => $$(element, '[aria-selected="true"]').length === 1);
    expect($$(element, '[aria-selected="true"]')[0].dataset.agentId).to.equal(CHILD);
    expect(input.getAttribute('aria-activedescendant')).to.equal($$(element, '[role="option"]')[0].id);
    press(input, 'Enter');
    expect(location.pathname).to.equal(`/${CHILD}/agents`);
  });
});
