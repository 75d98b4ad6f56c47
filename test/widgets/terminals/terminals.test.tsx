import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/terminals/elements';
import { answerDialog, find, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { expectColumns, eachWithList, inRow, openList, expectRefused } from '../../support/list-page';
import { GRANDCHILD, CHILD, OWN, terminalDetails } from '../../support/fixtures';
import { pagedList } from '../../support/paged-list';
import { $, $$, click, fieldError, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const T1 = terminalDetails();
const T2 = terminalDetails({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  name: 'Kiosk',
  agentId: GRANDCHILD,
  agentName: 'Grandchild agent',
  agentParentId: CHILD,
  posId: null,
  posName: null,
  status: 'DISABLED',
  balance: 0,
  lastTransactionAt: '2026-11-20T10:00:00.000Z',
});

function answers() {
  fetchMock.route({
    'GET /api/terminals/agentterminals': pagedList([T1, T2]),
    'POST /api/terminals/transaction': { body: { ...T1, balance: 52.5 } },
  });
}

describe('casino-terminals: the terminals of the agent and all its sub-agents', () => {
  eachWithList(answers);

  it('lists name, agent, cafe, translated status, balance and last transaction; asks for the sub-agents too', async () => {
    const element = await mount(html`<casino-terminals agent-id=${OWN}></casino-terminals>`, 'content');
    expectColumns(element, 'name agentName posName status balance lastTransactionAt');
    expect(inRow(element, T2.id, '[data-column="status"]')!.textContent).to.equal('Disabled');
    expect(inRow(element, T2.id, '[data-column="posName"]')!.textContent).to.contain("the agent's own");
    expect(inRow(element, T1.id, '[data-column="balance"]')!.textContent).to.equal('40.00 EUR');
    const call = fetchMock.callsTo('GET /api/terminals/agentterminals')[0].url.searchParams;
    expect([call.get('agentId'), call.get('includingSubAgents')]).to.deep.equal([OWN, 'true']);
  });

  it('the transaction is disabled, with its reason, for a disabled terminal', async () => {
    const element = await mount(html`<casino-terminals agent-id=${OWN}></casino-terminals>`, 'content');
    const button = inRow<HTMLButtonElement>(element, T2.id, '[data-action="transaction"]')!;
    expect(button.disabled).to.equal(true);
    expect(button.title).to.equal('The terminal is disabled.');
    expect(inRow<HTMLButtonElement>(element, T1.id, '[data-action="transaction"]')!.disabled).to.equal(false);
  });

  it('a deposit sends the amount rounded to 2 decimals and tells the new balance', async () => {
    const element = await mount(html`<casino-terminals agent-id=${OWN}></casino-terminals>`, 'content');
    click(inRow(element, T1.id, '[data-action="transaction"]'));
    await find(element, '[part="transaction-form"]');
    expect($(element, '[part="transaction-balance"]')!.textContent).to.contain('Corner Cafe');
    typeInto($(element, '[part="input-amount"]'), '12.499');
    click($(element, '[part="transaction-form"] [part="submit"]'));
    await find(element, '[part="dialog"]');
    expect($(element, '[part="dialog-title"]')!.textContent).to.equal(`Deposit 12.50 EUR into ${T1.name}?`);
    const preview = (name: string) =>
      $(element, `[part="transaction-preview"] [data-preview="${name}"]`)!.textContent;
    expect(preview('source')).to.equal('Corner Cafe');
    expect(preview('before')).to.equal('40.00 EUR');
    expect(preview('after')).to.equal('52.50 EUR');
    expect(fetchMock.callsTo('POST /api/terminals/transaction')).to.have.length(0);
    await answerDialog(element, true);
    await waitUntil(() => $(element, '[part="success"]'));
    const call = fetchMock.callsTo('POST /api/terminals/transaction')[0];
    expect(call.url.searchParams.get('terminalId')).to.equal(T1.id);
    expect(call.body).to.deep.equal({ type: 'Deposit', amount: '12.50' });
    expect($(element, '[part="success"]')!.textContent).to.contain('its balance is 52.50 EUR');
  });

  it('a withdrawal of more than the terminal holds is refused before sending', async () => {
    const element = await mount(html`<casino-terminals agent-id=${OWN}></casino-terminals>`, 'content');
    click(inRow(element, T1.id, '[data-action="transaction"]'));
    await find(element, '[part="transaction-form"]');
    click($(element, '[part="type-Withdrawal"]'));
    typeInto($(element, '[part="input-amount"]'), '40.01');
    click($(element, '[part="transaction-form"] [part="submit"]'));
    await waitUntil(() => fieldError(element, 'amount'));
    expect(fieldError(element, 'amount')).to.equal('The terminal holds only 40.00 EUR.');
    expect(fetchMock.callsTo('POST /api/terminals/transaction')).to.have.length(0);
  });

  it('the server’s refusal is shown in the panel and leaves it usable', async () => {
    await setUp({ claims: allClaims(), quiet: true });
    answers();
    fetchMock.addRoute('POST /api/terminals/transaction', {
      status: 400,
      body: { message: 'The operations of Corner Cafe are disabled' },
    });
    const element = await mount(html`<casino-terminals agent-id=${OWN}></casino-terminals>`, 'content');
    click(inRow(element, T1.id, '[data-action="transaction"]'));
    await find(element, '[part="transaction-form"]');
    typeInto($(element, '[part="input-amount"]'), '5');
    click($(element, '[part="transaction-form"] [part="submit"]'));
    await answerDialog(element, true);
    await waitUntil(() => $(element, '[part="transaction-form"] [part="error"]'));
    expect($(element, '[part="transaction-form"] [part="error"]')!.textContent).to.contain(
      'The operations of Corner Cafe are disabled',
    );
    expect($<HTMLButtonElement>(element, '[part="transaction-form"] [part="submit"]')!.disabled).to.equal(
      false,
    );
  });
});

describe('casino-terminals: permissions', () => {
  afterEach(tearDown);

  it('viewing alone lists the terminals without the transaction', async () => {
    const element = await openList('casino-terminals', answers, { claims: claimsWith(P.ViewTerminals) });
    expect($$(element, '[data-action="transaction"]')).to.have.length(0);
  });

  it('the transaction on a grandchild’s terminal needs the 2nd-plus-level edit permission', async () => {
    const element = await openList('casino-terminals', answers, {
      claims: claimsWith(P.ViewTerminals, P.MakeTerminalTransaction),
    });
    expect(inRow(element, T1.id, '[data-action="transaction"]')).to.not.equal(null);
    expect(inRow(element, T2.id, '[data-action="transaction"]')).to.equal(null);
  });

  it('without the view permission the page is refused and asks nothing', async () => {
    const request = 'GET /api/terminals/agentterminals';
    await expectRefused('casino-terminals', answers, { claims: claimsWith(P.ViewPos) }, request);
  });
});
