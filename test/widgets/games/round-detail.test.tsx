import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emit, on } from '../../../src/core/events';
import '../../../src/widgets/games/elements';
import blackjack from './fixtures/blackjack.json';
import triCard from './fixtures/tri-card-poker.json';
import { settled, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { reportCalls, setUpRounds } from '../../support/games';
import { shadow } from '../../support/shadow';

const rows = [
  { idStr: 'BJ-1', externalGameId: 201 },
  { idStr: 'BJ-2', externalGameId: 201 },
  { idStr: 'BJ-3', externalGameId: 202 },
  { idStr: 'T-4', externalGameId: 701 },
];

async function mountList(index: number) {
  const el = await fixture<HTMLElement & { rows: typeof rows }>(
    html`<casino-round-detail .rows=${rows} index=${index}></casino-round-detail>`,
  );
  await settled(el);
  return el;
}

function step(el: Element, which: 'previous' | 'next' | 'reload'): HTMLButtonElement | null {
  return shadow(el).querySelector<HTMLButtonElement>(`button[data-step="${which}"]`);
}

/** Tri-card poker rows answer the recorded tri-card round, every other row the blackjack round. */
async function setUpList(): Promise<void> {
  await setUpRounds();
  fetchMock.answer((call) => ({
    status: 200,
    body: call.url.pathname.includes('tricard') ? triCard : blackjack,
  }));
}

const betIds = () => reportCalls().map((c) => c.url.searchParams.get('betId'));

describe('in-app list: forward and back steps move to the next or previous row and reload the detail', () => {
  beforeEach(setUpList);
  afterEach(tearDown);

  it('a row gives idStr and externalGameId: the view is picked by the row game id', async () => {
    const el = await mountList(0);
    expect(shadow(el).querySelector('[data-kind="blackjack"][data-state="ready"]')).to.not.equal(null);
    expect(betIds()).to.deep.equal(['BJ-1']);
  });

  it('next moves to the next row and reloads; previous moves back', async () => {
    const el = await mountList(0);
    step(el, 'next')!.click();
    await waitUntil(() => betIds().length === 2);
    await settled(el, 'ready');
    expect(betIds()).to.deep.equal(['BJ-1', 'BJ-2']);
    step(el, 'previous')!.click();
    await waitUntil(() => betIds().length === 3);
    expect(betIds()).to.deep.equal(['BJ-1', 'BJ-2', 'BJ-1']);
  });

  it('reload reloads the current row', async () => {
    const el = await mountList(1);
    step(el, 'reload')!.click();
    await waitUntil(() => betIds().length === 2);
    expect(betIds()).to.deep.equal(['BJ-2', 'BJ-2']);
  });

  it('previous is disabled on the first row of the whole list', async () => {
    const el = await mountList(0);
    expect(step(el, 'previous')!.disabled).to.equal(true);
    expect(step(el, 'next')!.disabled).to.equal(false);
    expect(shadow(el).querySelector('[part="position"]')!.textContent).to.equal('Round 1 of 4');
  });

  it('every game steps: a row of 202 (blackjack without the game-details id) and a tri-card row have steps', async () => {
    const el = await mountList(2);
    expect(shadow(el).querySelector('[data-kind="blackjack"]')).to.not.equal(null);
    expect(step(el, 'next')!.disabled).to.equal(false);
    step(el, 'next')!.click();
    await waitUntil(() => shadow(el).querySelector('[data-kind="triCardPoker"][data-state="ready"]'));
    expect(step(el, 'previous')!.disabled).to.equal(false);
    expect(step(el, 'next')!.disabled).to.equal(true);
  });

  it('a step across games switches the view and keeps the steps: back from tri-card poker to blackjack', async () => {
    const el = await mountList(3);
    expect(shadow(el).querySelector('[data-kind="triCardPoker"]')).to.not.equal(null);
    step(el, 'previous')!.click();
    await waitUntil(() =>
      shadow(el).querySelector('.detail-view[data-kind="blackjack"][data-state="ready"]'),
    );
    expect(betIds()).to.deep.equal(['T-4', 'BJ-3']);
    expect(step(el, 'previous')).to.not.equal(null);
  });
});

describe('in-app list: previous / next walk the whole list, across its pages', () => {
  beforeEach(setUpList);
  afterEach(tearDown);

  const page2 = [
    { idStr: 'BJ-5', externalGameId: 201 },
    { idStr: 'T-6', externalGameId: 701 },
  ];

  async function mountPage(pageRows: typeof rows, index: number, offset: number, total: number) {
    const el = await fixture<HTMLElement & { rows: typeof rows }>(
      html`<casino-round-detail
        .rows=${pageRows}
        index=${index}
        offset=${offset}
        total=${total}
      ></casino-round-detail>`,
    );
    await settled(el);
    return el;
  }

  it('next on the last row of a page asks the host for the next page, waits, and shows the row the host gives', async () => {
    const el = await mountPage(rows, 3, 0, 6);
    expect(shadow(el).querySelector('[part="position"]')!.textContent).to.equal('Round 4 of 6');
    expect(step(el, 'next')!.disabled).to.equal(false);
    const requests: string[] = [];
    el.addEventListener('casino-round-page-request', (event) => {
      requests.push((event as CustomEvent<{ direction: string }>).detail.direction);
      event.preventDefault();
    });
    step(el, 'next')!.click();
    expect(requests).to.deep.equal(['next']);
    await waitUntil(() => step(el, 'next')!.disabled);
    expect(shadow(el).querySelector('[part="position"]')!.textContent).to.equal(
      'Loading the next page of rounds…',
    );
    el.rows = page2;
    el.setAttribute('offset', '4');
    el.setAttribute('index', '0');
    await waitUntil(() => betIds().includes('BJ-5'));
    await waitUntil(() => shadow(el).querySelector('[part="position"]')!.textContent === 'Round 5 of 6');
    expect(step(el, 'previous')!.disabled).to.equal(false);
  });

  it('previous on the first row of a later page asks for the previous page', async () => {
    const el = await mountPage(page2, 0, 4, 6);
    const requests: string[] = [];
    el.addEventListener('casino-round-page-request', (event) => {
      requests.push((event as CustomEvent<{ direction: string }>).detail.direction);
      event.preventDefault();
    });
    step(el, 'previous')!.click();
    expect(requests).to.deep.equal(['previous']);
  });

  it('next is disabled only on the last row of the whole list', async () => {
    const el = await mountPage(page2, 1, 4, 6);
    expect(step(el, 'next')!.disabled).to.equal(true);
    expect(shadow(el).querySelector('[part="position"]')!.textContent).to.equal('Round 6 of 6');
  });

  it('a page request no host takes changes nothing (the element does not wait)', async () => {
    const el = await mountPage(rows, 3, 0, 6);
    step(el, 'next')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(step(el, 'next')!.disabled).to.equal(false);
  });
});

describe('in-app list: the refresh signal reloads the round in place, whatever its game', () => {
  beforeEach(setUpList);
  afterEach(tearDown);

  for (const [index, betId] of [
    [0, 'BJ-1'],
    [3, 'T-4'],
  ] as const) {
    it(`casino-refresh reloads row ${betId} and answers casino-refresh-done (no page reload)`, async () => {
      await mountList(index);
      let done = 0;
      const stop = on('casino-refresh-done', () => done++);
      emit('casino-refresh', {});
      await waitUntil(() => betIds().length === 2);
      stop();
      expect(betIds()).to.deep.equal([betId, betId]);
      expect(done).to.equal(1);
    });
  }
});
