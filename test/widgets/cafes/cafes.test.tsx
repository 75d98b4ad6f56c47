import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/cafes/elements';
import { answerDialog, find, mount, setUp } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import {
  actionsOf,
  expectColumns,
  eachWithList,
  inRow,
  openList,
  expectRefused,
} from '../../support/list-page';
import { CAFE, CAFE_USER, OWN, cafeCommand, cafeDetails, cafeUserDetails } from '../../support/fixtures';
import { pagedList } from '../../support/paged-list';
import { $, $$, click, fieldError, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const SECOND_CAFE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const LIST = [
  cafeDetails(),
  cafeDetails({
    id: SECOND_CAFE,
    name: 'Bay Cafe',
    balance: 0,
    incomingAmount: 75,
    pendingCommands: 1,
    lastSeenAt: null,
    operationsEnabled: false,
  }),
];

function answers(rows = LIST) {
  fetchMock.route({
    'GET /api/poses': pagedList(rows),
    'GET /api/posUsers': {
      body: [cafeUserDetails(), cafeUserDetails({ id: 'x-2', userName: 'leo', isActive: false })],
    },
    'PUT /api/pos/commands/adjust_balance': { text: '"c-1"' },
    'PUT /api/pos/commands/request_report': { text: '"c-2"' },
    'PUT /api/pos/commands/disable_operations': { text: '"c-3"' },
    'PUT /api/pos/commands/enable_operations': { text: '"c-4"' },
    'GET /api/pos/commands': {
      body: [
        cafeCommand(),
        cafeCommand({
          id: 'c-9',
          type: 'REQUEST_REPORT',
          amount: null,
          report: { type: 'BALANCE_REPORT' },
          status: 'DONE',
          pickedUpAt: '2026-11-20T11:00:00.000Z',
        }),
      ],
    },
    'POST /api/pos/wipe': {
      body: { pos: cafeDetails({ balance: 0 }), cancelledCommands: 1, returnedAmount: 250 },
    },
    'DELETE /api/pos': { text: `"${SECOND_CAFE}"` },
    'GET /api/agent': { body: {} },
  });
}

describe('casino-poses: the agent’s cafes in a server-paged table', () => {
  eachWithList(answers);

  it('lists name, address, currency, balance, operations, pending commands and last seen', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    expectColumns(element, 'name address currencyId balance operationsEnabled pendingCommands lastSeenAt');
    expect(inRow(element, CAFE, '[data-column="balance"]')!.textContent).to.equal('250.00');
    expect(inRow(element, SECOND_CAFE, '[data-column="incomingAmount"]')!.textContent).to.contain(
      '+75.00 on its way',
    );
    expect(inRow(element, SECOND_CAFE, '[data-column="operationsEnabled"]')!.textContent).to.equal(
      'Disabled',
    );
    expect(inRow(element, SECOND_CAFE, '[data-column="lastSeenAt"]')!.textContent).to.equal('Never');
    const call = fetchMock.callsTo('GET /api/poses')[0].url.searchParams;
    expect([
      call.get('agentId'),
      call.get('pageIndex'),
      call.get('pageSize'),
      call.get('sort'),
    ]).to.deep.equal([OWN, '0', '25', 'name']);
  });

  it('every claim: every action, delete disabled with its reason while the cafe holds money', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    expect(actionsOf(element, CAFE)).to.deep.equal([
      'adjustBalance',
      'edit',
      'users',
      'requestReport',
      'disableOperations',
      'commands',
      'wipe',
      'delete',
    ]);
    expect(actionsOf(element, SECOND_CAFE)).to.include('enableOperations');
    const del = inRow<HTMLButtonElement>(element, CAFE, '[data-action="delete"]')!;
    expect(del.disabled).to.equal(true);
    expect(del.title).to.contain('still holds money');
    expect(inRow<HTMLButtonElement>(element, SECOND_CAFE, '[data-action="delete"]')!.disabled).to.equal(true);
  });

  it('view only: the commands alone, and no add button', async () => {
    const element = await openList('casino-poses', answers, { claims: claimsWith(P.ViewPos) });
    expect(actionsOf(element, CAFE)).to.deep.equal(['commands']);
    expect($(element, '[part="create"]')).to.equal(null);
  });

  it('without the view permission the page says so and asks nothing', async () => {
    await expectRefused('casino-poses', answers, { claims: claimsWith(P.ViewAgents) }, 'GET /api/poses');
  });
});

