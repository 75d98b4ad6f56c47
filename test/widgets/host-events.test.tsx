/**
 * The elements on a host page: the events a host listens to (on the element, bubbling out of the shadow
 * roots, typed details) and no global side effects outside the console shell (an element used alone
 * changes no address of the host page; it asks with the cancelable casino-navigate event).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import type {
  CasinoDeletedDetail,
  CasinoNavigateDetail,
  CasinoRoundErrorDetail,
  CasinoRoundLoadedDetail,
  CasinoSavedDetail,
} from '../../src/core/events';
import '../../src/widgets/agents/elements';
import '../../src/widgets/games/elements';
import '../../src/widgets/players/elements';
import blackjack from './games/fixtures/blackjack.json';
import { answerDialog, mount, setUp, tearDown } from '../support/element';
import { fetchMock } from '../support/fetch-mock';
import { countries, currencies, grantableClaims, OWN, timezones } from '../support/fixtures';
import { setUpRounds } from '../support/games';
import { pagedList } from '../support/paged-list';
import { PLAYER, PLAYER_2, playerDetails } from '../support/players';
import { $, click, typeInto } from '../support/shadow';
import { allClaims } from '../support/token';

const HOST_PATH = '/some/host/path';
const NEW_AGENT = '55555555-5555-4555-8555-555555555555';

/** The events of `name` that reach the document during each test of the suite, with their target and flags. */
function heard<T>(name: string): { detail: T; target: EventTarget | null; cancelable: boolean }[] {
  const seen: { detail: T; target: EventTarget | null; cancelable: boolean }[] = [];
  const listener = (event: Event) =>
    seen.push({
      detail: (event as CustomEvent<T>).detail,
      target: event.target,
      cancelable: event.cancelable,
    });
  beforeEach(() => {
    seen.length = 0;
    document.addEventListener(name, listener);
  });
  afterEach(() => document.removeEventListener(name, listener));
  return seen;
}

function playerAnswers() {
  fetchMock.route({
    'POST /api/player/list': pagedList(
      [playerDetails(), playerDetails({ id: PLAYER_2, name: 'Blue_whale' })],
      {
        filterFields: ['name'],
      },
    ),
    [`DELETE /api/player/${PLAYER}`]: { text: `"${PLAYER}"` },
  });
}

const mountPlayers = () => mount(html`<casino-players agent-id=${OWN}></casino-players>`, 'content');

describe('an element used alone on a host page changes no address of the host', () => {
  const navigations = heard<CasinoNavigateDetail>('casino-navigate');
  beforeEach(async () => {
    await setUp({ claims: allClaims() });
    history.replaceState(null, '', `${HOST_PATH}?tab=casino`);
    playerAnswers();
  });
  afterEach(async () => {
    await tearDown();
    history.replaceState(null, '', '/');
  });

  it('at /some/host/path, opening a row, the add button, a sort and the next page never change location.pathname or its query', async () => {
    const element = await mountPlayers();
    click($(element, `tr[data-row-id="${PLAYER}"] [data-column="name"]`));
    click($(element, '[part="create"]'));
    click($(element, 'th[data-column="balance"] button'));
    await waitUntil(() => fetchMock.callsTo('POST /api/player/list').length >= 2, 'the sort was not sent');
    expect(location.pathname).to.equal(HOST_PATH);
    expect(location.search).to.equal('?tab=casino');
  });

  it('asks instead: casino-navigate on the element, bubbling and cancelable, with the console address', async () => {
    const element = await mountPlayers();
    click($(element, `tr[data-row-id="${PLAYER}"] [data-column="name"]`));
    expect(navigations).to.have.length(1);
    expect(navigations[0].target).to.equal(element);
    expect(navigations[0].cancelable).to.equal(true);
    expect(navigations[0].detail).to.deep.equal({
      url: `/${OWN}/players/edit/${PLAYER}`,
      path: `/${OWN}/players/edit/${PLAYER}`,
      query: {},
      replace: false,
    });
  });
});

