import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { emit } from '../../../src/core/events';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/agents/elements';
import { pagedList } from '../../support/paged-list';
import { answerDialog, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { expectColumns, openList } from '../../support/list-page';
import { agentDetails, CHILD, GRANDCHILD, OWN } from '../../support/fixtures';
import { $, $$, click, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const LIST = [
  agentDetails({ id: CHILD, name: 'Bravo', creditAmount: 1500.5, hasChildren: true }),
  agentDetails({ id: GRANDCHILD, name: 'alpha', currencyId: 'USD', creditAmount: 20 }),
];

function names(element: Element): string[] {
  return $$(element, 'tbody [data-column="name"]').map((td) => td.textContent ?? '');
}

function listAnswers() {
  fetchMock.route({
    'GET /api/agents': pagedList((call) =>
      call.url.searchParams.get('includeSubAgents') === 'true'
        ? [...LIST, agentDetails({ id: 'x-1', name: 'Charlie', parentId: CHILD })]
        : LIST,
    ),
    [`PUT /api/agent/${CHILD}/player/logout`]: { body: { loggedOut: 2 } },
  });
}

describe("casino-agents: the current agent's sub-agents in a table", () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims() });
    listAnswers();
  });
  afterEach(tearDown);

  it('lists name, currency, credit, blocked amount, credit source and number of children', async () => {
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    expectColumns(element, 'name currencyId creditAmount blockedAmount creditSource children');
    expect(names(element)).to.deep.equal(['alpha', 'Bravo']);
    expect($(element, `tr[data-row-id="${CHILD}"] [data-column="creditAmount"]`)!.textContent).to.equal(
      '1,500.50',
    );
    expect(fetchMock.callsTo('GET /api/agents')[0].url.searchParams.get('agentId')).to.equal(OWN);
  });

  it('sorts case-insensitively by name, asc then desc then none', async () => {
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    click($(element, 'th[data-column="name"] button'));
    await waitUntil(() => names(element)[0] === 'Bravo');
    click($(element, 'th[data-column="creditAmount"] button'));
    await waitUntil(() => names(element)[0] === 'alpha');
  });

  it('filters after a pause in typing', async () => {
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    typeInto($(element, '[part="list-search"] input'), 'brav');
    await waitUntil(() => names(element).length === 1);
    expect(names(element)).to.deep.equal(['Bravo']);
    expect($(element, '[part="paginator-range"]')!.textContent).to.equal('1 - 1 of 1');
  });

  it('the include-sub-agents switch asks for all levels', async () => {
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    click($(element, '[part="switch"]'));
    await waitUntil(() => names(element).includes('Charlie'));
    expect(fetchMock.callsTo('GET /api/agents').at(-1)!.url.searchParams.get('includeSubAgents')).to.equal(
      'true',
    );
    expect($(element, `tr[data-row-id="${CHILD}"] [data-column="children"]`)!.textContent).to.equal('1');
  });

  it('the include-sub-agents switch shows its label once', async () => {
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    const text = $(element, '[part="include-sub-agents"]')!.textContent ?? '';
    expect(text.split('Include all sub-agent levels').length - 1).to.equal(1);
  });

  it('a credit-adjusted event updates the credit of the row at once', async () => {
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    emit('casino-credit-adjusted', { agentId: CHILD, creditAmount: 1626.06, creditSource: false });
    await waitUntil(
      () => $(element, `tr[data-row-id="${CHILD}"] [data-column="creditAmount"]`)!.textContent === '1,626.06',
    );
  });

  it('an agent-updated event renames the row at once', async () => {
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    emit('casino-agent-updated', { agentId: CHILD, name: 'Bravo Renamed' });
    await waitUntil(() => names(element).includes('Bravo Renamed'));
  });

  it('a row opens the agent: casino-agent-change, then /{id}/agents', async () => {
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    const seen: string[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<{ agentId: string }>).detail.agentId);
    window.addEventListener('casino-agent-change', listener);
    click($(element, `tr[data-row-id="${CHILD}"] [data-column="name"]`));
    window.removeEventListener('casino-agent-change', listener);
    expect(seen).to.deep.equal([CHILD]);
    expect(location.pathname).to.equal(`/${CHILD}/agents`);
    history.replaceState(null, '', '/');
  });

  it('log out players asks for confirmation and may include sub-agents', async () => {
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    click($(element, `tr[data-row-id="${CHILD}"] [data-action="logoutPlayers"]`));
    await waitUntil(() => $(element, '[part="logout-sub-agents"]'));
    click($(element, '[part="logout-sub-agents"]'));
    await answerDialog(element, true);
    await waitUntil(() => $(element, '[part="success"]'));
    const logout = fetchMock.callsTo(`PUT /api/agent/${CHILD}/player/logout`);
    expect(logout).to.have.length(1);
    expect(logout[0].url.searchParams.get('includeSubAgents')).to.equal('true');
    expect($(element, '[part="success"]')!.textContent).to.contain('2 player(s) of Bravo');
  });

  it('No leaves the players logged in', async () => {
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    click($(element, `tr[data-row-id="${CHILD}"] [data-action="logoutPlayers"]`));
    await answerDialog(element, false);
    expect(fetchMock.callsTo(`PUT /api/agent/${CHILD}/player/logout`)).to.have.length(0);
  });
});

