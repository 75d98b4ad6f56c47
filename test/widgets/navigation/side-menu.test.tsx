import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { MENU_OPTIONS } from '../../../src/core/menu';
import { P } from '../../../src/core/permissions';
import { navigate } from '../../../src/core/router';
import { SUBMENU_STORAGE_KEY } from '../../../src/core/submenu';
import { reloadLayout, setFlag } from '../../../src/core/layout';
import { sendKeys } from '@web/test-runner-commands';
import { setLanguage } from '../../../src/core/i18n';
import '../../../src/widgets/navigation/elements';
import { find, setUp, tearDown } from '../../support/element';
import { CHILD, knowTree, OWN, treeAgent } from '../../support/fixtures';
import { $$ } from '../../support/shadow';
import { allClaims, claimsWith, signIn } from '../../support/token';

async function mountMenu(): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<casino-side-menu></casino-side-menu>`);
  await find(element, 'nav');
  return element;
}

/** The rendered rows: option paths, '---' for a separator. */
function rows(element: HTMLElement): string[] {
  return $$(element, 'ul > li').map((li) =>
    li.getAttribute('part') === 'separator' ? '---' : (li.querySelector('a')?.dataset.path ?? '?'),
  );
}

function item(element: HTMLElement, path: string): HTMLAnchorElement {
  const found = element.shadowRoot?.querySelector<HTMLAnchorElement>(`a[data-path="${path}"]`);
  if (!found) throw new Error(`no menu item ${path}`);
  return found;
}

function navWidth(element: HTMLElement): number {
  return element.shadowRoot!.querySelector('nav')!.getBoundingClientRect().width;
}

const ALL_PATHS = MENU_OPTIONS.map((o) => (o ? o.path : '---'));

describe('side menu: the 16 entries in order, with the separator', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('shows Agents, Users, Players, Cafes, Terminals, Reports, Audit Log, Ledger, Roles, Assigned Casinos, separator, Casinos, Adjust Credits, Create Agent, Add User, Add Casino for an account holding every permission', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).length === 16, 'the 16 entries did not render');
    expect(rows(element)).to.deep.equal(ALL_PATHS);
    expect($$(element, 'a').map((a) => a.textContent)).to.deep.equal([
      'Agents',
      'Users',
      'Players',
      'Cafes',
      'Terminals',
      'Reports',
      'Audit Log',
      'Ledger',
      'Roles',
      'Assigned Casinos',
      'Casinos',
      'Adjust Credits',
      'Create Agent',
      'Add User',
      'Add Casino',
    ]);
  });

  it('has a title and one icon per entry, each a different inline SVG', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    const element = await mountMenu();
    expect((await find(element, '[part="title"]')).textContent).to.equal('Options');
    const icons = $$(element, 'a svg').map((svg) => svg.getAttribute('data-icon'));
    expect(icons).to.have.length(15);
    expect(new Set(icons).size).to.equal(15);
  });
});

describe('side menu: per-agent visibility from the claims', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('shows only the options the claims allow: view-agent and list-users give Agents and Users, no separator', async () => {
    signIn(OWN, claimsWith(P.ViewAgents, P.ListUsers));
    navigate(`/${OWN}/agents`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).length > 0);
    expect(rows(element)).to.deep.equal(['agents', 'users']);
  });

  it('keeps the separator between the two groups when both have a visible option', async () => {
    signIn(OWN, claimsWith(P.ListPlayers, P.ViewCasinos, P.CreateCasino));
    navigate(`/${OWN}/players`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).length > 0);
    expect(rows(element)).to.deep.equal(['players', '---', 'casinos', 'casinos/add']);
  });

  it('Agents is direct only: shown for the own agent, hidden for a child agent without the 2nd-level permission', async () => {
    signIn(OWN, claimsWith(P.ViewAgents, P.ListUsers));
    knowTree(treeAgent(OWN, 'Head office', [treeAgent(CHILD, 'Child agent')]));
    navigate(`/${CHILD}/users`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).length > 0);
    expect(rows(element)).to.deep.equal(['users']);
  });

  it('shows nothing without a signed-in account', async () => {
    const element = await mountMenu();
    expect(rows(element)).to.deep.equal([]);
  });
});

describe('side menu: Adjust Credits is disabled for the own root agent or a credit source', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);
  const creditClaims = () => claimsWith(P.CreditAgent, P.RemoveAgentCredits, P.ListUsers);

  it("is disabled on the account's own agent: aria-disabled, no link, a click does not navigate", async () => {
    signIn(OWN, creditClaims());
    navigate(`/${OWN}/users`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).includes('agents/adjust-credit'));
    const adjust = item(element, 'agents/adjust-credit');
    expect(adjust.getAttribute('aria-disabled')).to.equal('true');
    expect(adjust.hasAttribute('href')).to.equal(false);
    adjust.click();
    expect(location.pathname).to.equal(`/${OWN}/users`);
  });

  it('is enabled on a direct child that is not a credit source, and a click goes to /{child}/agents/adjust-credit', async () => {
    signIn(OWN, creditClaims());
    knowTree(treeAgent(OWN, 'Head office', [treeAgent(CHILD, 'Child agent')]));
    navigate(`/${CHILD}/users`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).includes('agents/adjust-credit'));
    const adjust = item(element, 'agents/adjust-credit');
    expect(adjust.hasAttribute('aria-disabled')).to.equal(false);
    adjust.click();
    expect(location.pathname).to.equal(`/${CHILD}/agents/adjust-credit`);
  });

  it('is disabled on a child agent that is a credit source', async () => {
    signIn(OWN, creditClaims());
    knowTree(
      treeAgent(OWN, 'Head office', [treeAgent(CHILD, 'Child agent', undefined, { creditSource: true })]),
    );
    navigate(`/${CHILD}/users`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).includes('agents/adjust-credit'));
    expect(item(element, 'agents/adjust-credit').getAttribute('aria-disabled')).to.equal('true');
  });
});

describe('side menu: the active option is highlighted and a click navigates with the router', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('highlights the option matching the URL in full (users/add), else by its first segment (users/edit/7 -> Users)', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/users/add`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).length === 16);
    expect($$(element, '[aria-current="page"]').map((a) => a.dataset.path)).to.deep.equal(['users/add']);
    expect(item(element, 'users/add').classList.contains('active')).to.equal(true);

    navigate(`/${OWN}/users/edit/7`);
    await waitUntil(() => item(element, 'users').getAttribute('aria-current') === 'page');
    expect($$(element, '.active').map((a) => a.dataset.path)).to.deep.equal(['users']);
  });

  it('clicking an option navigates to /{agentId}/{path} and moves the highlight', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).length === 16);
    item(element, 'players').click();
    expect(location.pathname).to.equal(`/${OWN}/players`);
    await waitUntil(() => item(element, 'players').getAttribute('aria-current') === 'page');
  });
});

