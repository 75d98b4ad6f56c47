import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/casinos/elements';
import { casino, casinoDetail, DRAGON_ID, PALACE_ID, STRIP_ID } from '../../support/casino-fixtures';
import { answerDialog, find, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { actionsOf, expectColumns, eachWithList, openList, expectRefused } from '../../support/list-page';
import { OWN } from '../../support/fixtures';
import { pagedList } from '../../support/paged-list';
import { $, $$, click, text, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const LIVE = [
  casino(),
  casino({
    id: STRIP_ID,
    name: 'Liberty Strip Casino',
    currencies: ['USD', 'CAD'],
    languages: ['en'],
    agentCount: 9,
  }),
  casino({
    id: DRAGON_ID,
    name: 'dragon Gate',
    status: 'Maintenance',
    languages: ['en', 'zh-cn'],
    defaultLanguage: 'zh-cn',
    games: [1, 2, 3],
  }),
];
const DELETED = [
  casino({
    id: 'aaaaaaaa-0000-4000-8000-0000000000dd',
    name: 'Old Harbour',
    deletedAt: '2026-01-05T00:00:00.000Z',
  }),
];

function names(element: Element): string[] {
  return $$(element, 'tbody [data-column="name"]').map((td) => td.textContent ?? '');
}

function listAnswers(extra: Record<string, unknown> = {}) {
  fetchMock.route({
    'GET /api/casino': pagedList((call) => {
      const params = call.url.searchParams;
      const rows = params.get('deleted') === 'true' ? DELETED : LIVE;
      const status = params.get('status');
      return status ? rows.filter((c) => c.status === status) : rows;
    }),
    'GET /api/casino/:id': { body: casinoDetail() },
    'DELETE /api/casino/:id': (call) => ({ text: `"${call.url.pathname.split('/').pop()}"` }),
    'PATCH /api/casino': { text: `"${DELETED[0].id}"` },
    ...extra,
  });
}

/** Clicks a row action: the row's button, or the item of its "More actions" menu. */
async function rowAction(element: Element, id: string, action: string) {
  const button = $(element, `tr[data-row-id="${id}"] [data-action="${action}"]`)!;
  if (button.getAttribute('role') === 'menuitem')
    click($(element, `tr[data-row-id="${id}"] [part="action-menu-button"]`));
  click(button);
}

describe("casino-casinos: the operator's casinos, paged on the server", () => {
  eachWithList(listAnswers);

  it('lists name, status, currencies, languages (the default first), games and agents, by name', async () => {
    const element = await mount(html`<casino-casinos agent-id=${OWN}></casino-casinos>`, 'content');
    expectColumns(element, 'name status currencies languages games agentCount');
    expect(names(element)).to.deep.equal(['Aurora Palace', 'dragon Gate', 'Liberty Strip Casino']);
    const dragon = `tr[data-row-id="${DRAGON_ID}"]`;
    expect(text($(element, `${dragon} [data-column="status"]`))).to.equal('Maintenance');
    expect(text($(element, `${dragon} [data-column="languages"]`))).to.match(/^Chinese.*English$/);
    expect(text($(element, `${dragon} [data-column="games"]`))).to.equal('3');
    expect(text($(element, `tr[data-row-id="${STRIP_ID}"] [data-column="currencies"]`))).to.equal('USD, CAD');
    const call = fetchMock.callsTo('GET /api/casino')[0];
    expect(call.url.searchParams.get('pageSize')).to.equal('25');
    expect(call.url.searchParams.get('deleted')).to.equal('false');
  });

  it('filters by status on the server', async () => {
    const element = await mount(html`<casino-casinos agent-id=${OWN}></casino-casinos>`, 'content');
    typeInto($(element, '[part="status-filter"] select'), 'Maintenance');
    await waitUntil(() => names(element).length === 1);
    expect(names(element)).to.deep.equal(['dragon Gate']);
    expect(fetchMock.callsTo('GET /api/casino').at(-1)!.url.searchParams.get('status')).to.equal(
      'Maintenance',
    );
  });

  it('the deleted switch lists the deleted casinos, with restore and delete permanently', async () => {
    const element = await mount(html`<casino-casinos agent-id=${OWN}></casino-casinos>`, 'content');
    click($(element, '[part="show-deleted"] [part="switch"]'));
    await waitUntil(() => names(element).includes('Old Harbour'));
    expect(actionsOf(element, DELETED[0].id)).to.deep.equal(['restore', 'deletePermanently']);
    click($(element, `tr[data-row-id="${DELETED[0].id}"] [data-action="restore"]`));
    await find(element, '[part="success"]');
    expect(text($(element, '[part="success"]'))).to.equal('The casino Old Harbour was restored.');
    expect(fetchMock.callsTo('PATCH /api/casino')[0].body).to.deep.equal([
      { op: 'replace', path: '/deleted', value: false },
    ]);
  });
});

describe('casino-casinos: row actions and the create button as permissions allow', () => {
  afterEach(tearDown);

  it('every permission: edit and delete on each row, and the add button', async () => {
    const element = await openList('casino-casinos', listAnswers);
    expect(actionsOf(element, PALACE_ID)).to.deep.equal(['edit', 'delete']);
    expect($(element, '[part="create"]')).not.to.equal(null);
  });

  it('view only: no row action and no add button', async () => {
    const element = await openList('casino-casinos', listAnswers, { claims: claimsWith(P.ViewCasinos) });
    expect($$(element, '[data-action]')).to.have.length(0);
    expect($(element, '[part="create"]')).to.equal(null);
  });

  it('without the view permission the page says so and asks nothing', async () => {
    await expectRefused(
      'casino-casinos',
      listAnswers,
      { claims: claimsWith(P.CreateCasino) },
      'GET /api/casino',
    );
  });
});

describe('casino-casinos: delete asks first; permanently only with the permission and without players or rounds', () => {
  afterEach(tearDown);

  it('without delete-permanently: a soft delete after Yes, no permanent choice', async () => {
    const element = await openList('casino-casinos', listAnswers, {
      claims: claimsWith(P.ViewCasinos, P.DeleteCasino),
    });
    await rowAction(element, PALACE_ID, 'delete');
    await find(element, '[part="dialog"]');
    expect($(element, '[part="delete-permanently"]')).to.equal(null);
    const said = await answerDialog(element, true);
    expect(said).to.contain('Delete the casino Aurora Palace?');
    await find(element, '[part="success"]');
    const calls = fetchMock.callsTo(`DELETE /api/casino/${PALACE_ID}`);
    expect(calls).to.have.length(1);
    expect(calls[0].url.searchParams.has('permanently')).to.equal(false);
    expect(fetchMock.callsTo('GET /api/casino/:id')).to.have.length(0);
  });

  it('No deletes nothing', async () => {
    const element = await openList('casino-casinos', listAnswers);
    await rowAction(element, PALACE_ID, 'delete');
    await answerDialog(element, false);
    expect(fetchMock.callsTo('DELETE /api/casino/:id')).to.have.length(0);
  });

  it('with delete-permanently and no players or rounds: the dialog offers a permanent delete', async () => {
    const element = await openList('casino-casinos', listAnswers);
    await rowAction(element, PALACE_ID, 'delete');
    click(await find(element, '[part="delete-permanently"]'));
    await answerDialog(element, true);
    await find(element, '[part="success"]');
    const call = fetchMock.callsTo(`DELETE /api/casino/${PALACE_ID}`)[0];
    expect(call.url.searchParams.get('permanently')).to.equal('true');
    expect(text($(element, '[part="success"]'))).to.equal(
      'The casino Aurora Palace was deleted permanently.',
    );
  });

  it('a casino with players or rounds: the dialog says so and offers only the soft delete', async () => {
    await setUp({ claims: allClaims() });
    listAnswers({ 'GET /api/casino/:id': { body: casinoDetail({ playerCount: 12, roundCount: 340 }) } });
    const element = await mount(html`<casino-casinos agent-id=${OWN}></casino-casinos>`, 'content');
    await rowAction(element, PALACE_ID, 'delete');
    const blocked = await find(element, '[part="delete-blocked"]');
    expect(text(blocked)).to.equal(
      'Aurora Palace has 12 player(s) and 340 game round(s): it can only be deleted softly, never permanently.',
    );
    expect($(element, '[part="delete-permanently"]')).to.equal(null);
    await answerDialog(element, true);
    await find(element, '[part="success"]');
    expect(
      fetchMock.callsTo(`DELETE /api/casino/${PALACE_ID}`)[0].url.searchParams.has('permanently'),
    ).to.equal(false);
  });

  it('a refused delete shows the reason and leaves the list usable', async () => {
    await setUp({ claims: claimsWith(P.ViewCasinos, P.DeleteCasino), quiet: true });
    listAnswers({
      'DELETE /api/casino/:id': { status: 409, body: { message: 'The casino is already deleted' } },
    });
    const element = await mount(html`<casino-casinos agent-id=${OWN}></casino-casinos>`, 'content');
    await rowAction(element, PALACE_ID, 'delete');
    await answerDialog(element, true);
    const error = await find(element, '[part="error"]');
    expect(text(error)).to.contain('The casino is already deleted');
    expect(names(element)).to.have.length(3);
    expect(
      ($(element, `tr[data-row-id="${PALACE_ID}"] [data-action="delete"]`) as HTMLButtonElement).disabled,
    ).to.equal(false);
  });
});
