import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/users/elements';
import { mount, setUp, tearDown } from '../../support/element';
import { fetchMock, type FetchCall } from '../../support/fetch-mock';
import { liveStreams } from '../../support/live-stream';
import { agentDetails, CHILD, GRANDCHILD, OWN, userDetails } from '../../support/fixtures';
import { $, $$, click, fieldError, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const NEW_ID = '99999999-9999-4999-8999-999999999999';
const TAKEN = ['admin', 'jane'];

function answers(extra: Record<string, unknown> = {}) {
  fetchMock.route({
    'GET /api/User/checkname': (call: FetchCall) => {
      const name = call.url.searchParams.get('name') ?? '';
      return { body: { name, valid: true, available: !TAKEN.includes(name.toLowerCase()) } };
    },
    'GET /api/agents': {
      body: [
        agentDetails({ id: CHILD, name: 'Child', parentId: OWN }),
        agentDetails({ id: GRANDCHILD, name: 'Second child', parentId: OWN }),
      ],
    },
    'POST /api/User': { status: 201, text: `"${NEW_ID}"` },
    'GET /api/User/getuser': { body: userDetails() },
    'PUT /api/User': { text: `"${userDetails().id}"` },
    ...extra,
  });
}

const field = (element: Element, name: string) => $(element, `[part="input-${name}"]`) as HTMLInputElement;
const availability = (element: Element) =>
  $(element, '[part="name-availability"]')?.getAttribute('data-availability') ?? null;

function fill(element: Element, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) typeInto(field(element, name), value);
}

describe('casino-user-form: the live availability check of the user name', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
  });
  afterEach(tearDown);

  it('a free name is announced available once typing rests, with one request', async () => {
    const element = await mount(html`<casino-user-form agent-id=${OWN}></casino-user-form>`, 'content');
    typeInto(field(element, 'userName'), 'n');
    typeInto(field(element, 'userName'), 'new.user');
    await waitUntil(() => availability(element) === 'available');
    expect($(element, '[part="name-availability"]')!.textContent).to.equal('This name is available.');
    const checks = fetchMock.callsTo('GET /api/User/checkname');
    expect(checks).to.have.length(1);
    expect(Object.fromEntries(checks[0].url.searchParams)).to.deep.equal({ id: '', name: 'new.user' });
  });

  it('a taken name is refused on the field and nothing is sent', async () => {
    const element = await mount(html`<casino-user-form agent-id=${OWN}></casino-user-form>`, 'content');
    fill(element, {
      userName: 'Jane',
      displayName: 'Jane Again',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    await waitUntil(() => availability(element) === 'taken');
    await waitUntil(() => fieldError(element, 'userName'));
    expect(fieldError(element, 'userName')).to.equal('This name is already taken.');
    // said once: the hint under the field does not say it again
    const shown = [...element.shadowRoot!.querySelectorAll('*')].filter(
      (node) =>
        node.childElementCount === 0 &&
        node.checkVisibility() &&
        node.textContent === 'This name is already taken.',
    );
    expect(shown).to.have.length(1);
    click($(element, '[part="submit"]'));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock.callsTo('POST /api/User')).to.have.length(0);
  });

  it('an edited user keeps its own name without asking', async () => {
    const element = await mount(
      html`<casino-user-form agent-id=${CHILD} id=${userDetails().id}></casino-user-form>`,
      'content',
    );
    expect(field(element, 'userName').value).to.equal('jane');
    await new Promise((r) => setTimeout(r, 500));
    expect(fetchMock.callsTo('GET /api/User/checkname')).to.have.length(0);
    expect(availability(element)).to.equal(null);
  });
});

describe('casino-user-form: validation before sending, with translated messages', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
  });
  afterEach(tearDown);

  it('MatchPassword: a different confirmation shows "The passwords do not match." and nothing is sent', async () => {
    const element = await mount(html`<casino-user-form agent-id=${OWN}></casino-user-form>`, 'content');
    fill(element, {
      userName: 'new.user',
      displayName: 'New',
      password: 'Secret123',
      confirmPassword: 'Secret124',
    });
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'confirmPassword'));
    expect(fieldError(element, 'confirmPassword')).to.equal('The passwords do not match.');
    expect(fetchMock.callsTo('POST /api/User')).to.have.length(0);
  });

  it('pattern messages: user name, e-mail and password rules; required fields', async () => {
    const element = await mount(html`<casino-user-form agent-id=${OWN}></casino-user-form>`, 'content');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'userName'));
    expect(fieldError(element, 'userName')).to.equal('This field is required.');
    expect(fieldError(element, 'password')).to.equal('This field is required.');
    fill(element, { userName: 'a b', email: 'not-an-email', password: 'weak', displayName: 'X' });
    await waitUntil(() => fieldError(element, 'email') === 'Please enter a valid e-mail address.');
    expect(fieldError(element, 'userName')).to.equal(
      'The user name needs 3 to 64 characters: letters, digits and . _ - @, starting with a letter or digit.',
    );
    expect(fieldError(element, 'password')).to.equal(
      'The password needs 8 to 128 characters with at least one lowercase letter, one uppercase letter and one digit.',
    );
    expect(fetchMock.callsTo('POST /api/User')).to.have.length(0);
  });

  it('the messages follow the language (zh-cn)', async () => {
    const { setLanguage } = await import('../../../src/core/i18n');
    await setLanguage('zh-cn');
    const element = await mount(html`<casino-user-form agent-id=${OWN}></casino-user-form>`, 'content');
    fill(element, { password: 'Secret123', confirmPassword: 'Secret1234' });
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'confirmPassword'));
    expect(fieldError(element, 'confirmPassword')).to.equal('两次输入的密码不一致。');
  });
});

