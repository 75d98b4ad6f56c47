import { expect, html } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import slotAllWays from './fixtures/slot-all-ways.json';
import slotFull from './fixtures/slot-full.json';
import slotPaylines from './fixtures/slot-paylines.json';
import { mount, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { cell, columns, reportCalls, sectionEl, sections, setUpRounds } from '../../support/games';
import { shadow } from '../../support/shadow';

const mountSlot = () =>
  mount(html`<casino-slot-detail bet-id="S-1" external-game-id="104"></casino-slot-detail>`);

describe('slot details: the in-app call', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('GET /api/report/gamedetail with query betId and language', async () => {
    fetchMock.answer({ body: slotFull });
    await mountSlot();
    expect(reportCalls()).to.have.length(1);
    expect(reportCalls()[0].method).to.equal('GET');
    expect(reportCalls()[0].url.pathname).to.equal('/api/report/gamedetail');
    expect(reportCalls()[0].url.searchParams.get('betId')).to.equal('S-1');
    expect(reportCalls()[0].url.searchParams.get('language')).to.equal('en');
  });
});

describe('slot details: sections appear only if data exists', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('all seven sections when all data exists, in order: wheel result, spin notes, win lines, scatters, bonus game, feature guarantee, side bet', async () => {
    fetchMock.answer({ body: slotFull });
    const el = await mountSlot();
    expect(sections(el)).to.deep.equal([
      'wheel',
      'spinNotes',
      'lines',
      'scatters',
      'bonus',
      'guarantee',
      'sidebet',
    ]);
  });

  it('only the win lines when the other data is empty or missing', async () => {
    fetchMock.answer({ body: slotAllWays });
    const el = await mountSlot();
    expect(sections(el)).to.deep.equal(['lines']);
  });

  it('wheel result: icons from the image CDN base plus the path given', async () => {
    fetchMock.answer({ body: slotFull });
    const el = await mountSlot();
    const images = [...sectionEl(el, 'wheel').querySelectorAll('img')];
    expect(images).to.have.length(6);
    expect(images[0].getAttribute('src')).to.equal('https://cdn.test/symbols/cherry.svg');
    expect(images[0].getAttribute('alt')).to.equal('Cherry');
  });
});

describe('slot details: spin notes, pairs of header and text parsed from JSON text', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('shows each header and text, server text as text (never HTML)', async () => {
    fetchMock.answer({ body: slotFull });
    const el = await mountSlot();
    const notes = sectionEl(el, 'spinNotes');
    expect([...notes.querySelectorAll('dt')].map((d) => d.textContent)).to.deep.equal(['Free spins', 'Note']);
    expect(notes.querySelectorAll('dd')[1].textContent).to.equal('<img src=x onerror=alert(1)>');
    expect(notes.querySelector('img')).to.equal(null);
  });

  it('bad JSON drops that section only, never the view', async () => {
    fetchMock.answer({ body: slotAllWays });
    const el = await mountSlot();
    expect(sections(el)).to.not.include('spinNotes');
    expect(sections(el)).to.include('lines');
  });
});

describe('slot details: win-line columns', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('occurrences only for pays-any games; line icons for a ways-to-win game that is not all-ways', async () => {
    fetchMock.answer({ body: slotFull });
    const el = await mountSlot();
    expect(columns(el, 'lines')).to.deep.equal([
      'number',
      'occurrences',
      'payoutTypeId',
      'winCombination',
      'basePayout',
      'payoutMultiplier',
      'payout',
      'payoutName',
      'icons',
    ]);
    expect(cell(el, 'lines', 'occurrences').textContent).to.equal('3');
    expect(cell(el, 'lines', 'icons').querySelectorAll('img')).to.have.length(3);
  });

  it('no occurrences column when the game is not pays-any; no line icons for an all-ways game', async () => {
    fetchMock.answer({ body: slotAllWays });
    const el = await mountSlot();
    expect(columns(el, 'lines')).to.deep.equal([
      'number',
      'payoutTypeId',
      'winCombination',
      'basePayout',
      'payoutMultiplier',
      'payout',
      'payoutName',
    ]);
  });

  it('no line icons for a game that is not ways-to-win (its lines carry no icons)', async () => {
    fetchMock.answer({ body: slotPaylines });
    const el = await mountSlot();
    expect(columns(el, 'lines')).to.not.include('icons');
    expect(columns(el, 'lines')).to.not.include('occurrences');
  });

  it('amounts in the round currency (currencycode)', async () => {
    fetchMock.answer({ body: slotFull });
    const el = await mountSlot();
    expect(cell(el, 'lines', 'basePayout').textContent).to.contain('1.50');
    expect(cell(el, 'lines', 'payout').textContent).to.contain('3.00');
    expect(cell(el, 'lines', 'payout').textContent).to.contain('$');
  });
});

describe('slot details: scatter, bonus and feature guarantee columns', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('scatter columns: scatter id, base payout amount, multiplier, total scatter payout, jackpot (yes/no), payout name, free spins', async () => {
    fetchMock.answer({ body: slotFull });
    const el = await mountSlot();
    expect(columns(el, 'scatters')).to.deep.equal([
      'scatterId',
      'basePayoutAmount',
      'totalMultiplier',
      'totalScatterPayoutAmount',
      'jackpot',
      'payoutName',
      'freeSpins',
    ]);
    expect(cell(el, 'scatters', 'jackpot').textContent).to.equal('Yes');
    expect(cell(el, 'scatters', 'totalScatterPayoutAmount').textContent).to.contain('10.00');
  });

  it('bonus columns: game index, description, bet (base) amount, total multiplier, total bonus payout, free spins won', async () => {
    fetchMock.answer({ body: slotFull });
    const el = await mountSlot();
    expect(columns(el, 'bonus')).to.deep.equal([
      'gameIdx',
      'description',
      'betAmount',
      'totalMultiplier',
      'payoutAmount',
      'freeSpinWon',
    ]);
    expect(cell(el, 'bonus', 'description').textContent).to.equal('Pick a chest');
  });

  it('feature guarantee columns: played (yes/no), spins remaining, spin percent, side bet, feature triggered (yes/no), prize', async () => {
    fetchMock.answer({ body: slotFull });
    const el = await mountSlot();
    expect(columns(el, 'guarantee')).to.deep.equal([
      'playerPlayed',
      'remainSpin',
      'spinPercent',
      'sidebetCent',
      'playerWin',
      'spinAward',
    ]);
    expect(cell(el, 'guarantee', 'playerPlayed').textContent).to.equal('Yes');
    expect(cell(el, 'guarantee', 'playerWin').textContent).to.equal('No');
    expect(cell(el, 'guarantee', 'spinPercent').textContent).to.equal('40%');
  });
});

describe('slot details: side bet columns: feature contribution, feature payout, feature type; a dash if a value is missing', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('shows the value present and a dash for each missing one', async () => {
    fetchMock.answer({ body: slotFull });
    const el = await mountSlot();
    expect(columns(el, 'sidebet')).to.deep.equal(['featureContribution', 'featurePayout', 'featureType']);
    expect(cell(el, 'sidebet', 'featureContribution').textContent).to.contain('0.25');
    expect(cell(el, 'sidebet', 'featurePayout').textContent).to.equal('—');
    expect(cell(el, 'sidebet', 'featureType').textContent).to.equal('—');
    expect(shadow(el).textContent).to.not.contain('undefined');
  });
});
