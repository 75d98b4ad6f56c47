import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { PANEL_TITLE_MAX, PANELS_STORAGE_KEY } from '../../../src/core/panels';
import { setTableSettings, userTables } from '../../../src/core/table-settings';
import { AREA_LOADERS } from '../../../src/widgets/area-loaders';
import { defineWidget } from '../../../src/widgets/define-widget';
import '../../../src/widgets/layout-options/elements';
import '../../../src/widgets/outlet/elements';
import { setUp, tearDown } from '../../support/element';
import { OWN } from '../../support/fixtures';
import { $, click, part, text, typeInto } from '../../support/shadow';
import { signIn } from '../../support/token';

const CLAIMS = { AgentClaims: ['CanViewAgents', 'CanListUsers'] };

function TestUsers() {
  return <input className="typed" aria-label="typed" />;
}

let restore: () => void = () => undefined;

/** The users area shows a plain test element: the panel is the outlet's, whatever the page. */
function stubUsersArea(): void {
  const before = AREA_LOADERS.users;
  AREA_LOADERS.users = async () =>
    customElements.get('casino-users') ?? defineWidget('casino-users', TestUsers, { waitForConfig: false });
  restore = () => {
    AREA_LOADERS.users = before;
  };
}

async function openUsers(): Promise<HTMLElement> {
  history.replaceState(null, '', `/${OWN}/users`);
  const outlet = await fixture<HTMLElement>(html`<casino-outlet></casino-outlet>`);
  await waitUntil(() => outlet.shadowRoot?.querySelector('casino-users'), 'the page did not show', {
    timeout: 4000,
  });
  return outlet;
}

function panel(outlet: HTMLElement): HTMLElement {
  const found = part(outlet, 'panel');
  if (!found) throw new Error('no panel');
  return found;
}

function title(outlet: HTMLElement): string {
  return text(part(outlet, 'panel-title'));
}

async function reopen(outlet: HTMLElement): Promise<HTMLElement> {
  outlet.remove();
  return openUsers();
}

