import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import '../../../src/widgets/users/elements';
import { token } from '../../../src/core/session';
import { find, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { OWN, userDetails } from '../../support/fixtures';
import { $, click, fieldError, typeInto } from '../../support/shadow';
import { claimsWith } from '../../support/token';

const ME = userDetails({
  id: 'user-1',
  userName: 'admin',
  displayName: 'Ada Admin',
  agentId: OWN,
  agentName: 'Own',
});

function answers(extra: Record<string, unknown> = {}) {
  fetchMock.route({
    'GET /api/User/getuser': { body: ME },
    'PUT /api/User/profile': (call) => {
      const body = call.body as { displayName: string; email: string; password?: string };
      return {
        body: {
          user: { ...ME, displayName: body.displayName, email: body.email },
          signedOut: !!body.password,
        },
      };
    },
    'POST /connect/revocation': { status: 200 },
    ...extra,
  });
}

const field = (element: Element, name: string) => $(element, `[part="input-${name}"]`) as HTMLInputElement;

describe('casino-profile: the signed-in user’s own details and password', () => {
  afterEach(tearDown);

  it('shows the account and the own details, whatever the permissions', async () => {
    await setUp({ claims: claimsWith() });
    answers();
    const element = await mount(html`<casino-profile agent-id=${OWN}></casino-profile>`, 'content');
    expect(fetchMock.callsTo('GET /api/User/getuser')[0].url.searchParams.get('id')).to.equal('user-1');
    expect($(element, '[data-field="userName"]')!.textContent).to.equal('admin');
    expect($(element, '[data-field="agentName"]')!.textContent).to.equal('Own');
    expect(field(element, 'displayName').value).to.equal('Ada Admin');
  });

  it('the current password is required; a new password needs its confirmation (MatchPassword)', async () => {
    await setUp({ claims: claimsWith() });
    answers();
    const element = await mount(html`<casino-profile agent-id=${OWN}></casino-profile>`, 'content');
    typeInto(field(element, 'password'), 'NewPass123');
    typeInto(field(element, 'confirmPassword'), 'NewPass124');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'currentPassword'));
    expect(fieldError(element, 'currentPassword')).to.equal('This field is required.');
    expect(fieldError(element, 'confirmPassword')).to.equal('The passwords do not match.');
    expect(fetchMock.callsTo('PUT /api/User/profile')).to.have.length(0);
  });

  it('a wrong current password: the server’s refusal shows translated on its field', async () => {
    await setUp({ claims: claimsWith(), quiet: true });
    answers({
      'PUT /api/User/profile': {
        status: 400,
        body: {
          code: 'wrong-current-password',
          message: 'The current password is not correct',
          field: 'currentPassword',
          errors: [
            {
              field: 'currentPassword',
              code: 'wrong-current-password',
              message: 'The current password is not correct',
            },
          ],
        },
      },
    });
    const element = await mount(html`<casino-profile agent-id=${OWN}></casino-profile>`, 'content');
    typeInto(field(element, 'displayName'), 'Ada L.');
    typeInto(field(element, 'currentPassword'), 'wrong');
    click($(element, '[part="submit"]'));
    await waitUntil(() => fieldError(element, 'currentPassword'));
    expect(fieldError(element, 'currentPassword')).to.equal('The current password is not correct.');
    expect(field(element, 'displayName').value).to.equal('Ada L.');
  });

  it('saves the display name and e-mail; the password fields are emptied', async () => {
    await setUp({ claims: claimsWith() });
    answers();
    const element = await mount(html`<casino-profile agent-id=${OWN}></casino-profile>`, 'content');
    typeInto(field(element, 'displayName'), 'Ada Lovelace');
    typeInto(field(element, 'email'), 'ada@example.com');
    typeInto(field(element, 'currentPassword'), 'Admin123!');
    click($(element, '[part="submit"]'));
    await waitUntil(() => $(element, '[part="success"]'));
    expect(fetchMock.callsTo('PUT /api/User/profile')[0].body).to.deep.equal({
      displayName: 'Ada Lovelace',
      email: 'ada@example.com',
      currentPassword: 'Admin123!',
    });
    expect($(element, '[part="success"]')!.textContent).to.equal('Your profile was saved.');
    expect(field(element, 'currentPassword').value).to.equal('');
  });

  it('a new password: the page says the sessions ended, then signs out', async () => {
    await setUp({ claims: claimsWith() });
    answers();
    const element = await mount(html`<casino-profile agent-id=${OWN}></casino-profile>`, 'content');
    typeInto(field(element, 'password'), 'NewPass123');
    typeInto(field(element, 'confirmPassword'), 'NewPass123');
    typeInto(field(element, 'currentPassword'), 'Admin123!');
    click($(element, '[part="submit"]'));
    await find(element, '[part="dialog"]');
    expect($(element, '[part="dialog"]')!.textContent).to.contain('Your password was changed.');
    expect(token.value).not.to.equal(null);
    click($(element, '[part="dialog-ok"]'));
    await waitUntil(() => token.value === null, 'the user was not signed out');
    expect(fetchMock.callsTo('PUT /api/User/profile')[0].body).to.include({
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
  });
});
