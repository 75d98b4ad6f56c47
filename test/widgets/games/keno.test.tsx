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
  return [...section.querySelectorAll('td[data-number]')].map((td) => td.textContent ?? '');
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
    const hits = [...sectionEl(el, 'picks').querySelectorAll('td.hit')].map((td) => td.textContent);
    expect(hits).to.deep.equal(['7', '12', '80']);
  });

  it('no drawn-results or picks table without numbers', async () => {
    fetchMock.answer({ body: recorded(keno, { results: '', picks: '' }) });
    const el = await mountKeno();
    expect(sections(el)).to.deep.equal(['details']);
  });
});
