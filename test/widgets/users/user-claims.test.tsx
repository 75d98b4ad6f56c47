import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import type { UserClaimsView } from '../../../src/core/areas/users/contract';
import { P, permissionDef } from '../../../src/core/permissions';
import '../../../src/widgets/users/elements';
import { mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { CHILD, userDetails } from '../../support/fixtures';
import { $, $$, click, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const ID = userDetails().id;
const item = (name: string) => ({
  type: permissionDef(name)!.type,
  value: name,
  label: permissionDef(name)!.label,
});

function view(change: Partial<UserClaimsView> = {}): UserClaimsView {
  return {
    userId: ID,
    userName: 'jane',
    agentId: CHILD,
    agentName: 'Child',
    claims: claimsWith(P.ListUsers, P.ViewCasinos),
    grantable: [P.ListUsers, P.EditUsers, P.ExportToCsv].map(item),
    manageable: true,
    readOnlyReason: null,
    ...change,
  };
}

const ROLES = [
  { id: 'r-1', name: 'Auditor', claims: claimsWith(P.ExportToCsv, P.DeletePermanently) },
  { id: 'r-2', name: 'Manager', claims: claimsWith(P.ListUsers, P.EditUsers) },
];

function answers(claims = view()) {
  fetchMock.route({
    'GET /api/User/getclaims': { body: claims },
    'GET /api/Role': { body: ROLES },
    'POST /api/User/setclaims': (call) => ({ body: call.body }),
  });
}

const box = (element: Element, name: string) => $<HTMLInputElement>(element, `input[data-claim="${name}"]`);
const checked = (element: Element) =>
  $$<HTMLInputElement>(element, '[part="claims"] input[data-claim]')
    .filter((i) => i.checked)
    .map((i) => i.getAttribute('data-claim'));

describe('casino-user-claims: the user’s permissions by claim type, within what the user may grant', () => {
  afterEach(tearDown);

  it('offers the grantable permissions with their labels, ticks the held ones and lists the others apart', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-user-claims agent-id=${CHILD} id=${ID}></casino-user-claims>`,
      'content',
    );
    expect(
      $$(element, '[part="claims"] input[data-claim]').map((i) => i.getAttribute('data-claim')),
    ).to.deep.equal([P.ListUsers, P.EditUsers, P.ExportToCsv]);
    expect(checked(element)).to.deep.equal([P.ListUsers]);
    expect(box(element, P.EditUsers)!.parentElement!.textContent).to.equal('Can Edit Users');
    expect($(element, `[part="held-outside"] [data-claim="${P.ViewCasinos}"]`)!.textContent).to.equal(
      'Can View Casinos',
    );
    expect(
      $$(element, '[part="claims"] [role="group"]').map((g) => g.getAttribute('aria-label')),
    ).to.deep.equal(['Agent claims', 'Report claims']);
  });

  it('the labels are translated (zh-cn)', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const { setLanguage } = await import('../../../src/core/i18n');
    await setLanguage('zh-cn');
    const element = await mount(
      html`<casino-user-claims agent-id=${CHILD} id=${ID}></casino-user-claims>`,
      'content',
    );
    await waitUntil(() => box(element, P.EditUsers)!.parentElement!.textContent === '编辑用户');
    expect(box(element, P.ExportToCsv)!.parentElement!.textContent).to.equal('导出为 CSV');
  });

  it('applying a role fills the selection with its grantable permissions and says what was left out', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-user-claims agent-id=${CHILD} id=${ID}></casino-user-claims>`,
      'content',
    );
    typeInto($(element, '[part="role-select"]'), 'r-1');
    click($(element, '[part="apply-role"]'));
    await waitUntil(() => checked(element).join() === P.ExportToCsv);
    expect($(element, '[part="success"]')!.textContent).to.equal(
      'The role Auditor was applied. Save to keep it. 1 permissions of the role are outside what you may grant and were left out.',
    );
  });

  it('saves the selection under its claim types', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-user-claims agent-id=${CHILD} id=${ID}></casino-user-claims>`,
      'content',
    );
    click(box(element, P.EditUsers));
    click(box(element, P.ExportToCsv));
    click($(element, '[part="submit"]'));
    await waitUntil(() => fetchMock.callsTo('POST /api/User/setclaims').length === 1);
    const call = fetchMock.callsTo('POST /api/User/setclaims')[0];
    expect(call.url.searchParams.get('id')).to.equal(ID);
    expect(call.body).to.deep.equal({
      AgentClaims: [P.ListUsers, P.EditUsers],
      RtgClaims: [],
      RtgGroupClaims: [P.ExportToCsv],
    });
    await waitUntil(() => $(element, '[part="success"]'));
    expect($(element, '[part="success"]')!.textContent).to.equal(
      'The permissions were saved. The user must sign in again to use them.',
    );
  });

  it('a refused save keeps the selection and shows the translated reason', async () => {
    await setUp({ claims: allClaims(), quiet: true });
    answers();
    fetchMock.addRoute('POST /api/User/setclaims', {
      status: 403,
      body: {
        code: 'claims-agent-bound',
        message: 'The users of Child may not hold: CanEditUsers',
        params: { agent: 'Child', claims: 'CanEditUsers' },
      },
    });
    const element = await mount(
      html`<casino-user-claims agent-id=${CHILD} id=${ID}></casino-user-claims>`,
      'content',
    );
    click(box(element, P.EditUsers));
    click($(element, '[part="submit"]'));
    await waitUntil(() => $(element, '[part="error"]'));
    expect($(element, '[part="error"]')!.textContent).to.equal(
      'The users of Child may not hold: CanEditUsers.',
    );
    expect(checked(element)).to.deep.equal([P.ListUsers, P.EditUsers]);
  });

  it('read-only for a user holding permissions the signed-in user cannot grant', async () => {
    await setUp({ claims: allClaims() });
    answers(view({ manageable: false, readOnlyReason: 'out-of-reach' }));
    const element = await mount(
      html`<casino-user-claims agent-id=${CHILD} id=${ID}></casino-user-claims>`,
      'content',
    );
    expect($(element, '[part="forbidden"]')!.textContent).to.equal(
      'This user holds permissions you cannot grant, so you cannot change its permissions.',
    );
    expect(box(element, P.EditUsers)!.disabled).to.equal(true);
    expect($(element, '[part="role-select"]')).to.equal(null);
    expect(($(element, '[part="submit"]') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('without the view-roles permission no role is offered', async () => {
    await setUp({ claims: claimsWith(P.SeeUserClaims, P.EditUserClaims) });
    answers();
    const element = await mount(
      html`<casino-user-claims agent-id=${CHILD} id=${ID}></casino-user-claims>`,
      'content',
    );
    expect($(element, '[part="role-select"]')).to.equal(null);
    expect(fetchMock.callsTo('GET /api/Role')).to.have.length(0);
  });
});