describe('casino-poses: adjust balance', () => {
  eachWithList(answers);

  async function openAdjust(element: HTMLElement, id = CAFE) {
    click(inRow(element, id, '[data-action="adjustBalance"]'));
    await find(element, '[part="adjust-balance-form"]');
    await waitUntil(() => $$(element, '[part="input-user"] option').length > 1);
  }

  it('offers the cafe’s active users only and queues the signed amount for the chosen one', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    await openAdjust(element);
    expect($$(element, '[part="input-user"] option').map((o) => o.textContent)).to.deep.equal([
      'Please choose the user…',
      'mia — Mia Rossi (Cashier)',
    ]);
    click($(element, '[part="direction-remove"]'));
    typeInto($(element, '[part="input-amount"]'), '12.345');
    typeInto($(element, '[part="input-user"]'), CAFE_USER);
    click($(element, '[part="adjust-balance-form"] [part="submit"]'));
    await answerDialog(element, true);
    await waitUntil(() => $(element, '[part="success"]'));
    expect(fetchMock.callsTo('PUT /api/pos/commands/adjust_balance')[0].body).to.deep.equal({
      amount: '-12.35',
      userId: CAFE_USER,
    });
    expect($(element, '[part="success"]')!.textContent).to.contain(
      '12.35 EUR from Corner Cafe (user mia) is queued',
    );
    expect($(element, '[part="adjust-balance"]')).to.equal(null);
  });

  it('a cafe adjustment asks first, with the amount, the cafe user and the balance before and after; No sends nothing', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    await openAdjust(element);
    typeInto($(element, '[part="input-amount"]'), '40');
    typeInto($(element, '[part="input-user"]'), CAFE_USER);
    click($(element, '[part="adjust-balance-form"] [part="submit"]'));
    await find(element, '[part="dialog"]');
    expect($(element, '[part="dialog-title"]')!.textContent).to.equal('Add 40.00 EUR to Corner Cafe?');
    const preview = (name: string) =>
      $(element, `[part="adjust-preview"] [data-preview="${name}"]`)!.textContent;
    expect(preview('user')).to.equal('mia');
    expect(preview('before')).to.equal('250.00 EUR');
    expect(preview('after')).to.equal('290.00 EUR');
    expect($(element, '[part="adjust-balance-form"] [part="submit"]')!.textContent).to.equal(
      'Queue the adjustment',
    );
    await answerDialog(element, false);
    await waitUntil(() => !$(element, '[part="dialog"]'));
    expect(fetchMock.callsTo('PUT /api/pos/commands/adjust_balance')).to.have.length(0);
    expect($<HTMLInputElement>(element, '[part="input-amount"]')!.value).to.equal('40');
  });

  it('removing more than the cafe has available is refused before sending, naming what is available', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    await openAdjust(element);
    click($(element, '[part="direction-remove"]'));
    typeInto($(element, '[part="input-amount"]'), '250.01');
    typeInto($(element, '[part="input-user"]'), CAFE_USER);
    click($(element, '[part="adjust-balance-form"] [part="submit"]'));
    await waitUntil(() => fieldError(element, 'amount'));
    expect(fieldError(element, 'amount')).to.equal('The cafe has only 250.00 EUR available.');
    expect(fetchMock.callsTo('PUT /api/pos/commands/adjust_balance')).to.have.length(0);
  });

  it('the amount and the user are required; a bad amount has its message', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    await openAdjust(element);
    click($(element, '[part="adjust-balance-form"] [part="submit"]'));
    await waitUntil(() => fieldError(element, 'userId'));
    expect(fieldError(element, 'amount')).to.equal('This field is required.');
    typeInto($(element, '[part="input-amount"]'), '1e3');
    await waitUntil(() => fieldError(element, 'amount') !== 'This field is required.');
    expect(fieldError(element, 'amount')).to.match(/amount/i);
  });

  it('the server’s refusal shows on the amount and keeps what was typed', async () => {
    await setUp({ claims: allClaims(), quiet: true });
    answers();
    fetchMock.addRoute('PUT /api/pos/commands/adjust_balance', {
      status: 400,
      body: {
        message: 'Insufficient credit: Head office has 10.00 EUR available, 500.00 requested',
        errors: [{ field: 'amount', message: 'exceeds the available credit of the agent' }],
      },
    });
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    await openAdjust(element);
    typeInto($(element, '[part="input-amount"]'), '500');
    typeInto($(element, '[part="input-user"]'), CAFE_USER);
    click($(element, '[part="adjust-balance-form"] [part="submit"]'));
    await answerDialog(element, true);
    await waitUntil(() => fieldError(element, 'amount'));
    expect(fieldError(element, 'amount')).to.equal('exceeds the available credit of the agent');
    expect($<HTMLInputElement>(element, '[part="input-amount"]')!.value).to.equal('500');
  });

  it('with the credit permission only, the panel adds money and offers no direction choice', async () => {
    const element = await openList('casino-poses', answers, {
      claims: claimsWith(P.ViewPos, P.CreditPos, P.ViewPosUsers),
    });
    await openAdjust(element);
    expect($(element, '[part="direction-remove"]')).to.equal(null);
    expect($(element, '[part="direction"]')!.textContent).to.contain('Add money');
  });

  it('a cafe without an active user cannot be adjusted: the submit is disabled and the page says why', async () => {
    fetchMock.addRoute('GET /api/posUsers', { body: [cafeUserDetails({ isActive: false })] });
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    click(inRow(element, CAFE, '[data-action="adjustBalance"]'));
    await find(element, '[part="no-users"]');
    expect($<HTMLButtonElement>(element, '[part="adjust-balance-form"] [part="submit"]')!.disabled).to.equal(
      true,
    );
  });
});

