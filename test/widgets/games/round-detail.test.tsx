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

  it('previous is disabled on the first row', async () => {
    const el = await mountList(0);
    expect(step(el, 'previous')!.disabled).to.equal(true);
    expect(step(el, 'next')!.disabled).to.equal(false);
  });

  it('only in the view whose game id matches the configured game-details id: 202 is blackjack but not 201, no steps', async () => {
    const el = await mountList(2);
    expect(shadow(el).querySelector('[data-kind="blackjack"]')).to.not.equal(null);
    expect(step(el, 'next')).to.equal(null);
  });

  it('tri-card poker has no game-details id: no steps', async () => {
    const el = await mountList(3);
    expect(shadow(el).querySelector('[data-kind="triCardPoker"]')).to.not.equal(null);
    expect(step(el, 'next')).to.equal(null);
  });
});

describe('in-app list: a refresh signal reloads the detail when the current row external game id matches that game type', () => {
  beforeEach(setUpList);
  afterEach(tearDown);

  it('casino-refresh reloads the blackjack row of the configured game-details id and answers casino-refresh-done', async () => {
    await mountList(0);
    let done = 0;
    const stop = on('casino-refresh-done', () => done++);
    emit('casino-refresh', {});
    await waitUntil(() => betIds().length === 2);
    stop();
    expect(betIds()).to.deep.equal(['BJ-1', 'BJ-1']);
    expect(done).to.equal(1);
  });

  it('casino-refresh does not reload a row of another game (and leaves the page reload to the shell)', async () => {
    await mountList(3);
    let done = 0;
    const stop = on('casino-refresh-done', () => done++);
    emit('casino-refresh', {});
    await new Promise((r) => setTimeout(r, 200));
    stop();
    expect(betIds()).to.deep.equal(['T-4']);
    expect(done).to.equal(0);
  });
});
