import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { resetCreditForTests } from '../../../src/core/credit';
import { emit } from '../../../src/core/events';
import { language } from '../../../src/core/i18n';
import { layout, setFlag } from '../../../src/core/layout';
import { isLoggedIn } from '../../../src/core/session';
import '../../../src/widgets/header/elements';
import { API, CDN } from '../../support/config';
import { findPart, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { agentDetails, OWN, type AgentDetails } from '../../support/fixtures';
import { part, sleep, text } from '../../support/shadow';
import { signIn } from '../../support/token';

const AGENT_URL = `${API}/api/agent`;

function agent(overrides: Partial<AgentDetails> = {}): AgentDetails {
  return agentDetails({ id: OWN, name: 'Operator', parentId: null, creditAmount: 1234.5, ...overrides });
}

async function mountHeader(): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<casino-header></casino-header>`);
  await findPart(element, 'header');
  return element;
}

describe('casino-header', () => {
  beforeEach(async () => {
    await setUp({ shell: true, quiet: true });
    resetCreditForTests();
  });
  afterEach(async () => {
    resetCreditForTests();
    await tearDown();
  });

  describe('user name: the account name, Guest by default', () => {
    it("shows the account's user name", async () => {
      signIn(OWN, { unique_name: 'alice' });
      fetchMock.answer(() => ({ body: agent() }));
      const element = await mountHeader();
      expect(text(part(element, 'user-name'))).to.equal('alice');
    });

    it("shows 'Guest' when the account has no name", async () => {
      signIn(OWN, { unique_name: '' });
      fetchMock.answer(() => ({ body: agent() }));
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
      const reply = fetchMock.hold('GET /api/agent');
      fetchMock.answer(() => ({ body: agent() }));
      signIn(OWN);
      const element = await mountHeader();
      await waitUntil(
        () => fetchMock.callsTo(`GET ${AGENT_URL}`).length === 1,
        'the agent was not requested',
      );
      expect(fetchMock.callsTo(`GET ${AGENT_URL}`)[0].url.searchParams.get('agentId')).to.equal(OWN);
      expect(part(element, 'credit')).to.equal(null);
      reply.release();
      const credit = await findPart(element, 'credit');
      expect(text(credit)).to.equal('1,234.50 EUR');
    });

    it('reloads the credit when the amount is clicked', async () => {
      let amount = 100;
      fetchMock.answer((call) =>
        call.url.pathname === '/api/agent' ? { body: agent({ creditAmount: amount }) } : undefined,
      );
      signIn(OWN);
      const element = await mountHeader();
      await waitUntil(() => text(part(element, 'credit')) === '100.00 EUR');
      amount = 250.75;
      (part(element, 'credit') as HTMLButtonElement).click();
      await waitUntil(() => text(part(element, 'credit')) === '250.75 EUR', 'the amount was not reloaded');
      expect(fetchMock.callsTo(`GET ${AGENT_URL}`)).to.have.length(2);
    });

    it("shows the label 'credit source' instead of the amount for a credit-source agent", async () => {
      fetchMock.answer(() => ({ body: agent({ creditSource: true }) }));
      signIn(OWN);
      const element = await mountHeader();
      const credit = await findPart(element, 'credit');
      await waitUntil(() => text(credit) === 'credit source');
      expect(credit.hasAttribute('data-credit-source')).to.equal(true);
    });

    for (const [label, overrides, shown] of [
      ['a large amount', { creditAmount: 9_876_543_210.55, currencyId: 'CNY' }, '9,876,543,210.55 CNY'],
      ["the label 'credit source'", { creditSource: true }, 'credit source'],
    ] as const)
      it(`shows ${label} whole on a phone (360 px), never cut short, with a long user name`, async () => {
        await setViewport({ width: 360, height: 740 });
        try {
          fetchMock.answer(() => ({ body: agent(overrides) }));
          signIn(OWN, { unique_name: 'a-very-long-user-name-of-an-operator' });
          const element = await mountHeader();
          const credit = await findPart(element, 'credit');
          await waitUntil(() => text(credit) === shown);
          const amount = part(element, 'credit-amount') as HTMLElement;
          expect(amount.scrollWidth).to.be.at.most(amount.clientWidth);
          expect(credit.scrollWidth).to.be.at.most(credit.clientWidth);
          const header = part(element, 'header') as HTMLElement;
          expect(header.scrollWidth).to.be.at.most(header.clientWidth);
        } finally {
          await setViewport({ width: 800, height: 600 });
        }
      });

    it('is refreshed every creditRefreshInterval', async () => {
      await setUp({ shell: true, config: { creditRefreshInterval: 150 } });
      fetchMock.answer(() => ({ body: agent() }));
      signIn(OWN);
      await mountHeader();
      await waitUntil(() => fetchMock.callsTo(`GET ${AGENT_URL}`).length >= 3, 'no periodic refresh', {
        timeout: 2000,
      });
    });

    it('is replaced at once by a credit-adjusted event for the own agent, and not for another agent', async () => {
      fetchMock.answer(() => ({ body: agent() }));
      signIn(OWN);
      const element = await mountHeader();
      await waitUntil(() => text(part(element, 'credit')) === '1,234.50 EUR');
      emit('casino-credit-adjusted', { agentId: 'someone-else', creditAmount: 1, creditSource: false });
      await sleep(20);
      expect(text(part(element, 'credit'))).to.equal('1,234.50 EUR');
      emit('casino-credit-adjusted', { agentId: OWN, creditAmount: 99, creditSource: false });
      await waitUntil(() => text(part(element, 'credit')) === '99.00 EUR');
    });
  });

  describe('sign-out: a confirmation with No and Yes; only Yes signs out', () => {
    async function openSignOut(element: HTMLElement): Promise<HTMLDialogElement> {
      (part(element, 'sign-out') as HTMLButtonElement).click();
      const dialog = await findPart<HTMLDialogElement>(element, 'dialog');
      await waitUntil(() => dialog.open, 'the dialog did not open');
      return dialog;
    }

    it('asks with a No and a Yes button', async () => {
      fetchMock.answer(() => ({ body: agent() }));
      signIn(OWN);
      const element = await mountHeader();
      const dialog = await openSignOut(element);
      expect(text(part(element, 'dialog-title'))).to.equal('Sign out');
      expect(text(part(element, 'dialog-no'))).to.equal('No');
      expect(text(part(element, 'dialog-yes'))).to.equal('Yes');
      expect(dialog.matches(':modal')).to.equal(true);
    });

    it('No closes the dialog and keeps the session', async () => {
      fetchMock.answer(() => ({ body: agent() }));
      signIn(OWN);
      const element = await mountHeader();
      await openSignOut(element);
      (part(element, 'dialog-no') as HTMLButtonElement).click();
      await waitUntil(() => part(element, 'dialog') === null, 'the dialog stayed');
      expect(isLoggedIn.value).to.equal(true);
      expect(localStorage.getItem('Token')).to.not.equal(null);
    });

    it('Yes signs out and goes to the login page', async () => {
      fetchMock.answer(() => ({ body: agent() }));
      signIn(OWN);
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
      fetchMock.answer(() => ({ body: agent() }));
      signIn(OWN);
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
      fetchMock.answer(() => ({ body: agent() }));
      signIn(OWN);
      const element = await mountHeader();
      (part(element, 'logo') as HTMLAnchorElement).click();
      await waitUntil(() => location.pathname === `/${OWN}`, `went to ${location.pathname}`);
    });
  });

  describe('language switcher with flags', () => {
    it('lists English and 简体中文 with their flags and switches the language', async () => {
      fetchMock.answer(() => ({ body: agent() }));
      signIn(OWN);
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
