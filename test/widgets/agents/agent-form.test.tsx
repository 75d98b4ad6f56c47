import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/agents/elements';
import { mount, setUp, tearDown } from '../../support/element';
import { formPageTests, leaveFormPage, openFormPage } from '../../support/form-page';
import { fetchMock } from '../../support/fetch-mock';
import {
  agentDetails,
  CHILD,
  countries,
  currencies,
  grantableClaims,
  OWN,
  timezones,
} from '../../support/fixtures';
import { liveStreams } from '../../support/live-stream';
import { $, click, fieldError, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const NEW_ID = '55555555-5555-4555-8555-555555555555';

function references(extra: Record<string, unknown> = {}) {
  fetchMock.route({
    'GET /api/currency': { body: currencies() },
    'GET /api/country': { body: countries() },
    'GET /api/timezone': { body: timezones() },
    'GET /api/claim/allowed': { body: grantableClaims() },
    'POST /api/agent': { status: 201, text: `"${NEW_ID}"` },
    'GET /api/agent': {
      body: { ...agentDetails(), claims: { AgentClaims: [P.ViewAgents], RtgClaims: [], RtgGroupClaims: [] } },
    },
    'PUT /api/agent': { text: `"${CHILD}"` },
    ...extra,
  });
}

function listen(name: string): unknown[] {
  const seen: unknown[] = [];
  window.addEventListener(name, (e) => seen.push((e as CustomEvent).detail), { once: true });
  return seen;
}

describe('casino-agent-form: validation before sending, with translated messages', () => {
  formPageTests(references);

  it('an empty name and no currency show "This field is required." and nothing is sent', async () => {
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'name'));
    expect(fieldError(element, 'name')).to.equal('This field is required.');
    expect(fieldError(element, 'currencyId')).to.equal('This field is required.');
    expect(fetchMock.callsTo('POST /api/agent')).to.have.length(0);
  });

  it('the messages follow the language (zh-cn)', async () => {
    const { setLanguage } = await import('../../../src/core/i18n');
    await setLanguage('zh-cn');
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'name'));
    expect(fieldError(element, 'name')).not.to.equal('This field is required.');
    await setLanguage('en');
  });
});

describe('casino-agent-form: create', () => {
  afterEach(leaveFormPage);

  it('country and time zone start from the configured defaults', async () => {
    await openFormPage(references);
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    expect(($(element, '[part="input-country"]') as HTMLSelectElement).value).to.equal('MT');
    expect(($(element, '[part="input-timezone"]') as HTMLSelectElement).value).to.equal('Europe/Malta');
  });

  it('sends the agent under the parent, emits casino-agent-added with the new id and returns to the list', async () => {
    await openFormPage(references);
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    typeInto($(element, '[part="input-name"]'), '  Harbour Club ');
    typeInto($(element, '[part="input-currency"]'), 'EUR');
    const added = listen('casino-agent-added');
    click($(element, '[part="submit"]'));
    await waitUntil(() => added.length === 1);
    expect(added[0]).to.deep.equal({ agentId: NEW_ID, parentId: OWN });
    const body = fetchMock.callsTo('POST /api/agent')[0].body as Record<string, unknown>;
    expect(body).to.include({
      parentId: OWN,
      name: 'Harbour Club',
      currencyId: 'EUR',
      countryId: 'MT',
      timezoneId: 'Europe/Malta',
    });
    expect(body).not.to.have.property('claims');
    expect(location.pathname).to.equal(`/${OWN}/agents`);
  });

  it('server field errors are shown on their fields and everything typed stays', async () => {
    await setUp({ shell: true, claims: allClaims() });
    references({
      'POST /api/agent': {
        status: 400,
        body: {
          code: 'name-taken',
          message: 'An agent with this name already exists under the same parent',
          field: 'name',
          errors: [
            {
              field: 'name',
              code: 'name-taken',
              message: 'An agent with this name already exists under the same parent',
            },
          ],
        },
      },
    });
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    typeInto($(element, '[part="input-name"]'), 'Taken');
    typeInto($(element, '[part="input-currency"]'), 'USD');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'name'));
    // placed by its field, told by its code (not by the server's words)
    expect(fieldError(element, 'name')).to.equal('This name is already used.');
    expect(($(element, '[part="input-name"]') as HTMLInputElement).value).to.equal('Taken');
    expect(($(element, '[part="input-currency"]') as HTMLSelectElement).value).to.equal('USD');
    expect(($(element, '[part="submit"]') as HTMLButtonElement).disabled).to.equal(false);
  });

  it('credit source is offered only with the set-credit-source permission', async () => {
    await openFormPage(references);
    const withIt = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    expect($(withIt, '[part="input-credit-source"]')).not.to.equal(null);
    await tearDown();
    await openFormPage(references, claimsWith(P.AddAgent, P.ViewAgents));
    const without = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    expect($(without, '[part="input-credit-source"]')).to.equal(null);
  });

  it('claims offered are those the creator may grant; chosen ones are sent by type', async () => {
    await openFormPage(references);
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    expect(
      [...element.shadowRoot!.querySelectorAll('[data-claim]')].map((c) => c.getAttribute('data-claim')),
    ).to.deep.equal([P.ViewAgents, P.ViewCasinos]);
    typeInto($(element, '[part="input-name"]'), 'With claims');
    typeInto($(element, '[part="input-currency"]'), 'EUR');
    click($(element, `[data-claim="${P.ViewCasinos}"]`));
    click($(element, '[part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('POST /api/agent').length === 1);
    expect((fetchMock.callsTo('POST /api/agent')[0].body as Record<string, unknown>).claims).to.deep.equal({
      AgentClaims: [],
      RtgClaims: [P.ViewCasinos],
      RtgGroupClaims: [],
    });
  });
});