describe('casino-user-form: add and edit', () => {
  afterEach(async () => {
    await tearDown();
    history.replaceState(null, '', '/');
  });

  it('offers the current agent and the direct sub-agents the user may create users for', async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
    const element = await mount(html`<casino-user-form agent-id=${OWN}></casino-user-form>`, 'content');
    const options = $$<HTMLOptionElement>(element, '[part="input-agent"] option').map((o) => o.value);
    expect(options).to.deep.equal([OWN, CHILD, GRANDCHILD]);
    expect(field(element, 'agent').value).to.equal(OWN);
  });

  it('without the right to list sub-agents: the current agent only', async () => {
    await setUp({ shell: true, claims: claimsWith(P.CreateUser) });
    answers();
    const element = await mount(html`<casino-user-form agent-id=${OWN}></casino-user-form>`, 'content');
    expect($$<HTMLOptionElement>(element, '[part="input-agent"] option').map((o) => o.value)).to.deep.equal([
      OWN,
    ]);
    expect(fetchMock.callsTo('GET /api/agents')).to.have.length(0);
  });

  it('adds the user under the chosen agent, then opens its permissions', async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
    const element = await mount(html`<casino-user-form agent-id=${OWN}></casino-user-form>`, 'content');
    fill(element, {
      userName: 'new.user',
      displayName: ' New User ',
      email: 'new@example.com',
      agent: CHILD,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    click($(element, '[part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('POST /api/User').length === 1);
    expect(fetchMock.callsTo('POST /api/User')[0].body).to.deep.equal({
      user: {
        userName: 'new.user',
        displayName: 'New User',
        email: 'new@example.com',
        agentId: CHILD,
        isActive: true,
      },
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    await waitUntil(() => location.pathname === `/${CHILD}/users/claims/${NEW_ID}`);
  });

  it('a name taken meanwhile: the server’s refusal shows translated on the user name, everything typed stays', async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    answers({
      'POST /api/User': {
        status: 400,
        body: {
          code: 'name-taken',
          message: 'A user with this name already exists',
          field: 'userName',
          errors: [
            { field: 'userName', code: 'name-taken', message: 'A user with this name already exists' },
          ],
        },
      },
    });
    const { setLanguage } = await import('../../../src/core/i18n');
    await setLanguage('zh-cn');
    const element = await mount(html`<casino-user-form agent-id=${OWN}></casino-user-form>`, 'content');
    fill(element, {
      userName: 'racer',
      displayName: 'Racer',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    await waitUntil(() => availability(element) === 'available');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'userName'));
    expect(fieldError(element, 'userName')).to.equal('此名称已被使用。');
    expect(field(element, 'displayName').value).to.equal('Racer');
    expect(($(element, '[part="submit"]') as HTMLButtonElement).disabled).to.equal(false);
  });

  it('edit: the password is optional; saving without one sends no password', async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-user-form agent-id=${CHILD} id=${userDetails().id}></casino-user-form>`,
      'content',
    );
    expect($(element, '[part="agent-name"]')!.textContent).to.equal('Child');
    typeInto(field(element, 'displayName'), 'Jane Renamed');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/User').length === 1);
    const call = fetchMock.callsTo('PUT /api/User')[0];
    expect(call.url.searchParams.get('id')).to.equal(userDetails().id);
    expect(call.body).to.deep.equal({
      user: {
        id: userDetails().id,
        userName: 'jane',
        displayName: 'Jane Renamed',
        email: 'jane@example.com',
        agentId: CHILD,
        isActive: true,
      },
    });
    await waitUntil(() => location.pathname === `/${CHILD}/users`);
  });

  it('another user’s change of the user shows "changed by … — reload"; reload shows the new values', async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
    const streams = liveStreams();
    fetchMock.addRoute('GET /api/audit/stream', streams.answer);
    const id = userDetails().id;
    const element = await mount(
      html`<casino-user-form agent-id=${CHILD} id=${id}></casino-user-form>`,
      'content',
    );
    await waitUntil(() => streams.all.length === 1);
    streams.last().ready();
    typeInto(field(element, 'displayName'), 'My typing');
    // new permissions of the user are no change of the form's values
    streams.last().change({ seq: 1, kind: 'user.claims-changed', objectType: 'user', objectId: id });
    fetchMock.addRoute('GET /api/User/getuser', { body: userDetails({ displayName: 'Theirs' }) });
    streams
      .last()
      .change({ seq: 2, kind: 'user.updated', objectType: 'user', objectId: id, userName: 'ops' });
    await waitUntil(() => $(element, '[part="changed-elsewhere"]'), 'no notice');
    expect($(element, '[part="changed-elsewhere"]')!.textContent).to.contain('Changed by ops');
    expect(field(element, 'displayName').value).to.equal('My typing');
    click($(element, '[part="reload"]'));
    await waitUntil(() => field(element, 'displayName')?.value === 'Theirs', 'the new values did not show');
    expect($(element, '[part="changed-elsewhere"]')).to.equal(null);
  });

  it('without the edit permission the details are read-only', async () => {
    await setUp({ shell: true, claims: claimsWith(P.RequestUserDetails) });
    answers();
    const element = await mount(
      html`<casino-user-form agent-id=${CHILD} id=${userDetails().id}></casino-user-form>`,
      'content',
    );
    expect($(element, '[part="forbidden"]')!.textContent).to.equal(
      'You may see this user but not change it.',
    );
    expect(field(element, 'userName').disabled).to.equal(true);
    expect(field(element, 'password')).to.equal(null);
    expect(($(element, '[part="submit"]') as HTMLButtonElement).disabled).to.equal(true);
  });
});
