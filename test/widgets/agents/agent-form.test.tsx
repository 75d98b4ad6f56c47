import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/agents/elements';
import {
  $,
  agentJson,
  callsTo,
  CHILD,
  click,
  fieldError,
  mount,
  onlyClaims,
  OWN,
  route,
  setUp,
  tearDown,
  typeInto,
} from './helpers';

const NEW_ID = '55555555-5555-4555-8555-555555555555';

function references(extra: Record<string, unknown> = {}) {
  route({
    'GET /api/currency': {
      body: [
        { id: 'EUR', name: 'Euro' },
        { id: 'USD', name: 'US Dollar' },
      ],
    },
    'GET /api/country': {
      body: [
        { id: 'MT', name: 'Malta' },
        { id: 'US', name: 'United States' },
      ],
    },
    'GET /api/timezone': {
      body: [
        { id: 'Europe/Malta', timezoneLocation: 'Malta' },
        { id: 'America/New_York', timezoneLocation: 'New York' },
      ],
    },
    'GET /api/claim/allowed': {
      body: [
        { type: 'AgentClaims', value: P.ViewAgents, label: 'Can View Agents' },
        { type: 'RtgClaims', value: P.ViewCasinos, label: 'Can View Casinos' },
      ],
    },
    'POST /api/agent': { status: 201, text: `"${NEW_ID}"` },
    'GET /api/agent': {
      body: { ...agentJson(), claims: { AgentClaims: [P.ViewAgents], RtgClaims: [], RtgGroupClaims: [] } },
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
  beforeEach(async () => {
    await setUp();
    references();
  });
  afterEach(() => {
    tearDown();
    history.replaceState(null, '', '/');
  });

  it('an empty name and no currency show "This field is required." and nothing is sent', async () => {
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'name'));
    expect(fieldError(element, 'name')).to.equal('This field is required.');
    expect(fieldError(element, 'currencyId')).to.equal('This field is required.');
    expect(callsTo('POST', '/api/agent')).to.have.length(0);
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
  afterEach(() => {
    tearDown();
    history.replaceState(null, '', '/');
  });

  it('country and time zone start from the configured defaults', async () => {
    await setUp();
    references();
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    expect(($(element, '[part="input-country"]') as HTMLSelectElement).value).to.equal('MT');
    expect(($(element, '[part="input-timezone"]') as HTMLSelectElement).value).to.equal('Europe/Malta');
  });

  it('sends the agent under the parent, emits casino-agent-added with the new id and returns to the list', async () => {
    await setUp();
    references();
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    typeInto($(element, '[part="input-name"]'), '  Harbour Club ');
    typeInto($(element, '[part="input-currency"]'), 'EUR');
    const added = listen('casino-agent-added');
    click($(element, '[part="submit"]'));
    await waitUntil(() => added.length === 1);
    expect(added[0]).to.deep.equal({ agentId: NEW_ID, parentId: OWN });
    const body = callsTo('POST', '/api/agent')[0].body as Record<string, unknown>;
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
    await setUp();
    references({
      'POST /api/agent': {
        status: 400,
        body: {
          message: 'An agent with this name already exists under the same parent',
          errors: [
            { field: 'name', message: 'An agent with this name already exists under the same parent' },
          ],
        },
      },
    });
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    typeInto($(element, '[part="input-name"]'), 'Taken');
    typeInto($(element, '[part="input-currency"]'), 'USD');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'name'));
    expect(fieldError(element, 'name')).to.equal(
      'An agent with this name already exists under the same parent',
    );
    expect(($(element, '[part="input-name"]') as HTMLInputElement).value).to.equal('Taken');
    expect(($(element, '[part="input-currency"]') as HTMLSelectElement).value).to.equal('USD');
    expect(($(element, '[part="submit"]') as HTMLButtonElement).disabled).to.equal(false);
  });

  it('credit source is offered only with the set-credit-source permission', async () => {
    await setUp();
    references();
    const withIt = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    expect($(withIt, '[part="input-credit-source"]')).not.to.equal(null);
    tearDown();
    await setUp(onlyClaims(P.AddAgent, P.ViewAgents));
    references();
    const without = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    expect($(without, '[part="input-credit-source"]')).to.equal(null);
  });

  it('claims offered are those the creator may grant; chosen ones are sent by type', async () => {
    await setUp();
    references();
    const element = await mount(html`<casino-agent-form agent-id=${OWN}></casino-agent-form>`, 'content');
    expect(
      [...element.shadowRoot!.querySelectorAll('[data-claim]')].map((c) => c.getAttribute('data-claim')),
    ).to.deep.equal([P.ViewAgents, P.ViewCasinos]);
    typeInto($(element, '[part="input-name"]'), 'With claims');
    typeInto($(element, '[part="input-currency"]'), 'EUR');
    click($(element, `[data-claim="${P.ViewCasinos}"]`));
    click($(element, '[part="submit"]'));
    await waitUntil(() => callsTo('POST', '/api/agent').length === 1);
    expect((callsTo('POST', '/api/agent')[0].body as Record<string, unknown>).claims).to.deep.equal({
      AgentClaims: [],
      RtgClaims: [P.ViewCasinos],
      RtgGroupClaims: [],
    });
  });
});

describe('casino-agent-form: edit', () => {
  afterEach(() => {
    tearDown();
    history.replaceState(null, '', '/');
  });

  it('loads the agent with its claims, sends PUT and emits casino-agent-updated with the new name', async () => {
    await setUp();
    references();
    const element = await mount(
      html`<casino-agent-form agent-id=${OWN} id=${CHILD}></casino-agent-form>`,
      'content',
    );
    expect(callsTo('GET', '/api/agent')[0].url.searchParams.get('includeClaims')).to.equal('true');
    expect(($(element, '[part="input-name"]') as HTMLInputElement).value).to.equal('Child');
    expect(($(element, `[data-claim="${P.ViewAgents}"]`) as HTMLInputElement).checked).to.equal(true);
    typeInto($(element, '[part="input-name"]'), 'Child Renamed');
    const updated = listen('casino-agent-updated');
    click($(element, '[part="submit"]'));
    await waitUntil(() => updated.length === 1);
    expect(updated[0]).to.deep.equal({ agentId: CHILD, name: 'Child Renamed' });
    expect(callsTo('PUT', '/api/agent')[0].body).to.include({
      id: CHILD,
      name: 'Child Renamed',
      countryId: 'MT',
    });
  });
});
