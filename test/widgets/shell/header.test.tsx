import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetCreditForTests } from '../../../src/core/credit';
import { emit } from '../../../src/core/events';
import { language } from '../../../src/core/i18n';
import { layout, setFlag } from '../../../src/core/layout';
import { isLoggedIn } from '../../../src/core/session';
import '../../../src/widgets/header/elements';
import {
  answer,
  API,
  callsTo,
  CDN,
  held,
  OWN_AGENT,
  part,
  partOf,
  setUp,
  signIn,
  sleep,
  tearDown,
  text,
} from './helpers';

const AGENT_URL = `${API}/api/agent`;

function agent(overrides: Record<string, unknown> = {}) {
  return {
    id: OWN_AGENT,
    name: 'Operator',
    parentId: null,
    creditAmount: 1234.5,
    blockedAmount: 0,
    currencyId: 'EUR',
    creditSource: false,
    ...overrides,
  };
}

async function mountHeader(): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<casino-header></casino-header>`);
  await partOf(element, 'header');
  return element;
}

describe('casino-header', () => {
  let consoleError: typeof console.error;
  beforeEach(async () => {
    await setUp();
    resetCreditForTests();
    consoleError = console.error;
    console.error = () => undefined;
  });
  afterEach(async () => {
    console.error = consoleError;
    resetCreditForTests();
    await tearDown();
  });

  describe('user name: the account name, Guest by default', () => {
    it("shows the account's user name", async () => {
      signIn(OWN_AGENT, { unique_name: 'alice' });
      answer(() => ({ body: agent() }));
      const element = await mountHeader();
      expect(text(part(element, 'user-name'))).to.equal('alice');
    });

    it("shows 'Guest' when the account has no name", async () => {
      signIn(OWN_AGENT, { unique_name: '' });
      answer(() => ({ body: agent() }));
      const element = await mountHeader();
      expect(text(part(element, 'user-name'))).to.equal('Guest');
    });

    it('shows nothing without a session', async () => {
      const element = await fixture<HTMLElement>(html`<casino-header></casino-header>`);
      await sleep(50);
      expect(part(element, 'header')).to.equal(null);
    });
  });

  describe('agent credit: hidden until loaded, click reloads, credit source label', () => {
    it('is hidden until the agent is loaded, then shows the amount with its currency', async () => {
      const reply = held<Response>();
      answer((call) => (call.url.pathname === '/api/agent' ? reply.promise : undefined));
      signIn(OWN_AGENT);
      const element = await mountHeader();
      await waitUntil(() => callsTo(AGENT_URL).length === 1, 'the agent was not requested');
      expect(callsTo(AGENT_URL)[0].url.searchParams.get('agentId')).to.equal(OWN_AGENT);
      expect(part(element, 'credit')).to.equal(null);
      reply.resolve(new Response(JSON.stringify(agent()), { status: 200 }));
      const credit = await partOf(element, 'credit');
      expect(text(credit)).to.equal('1,234.50 EUR');
    });

    it('reloads the credit when the amount is clicked', async () => {
      let amount = 100;
      answer((call) =>
        call.url.pathname === '/api/agent' ? { body: agent({ creditAmount: amount }) } : undefined,
      );
      signIn(OWN_AGENT);
      const element = await mountHeader();
      await waitUntil(() => text(part(element, 'credit')) === '100.00 EUR');
      amount = 250.75;
      (part(element, 'credit') as HTMLButtonElement).click();
      await waitUntil(() => text(part(element, 'credit')) === '250.75 EUR', 'the amount was not reloaded');
      expect(callsTo(AGENT_URL)).to.have.length(2);
    });

    it("shows the label 'credit source' instead of the amount for a credit-source agent", async () => {
      answer(() => ({ body: agent({ creditSource: true }) }));
      signIn(OWN_AGENT);
      const element = await mountHeader();
      const credit = await partOf(element, 'credit');
      await waitUntil(() => text(credit) === 'credit source');
      expect(credit.hasAttribute('data-credit-source')).to.equal(true);
    });

    it('is refreshed every creditRefreshInterval', async () => {
      await setUp({ creditRefreshInterval: 150 });
      answer(() => ({ body: agent() }));
      signIn(OWN_AGENT);
      await mountHeader();
      await waitUntil(() => callsTo(AGENT_URL).length >= 3, 'no periodic refresh', { timeout: 2000 });
    });

    it('is replaced at once by a credit-adjusted event for the own agent, and not for another agent', async () => {
      answer(() => ({ body: agent() }));
      signIn(OWN_AGENT);
      const element = await mountHeader();
      await waitUntil(() => text(part(element, 'credit')) === '1,234.50 EUR');
      emit('casino-credit-adjusted', { agentId: 'someone-else', creditAmount: 1, creditSource: false });
      await sleep(20);
      expect(text(part(element, 'credit'))).to.equal('1,234.50 EUR');
      emit('casino-credit-adjusted', { agentId: OWN_AGENT, creditAmount: 99, creditSource: false });
      await waitUntil(() => text(part(element, 'credit')) === '99.00 EUR');
    });
  });

  describe('sign-out: a confirmation with No and Yes; only Yes signs out', () => {
    async function openSignOut(element: HTMLElement): Promise<HTMLDialogElement> {
      (part(element, 'sign-out') as HTMLButtonElement).click();
      const dialog = await partOf<HTMLDialogElement>(element, 'dialog');
      await waitUntil(() => dialog.open, 'the dialog did not open');
      return dialog;
    }

    it('asks with a No and a Yes button', async () => {
      answer(() => ({ body: agent() }));
      signIn(OWN_AGENT);
      const element = await mountHeader();
      const dialog = await openSignOut(element);
      expect(text(part(element, 'dialog-title'))).to.equal('Sign out');
      expect(text(part(element, 'dialog-no'))).to.equal('No');
      expect(text(part(element, 'dialog-yes'))).to.equal('Yes');
      expect(dialog.matches(':modal')).to.equal(true);
    });

    it('No closes the dialog and keeps the session', async () => {
      answer(() => ({ body: agent() }));
      signIn(OWN_AGENT);
      const element = await mountHeader();
      await openSignOut(element);
      (part(element, 'dialog-no') as HTMLButtonElement).click();
      await waitUntil(() => part(element, 'dialog') === null, 'the dialog stayed');
      expect(isLoggedIn.value).to.equal(true);
      expect(localStorage.getItem('Token')).to.not.equal(null);
    });

    it('Yes signs out and goes to the login page', async () => {
      answer(() => ({ body: agent() }));
      signIn(OWN_AGENT);
      const element = await mountHeader();
      await openSignOut(element);
      (part(element, 'dialog-yes') as HTMLButtonElement).click();
      await waitUntil(() => !isLoggedIn.value, 'still signed in');
      expect(localStorage.getItem('Token')).to.equal(null);
      await waitUntil(() => location.pathname === '/auth/login', `went to ${location.pathname}`);
    });
  });

  describe('menu collapse toggle and logo', () => {
    afterEach(() => {
      setFlag('menuCollapsed', false);
      localStorage.removeItem('casino.layout');
      localStorage.removeItem('casino.skin');
    });

    it('the menu toggle flips the layout flag menuCollapsed', async () => {
      answer(() => ({ body: agent() }));
      signIn(OWN_AGENT);
      const element = await mountHeader();
      const toggle = part<HTMLButtonElement>(element, 'menu-toggle') as HTMLButtonElement;
      expect(layout.value.menuCollapsed).to.equal(false);
      toggle.click();
      await waitUntil(() => toggle.getAttribute('aria-pressed') === 'true');
      expect(layout.value.menuCollapsed).to.equal(true);
      toggle.click();
      await waitUntil(() => toggle.getAttribute('aria-pressed') === 'false');
      expect(layout.value.menuCollapsed).to.equal(false);
    });

    it('a logo click goes to the root, which leads to the account’s agent', async () => {
      answer(() => ({ body: agent() }));
      signIn(OWN_AGENT);
      const element = await mountHeader();
      (part(element, 'logo') as HTMLAnchorElement).click();
      await waitUntil(() => location.pathname === `/${OWN_AGENT}`, `went to ${location.pathname}`);
    });
  });

  describe('language switcher with flags', () => {
    it('lists English and 简体中文 with their flags and switches the language', async () => {
      answer(() => ({ body: agent() }));
      signIn(OWN_AGENT);
      const element = await mountHeader();
      (part(element, 'language') as HTMLButtonElement).click();
      const items = [
        ...(element.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part="language-item"]') ?? []),
      ];
      expect(items.map(text)).to.deep.equal(['English', '简体中文']);
      expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).to.deep.equal([
        `${CDN}/flags/en.svg`,
        `${CDN}/flags/zh-cn.svg`,
      ]);
      items[1].click();
      await waitUntil(() => language.value === 'zh-cn');
      await waitUntil(() => text(part(element, 'user-name')) === 'admin');
      expect(part(element, 'sign-out')?.getAttribute('title')).to.equal('退出');
    });
  });
});
