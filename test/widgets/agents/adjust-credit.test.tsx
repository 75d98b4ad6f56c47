import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/agents/elements';
import { answerDialog, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { agentDetails, CHILD, GRANDCHILD, OWN } from '../../support/fixtures';
import { $, click, fieldError, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const OWN_AGENT = agentDetails({
  id: OWN,
  name: 'Root',
  parentId: null,
  creditAmount: 10000,
  hasChildren: true,
});
const CHILD_AGENT = agentDetails({ id: CHILD, name: 'Child', creditAmount: 100, hasChildren: true });

function answers(child = CHILD_AGENT, adjust?: { status: number; body: unknown }) {
  fetchMock.route({
    'GET /api/agent': (call) => {
      const id = call.url.searchParams.get('agentId');
      if (id === OWN) return { body: OWN_AGENT };
      if (id === CHILD) return { body: child };
      return { status: 404, body: { message: 'Agent not found' } };
    },
    'GET /api/agents': {
      body: [agentDetails({ id: GRANDCHILD, name: 'Grandchild', parentId: CHILD, creditAmount: 5 })],
    },
    'PUT /api/agent/adjustcredit': (call) =>
      adjust ?? { body: { ...child, creditAmount: 100 + Number(call.url.searchParams.get('amount')) } },
  });
}

function events(): Array<{ agentId: string; creditAmount: number }> {
  const seen: Array<{ agentId: string; creditAmount: number }> = [];
  window.addEventListener('casino-credit-adjusted', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

describe("casino-adjust-credit: disabled for the account's own root agent or a credit source", () => {
  afterEach(tearDown);

  it('the own agent shows the disabled message and no form', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-adjust-credit agent-id=${OWN}></casino-adjust-credit>`,
      'disabled',
    );
    expect($(element, '[part="disabled"]')!.textContent).to.contain('disabled for your own agent');
    expect($(element, '[part="form"]')).to.equal(null);
  });

  it('a credit-source agent shows the disabled message', async () => {
    await setUp({ claims: allClaims() });
    answers(agentDetails({ id: CHILD, creditSource: true }));
    const element = await mount(
      html`<casino-adjust-credit agent-id=${CHILD}></casino-adjust-credit>`,
      'disabled',
    );
    expect($(element, '[part="disabled"]')!.textContent).to.contain('credit-source');
  });
});

describe('casino-adjust-credit: add or remove an amount with confirmation of before and after', () => {
  afterEach(tearDown);

  it('adds 125.555 as 125.56 after Yes; broadcasts the new credit of the agent and of the own agent', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-adjust-credit agent-id=${CHILD}></casino-adjust-credit>`,
      'content',
    );
    const seen = events();
    typeInto($(element, '[part="input-amount"]'), '125.555');
    click($(element, '[part="submit"]'));
    const dialog = await answerDialog(element, true);
    expect(dialog).to.contain('Add 125.56 EUR to Child?');
    expect(dialog).to.contain('100.00');
    expect(dialog).to.contain('225.56');
    expect(dialog).to.contain('9,874.44');
    await waitUntil(() => fetchMock.callsTo('PUT /api/agent/adjustcredit').length === 1);
    const call = fetchMock.callsTo('PUT /api/agent/adjustcredit')[0];
    expect(call.url.searchParams.get('agentId')).to.equal(CHILD);
    expect(call.url.searchParams.get('amount')).to.equal('125.56');
    await waitUntil(() => seen.some((e) => e.agentId === CHILD && e.creditAmount === 225.56));
    await waitUntil(() => seen.some((e) => e.agentId === OWN));
    await waitUntil(() => $(element, '[part="success"]'));
  });

  it('No sends nothing and keeps the amount', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-adjust-credit agent-id=${CHILD}></casino-adjust-credit>`,
      'content',
    );
    typeInto($(element, '[part="input-amount"]'), '10');
    click($(element, '[part="submit"]'));
    await answerDialog(element, false);
    expect(fetchMock.callsTo('PUT /api/agent/adjustcredit')).to.have.length(0);
    expect(($(element, '[part="input-amount"]') as HTMLInputElement).value).to.equal('10');
  });

  it('a child agent can be picked instead of the current agent', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-adjust-credit agent-id=${CHILD}></casino-adjust-credit>`,
      'content',
    );
    typeInto($(element, '[part="input-agent"]'), GRANDCHILD);
    typeInto($(element, '[part="input-amount"]'), '1');
    click($(element, '[part="submit"]'));
    await answerDialog(element, true);
    await waitUntil(() => fetchMock.callsTo('PUT /api/agent/adjustcredit').length === 1);
    expect(fetchMock.callsTo('PUT /api/agent/adjustcredit')[0].url.searchParams.get('agentId')).to.equal(
      GRANDCHILD,
    );
  });

  it('an amount that is not a currency amount shows the translated message', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-adjust-credit agent-id=${CHILD}></casino-adjust-credit>`,
      'content',
    );
    typeInto($(element, '[part="input-amount"]'), 'abc');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'amount'));
    expect(fieldError(element, 'amount')).to.equal('Please enter an amount with up to 2 decimals.');
  });

  it('removing more than the agent holds is insufficient credit: a clear message and nothing sent', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-adjust-credit agent-id=${CHILD}></casino-adjust-credit>`,
      'content',
    );
    click($(element, '[part="direction-remove"]'));
    typeInto($(element, '[part="input-amount"]'), '100.01');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'amount'));
    expect(fieldError(element, 'amount')).to.equal(
      'Insufficient credit: Child has only 100.00 EUR available to remove.',
    );
    expect(fetchMock.callsTo('PUT /api/agent/adjustcredit')).to.have.length(0);
  });

  it("the server's insufficient-credit answer is shown translated and the amount stays", async () => {
    await setUp({ claims: allClaims() });
    answers(CHILD_AGENT, {
      status: 400,
      body: { message: 'Insufficient credit: Child has 100.00 EUR available, 50.00 requested to remove' },
    });
    const element = await mount(
      html`<casino-adjust-credit agent-id=${CHILD}></casino-adjust-credit>`,
      'content',
    );
    click($(element, '[part="direction-remove"]'));
    typeInto($(element, '[part="input-amount"]'), '50');
    click($(element, '[part="submit"]'));
    await answerDialog(element, true);
    await waitUntil(() => $(element, '[part="error"]'));
    expect($(element, '[part="error"]')!.textContent).to.contain('Insufficient credit');
    expect(($(element, '[part="input-amount"]') as HTMLInputElement).value).to.equal('50');
  });
});

describe('casino-adjust-credit: add and remove follow the credit permissions', () => {
  afterEach(tearDown);

  it('with credit-agent only, remove is disabled', async () => {
    await setUp({ claims: claimsWith(P.CreditAgent, P.Edit2ndPlusLevelChildren) });
    answers();
    const element = await mount(
      html`<casino-adjust-credit agent-id=${CHILD}></casino-adjust-credit>`,
      'content',
    );
    expect(($(element, '[part="direction-add"]') as HTMLInputElement).disabled).to.equal(false);
    expect(($(element, '[part="direction-remove"]') as HTMLInputElement).disabled).to.equal(true);
  });
});