describe('casino-poses: reports, operations, commands, wipe, delete', () => {
  eachWithList(answers);

  it('requests a balance report by default, another kind when chosen', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    click(inRow(element, CAFE, '[data-action="requestReport"]'));
    await find(element, '[part="request-report-form"]');
    click($(element, '[part="request-report-form"] [part="submit"]'));
    await waitUntil(() => $(element, '[part="success"]'));
    expect(fetchMock.callsTo('PUT /api/pos/commands/request_report')[0].body).to.deep.equal({
      report: { type: 'BALANCE_REPORT' },
    });
    expect($(element, '[part="success"]')!.textContent).to.contain(
      'Balance report of Corner Cafe is requested',
    );
    click(inRow(element, CAFE, '[data-action="requestReport"]'));
    await find(element, '[part="report-GAME_REPORT"]');
    click($(element, '[part="report-GAME_REPORT"]'));
    click($(element, '[part="request-report-form"] [part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/pos/commands/request_report').length === 2);
    expect(fetchMock.callsTo('PUT /api/pos/commands/request_report')[1].body).to.deep.equal({
      report: { type: 'GAME_REPORT' },
    });
  });

  it('disabling asks first; No sends nothing, Yes queues it', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    click(inRow(element, CAFE, '[data-action="disableOperations"]'));
    await answerDialog(element, false);
    expect(fetchMock.callsTo('PUT /api/pos/commands/disable_operations')).to.have.length(0);
    click(inRow(element, CAFE, '[data-action="disableOperations"]'));
    const text = await answerDialog(element, true);
    expect(text).to.contain('Corner Cafe');
    await waitUntil(() => $(element, '[part="success"]'));
    expect(
      fetchMock.callsTo('PUT /api/pos/commands/disable_operations')[0].url.searchParams.get('posId'),
    ).to.equal(CAFE);
  });

  it('enabling needs no confirmation', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    click(inRow(element, SECOND_CAFE, '[data-action="enableOperations"]'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/pos/commands/enable_operations').length === 1);
  });

  it('the commands panel lists pending and done commands with their details, translated', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    click(inRow(element, CAFE, '[data-action="commands"]'));
    await find(element, '[part="command"]');
    const rows = $$(element, '[part="command"]');
    expect(rows.map((r) => r.dataset.status)).to.deep.equal(['PENDING', 'DONE']);
    expect(rows[0].querySelector('[data-column="type"]')!.textContent).to.equal('Adjust balance');
    expect(rows[0].querySelector('[data-column="detail"]')!.textContent).to.equal(
      '50.00 EUR to the cafe (user mia)',
    );
    expect(rows[1].querySelector('[data-column="detail"]')!.textContent).to.equal('Balance report');
    expect(rows[1].querySelector('[data-column="status"]')!.textContent).to.equal('Done');
    expect(fetchMock.callsTo('GET /api/pos/commands')[0].url.searchParams.get('includeDone')).to.equal(
      'true',
    );
  });

  it('wipe asks with a confirmation naming the cafe, then posts the cafe as confirmed', async () => {
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    click(inRow(element, CAFE, '[data-action="wipe"]'));
    const text = await answerDialog(element, true);
    expect(text).to.contain('Wipe Corner Cafe');
    expect(text).to.contain('250.00 EUR');
    await waitUntil(() => $(element, '[part="success"]'));
    expect(fetchMock.callsTo('POST /api/pos/wipe')[0].body).to.deep.equal({ id: CAFE, name: 'Corner Cafe' });
    expect($(element, '[part="success"]')!.textContent).to.contain('250.00 EUR returned to the agent');
  });

  it('wipe is not offered without the wipe permission', async () => {
    const element = await openList('casino-poses', answers, {
      claims: claimsWith(P.ViewPos, P.EditPos, P.DeletePos),
    });
    expect(actionsOf(element, CAFE)).to.not.include('wipe');
  });

  it('delete asks first, then deletes an empty cafe', async () => {
    answers([cafeDetails({ balance: 0 })]);
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    click(inRow(element, CAFE, '[data-action="delete"]'));
    await answerDialog(element, true);
    await waitUntil(() => fetchMock.callsTo('DELETE /api/pos').length === 1);
    expect(fetchMock.callsTo('DELETE /api/pos')[0].url.searchParams.get('posId')).to.equal(CAFE);
  });

  it('a failing action shows its translated failure and leaves the list usable', async () => {
    await setUp({ claims: allClaims(), quiet: true });
    answers();
    fetchMock.addRoute('PUT /api/pos/commands/enable_operations', { status: 403, body: { message: 'no' } });
    const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
    click(inRow(element, SECOND_CAFE, '[data-action="enableOperations"]'));
    await waitUntil(() => $(element, '[part="error"]'));
    expect($(element, '[part="error"]')!.textContent).to.equal(
      'You are not allowed to do this for this agent.',
    );
    expect($$(element, 'tbody tr[data-row-id]')).to.have.length(2);
  });
});