describe('casino-agents: per-row actions as permissions allow', () => {
  afterEach(tearDown);

  it('an account with every claim sees every action and the create button', async () => {
    const element = await openList('casino-agents', listAnswers, { shell: true });
    const actions = $$(element, `tr[data-row-id="${CHILD}"] [data-action]`).map((b) => b.dataset.action);
    expect(actions).to.deep.equal([
      'edit',
      'adjustCredit',
      'logoutPlayers',
      'ipWhitelist',
      'multicash',
      'walletParent',
    ]);
    expect($(element, '[part="create"]')).not.to.equal(null);
  });

  it('a view-only account sees no edit, credit or logout action and no create button (only the multicash view)', async () => {
    const element = await openList('casino-agents', listAnswers, {
      shell: true,
      claims: claimsWith(P.ViewAgents, P.View2ndPlusLevelChildren),
    });
    const actions = $$(element, `tr[data-row-id="${CHILD}"] [data-action]`).map((b) => b.dataset.action);
    expect(actions).to.deep.equal(['multicash']);
    expect($(element, '[part="create"]')).to.equal(null);
  });

  it('a credit-source row offers no adjust credit', async () => {
    await setUp({ shell: true, claims: allClaims() });
    fetchMock.route({ 'GET /api/agents': pagedList([agentDetails({ creditSource: true })]) });
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    expect($$(element, '[data-action]').map((b) => b.dataset.action)).not.to.include('adjustCredit');
  });
});

describe('casino-agents: a failing request shows a translated error and stays usable', () => {
  afterEach(tearDown);

  it('403 shows the translated message; retry loads the list', async () => {
    await setUp({ shell: true, claims: allClaims() });
    fetchMock.route({ 'GET /api/agents': { status: 403, body: { message: 'You are not allowed' } } });
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'error');
    expect($(element, '[part="error"]')!.textContent).to.equal(
      'You are not allowed to do this for this agent.',
    );
    listAnswers();
    click($(element, '[part="retry"]'));
    await waitUntil(() => names(element).length === 2);
  });
});

describe('casino-agents: a list that starts in Chinese is Chinese, headers included', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims() });
    listAnswers();
  });
  afterEach(tearDown);

  it('the column headers follow the Chinese texts that arrive after the first paint', async () => {
    const { setLanguage } = await import('../../../src/core/i18n');
    await setLanguage('zh-cn');
    const element = await mount(html`<casino-agents agent-id=${OWN}></casino-agents>`, 'content');
    await waitUntil(() => $(element, 'th[data-column="name"]')?.textContent?.includes('名称'));
    expect($$(element, 'th[data-column]').map((th) => th.textContent?.replace(/[▲▼]/g, ''))).to.deep.equal([
      '名称',
      '货币',
      '信用额度',
      '冻结金额',
      '信用来源',
      '下级代理数',
    ]);
  });
});
