import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import { setLanguage } from '../../../src/core/i18n';
import '../../../src/widgets/cafes/elements';
import { mount, setUp, tearDown } from '../../support/element';
import { formPageTests, openFormPage } from '../../support/form-page';
import { fetchMock } from '../../support/fetch-mock';
import { CAFE, CAFE_USER, OWN, cafeDetails, cafeUserDetails } from '../../support/fixtures';
import { liveStreams } from '../../support/live-stream';
import { pagedList } from '../../support/paged-list';
import { $, $$, click, fieldError, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const ROLES = ['Administrator', 'Cashier', 'Manager', 'Operator', 'Supervisor'];

function answers() {
  fetchMock.route({
    'GET /api/pos': { body: cafeDetails() },
    'GET /api/posUsers': pagedList([
      cafeUserDetails(),
      cafeUserDetails({ id: 'u-2', userName: 'leo', role: 'Manager', isActive: false }),
    ]),
    'GET /api/posUser/roles': { body: ROLES },
    'GET /api/posUser': { body: cafeUserDetails() },
    'POST /api/posUser/create': { status: 201, body: cafeUserDetails() },
    'PUT /api/posUser/update': { body: cafeUserDetails() },
    'PUT /api/posUser/change-password': { body: cafeUserDetails() },
  });
}

const input = (element: Element, part: string) => $<HTMLInputElement>(element, `[part="${part}"]`)!;
const list = html`<casino-pos-users agent-id=${OWN} posid=${CAFE} mode="list"></casino-pos-users>`;
const add = html`<casino-pos-users agent-id=${OWN} posid=${CAFE} mode="add"></casino-pos-users>`;
const update = html`<casino-pos-users
  agent-id=${OWN}
  posid=${CAFE}
  posuserid=${CAFE_USER}
  mode="update"
></casino-pos-users>`;

describe('casino-pos-users: the list', () => {
  beforeEach(async () => {
    await openFormPage(answers);
  });
  afterEach(tearDown);

  it('lists user name, full name, translated role and state under the cafe’s name', async () => {
    const element = await mount(list, 'content');
    await waitUntil(() => $(element, 'h2')?.textContent === 'Users of Corner Cafe');
    expect($$(element, 'tbody [data-column="role"]').map((c) => c.textContent)).to.deep.equal([
      'Manager',
      'Cashier',
    ]);
    expect($$(element, 'tbody [data-column="isActive"]').map((c) => c.textContent)).to.deep.equal([
      'Disabled',
      'Active',
    ]);
    const call = fetchMock.callsTo('GET /api/posUsers')[0].url.searchParams;
    expect([call.get('agentId'), call.get('posId'), call.get('sort')]).to.deep.equal([OWN, CAFE, 'userName']);
  });

  it('roles are translated in Chinese', async () => {
    await setLanguage('zh-cn');
    const element = await mount(list, 'content');
    await waitUntil(() => $$(element, 'tbody [data-column="role"]').some((c) => c.textContent === '收银员'));
    expect($$(element, 'tbody [data-column="role"]').map((c) => c.textContent)).to.deep.equal([
      '经理',
      '收银员',
    ]);
  });

  it('add and edit follow the permissions', async () => {
    await openFormPage(answers, claimsWith(P.ViewPosUsers));
    const element = await mount(list, 'content');
    expect($(element, '[part="create"]')).to.equal(null);
    expect($(element, '[data-action="edit"]')).to.equal(null);
  });
});

describe('casino-pos-users: add a user (POS password pattern, MatchPassword)', () => {
  formPageTests(answers);

  async function fill(element: HTMLElement, password: string, confirmation: string) {
    typeInto(input(element, 'input-userName'), 'nina');
    typeInto(input(element, 'input-role'), 'Cashier');
    typeInto(input(element, 'input-password'), password);
    typeInto(input(element, 'input-confirmPassword'), confirmation);
  }

  it('the roles are offered translated', async () => {
    const element = await mount(add, 'content');
    expect($$(element, '[part="input-role"] option').map((o) => o.textContent)).to.deep.equal([
      'Please choose the role…',
      ...ROLES,
    ]);
  });

  it('a password breaking the POS pattern shows its message and nothing is sent', async () => {
    const element = await mount(add, 'content');
    await fill(element, 'abc12345', 'abc12345');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'password'));
    expect(fieldError(element, 'password')).to.contain('at least 6 characters');
    expect(fetchMock.callsTo('POST /api/posUser/create')).to.have.length(0);
  });

  it('a confirmation that differs is MatchPassword on the confirmation', async () => {
    const element = await mount(add, 'content');
    await fill(element, 'Abc12345', 'Abc12346');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'confirmPassword'));
    expect(fieldError(element, 'confirmPassword')).to.equal('The passwords do not match.');
    expect(fetchMock.callsTo('POST /api/posUser/create')).to.have.length(0);
  });

  it('a valid user is created with its password and confirmation, then the list shows again', async () => {
    const element = await mount(add, 'content');
    await fill(element, 'Abc12345', 'Abc12345');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('POST /api/posUser/create').length === 1);
    const call = fetchMock.callsTo('POST /api/posUser/create')[0];
    expect(call.url.searchParams.get('agentId')).to.equal(OWN);
    expect(call.body).to.deep.equal({
      posId: CAFE,
      userName: 'nina',
      fullName: null,
      role: 'Cashier',
      isActive: true,
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
    });
    await waitUntil(() => location.pathname === `/${OWN}/poses/${CAFE}/users`);
  });

  it('a user name the server finds taken shows on the user name', async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    answers();
    fetchMock.addRoute('POST /api/posUser/create', {
      status: 400,
      body: {
        code: 'name-taken',
        message: 'A user named nina already exists in this cafe',
        field: 'userName',
        errors: [
          { field: 'userName', code: 'name-taken', message: 'A user named nina already exists in this cafe' },
        ],
      },
    });
    const element = await mount(add, 'content');
    await fill(element, 'Abc12345', 'Abc12345');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'userName'));
    // placed by its field, told by its code (not by the server's words)
    expect(fieldError(element, 'userName')).to.equal('This name is already used.');
    expect(input(element, 'input-password').value).to.equal('Abc12345');
  });
});