describe('casino-agent-form: edit', () => {
  afterEach(leaveFormPage);

  it('loads the agent with its claims, sends PUT and emits casino-agent-updated with the new name', async () => {
    await openFormPage(references);
    const element = await mount(
      html`<casino-agent-form agent-id=${OWN} id=${CHILD}></casino-agent-form>`,
      'content',
    );
    expect(fetchMock.callsTo('GET /api/agent')[0].url.searchParams.get('includeClaims')).to.equal('true');
    expect(($(element, '[part="input-name"]') as HTMLInputElement).value).to.equal('Child');
    expect(($(element, `[data-claim="${P.ViewAgents}"]`) as HTMLInputElement).checked).to.equal(true);
    typeInto($(element, '[part="input-name"]'), 'Child Renamed');
    const updated = listen('casino-agent-updated');
    click($(element, '[part="submit"]'));
    await waitUntil(() => updated.length === 1);
    expect(updated[0]).to.deep.equal({ agentId: CHILD, name: 'Child Renamed' });
    expect(fetchMock.callsTo('PUT /api/agent')[0].body).to.include({
      id: CHILD,
      name: 'Child Renamed',
      countryId: 'MT',
    });
  });

  it('another user’s change of the agent shows "changed by … — reload"; reload shows the new values', async () => {
    await setUp({ shell: true, claims: allClaims() });
    const streams = liveStreams();
    references({ 'GET /api/audit/stream': streams.answer });
    const element = await mount(
      html`<casino-agent-form agent-id=${OWN} id=${CHILD}></casino-agent-form>`,
      'content',
    );
    await waitUntil(() => streams.all.length === 1);
    streams.last().ready();
    typeInto($(element, '[part="input-name"]'), 'My typing');
    // a credit adjustment of the agent is no change of the form's values
    streams.last().change({ seq: 1, kind: 'credit.adjusted', userName: 'ops' });
    fetchMock.addRoute('GET /api/agent', {
      body: {
        ...agentDetails({ name: 'Their name' }),
        claims: { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] },
      },
    });
    streams.last().change({ seq: 2, kind: 'agent.updated', userName: 'ops' });
    await waitUntil(() => $(element, '[part="changed-elsewhere"]'), 'no notice');
    expect($(element, '[part="changed-elsewhere"]')!.textContent).to.contain('Changed by ops');
    expect(($(element, '[part="input-name"]') as HTMLInputElement).value).to.equal('My typing');
    click($(element, '[part="reload"]'));
    await waitUntil(
      () => ($(element, '[part="input-name"]') as HTMLInputElement | null)?.value === 'Their name',
      'the new values did not show',
    );
    expect($(element, '[part="changed-elsewhere"]')).to.equal(null);
  });
});
