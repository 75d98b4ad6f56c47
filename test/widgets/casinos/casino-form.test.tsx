import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/casinos/elements';
import { casinoDetail, languages, PALACE_ID } from '../../support/casino-fixtures';
import { mount, setUp } from '../../support/element';
import { formPageTests, leaveFormPage, openFormPage } from '../../support/form-page';
import { fetchMock } from '../../support/fetch-mock';
import { currencies, OWN } from '../../support/fixtures';
import { $, $$, click, fieldError, text, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const NEW_ID = 'bbbbbbbb-0000-4000-8000-000000000001';

function references(extra: Record<string, unknown> = {}) {
  fetchMock.route({
    'GET /api/currency': { body: currencies() },
    'GET /api/language': { body: languages() },
    'GET /api/localization/game_strings/*': {
      body: { app: { games: { names: { '101': 'Golden Lotus', '201': 'European Blackjack' } } } },
    },
    'GET /api/casino/:id': { body: casinoDetail() },
    'PUT /api/casino': { status: 201, text: `"${NEW_ID}"` },
    'PATCH /api/casino': { text: `"${PALACE_ID}"` },
    ...extra,
  });
}

const input = (element: Element, part: string) => $(element, `[part="${part}"]`) as HTMLInputElement;
const box = (element: Element, field: string, value: string) =>
  $(element, `[part="input-${field}"] input[data-value="${value}"]`) as HTMLInputElement;
const ticked = (element: Element, field: string) =>
  $$<HTMLInputElement>(element, `[part="input-${field}"] input:checked`).map((i) => i.dataset.value);
const defaultLanguage = (element: Element) =>
  input(element, 'input-default-language') as unknown as HTMLSelectElement;

async function fillValid(element: Element) {
  typeInto(input(element, 'input-name'), 'Harbour Lights');
  click(box(element, 'currencies', 'USD'));
  click(box(element, 'languages', 'en'));
  typeInto(input(element, 'input-lobby-url'), 'https://lobby.harbour.example');
  typeInto(input(element, 'input-game-history-url'), 'https://history.harbour.example');
}

describe('casino-casino-form: validation before sending, with translated messages', () => {
  formPageTests(references);

  it('an empty form shows each missing field and sends nothing', async () => {
    const element = await mount(html`<casino-casino-form agent-id=${OWN}></casino-casino-form>`, 'content');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'name'));
    expect(fieldError(element, 'name')).to.equal('This field is required.');
    expect(fieldError(element, 'currencies')).to.equal('Choose at least one currency.');
    expect(fieldError(element, 'languages')).to.equal('Choose at least one language.');
    expect(fieldError(element, 'defaultLanguage')).to.equal('This field is required.');
    expect(fieldError(element, 'lobbyUrl')).to.equal('This field is required.');
    expect(fetchMock.callsTo('PUT /api/casino')).to.have.length(0);
  });

  it('an address that is not http(s) is refused with its message', async () => {
    const element = await mount(html`<casino-casino-form agent-id=${OWN}></casino-casino-form>`, 'content');
    await fillValid(element);
    typeInto(input(element, 'input-lobby-url'), 'javascript:alert(1)');
    typeInto(input(element, 'input-game-history-url'), 'ftp://history.example');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'lobbyUrl'));
    expect(fieldError(element, 'lobbyUrl')).to.match(
      /^Please enter a web address starting with http:\/\/ or https:\/\//,
    );
    expect(fieldError(element, 'gameHistoryUrl')).to.equal(fieldError(element, 'lobbyUrl'));
    expect(fetchMock.callsTo('PUT /api/casino')).to.have.length(0);
  });

  it('the default language is one of the chosen languages and follows them', async () => {
    const element = await mount(html`<casino-casino-form agent-id=${OWN}></casino-casino-form>`, 'content');
    const options = () => [...defaultLanguage(element).options].map((o) => o.value).filter(Boolean);
    expect(options()).to.deep.equal([]);
    click(box(element, 'languages', 'zh-cn'));
    await waitUntil(() => defaultLanguage(element).value === 'zh-cn');
    click(box(element, 'languages', 'en'));
    await waitUntil(() => options().length === 2);
    expect(defaultLanguage(element).value).to.equal('zh-cn');
    click(box(element, 'languages', 'zh-cn'));
    await waitUntil(() => defaultLanguage(element).value === 'en');
    expect(options()).to.deep.equal(['en']);
  });

  it('the messages follow the language (zh-cn)', async () => {
    const { setLanguage } = await import('../../../src/core/i18n');
    await setLanguage('zh-cn');
    const element = await mount(html`<casino-casino-form agent-id=${OWN}></casino-casino-form>`, 'content');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'currencies'));
    expect(fieldError(element, 'currencies')).to.equal('请至少选择一种货币。');
    await setLanguage('en');
  });
});

