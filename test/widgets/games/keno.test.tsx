import { expect, html } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import keno from './fixtures/keno.json';
import { mount, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { recorded } from '../../support/fixtures';
import { cell, columns, reportCalls, sectionEl, sections, setUpRounds } from '../../support/games';

const mountKeno = () =>
  mount(html`<casino-keno-detail bet-id="K-1" external-game-id="401"></casino-keno-detail>`);

function numbers(section: HTMLElement): string[] {
  return [...section.querySelectorAll('[data-number]')].map((li) => li.getAttribute('data-number') ?? '');
}

describe('keno details', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('GET /api/report/kenodetail with query betId', async () => {
    fetchMock.answer({ body: keno });
    await mountKeno();
    expect(reportCalls()[0].url.pathname).to.equal('/api/report/kenodetail');
    expect(reportCalls()[0].url.searchParams.get('betId')).to.equal('K-1');
  });

  it('table: total bet, total payout, bonus bet, bonus payout (start and end balance columns defined but not displayed)', async () => {
    fetchMock.answer({ body: keno });
    const el = await mountKeno();
    expect(columns(el, 'details')).to.deep.equal(['totalBet', 'totalPayout', 'bonusBet', 'payBonus']);
    expect(cell(el, 'details', 'totalPayout').textContent).to.contain('6.00');
  });

  it('table of drawn results and table of the player picked numbers', async () => {
    fetchMock.answer({ body: keno });
    const el = await mountKeno();
    expect(sections(el)).to.deep.equal(['details', 'results', 'picks']);
    expect(numbers(sectionEl(el, 'results'))).to.have.length(20);
    expect(numbers(sectionEl(el, 'picks'))).to.deep.equal(['7', '12', '44', '80']);
    const hits = [...sectionEl(el, 'picks').querySelectorAll('.hit[data-number]')].map((li) =>
      li.getAttribute('data-number'),
    );
    expect(hits).to.deep.equal(['7', '12', '80']);
  });

  it('the 20 drawn numbers all show in a 320 px box: they wrap in aligned columns, never a row wider than the box', async () => {
    fetchMock.answer({ body: keno });
    const el = await mountKeno();
    (el as HTMLElement).style.width = '320px';
    const results = sectionEl(el, 'results');
    const grid = results.querySelector('ol')!;
    expect(grid.scrollWidth).to.be.at.most(grid.clientWidth);
    const cells = [...grid.querySelectorAll('li')];
    const lefts = new Set(cells.map((li) => Math.round(li.getBoundingClientRect().left)));
    expect(lefts.size).to.be.lessThan(cells.length);
    for (const li of cells)
      expect(li.getBoundingClientRect().right).to.be.at.most(grid.getBoundingClientRect().right + 0.5);
  });

  it('a hit is marked by more than colour: a filled circle, a word for screen readers, and a legend', async () => {
    fetchMock.answer({ body: keno });
    const el = await mountKeno();
    const picks = sectionEl(el, 'picks');
    const hit = picks.querySelector<HTMLElement>('.hit[data-number="7"]')!;
    const miss = picks.querySelector<HTMLElement>('[data-number="44"]')!;
    expect(getComputedStyle(hit).borderRadius).to.not.equal(getComputedStyle(miss).borderRadius);
    expect(hit.textContent).to.equal('7 (drawn)');
    expect(picks.querySelector('[part="legend"]')!.textContent).to.contain('A picked number that was drawn');
  });

  it('no drawn-results or picks table without numbers', async () => {
    fetchMock.answer({ body: recorded(keno, { results: '', picks: '' }) });
    const el = await mountKeno();
    expect(sections(el)).to.deep.equal(['details']);
  });
});