describe('casino-pos-users: update a user and change its password', () => {
  formPageTests(answers);

  it('starts from the user, has no password fields, sends the changes', async () => {
    const element = await mount(update, 'content');
    expect(input(element, 'input-userName').value).to.equal('mia');
    expect($(element, '[part="input-password"]')).to.equal(null);
    typeInto(input(element, 'input-role'), 'Supervisor');
    click($(element, '[part="pos-user-form"] [part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/posUser/update').length === 1);
    expect(fetchMock.callsTo('PUT /api/posUser/update')[0].body).to.deep.include({
      id: CAFE_USER,
      role: 'Supervisor',
    });
  });

  it('another user’s change of the user shows "changed by … — reload"; reload shows the new values', async () => {
    const streams = liveStreams();
    fetchMock.addRoute('GET /api/audit/stream', streams.answer);
    const element = await mount(update, 'content');
    await waitUntil(() => streams.all.length === 1);
    streams.last().ready();
    fetchMock.addRoute('GET /api/posUser', { body: cafeUserDetails({ fullName: 'Their Name' }) });
    streams.last().change({
      seq: 1,
      kind: 'pos-user.updated',
      agentId: OWN,
      objectType: 'pos-user',
      objectId: CAFE_USER,
      userName: 'ops',
    });
    await waitUntil(() => $(element, '[part="changed-elsewhere"]'), 'no notice');
    expect($(element, '[part="changed-elsewhere"]')!.textContent).to.contain('Changed by ops');
    click($(element, '[part="reload"]'));
    await waitUntil(() => input(element, 'input-fullName')?.value === 'Their Name', 'no new values');
  });

  it('the password change follows the pattern and MatchPassword, then empties its fields', async () => {
    const element = await mount(update, 'content');
    typeInto(input(element, 'input-new-password'), 'Abc12345');
    typeInto(input(element, 'input-confirm-new-password'), 'Abc1234');
    click($(element, '[part="change-password-submit"]'));
    await waitUntil(() => fieldError(element, 'confirmPassword'));
    expect(fieldError(element, 'confirmPassword')).to.equal('The passwords do not match.');
    typeInto(input(element, 'input-confirm-new-password'), 'Abc12345');
    click($(element, '[part="change-password-submit"]'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/posUser/change-password').length === 1);
    const call = fetchMock.callsTo('PUT /api/posUser/change-password')[0];
    expect(call.url.searchParams.get('posUserId')).to.equal(CAFE_USER);
    expect(call.body).to.deep.equal({ password: 'Abc12345', confirmPassword: 'Abc12345' });
    await waitUntil(() => $(element, '[part="change-password"] [part="success"]'));
    expect(input(element, 'input-new-password').value).to.equal('');
  });

  it('with the password permission only, the user is shown without its form and the password changes', async () => {
    await openFormPage(answers, claimsWith(P.ChangePosUsersPassword, P.ViewPosUsers));
    const element = await mount(update, 'content');
    expect($(element, '[part="pos-user-form"]')).to.equal(null);
    expect($(element, '[part="change-password-form"]')).to.not.equal(null);
  });

  it('without the edit or password permission the page is refused', async () => {
    await openFormPage(answers, claimsWith(P.ViewPosUsers));
    const element = await mount(update, 'forbidden');
    expect($(element, '[part="form"]')).to.equal(null);
  });
});
