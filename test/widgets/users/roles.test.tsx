import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P, permissionDef } from '../../../src/core/permissions';
import '../../../src/widgets/users/elements';
import { answerDialog, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { liveStreams } from '../../support/live-stream';
import { OWN } from '../../support/fixtures';
import { $, $$, click, fieldError, typeInto } from '../../support/shadow';
import { claimsWith } from '../../support/token';

const item = (name: string) => ({
  type: permissionDef(name)!.type,
  value: name,
  label: permissionDef(name)!.label,
});
const ROLES = [
  { id: 'r-1', name: 'Auditor', claims: claimsWith(P.ViewAgents, P.ViewCasinos) },
  { id: 'r-2', name: 'Cashier', claims: claimsWith(P.CreditPos) },
];
const EDITOR = claimsWith(P.ViewRoles, P.EditRoles, P.ViewAgents, P.CreditPos, P.ListUsers);

function answers() {
  fetchMock.route({
    'GET /api/Role': { body: ROLES },
    'GET /api/claim/allowed': {
      body: [P.ViewRoles, P.EditRoles, P.ViewAgents, P.CreditPos, P.ListUsers].map(item),
    },
    'PUT /api/Role': (call) => ({
      body: (call.body as { id?: string }[]).map((r, i) => ({ id: r.id ?? `new-${i}`, ...r })),
    }),
  });
}

const roleNames = (element: Element) => $$(element, '[part="role"] .role-name').map((n) => n.textContent);
const checked = (element: Element) =>
  $$<HTMLInputElement>(element, '[part="claims"] input[data-claim]')
    .filter((i) => i.checked)
    .map((i) => i.getAttribute('data-claim'));

describe('casino-roles: the operator’s roles, named permission sets', () => {
  afterEach(tearDown);

  it('lists the roles; choosing one shows its name and permissions, those beyond the user’s grant apart', async () => {
    await setUp({ claims: EDITOR });
    answers();
    const element = await mount(html`<casino-roles agent-id=${OWN}></casino-roles>`, 'content');
    expect(roleNames(element)).to.deep.equal(['Auditor', 'Cashier']);
    click($(element, '[data-role-id="r-1"]'));
    await waitUntil(() => $(element, '[part="role-form"]'));
    expect(($(element, '[part="input-name"]') as HTMLInputElement).value).to.equal('Auditor');
    expect(checked(element)).to.deep.equal([P.ViewAgents]);
    expect($(element, `[part="held-outside"] [data-claim="${P.ViewCasinos}"]`)).not.to.equal(null);
  });

  it('another user’s change of the role edited shows "changed by … — reload"; the list follows at once, the editor on reload', async () => {
    await setUp({ claims: EDITOR });
    answers();
    const streams = liveStreams();
    fetchMock.addRoute('GET /api/audit/stream', streams.answer);
    const element = await mount(html`<casino-roles agent-id=${OWN}></casino-roles>`, 'content');
    await waitUntil(() => streams.all.length === 1);
    streams.last().ready();
    click($(element, '[data-role-id="r-1"]'));
    await waitUntil(() => $(element, '[part="role-form"]'));
    typeInto($(element, '[part="input-name"]'), 'My typing');
    fetchMock.addRoute('GET /api/Role', { body: [{ ...ROLES[0], name: 'Auditors' }, ROLES[1]] });
    streams
      .last()
      .change({ seq: 1, kind: 'role.updated', objectType: 'role', objectId: 'r-1', userName: 'ops' });
    await waitUntil(() => $(element, '[part="changed-elsewhere"]'), 'no notice');
    expect($(element, '[part="changed-elsewhere"]')!.textContent).to.contain('Changed by ops');
    await waitUntil(() => roleNames(element)[0] === 'Auditors', 'the list did not follow');
    expect(($(element, '[part="input-name"]') as HTMLInputElement).value).to.equal('My typing');
    click($(element, '[part="reload"]'));
    await waitUntil(
      () => ($(element, '[part="input-name"]') as HTMLInputElement | null)?.value === 'Auditors',
      'the new values did not show',
    );
    expect($(element, '[part="changed-elsewhere"]')).to.equal(null);
  });

  it('a new role is added to the list and saved with it', async () => {
    await setUp({ claims: EDITOR });
    answers();
    const element = await mount(html`<casino-roles agent-id=${OWN}></casino-roles>`, 'content');
    click($(element, '[part="add-role"]'));
    await waitUntil(() => $(element, '[part="role-form"]'));
    typeInto($(element, '[part="input-name"]'), 'Night shift');
    click($(element, `input[data-claim="${P.ListUsers}"]`));
    click($(element, '[part="save-role"]'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/Role').length === 1);
    const sent = fetchMock.callsTo('PUT /api/Role')[0].body as {
      id?: string;
      name: string;
      claims: unknown;
    }[];
    expect(sent.map((r) => r.name)).to.deep.equal(['Auditor', 'Cashier', 'Night shift']);
    expect(sent[2]).to.deep.equal({
      name: 'Night shift',
      claims: { AgentClaims: [P.ListUsers], RtgClaims: [], RtgGroupClaims: [] },
    });
    await waitUntil(() => $(element, '[part="success"]'));
    expect($(element, '[part="success"]')!.textContent).to.equal('The role Night shift was saved.');
  });

  it('changing a role keeps the permissions it holds beyond the user’s grant', async () => {
    await setUp({ claims: EDITOR });
    answers();
    const element = await mount(html`<casino-roles agent-id=${OWN}></casino-roles>`, 'content');
    click($(element, '[data-role-id="r-1"]'));
    await waitUntil(() => $(element, '[part="role-form"]'));
    click($(element, `input[data-claim="${P.ListUsers}"]`));
    click($(element, '[part="save-role"]'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/Role').length === 1);
    const sent = fetchMock.callsTo('PUT /api/Role')[0].body as {
      id: string;
      claims: Record<string, string[]>;
    }[];
    expect(sent.find((r) => r.id === 'r-1')!.claims).to.deep.equal({
      AgentClaims: [P.ViewAgents, P.ListUsers],
      RtgClaims: [P.ViewCasinos],
      RtgGroupClaims: [],
    });
  });

  it('a name another role has is refused before sending', async () => {
    await setUp({ claims: EDITOR });
    answers();
    const element = await mount(html`<casino-roles agent-id=${OWN}></casino-roles>`, 'content');
    click($(element, '[part="add-role"]'));
    await waitUntil(() => $(element, '[part="role-form"]'));
    typeInto($(element, '[part="input-name"]'), 'cashier');
    click($(element, '[part="save-role"]'));
    await waitUntil(() => fieldError(element, 'name'));
    expect(fieldError(element, 'name')).to.equal('Another role has this name.');
    expect(fetchMock.callsTo('PUT /api/Role')).to.have.length(0);
  });

  it('delete asks first, then saves the list without the role', async () => {
    await setUp({ claims: EDITOR });
    answers();
    const element = await mount(html`<casino-roles agent-id=${OWN}></casino-roles>`, 'content');
    click($(element, '[data-role-id="r-2"]'));
    await waitUntil(() => $(element, '[part="delete-role"]'));
    click($(element, '[part="delete-role"]'));
    expect(await answerDialog(element, true)).to.contain('Cashier');
    await waitUntil(() => fetchMock.callsTo('PUT /api/Role').length === 1);
    expect((fetchMock.callsTo('PUT /api/Role')[0].body as { id: string }[]).map((r) => r.id)).to.deep.equal([
      'r-1',
    ]);
    await waitUntil(() => $(element, '[part="success"]'));
    expect($(element, '[part="success"]')!.textContent).to.equal('The role Cashier was deleted.');
  });

  it('with the view permission alone the roles are read-only', async () => {
    await setUp({ claims: claimsWith(P.ViewRoles) });
    answers();
    const element = await mount(html`<casino-roles agent-id=${OWN}></casino-roles>`, 'content');
    expect($(element, '[part="read-only"]')).not.to.equal(null);
    expect($(element, '[part="add-role"]')).to.equal(null);
    click($(element, '[data-role-id="r-1"]'));
    await waitUntil(() => $(element, '[part="role-form"]'));
    expect(checked(element)).to.deep.equal([P.ViewAgents, P.ViewCasinos]);
    expect($(element, '[part="save-role"]')).to.equal(null);
    expect(fetchMock.callsTo('GET /api/claim/allowed')).to.have.length(0);
  });

  it('without the view permission the page is refused', async () => {
    await setUp({ claims: claimsWith(P.ListUsers) });
    answers();
    const element = await mount(html`<casino-roles agent-id=${OWN}></casino-roles>`, 'forbidden');
    expect(fetchMock.callsTo('GET /api/Role')).to.have.length(0);
    expect(element.shadowRoot!.textContent).to.contain('You do not have the permission to open this page');
  });
});