describe('inside the console shell the router opens what an element asks, unless a listener cancels it', () => {
  afterEach(async () => {
    await tearDown();
    history.replaceState(null, '', '/');
  });

  it('opens the address when no listener cancels casino-navigate', async () => {
    await setUp({ shell: true, claims: allClaims() });
    playerAnswers();
    const element = await mountPlayers();
    click($(element, `tr[data-row-id="${PLAYER}"] [data-column="name"]`));
    expect(location.pathname).to.equal(`/${OWN}/players/edit/${PLAYER}`);
  });

  it('stays where it is when a listener calls preventDefault()', async () => {
    await setUp({ shell: true, claims: allClaims() });
    playerAnswers();
    const element = await mountPlayers();
    const before = location.pathname;
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('casino-navigate', cancel);
    try {
      click($(element, `tr[data-row-id="${PLAYER}"] [data-column="name"]`));
    } finally {
      document.removeEventListener('casino-navigate', cancel);
    }
    expect(location.pathname).to.equal(before);
  });
});

describe('casino-saved and casino-deleted name the kind and the id, on the element', () => {
  const saved = heard<CasinoSavedDetail>('casino-saved');
  const deleted = heard<CasinoDeletedDetail>('casino-deleted');
  afterEach(tearDown);

  it('a new agent: casino-saved { kind: agent, id: the new id, action: created } from the form element', async () => {
    await setUp({ claims: allClaims() });
    fetchMock.route({
      'GET /api/currency': { body: currencies() },
      'GET /api/country': { body: countries() },
      'GET /api/timezone': { body: timezones() },
      'GET /api/claim/allowed': { body: grantableClaims() },
      'POST /api/agent': { status: 201, text: `"${NEW_AGENT}"` },
    });
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    typeInto($(element, '[part="input-name"]'), 'Harbour Club');
    typeInto($(element, '[part="input-currency"]'), 'EUR');
    click($(element, '[part="submit"]'));
    await waitUntil(() => saved.length === 1, 'casino-saved was not dispatched');
    expect(saved[0].target).to.equal(element);
    expect(saved[0].detail).to.deep.equal({ kind: 'agent', id: NEW_AGENT, action: 'created', agentId: OWN });
  });

  it('a deleted player: casino-deleted { kind: player, id } from the list element', async () => {
    await setUp({ claims: allClaims() });
    playerAnswers();
    const element = await mountPlayers();
    click($(element, `tr[data-row-id="${PLAYER}"] [data-action="delete"]`));
    await answerDialog(element, true);
    await waitUntil(() => deleted.length === 1, 'casino-deleted was not dispatched');
    expect(deleted[0].target).to.equal(element);
    expect(deleted[0].detail).to.include({ kind: 'player', id: PLAYER });
  });
});

describe('casino-round-loaded and casino-round-error of the detail views and the embed', () => {
  const loaded = heard<CasinoRoundLoadedDetail>('casino-round-loaded');
  const failed = heard<CasinoRoundErrorDetail>('casino-round-error');
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('a shown blackjack round: casino-round-loaded { kind, roundId: the bet id, source: bet } once', async () => {
    fetchMock.answer({ body: blackjack });
    const element = await mount(
      html`<casino-blackjack-detail bet-id="BJ-1" external-game-id="201"></casino-blackjack-detail>`,
    );
    await waitUntil(() => loaded.length === 1, 'casino-round-loaded was not dispatched');
    expect(loaded[0].target).to.equal(element);
    expect(loaded[0].detail).to.deep.equal({
      kind: 'blackjack',
      roundId: 'BJ-1',
      source: 'bet',
      external: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).to.have.length(1);
  });

  it('an expired shared link on the embed: casino-round-error { reason: token-expired, status: 400 }', async () => {
    fetchMock.answer({ status: 400, body: { message: 'token expired' } });
    const element = await mount(
      html`<casino-game-history encrypted-id="enc" token="old" egi="201"></casino-game-history>`,
    );
    await waitUntil(() => failed.length === 1, 'casino-round-error was not dispatched');
    expect(failed[0].target).to.equal(element);
    expect(failed[0].detail).to.include({
      kind: 'blackjack',
      roundId: 'enc',
      reason: 'token-expired',
      status: 400,
    });
  });

  it('a link without a token: casino-round-error { reason: incomplete-link }', async () => {
    const element = await mount(
      html`<casino-game-history encrypted-id="enc" egi="201"></casino-game-history>`,
    );
    await waitUntil(() => failed.length === 1, 'casino-round-error was not dispatched');
    expect(failed[0].target).to.equal(element);
    expect(failed[0].detail.reason).to.equal('incomplete-link');
  });
});
