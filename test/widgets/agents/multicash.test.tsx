import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/agents/elements';
import { describeBalanceEvent } from '../../../src/widgets/agents/multicash/Multicash';
import { t } from '../../../src/core/i18n';
import { answerDialog, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { agentDetails, CHILD, currencies, GRANDCHILD } from '../../support/fixtures';
import { $, $$, click, fieldError, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const EUR = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const USD = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

function answers(check = { valid: true, available: 50, currency: 'EUR', balanceIid: EUR }) {
  fetchMock.route({
    'GET /api/potBalance': {
      body: [
        { balanceIid: EUR, agentId: CHILD, currency: 'EUR', amount: 50, isDefault: true },
        { balanceIid: USD, agentId: CHILD, currency: 'USD', amount: 0, isDefault: false },
      ],
    },
    'GET /api/currency': { body: currencies() },
    'GET /api/agents': { body: [agentDetails({ id: GRANDCHILD, name: 'Grandchild', parentId: CHILD })] },
    'GET /api/potBalance/check': { body: check },
    'PATCH /api/potBalance': { body: {} },
    'PUT /api/potBalance/assign': { body: {} },
    [`DELETE /api/potBalance/${USD}`]: { status: 204 },
    'POST /api/potBalance': { status: 201, body: {} },
    'GET /api/potBalance/log': { body: [], headers: { 'X-Total-Count': '0' } },
  });
}

describe('casino-multicash: the pot balances (balanceIid, currency, amount)', () => {
  afterEach(tearDown);

  it('lists the balances with their id, currency and amount', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(html`<casino-multicash agent-id=${CHILD}></casino-multicash>`, 'content');
    expect($$(element, '[part="table"] [data-row-id]').map((r) => r.dataset.rowId)).to.deep.equal([EUR, USD]);
    expect($(element, `[part="table"] [data-row-id="${EUR}"]`)!.textContent).to.contain('50.00');
  });

  it('delete is offered only for an empty balance, after confirmation', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(html`<casino-multicash agent-id=${CHILD}></casino-multicash>`, 'content');
    expect(
      ($(element, `[part="table"] [data-row-id="${EUR}"] [part="delete"]`) as HTMLButtonElement).disabled,
    ).to.equal(true);
    click($(element, `[part="table"] [data-row-id="${USD}"] [part="delete"]`));
    await answerDialog(element, true);
    await waitUntil(() => fetchMock.callsTo(`DELETE /api/potBalance/${USD}`).length === 1);
  });

  it('assign makes a balance the default; assign default sends only the agent', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(html`<casino-multicash agent-id=${CHILD}></casino-multicash>`, 'content');
    click($(element, `[part="table"] [data-row-id="${USD}"] [part="assign"]`));
    await waitUntil(() => fetchMock.callsTo('PUT /api/potBalance/assign').length === 1);
    expect(fetchMock.callsTo('PUT /api/potBalance/assign')[0].body).to.deep.equal({
      balanceIid: USD,
      agentId: CHILD,
    });
    await waitUntil(() => !($(element, '[part="assign-default"]') as HTMLButtonElement).disabled);
    click($(element, '[part="assign-default"]'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/potBalance/assign').length === 2);
    expect(fetchMock.callsTo('PUT /api/potBalance/assign')[1].body).to.deep.equal({ agentId: CHILD });
  });

  it("a transfer asks the server's check first; an uncovered amount is refused and nothing moves", async () => {
    await setUp({ claims: allClaims() });
    answers({ valid: false, available: 50, currency: 'EUR', balanceIid: EUR });
    const element = await mount(html`<casino-multicash agent-id=${CHILD}></casino-multicash>`, 'content');
    typeInto($(element, '[part="input-transfer-from"]'), EUR);
    typeInto($(element, '[part="input-transfer-to"]'), GRANDCHILD);
    typeInto($(element, '[part="input-transfer-amount"]'), '80');
    click($(element, '[part="transfer"]'));
    await waitUntil(() => fieldError(element, 'transfer'));
    expect(fieldError(element, 'transfer')).to.equal('Insufficient balance: 50.00 EUR available.');
    expect(fetchMock.callsTo('GET /api/potBalance/check')[0].url.searchParams.get('amount')).to.equal(
      '80.00',
    );
    expect(fetchMock.callsTo('PATCH /api/potBalance')).to.have.length(0);
  });

  it('a covered transfer is confirmed and sent', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(html`<casino-multicash agent-id=${CHILD}></casino-multicash>`, 'content');
    typeInto($(element, '[part="input-transfer-from"]'), EUR);
    typeInto($(element, '[part="input-transfer-to"]'), GRANDCHILD);
    typeInto($(element, '[part="input-transfer-amount"]'), '20.005');
    click($(element, '[part="transfer"]'));
    await answerDialog(element, true);
    await waitUntil(() => fetchMock.callsTo('PATCH /api/potBalance').length === 1);
    expect(fetchMock.callsTo('PATCH /api/potBalance')[0].body).to.deep.equal({
      fromBalanceIid: EUR,
      toAgentId: GRANDCHILD,
      amount: 20.01,
    });
  });

  it('without the credit-agent permission the balances are read-only', async () => {
    await setUp({ claims: claimsWith(P.ViewAgents) });
    answers();
    const element = await mount(html`<casino-multicash agent-id=${CHILD}></casino-multicash>`, 'content');
    expect($(element, '[part="create-form"]')).to.equal(null);
    expect($(element, '[part="transfer-form"]')).to.equal(null);
    expect($(element, '[part="assign-default"]')).to.equal(null);
  });
});

describe('multicash balance report descriptions are translated', () => {
  it('created, updated, deleted, casino games synchronization, parent balance updated', () => {
    expect(
      ['created', 'updated', 'deleted', 'casino games synchronization', 'parent balance updated'].map((d) =>
        describeBalanceEvent(d, t),
      ),
    ).to.deep.equal([
      'Balance created',
      'Balance updated',
      'Balance deleted',
      'Casino games synchronization',
      'Parent balance updated',
    ]);
  });
});