describe('side menu: the collapse toggle persists its choice (200 px open, 50 px collapsed)', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('is 200 px wide and open by default; collapsing makes it 50 px with icons only and saves casino.submenu-open', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).length === 16);
    expect(navWidth(element)).to.equal(200);
    const toggle = await find<HTMLButtonElement>(element, '[part="toggle"]');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');

    toggle.click();
    await waitUntil(() => navWidth(element) === 50, 'the menu did not collapse to 50 px');
    expect(localStorage.getItem(SUBMENU_STORAGE_KEY)).to.equal('false');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    const label = item(element, 'agents').querySelector('.label') as HTMLElement;
    expect(getComputedStyle(label).display).to.equal('none');
    expect(item(element, 'agents').querySelector('svg')!.getBoundingClientRect().width).to.be.greaterThan(0);
    expect(item(element, 'agents').getAttribute('aria-label')).to.equal('Agents');
  });

  it('a new menu (or a reload) keeps the saved choice; expanding again saves true', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    const first = await mountMenu();
    (await find<HTMLButtonElement>(first, '[part="toggle"]')).click();
    await waitUntil(() => navWidth(first) === 50);
    first.remove();

    const second = await mountMenu();
    await waitUntil(() => rows(second).length === 16);
    expect(navWidth(second)).to.equal(50);
    (await find<HTMLButtonElement>(second, '[part="toggle"]')).click();
    await waitUntil(() => navWidth(second) === 200);
    expect(localStorage.getItem(SUBMENU_STORAGE_KEY)).to.equal('true');
  });
});