describe('casino-casino-form: the game catalogue of the configured game types', () => {
  formPageTests(references);

  it('groups the configured games by type, names them from the game strings, all chosen for a new casino', async () => {
    const element = await mount(html`<casino-casino-form agent-id=${OWN}></casino-casino-form>`, 'content');
    expect($$(element, '[part="input-games"] [data-group]').map((g) => g.dataset.group)).to.deep.equal([
      'slot',
      'blackjack',
      'roulette',
      'keno',
      'videoPoker',
      'triCardPoker',
      'cardGames',
      'crashGames',
    ]);
    await waitUntil(() => text(box(element, 'games', '101').parentElement).includes('Golden Lotus'));
    expect(text(box(element, 'games', '102').parentElement)).to.equal('Game 102');
    expect(ticked(element, 'games')).to.have.length(15);
    expect(text($(element, '[part="games-count"]'))).to.equal('15 of 15 games chosen');
  });

  it('clear and select all act on one game type', async () => {
    const element = await mount(html`<casino-casino-form agent-id=${OWN}></casino-casino-form>`, 'content');
    click($(element, '[data-group="slot"] [part="clear"]'));
    await waitUntil(() => ticked(element, 'games').length === 12);
    expect(ticked(element, 'games')).not.to.include('101');
    click($(element, '[data-group="slot"] [part="select-all"]'));
    await waitUntil(() => ticked(element, 'games').length === 15);
  });
});

describe('casino-casino-form: create and edit', () => {
  afterEach(leaveFormPage);

  it('create sends the casino and returns to the list', async () => {
    await openFormPage(references);
    const element = await mount(html`<casino-casino-form agent-id=${OWN}></casino-casino-form>`, 'content');
    await fillValid(element);
    click($(element, '[data-group="slot"] [part="clear"]'));
    typeInto(input(element, 'input-status'), 'Maintenance');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/casino').length === 1);
    const body = fetchMock.callsTo('PUT /api/casino')[0].body as Record<string, unknown>;
    expect(body).to.deep.include({
      name: 'Harbour Lights',
      status: 'Maintenance',
      currencies: ['USD'],
      languages: ['en'],
      defaultLanguage: 'en',
      lobbyUrl: 'https://lobby.harbour.example',
      gameHistoryUrl: 'https://history.harbour.example',
    });
    expect(body.games).to.have.length(12);
    await waitUntil(() => location.pathname === `/${OWN}/casinos`);
  });

  it('a refused request puts the server’s message on its field and keeps everything typed', async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    references({
      'PUT /api/casino': {
        status: 400,
        body: {
          message: 'A casino with this name already exists',
          errors: [{ field: 'name', message: 'A casino with this name already exists' }],
        },
      },
    });
    const element = await mount(html`<casino-casino-form agent-id=${OWN}></casino-casino-form>`, 'content');
    await fillValid(element);
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'name'));
    expect(fieldError(element, 'name')).to.equal('A casino with this name already exists');
    expect(input(element, 'input-name').value).to.equal('Harbour Lights');
    expect(ticked(element, 'currencies')).to.deep.equal(['USD']);
    expect(($(element, '[part="submit"]') as HTMLButtonElement).disabled).to.equal(false);
  });

  it('edit loads the casino and sends only the changed fields as json-patch', async () => {
    await openFormPage(references);
    const element = await mount(
      html`<casino-casino-form agent-id=${OWN} id=${PALACE_ID}></casino-casino-form>`,
      'content',
    );
    expect(input(element, 'input-name').value).to.equal('Aurora Palace');
    expect(ticked(element, 'currencies')).to.deep.equal(['EUR', 'USD']);
    expect(ticked(element, 'games')).to.deep.equal(['101', '201']);
    click(box(element, 'currencies', 'EUR'));
    typeInto(input(element, 'input-lobby-url'), 'https://new-lobby.example');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('PATCH /api/casino').length === 1);
    const call = fetchMock.callsTo('PATCH /api/casino')[0];
    expect(call.url.searchParams.get('id')).to.equal(PALACE_ID);
    expect(call.body).to.deep.equal([
      { op: 'replace', path: '/lobbyUrl', value: 'https://new-lobby.example' },
      { op: 'replace', path: '/currencies', value: ['USD'] },
    ]);
  });

  it('a deleted casino is shown read-only until it is restored', async () => {
    await setUp({ shell: true, claims: allClaims() });
    references({ 'GET /api/casino/:id': { body: casinoDetail({ deletedAt: '2026-01-05T00:00:00.000Z' }) } });
    const element = await mount(
      html`<casino-casino-form agent-id=${OWN} id=${PALACE_ID}></casino-casino-form>`,
      'content',
    );
    expect(text($(element, '[part="forbidden"]'))).to.contain('This casino is deleted');
    expect(($(element, '[part="submit"]') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('without the update permission the edit page is refused', async () => {
    await openFormPage(references, claimsWith(P.ViewCasinos));
    await mount(html`<casino-casino-form agent-id=${OWN} id=${PALACE_ID}></casino-casino-form>`, 'forbidden');
    expect(fetchMock.callsTo('GET /api/casino/:id')).to.have.length(0);
  });
});