describe('every page of the console sits in a panel whose choices are remembered per user and page', () => {
  beforeEach(async () => {
    await setUp({ quiet: true });
    stubUsersArea();
    signIn(OWN, CLAIMS);
  });
  afterEach(async () => {
    restore();
    await tearDown();
  });

  it('the panel is titled with the page title and holds the page', async () => {
    const outlet = await openUsers();
    expect(title(outlet)).to.equal('Users');
    expect(panel(outlet).getAttribute('data-page')).to.equal('users');
    expect(part(outlet, 'panel-body')?.querySelector('casino-users')).to.not.equal(null);
  });

  it('a collapsed panel hides its page, keeps what was typed, and stays collapsed when the page opens again', async () => {
    let outlet = await openUsers();
    const page = outlet.shadowRoot!.querySelector('casino-users')!;
    await waitUntil(() => $(page, '.typed'));
    typeInto($(page, '.typed'), 'kept');
    click(part(outlet, 'panel-collapse'));
    await waitUntil(() => part(outlet, 'panel-body')?.hidden === true);
    expect(part(outlet, 'panel-collapse')?.getAttribute('aria-expanded')).to.equal('false');
    click(part(outlet, 'panel-collapse'));
    await waitUntil(() => part(outlet, 'panel-body')?.hidden === false);
    expect($<HTMLInputElement>(page, '.typed')?.value).to.equal('kept');
    click(part(outlet, 'panel-collapse'));
    outlet = await reopen(outlet);
    await waitUntil(() => part(outlet, 'panel-body')?.hidden === true, 'the collapse was forgotten');
  });

  it('a renamed title is kept; an empty one gives the page title back', async () => {
    let outlet = await openUsers();
    click(part(outlet, 'panel-rename-button'));
    await waitUntil(() => part(outlet, 'panel-title-input'));
    typeInto(part(outlet, 'panel-title-input'), 'Operators of the north');
    click(part(outlet, 'panel-title-save'));
    await waitUntil(() => title(outlet) === 'Operators of the north');
    outlet = await reopen(outlet);
    expect(title(outlet)).to.equal('Operators of the north');
    click(part(outlet, 'panel-rename-button'));
    await waitUntil(() => part(outlet, 'panel-title-input'));
    typeInto(part(outlet, 'panel-title-input'), '');
    click(part(outlet, 'panel-title-save'));
    await waitUntil(() => title(outlet) === 'Users');
  });

  it(`a title longer than ${PANEL_TITLE_MAX} characters is refused with a message, and nothing is stored`, async () => {
    const outlet = await openUsers();
    click(part(outlet, 'panel-rename-button'));
    await waitUntil(() => part(outlet, 'panel-title-input'));
    typeInto(part(outlet, 'panel-title-input'), 'x'.repeat(PANEL_TITLE_MAX + 1));
    click(part(outlet, 'panel-title-save'));
    await waitUntil(() => part(outlet, 'panel-title-error'));
    expect(text(part(outlet, 'panel-title-error'))).to.equal(
      `The title may have at most ${PANEL_TITLE_MAX} characters.`,
    );
    expect(part(outlet, 'panel-title-input')).to.not.equal(null);
    expect(localStorage.getItem(PANELS_STORAGE_KEY)).to.equal(null);
  });

  it('a colour picked from the colour menu is the panel colour', async () => {
    const outlet = await openUsers();
    click(part(outlet, 'panel-colour'));
    click(outlet.shadowRoot!.querySelector('[part="panel-colour-item"][data-key="red"]'));
    await waitUntil(() => panel(outlet).getAttribute('data-colour') === 'red');
  });

  it('a hidden panel leaves a line with Show, which brings the page back', async () => {
    const outlet = await openUsers();
    click(part(outlet, 'panel-hide'));
    await waitUntil(() => part(outlet, 'panel-hidden'));
    expect(text(part(outlet, 'panel-hidden'))).to.contain('The panel “Users” is hidden.');
    expect(outlet.shadowRoot!.activeElement?.getAttribute('part')).to.equal('panel-show');
    click(part(outlet, 'panel-show'));
    await waitUntil(() => part(outlet, 'panel'));
    expect(part(outlet, 'panel-body')?.querySelector('casino-users')).to.not.equal(null);
  });

  it('full screen covers the window; Escape leaves it', async () => {
    const outlet = await openUsers();
    click(part(outlet, 'panel-fullscreen'));
    await waitUntil(() => panel(outlet).hasAttribute('data-fullscreen'));
    const box = panel(outlet).getBoundingClientRect();
    expect(box.width).to.equal(window.innerWidth);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitUntil(() => !panel(outlet).hasAttribute('data-fullscreen'));
  });

  it('the choices are the user’s: another user sees the page’s own panel', async () => {
    let outlet = await openUsers();
    click(part(outlet, 'panel-collapse'));
    await waitUntil(() => part(outlet, 'panel-body')?.hidden === true);
    outlet.remove();
    signIn(OWN, { ...CLAIMS, sub: 'user-2', unique_name: 'other' });
    outlet = await openUsers();
    expect(part(outlet, 'panel-body')?.hidden).to.equal(false);
  });

  it('Reset page panels and columns in the layout options forgets the user’s choices', async () => {
    const outlet = await openUsers();
    click(part(outlet, 'panel-collapse'));
    await waitUntil(() => part(outlet, 'panel-body')?.hidden === true);
    setTableSettings('users', { density: 'compact' });
    const options = await fixture<HTMLElement>(html`<casino-layout-options></casino-layout-options>`);
    await waitUntil(() => part(options, 'reset-panels'));
    click(part(options, 'reset-panels'));
    await waitUntil(() => part(outlet, 'panel-body')?.hidden === false, 'the panel stayed collapsed');
    expect(text(part(options, 'reset-panels-notice'))).to.equal(
      'The page panels and the lists’ columns are back to how they start.',
    );
    expect(userTables.value).to.deep.equal({});
    expect(part<HTMLButtonElement>(options, 'reset-panels')?.disabled).to.equal(true);
  });
});