describe('side menu: labels are translated and refresh on language change', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('switches the labels and the title to Chinese and back', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    const element = await mountMenu();
    await waitUntil(() => rows(element).length === 16);
    expect(item(element, 'agents').textContent).to.equal('Agents');

    await setLanguage('zh-cn');
    await waitUntil(
      () => item(element, 'agents').textContent === '代理',
      'the labels did not change to Chinese',
    );
    expect(item(element, 'agents/adjust-credit').textContent).to.equal('调整信用额度');
    expect(element.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('选项');

    await setLanguage('en');
    await waitUntil(() => item(element, 'agents').textContent === 'Agents');
  });
});

describe('side menu: a menu bar with one tab stop; beside the page, on top, or a rail of icons with tooltips', () => {
  beforeEach(async () => {
    await setUp();
    reloadLayout(1280);
  });
  afterEach(async () => {
    localStorage.clear();
    reloadLayout();
    await tearDown();
  });

  const stops = (element: HTMLElement) => $$(element, 'a[role="menuitem"]').filter((a) => a.tabIndex === 0);

  it('one tab stop (the active option); the arrows move between the options, Home and End to the ends', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/players`);
    const element = await mountMenu();
    await waitUntil(() => stops(element).length === 1);
    expect(element.shadowRoot!.querySelector('[role="menubar"]')!.getAttribute('aria-orientation')).to.equal(
      'vertical',
    );
    expect(stops(element)[0].dataset.path).to.equal('players');
    item(element, 'players').focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(element.shadowRoot!.activeElement).to.equal(item(element, 'poses'));
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(element.shadowRoot!.activeElement).to.equal(item(element, 'users'));
    await sendKeys({ press: 'End' });
    expect((element.shadowRoot!.activeElement as HTMLElement).dataset.path).to.equal('casinos/add');
    await sendKeys({ press: 'Home' });
    expect(element.shadowRoot!.activeElement).to.equal(item(element, 'agents'));
    await waitUntil(() => stops(element).length === 1 && stops(element)[0] === item(element, 'agents'));
  });

  it('menu on top: a horizontal menu bar (Left/Right move), no title and no collapse toggle', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    setFlag('menuOnTop', true);
    const element = await mountMenu();
    await waitUntil(() => element.shadowRoot!.querySelector('nav')!.dataset.mode === 'top');
    expect(element.shadowRoot!.querySelector('[role="menubar"]')!.getAttribute('aria-orientation')).to.equal(
      'horizontal',
    );
    expect(element.shadowRoot!.querySelector('[part="toggle"]')).to.equal(null);
    const [agents, users] = [item(element, 'agents'), item(element, 'users')];
    expect(users.getBoundingClientRect().left).to.be.above(agents.getBoundingClientRect().left);
    agents.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(element.shadowRoot!.activeElement).to.equal(users);
  });

  it('minified: icons only, each named, and its label shows as a tooltip while it has the focus', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    setFlag('menuMinified', true);
    const element = await mountMenu();
    await waitUntil(() => element.shadowRoot!.querySelector('nav')!.dataset.mode === 'rail');
    const users = item(element, 'users');
    const tooltip = users.querySelector<HTMLElement>('.label')!;
    expect(users.getAttribute('aria-label')).to.equal('Users');
    expect(getComputedStyle(tooltip).display).to.equal('none');
    item(element, 'agents').focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => getComputedStyle(tooltip).display !== 'none', 'no tooltip on focus');
    expect(tooltip.getBoundingClientRect().left).to.be.above(users.getBoundingClientRect().right);
  });
});
