import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { isLoggedIn } from '../../../src/core/session';
import '../../../src/widgets/login/elements';
import { configure } from '../../../src/core/config';
import { IDENTITY, TEST_CONFIG } from '../../support/config';
import { findPart, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { OWN } from '../../support/fixtures';
import { part, text, typeInto } from '../../support/shadow';
import { signIn, tokenResponse } from '../../support/token';
import { setLanguage } from '../../../src/core/i18n';

const TOKEN_URL = `${IDENTITY}/connect/token`;

async function mountLogin(): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<casino-login></casino-login>`);
  await findPart(element, 'form');
  return element;
}

async function fillAndSubmit(element: HTMLElement, username: string, password: string): Promise<void> {
  typeInto(part<HTMLInputElement>(element, 'username') as HTMLInputElement, username);
  typeInto(part<HTMLInputElement>(element, 'password') as HTMLInputElement, password);
  await new Promise((r) => setTimeout(r, 0));
  (part(element, 'submit') as HTMLButtonElement).click();
}

describe('casino-login', () => {
  beforeEach(() => setUp({ shell: true, quiet: true }));
  afterEach(tearDown);

  describe('validation before sending: both fields are required', () => {
    it('shows a translated message under each empty field and sends nothing', async () => {
      const element = await mountLogin();
      (part(element, 'submit') as HTMLButtonElement).click();
      await waitUntil(() => element.shadowRoot?.querySelectorAll('[part="field-error"]').length === 2);
      const messages = [...(element.shadowRoot?.querySelectorAll('[part="field-error"]') ?? [])].map(text);
      expect(messages).to.deep.equal(['Please enter your user name.', 'Please enter your password.']);
      expect(part(element, 'username')?.getAttribute('aria-invalid')).to.equal('true');
      expect(fetchMock.callsTo(`POST ${TOKEN_URL}`)).to.have.length(0);
    });

    it('asks only for the password when the user name is given', async () => {
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', '');
      await waitUntil(() => part(element, 'field-error'));
      expect(text(part(element, 'field-error'))).to.equal('Please enter your password.');
      expect(fetchMock.callsTo(`POST ${TOKEN_URL}`)).to.have.length(0);
    });

    it('shows the messages in Chinese when the language is zh-cn', async () => {
      await setLanguage('zh-cn');
      const element = await mountLogin();
      (part(element, 'submit') as HTMLButtonElement).click();
      await waitUntil(() => part(element, 'field-error'));
      expect(text(part(element, 'field-error'))).to.equal('请输入用户名。');
    });
  });

  describe('login failure: the server error, translated when known', () => {
    it('sends user name and password form-encoded to {identity}/connect/token with client id ui', async () => {
      fetchMock.answer(() => ({
        status: 400,
        body: { error: 'invalid_grant', code: 'wrong-credentials', message: 'Invalid user name or password' },
      }));
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'secret');
      await findPart(element, 'login-error');
      const [call] = fetchMock.callsTo(`POST ${TOKEN_URL}`);
      const form = new URLSearchParams(call.text);
      expect(form.get('username')).to.equal('admin');
      expect(form.get('password')).to.equal('secret');
      expect(form.get('grant_type')).to.equal('password');
      expect(form.get('client_id')).to.equal('ui');
    });

    it("shows the server's message", async () => {
      fetchMock.answer(() => ({
        status: 400,
        body: { error: 'invalid_grant', code: 'wrong-credentials', message: 'Invalid user name or password' },
      }));
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'wrong');
      const error = await findPart(element, 'login-error');
      expect(error.getAttribute('role')).to.equal('alert');
      expect(text(error)).to.equal('Invalid user name or password');
      expect(isLoggedIn.value).to.equal(false);
    });

    it('translates a known server message into Chinese', async () => {
      await setLanguage('zh-cn');
      fetchMock.answer(() => ({
        status: 400,
        body: { error: 'invalid_grant', code: 'wrong-credentials', message: 'Invalid user name or password' },
      }));
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'wrong');
      expect(text(await findPart(element, 'login-error'))).to.equal('用户名或密码错误');
    });

    it('a throttled attempt (429) says how long to wait, in English and Chinese, and the form stays usable', async () => {
      const throttled = {
        status: 429,
        body: {
          error: 'too_many_attempts',
          code: 'too-many-requests',
          params: { seconds: 8 },
          message: 'Too many failed sign-in attempts; try again in 8 s',
          retryAfter: 8,
        },
      };
      fetchMock.answer(() => throttled);
      const element = await mountLogin();
      await fillAndSubmit(element, 'viewer', 'Viewer123!');
      expect(text(await findPart(element, 'login-error'))).to.equal(
        'Too many failed sign-in attempts. Please wait 8 seconds and try again.',
      );
      expect((part(element, 'submit') as HTMLButtonElement).disabled).to.equal(false);
      await setLanguage('zh-cn');
      const zh = await mountLogin();
      await fillAndSubmit(zh, 'viewer', 'Viewer123!');
      expect(text(await findPart(zh, 'login-error'))).to.equal('登录失败次数过多，请等待 8 秒后再试。');
    });

    it('shows an unknown server message as the server wrote it', async () => {
      fetchMock.answer(() => ({ status: 403, body: { message: 'Account locked by the operator' } }));
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'secret');
      expect(text(await findPart(element, 'login-error'))).to.equal('Account locked by the operator');
    });
  });

  describe("'Server error' when the server gives none", () => {
    it('shows Server error for a failure without a message', async () => {
      fetchMock.answer(() => new Response('', { status: 500, statusText: '' }));
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'secret');
      expect(text(await findPart(element, 'login-error'))).to.equal('Server error');
    });

    it('shows 服务器错误 in Chinese', async () => {
      await setLanguage('zh-cn');
      fetchMock.answer(() => new Response('', { status: 502, statusText: '' }));
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'secret');
      expect(text(await findPart(element, 'login-error'))).to.equal('服务器错误');
    });
  });

  describe("the console's own failures are translated by their code, not by their wording", () => {
    it('a server failure (5xx) shows Server error whatever its message says', async () => {
      fetchMock.answer(() => ({ status: 500, body: { message: 'NullReferenceException at TokenService' } }));
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'secret');
      expect(text(await findPart(element, 'login-error'))).to.equal('Server error');
    });

    it('no answer at all says the server could not be reached, in English and Chinese', async () => {
      fetchMock.answer(() => {
        throw new TypeError('Failed to fetch');
      });
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'secret');
      expect(text(await findPart(element, 'login-error'))).to.equal(
        'The server could not be reached. Please check the connection and try again.',
      );
      expect((part(element, 'submit') as HTMLButtonElement).disabled).to.equal(false);
      await setLanguage('zh-cn');
      const zh = await mountLogin();
      await fillAndSubmit(zh, 'admin', 'secret');
      expect(text(await findPart(zh, 'login-error'))).to.equal('无法连接服务器，请检查网络连接后重试。');
    });

    it('no answer in time says the server did not answer in time', async () => {
      configure({ ...TEST_CONFIG, apiTimeOut: 50 });
      fetchMock.hold();
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'secret');
      expect(text(await findPart(element, 'login-error'))).to.equal(
        'The server did not answer in time. Please try again.',
      );
    });
  });

  describe('busy state while signing in', () => {
    it('disables the button and shows a spinner until the server answers', async () => {
      const reply = fetchMock.hold();
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'secret');
      await findPart(element, 'spinner');
      const button = part<HTMLButtonElement>(element, 'submit') as HTMLButtonElement;
      expect(button.disabled).to.equal(true);
      expect(text(button)).to.equal('Signing in…');

      reply.release({
        status: 400,
        body: { code: 'wrong-credentials', message: 'Invalid user name or password' },
      });
      await findPart(element, 'login-error');
      expect(button.disabled).to.equal(false);
      expect(part(element, 'spinner')).to.equal(null);
    });

    it('sends one request however often the button is pressed while busy', async () => {
      const reply = fetchMock.hold();
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'secret');
      await findPart(element, 'spinner');
      (part(element, 'form') as HTMLFormElement).requestSubmit();
      expect(fetchMock.callsTo(`POST ${TOKEN_URL}`)).to.have.length(1);
      reply.release(new Response('', { status: 500 }));
      await findPart(element, 'login-error');
    });
  });

  describe('success: the account’s agent decides where it lands', () => {
    it('stores the token and navigates to /{account agentId}', async () => {
      fetchMock.answer((call) => (call.url.href === TOKEN_URL ? { body: tokenResponse(OWN) } : undefined));
      const element = await mountLogin();
      await fillAndSubmit(element, 'admin', 'secret');
      await waitUntil(() => isLoggedIn.value, 'not signed in');
      await waitUntil(() => location.pathname === `/${OWN}`, `landed on ${location.pathname}`);
    });
  });

  describe('blocked for a logged-in user', () => {
    it('redirects a logged-in user to the root, which leads to the agent', async () => {
      signIn(OWN);
      await fixture(html`<casino-login></casino-login>`);
      await waitUntil(() => location.pathname === `/${OWN}`, `stayed on ${location.pathname}`);
    });
  });
});
