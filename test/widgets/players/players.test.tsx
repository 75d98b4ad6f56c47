import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/players/elements';
import { answerDialog, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { expectColumns, eachWithList, expectRefused } from '../../support/list-page';
import { GRANDCHILD, OWN } from '../../support/fixtures';
import { pagedList } from '../../support/paged-list';
import { PLAYER, PLAYER_2, playerDetails, type Player } from '../../support/players';
import { $, $$, click, part, text, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const LIST: Player[] = [
  playerDetails(),
  playerDetails({
    id: PLAYER_2,
    name: 'Blue_whale',
    firstName: 'Wei',
    lastName: 'Chen',
    agentId: GRANDCHILD,
    agentName: 'Grandchild',
    balance: 1234.5,
    bonusBalance: 88,
    status: 'Blocked',
    online: false,
  }),
];

const names = (element: Element) => $$(element, 'tbody [data-column="name"]').map((s) => s.textContent ?? '');
const listCalls = () => fetchMock.callsTo('POST /api/player/list');
const lastBody = () => listCalls().at(-1)!.body as Record<string, unknown>;

function answers(rows: Player[] = LIST) {
  fetchMock.route({
    'POST /api/player/list': pagedList(rows, {
      filterFields: ['name', 'firstName', 'lastName', 'email', 'phone'],
    }),
    [`POST /api/player/logout/${PLAYER}`]: { text: `"${PLAYER}"` },
    [`DELETE /api/player/${PLAYER}`]: { text: `"${PLAYER}"` },
  });
}

async function mountList(state = 'content') {
  return mount(html`<casino-players agent-id=${OWN}></casino-players>`, state);
}

describe("casino-players: the agent's players, paged, sorted and filtered on the server", () => {
  eachWithList(answers, { shell: true });

  it('lists login, name, agent, currency, balance, bonus balance, status, online and created', async () => {
    const element = await mountList();
    expectColumns(element, 'name fullName agentName currency balance bonusBalance status online createdAt');
    expect(names(element)).to.deep.equal(['Blue_whale', 'lucky_ace']);
    const row = `tr[data-row-id="${PLAYER_2}"]`;
    expect(text($(element, `${row} [data-column="fullName"]`))).to.equal('Wei Chen');
    expect(text($(element, `${row} [data-column="balance"]`))).to.equal('1,234.50');
    expect(text($(element, `${row} [data-column="bonusBalance"]`))).to.equal('88.00');
    expect(text($(element, `${row} [data-column="status"]`))).to.equal('Blocked');
    expect(text($(element, `${row} [data-column="online"]`))).to.equal('Offline');
    expect(text($(element, `tr[data-row-id="${PLAYER}"] [data-column="online"]`))).to.equal('Online');
    expect(text($(element, `tr[data-row-id="${PLAYER}"] [data-column="createdAt"]`))).to.match(
      /^15\/01\/26 \d\d:\d\d$/,
    );
  });

  it('asks for the agent with its sub-agents, the first page of 25 by login name', async () => {
    await mountList();
    expect(lastBody()).to.deep.equal({
      agentId: OWN,
      includeSubAgents: true,
      pageIndex: 0,
      pageSize: 25,
      sort: 'name',
    });
  });

  it('shows the loading state while the page loads', async () => {
    const gate = fetchMock.hold('POST /api/player/list');
    const element = await mountList('loading');
    expect(part(element, 'loading')).not.to.equal(null);
    gate.release();
    await waitUntil(() => $(element, '[data-state="content"]'));
  });

  it('a failed load shows the reason and a retry that loads again', async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    fetchMock.route({ 'POST /api/player/list': { status: 500, body: { message: 'Database unreachable' } } });
    const element = await mountList('error');
    expect(text(part(element, 'error'))).to.contain('Database unreachable');
    answers();
    click(part(element, 'retry'));
    await waitUntil(() => $(element, '[data-state="content"]'));
  });

  it('an agent without players says so; filters that match nothing say that instead', async () => {
    answers([]);
    const element = await mountList('empty');
    expect(text(part(element, 'empty'))).to.equal('This agent has no players yet.');
    typeInto($(element, '[part="status-filter"] select'), 'Closed');
    await waitUntil(() => lastBody().status === 'Closed');
    await waitUntil(() => text(part(element, 'empty')) === 'No player matches the filters.');
  });

  it('the status filter, the creation days and the include-sub-agents switch go to the server and the URL', async () => {
    const element = await mountList();
    typeInto($(element, '[part="status-filter"] select'), 'Blocked');
    await waitUntil(() => lastBody().status === 'Blocked');
    typeInto($(element, '[part="created-from"] input'), '01/01/2026');
    await waitUntil(() => typeof lastBody().createdFrom === 'string');
    expect(new Date(lastBody().createdFrom as string).getTime()).to.equal(new Date(2026, 0, 1).getTime());
    click(part(element, 'switch'));
    await waitUntil(() => lastBody().includeSubAgents === false);
    const query = new URLSearchParams(location.search);
    expect(query.get('status')).to.equal('Blocked');
    expect(query.get('from')).to.equal('2026-01-01');
    expect(query.get('sub')).to.equal('0');
  });

  it('filters by text after a pause in typing', async () => {
    const element = await mountList();
    typeInto($(element, '[part="list-search"] input'), 'chen');
    await waitUntil(() => names(element).length === 1);
    expect(names(element)).to.deep.equal(['Blue_whale']);
    expect(lastBody().filter).to.equal('chen');
  });

  it('sorts on the server by the clicked column', async () => {
    const element = await mountList();
    click($(element, 'th[data-column="balance"] button'));
    await waitUntil(() => lastBody().sort === 'balance');
    click($(element, 'th[data-column="balance"] button'));
    await waitUntil(() => lastBody().sort === '-balance');
    await waitUntil(() => names(element)[0] === 'Blue_whale');
  });
});

describe('casino-players: row actions as the permissions allow', () => {
  afterEach(async () => {
    await tearDown();
    history.replaceState(null, '', '/');
  });

  const actions = (element: Element, id: string) =>
    $$<HTMLButtonElement>(element, `tr[data-row-id="${id}"] [data-action]`).map((b) => b.dataset.action);

  it('every claim: edit, log out, active bonus, redeem bonus code, delete, and the add button', async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
    const element = await mountList();
    expect(actions(element, PLAYER)).to.deep.equal([
      'edit',
      'logout',
      'activeBonus',
      'redeemBonus',
      'delete',
    ]);
    expect(part(element, 'create')).not.to.equal(null);
  });

  it('an offline player cannot be logged out; a blocked one cannot redeem a bonus', async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
    const element = await mountList();
    const button = (action: string) =>
      $<HTMLButtonElement>(element, `tr[data-row-id="${PLAYER_2}"] [data-action="${action}"]`)!;
    expect(button('logout').disabled).to.equal(true);
    expect(button('redeemBonus').disabled).to.equal(true);
    expect(button('edit').disabled).to.equal(false);
  });

  it('the list permission alone: no action, no add button, a row does not open', async () => {
    await setUp({ shell: true, claims: claimsWith(P.ListPlayers) });
    answers();
    const element = await mountList();
    expect(actions(element, PLAYER)).to.deep.equal([]);
    expect(part(element, 'create')).to.equal(null);
    click($(element, `tr[data-row-id="${PLAYER}"] [data-column="name"]`));
    expect(location.pathname).not.to.contain('/players/edit/');
  });

  it('without the list permission the page says it may not be opened', async () => {
    const refused = { shell: true, claims: claimsWith(P.EditPlayer) };
    await expectRefused('casino-players', answers, refused, 'POST /api/player/list');
  });

  it('a row opens the player form; the add button the empty form', async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
    const element = await mountList();
    click($(element, `tr[data-row-id="${PLAYER}"] [data-column="name"]`));
    expect(location.pathname).to.equal(`/${OWN}/players/edit/${PLAYER}`);
    click(part(element, 'create'));
    expect(location.pathname).to.equal(`/${OWN}/players/add`);
  });

  it('log out asks first; Yes logs the player out and says so, No does nothing', async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
    const element = await mountList();
    click($(element, `tr[data-row-id="${PLAYER}"] [data-action="logout"]`));
    expect(await answerDialog(element, false)).to.contain('Log out lucky_ace?');
    expect(fetchMock.callsTo(`POST /api/player/logout/${PLAYER}`)).to.have.length(0);
    click($(element, `tr[data-row-id="${PLAYER}"] [data-action="logout"]`));
    await answerDialog(element, true);
    await waitUntil(() => part(element, 'success'));
    expect(text(part(element, 'success'))).to.equal('lucky_ace was logged out.');
    expect(fetchMock.callsTo(`POST /api/player/logout/${PLAYER}`)).to.have.length(1);
  });

  it("delete asks first; the server's refusal is shown and the list stays usable", async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    answers();
    fetchMock.addRoute(`DELETE /api/player/${PLAYER}`, {
      status: 409,
      body: { message: 'lucky_ace has played or holds money: close the account instead (its history stays)' },
    });
    const element = await mountList();
    click($(element, `tr[data-row-id="${PLAYER}"] [data-action="delete"]`));
    expect(await answerDialog(element, true)).to.contain('Delete lucky_ace?');
    await waitUntil(() => part(element, 'error'));
    expect(text(part(element, 'error'))).to.contain('close the account instead');
    expect(names(element)).to.have.length(2);
  });
});
