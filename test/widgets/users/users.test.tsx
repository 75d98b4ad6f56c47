import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/users/elements';
import { answerDialog, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { expectColumns, openList } from '../../support/list-page';
import { CHILD, GRANDCHILD, OWN, userDetails } from '../../support/fixtures';
import { pagedList } from '../../support/paged-list';
import { $, $$, click, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const JANE = userDetails();
const BOB = userDetails({
  id: '77777777-7777-4777-8777-777777777777',
  userName: 'bob',
  displayName: 'Bob Stone',
  email: 'bob@example.com',
  agentId: OWN,
  agentName: 'Own',
  agentParentId: null,
  isActive: false,
  lastLoginAt: '2026-03-05T14:07:09.000Z',
});
/** The signed-in user of the tests' token (sub 'user-1'). */
const ME = userDetails({ id: 'user-1', userName: 'admin', agentId: OWN, agentParentId: null });
const DEEP = userDetails({
  id: '88888888-8888-4888-8888-888888888888',
  userName: 'deep',
  agentId: GRANDCHILD,
  agentParentId: CHILD,
});

const rows = (element: Element) => $$(element, 'tbody [data-column="userName"]').map((c) => c.textContent);
const actions = (element: Element, id: string) =>
  $$(element, `tr[data-row-id="${id}"] [data-action]`).map((b) => b.getAttribute('data-action'));

function listAnswers() {
  fetchMock.route({
    'GET /api/User': pagedList((call) =>
      call.url.searchParams.get('includeSubAgents') === 'true' ? [JANE, BOB, ME, DEEP] : [BOB, ME],
    ),
    'DELETE /api/User': { status: 204 },
  });
}

describe('casino-users: the agent’s users, paged, sorted and filtered on the server', () => {
  afterEach(tearDown);

  it('lists user name, display name, e-mail, agent, active and last login of the agent', async () => {
    const element = await openList('casino-users', listAnswers, { shell: true });
    expectColumns(element, 'userName displayName email agentName isActive lastLoginAt');
    expect(rows(element)).to.deep.equal(['admin', 'bob']);
    const bob = `tr[data-row-id="${BOB.id}"]`;
    expect($(element, `${bob} [data-column="isActive"]`)!.textContent).to.equal('No');
    expect($(element, `${bob} [data-column="lastLoginAt"]`)!.textContent).to.match(/^05\/03\/26 \d\d:07:09$/);
    expect($(element, `tr[data-row-id="${ME.id}"] [data-column="lastLoginAt"]`)!.textContent).to.equal(
      'Never',
    );
    const query = fetchMock.callsTo('GET /api/User')[0].url.searchParams;
    expect(query.get('agentId')).to.equal(OWN);
    expect(query.get('pageSize')).to.equal('25');
    expect(query.get('sort')).to.equal('userName');
  });

  it('the include-sub-agents switch asks for the users of the agents below', async () => {
    const element = await openList('casino-users', listAnswers, { shell: true });
    click($(element, '[part="switch"]'));
    await waitUntil(() => rows(element).includes('jane'));
    expect(fetchMock.callsTo('GET /api/User').at(-1)!.url.searchParams.get('includeSubAgents')).to.equal(
      'true',
    );
  });

  it('filters on the server after a pause in typing', async () => {
    const element = await openList('casino-users', listAnswers, { shell: true });
    typeInto($(element, '[part="list-search"] input'), 'stone');
    await waitUntil(() => rows(element).length === 1);
    expect(rows(element)).to.deep.equal(['bob']);
    expect(fetchMock.callsTo('GET /api/User').at(-1)!.url.searchParams.get('filter')).to.equal('stone');
  });

  it('row actions by permission for each user’s agent; the signed-in user is never offered its deletion', async () => {
    const element = await openList('casino-users', listAnswers, { shell: true });
    expect(actions(element, BOB.id)).to.deep.equal(['edit', 'claims', 'delete']);
    expect(actions(element, ME.id)).to.deep.equal(['edit', 'claims']);
    expect($(element, '[part="create"]')).not.to.equal(null);
  });

  it('with view permissions only: details and permissions, no create, no delete', async () => {
    const element = await openList('casino-users', listAnswers, {
      shell: true,
      claims: claimsWith(P.ListUsers, P.RequestUserDetails, P.SeeUserClaims),
    });
    expect(actions(element, BOB.id)).to.deep.equal(['view', 'claims']);
    expect($(element, '[part="create"]')).to.equal(null);
  });

  it('a user two levels down is out of reach without the 2nd-plus-level permissions', async () => {
    const element = await openList('casino-users', listAnswers, {
      shell: true,
      claims: claimsWith(P.ListUsers, P.EditUsers, P.DeleteUser),
    });
    click($(element, '[part="switch"]'));
    await waitUntil(() => rows(element).includes('deep'));
    expect(actions(element, DEEP.id)).to.deep.equal([]);
    expect(actions(element, JANE.id)).to.deep.equal(['edit', 'delete']);
  });

  it('edit and permissions open under the user’s own agent', async () => {
    const element = await openList('casino-users', listAnswers, { shell: true });
    click($(element, `tr[data-row-id="${BOB.id}"] [data-action="edit"]`));
    expect(location.pathname).to.equal(`/${OWN}/users/edit/${BOB.id}`);
    history.replaceState(null, '', '/');
  });

  it('delete asks first; Yes deletes and the list reloads without the user', async () => {
    await setUp({ shell: true, claims: allClaims() });
    let deleted = false;
    fetchMock.route({
      'GET /api/User': pagedList(() => (deleted ? [ME] : [BOB, ME])),
      'DELETE /api/User': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const element = await mount(html`<casino-users agent-id=${OWN}></casino-users>`, 'content');
    click($(element, `tr[data-row-id="${BOB.id}"] [data-action="delete"]`));
    const text = await answerDialog(element, true);
    expect(text).to.contain('bob');
    await waitUntil(() => rows(element).length === 1);
    expect(fetchMock.callsTo('DELETE /api/User')[0].url.searchParams.get('id')).to.equal(BOB.id);
    expect($(element, '[part="success"]')!.textContent).to.equal('The user bob was deleted.');
  });

  it('No keeps the user; a refused deletion shows the translated reason and the list stays usable', async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    fetchMock.route({
      'GET /api/User': pagedList([BOB, ME]),
      'DELETE /api/User': {
        status: 409,
        body: {
          code: 'last-root-user',
          message:
            'The root agent must keep an active user: its last active user cannot be deleted or deactivated',
        },
      },
    });
    const element = await mount(html`<casino-users agent-id=${OWN}></casino-users>`, 'content');
    click($(element, `tr[data-row-id="${BOB.id}"] [data-action="delete"]`));
    await answerDialog(element, false);
    expect(fetchMock.callsTo('DELETE /api/User')).to.have.length(0);
    const { setLanguage } = await import('../../../src/core/i18n');
    await setLanguage('zh-cn');
    click($(element, `tr[data-row-id="${BOB.id}"] [data-action="delete"]`));
    await answerDialog(element, true);
    await waitUntil(() => $(element, '[part="error"]'));
    expect($(element, '[part="error"]')!.textContent).to.equal(
      '根代理必须保留一个启用的用户：不能删除或停用其最后一个启用的用户。',
    );
    expect(rows(element)).to.deep.equal(['admin', 'bob']);
  });
});
