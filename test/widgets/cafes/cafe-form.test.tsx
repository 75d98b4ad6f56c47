import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/cafes/elements';
import { mount, setUp } from '../../support/element';
import { formPageTests, openFormPage } from '../../support/form-page';
import { fetchMock } from '../../support/fetch-mock';
import { agentDetails, CAFE, currencies, OWN, cafeDetails } from '../../support/fixtures';
import { liveStreams } from '../../support/live-stream';
import { $, click, fieldError, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

function answers() {
  fetchMock.route({
    'GET /api/currency': { body: currencies() },
    'GET /api/agent': { body: agentDetails({ id: OWN, currencyId: 'USD' }) },
    'GET /api/pos': { body: cafeDetails() },
    'PUT /api/pos': { status: 201, text: `"${CAFE}"` },
    'POST /api/pos': { text: `"${CAFE}"` },
    'GET /api/poses': { body: [] },
  });
}

const input = (element: Element, name: string) => $<HTMLInputElement>(element, `[part="input-${name}"]`)!;

describe('casino-pos-form: add a cafe', () => {
  formPageTests(answers);

  it('starts in the agent’s currency, enabled; sends the cafe and returns to the list', async () => {
    const element = await mount(html`<casino-pos-form agent-id=${OWN}></casino-pos-form>`, 'content');
    expect(input(element, 'currency').value).to.equal('USD');
    expect(input(element, 'operations-enabled').checked).to.equal(true);
    typeInto(input(element, 'name'), '  Harbour Cafe ');
    typeInto(input(element, 'address'), '2 Pier Road');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/pos').length === 1);
    expect(fetchMock.callsTo('PUT /api/pos')[0].body).to.deep.equal({
      agentId: OWN,
      name: 'Harbour Cafe',
      address: '2 Pier Road',
      currencyId: 'USD',
      operationsEnabled: true,
    });
    await waitUntil(() => location.pathname === `/${OWN}/poses`);
  });

  it('a blank name is refused before sending; an invisible one too', async () => {
    const element = await mount(html`<casino-pos-form agent-id=${OWN}></casino-pos-form>`, 'content');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'name'));
    expect(fieldError(element, 'name')).to.equal('This field is required.');
    typeInto(input(element, 'name'), '\u200b');
    await waitUntil(() => fieldError(element, 'name') !== 'This field is required.');
    expect(fieldError(element, 'name')).to.match(/visible/i);
    expect(fetchMock.callsTo('PUT /api/pos')).to.have.length(0);
  });

  it('a name the server finds taken shows on the name, and everything typed stays', async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    answers();
    fetchMock.addRoute('PUT /api/pos', {
      status: 400,
      body: {
        code: 'name-taken',
        message: 'A cafe named Harbour Cafe already exists for this agent',
        field: 'name',
        errors: [
          {
            field: 'name',
            code: 'name-taken',
            message: 'A cafe named Harbour Cafe already exists for this agent',
          },
        ],
      },
    });
    const element = await mount(html`<casino-pos-form agent-id=${OWN}></casino-pos-form>`, 'content');
    typeInto(input(element, 'name'), 'Harbour Cafe');
    typeInto(input(element, 'address'), '2 Pier Road');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'name'));
    // placed by its field, told by its code (not by the server's words)
    expect(fieldError(element, 'name')).to.equal('This name is already used.');
    expect(input(element, 'address').value).to.equal('2 Pier Road');
  });

  it('without the create permission the page is refused', async () => {
    await openFormPage(answers, claimsWith(P.ViewPos));
    const element = await mount(html`<casino-pos-form agent-id=${OWN}></casino-pos-form>`, 'forbidden');
    expect($(element, '[part="form"]')).to.equal(null);
  });
});

describe('casino-pos-form: edit a cafe', () => {
  formPageTests(answers);

  it('starts from the cafe, says when the currency may change, and sends the id without the operations flag', async () => {
    const element = await mount(
      html`<casino-pos-form agent-id=${OWN} posid=${CAFE}></casino-pos-form>`,
      'content',
    );
    expect(input(element, 'name').value).to.equal('Corner Cafe');
    expect(input(element, 'currency').value).to.equal('EUR');
    expect($(element, '[part="currency-hint"]')).to.not.equal(null);
    expect($(element, '[part="input-operations-enabled"]')).to.equal(null);
    typeInto(input(element, 'address'), '');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('POST /api/pos').length === 1);
    expect(fetchMock.callsTo('POST /api/pos')[0].body).to.deep.equal({
      id: CAFE,
      name: 'Corner Cafe',
      address: null,
      currencyId: 'EUR',
    });
  });

  it('another user’s change of the cafe shows "changed by … — reload"; reload shows the new values', async () => {
    const streams = liveStreams();
    fetchMock.addRoute('GET /api/audit/stream', streams.answer);
    const element = await mount(
      html`<casino-pos-form agent-id=${OWN} posid=${CAFE}></casino-pos-form>`,
      'content',
    );
    await waitUntil(() => streams.all.length === 1);
    streams.last().ready();
    typeInto(input(element, 'address'), 'My typing');
    const cafe = { agentId: OWN, objectType: 'pos', objectId: CAFE, userName: 'ops' };
    // a queued command changes no value of the form
    streams.last().change({ seq: 1, kind: 'pos.report-requested', ...cafe });
    fetchMock.addRoute('GET /api/pos', { body: cafeDetails({ name: 'Their Cafe' }) });
    streams.last().change({ seq: 2, kind: 'pos.updated', ...cafe });
    await waitUntil(() => $(element, '[part="changed-elsewhere"]'), 'no notice');
    expect($(element, '[part="changed-elsewhere"]')!.textContent).to.contain('Changed by ops');
    expect(input(element, 'address').value).to.equal('My typing');
    click($(element, '[part="reload"]'));
    await waitUntil(() => input(element, 'name')?.value === 'Their Cafe', 'the new values did not show');
    expect($(element, '[part="changed-elsewhere"]')).to.equal(null);
  });

  it('an unknown cafe shows the translated failure with a retry', async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    answers();
    fetchMock.addRoute('GET /api/pos', { status: 404, body: { message: 'Cafe not found' } });
    const element = await mount(
      html`<casino-pos-form agent-id=${OWN} posid=${CAFE}></casino-pos-form>`,
      'error',
    );
    expect($(element, '[part="error"]')!.textContent).to.equal('The requested item was not found.');
    expect($(element, '[part="retry"]')).to.not.equal(null);
  });
});
