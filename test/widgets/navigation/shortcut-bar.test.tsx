import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { layout, reloadLayout, setFlag } from '../../../src/core/layout';
import { P } from '../../../src/core/permissions';
import { navigate, route } from '../../../src/core/router';
import '../../../src/widgets/navigation/elements';
import { setUp, tearDown } from '../../support/element';
import { knowTree, OWN, treeAgent, CHILD } from '../../support/fixtures';
import { $, $$ } from '../../support/shadow';
import { allClaims, claimsWith, signIn } from '../../support/token';

async function mountBar(): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`<casino-shortcut-bar></casino-shortcut-bar>`);
}

function shortcuts(element: HTMLElement): string[] {
  return $$(element, '[part~="shortcut"]').map((a) => a.dataset.path ?? '?');
}

describe('shortcut bar: the layout flag opens a bar of the areas the user may open', () => {
  beforeEach(async () => {
    await setUp({ shell: true });
    reloadLayout(1440, false);
  });
  afterEach(async () => {
    await tearDown();
    reloadLayout(1440, false);
  });

  it('shows nothing while the flag is off', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    const element = await mountBar();
    expect($(element, '[part="bar"]')).to.equal(null);
  });

  it('shows only the options the permissions allow, as the side menu does', async () => {
    signIn(OWN, claimsWith(P.ListPlayers, P.ViewCasinos, P.CreateCasino));
    navigate(`/${OWN}/players`);
    setFlag('shortcutOpen', true);
    const element = await mountBar();
    await waitUntil(() => shortcuts(element).length > 0, 'no shortcut rendered');
    expect(shortcuts(element)).to.deep.equal(['players', 'casinos', 'casinos/add']);
    expect($(element, '[part~="current"]')?.dataset.path).to.equal('players');
    expect($(element, '[part="bar"]')?.getAttribute('role')).to.equal('dialog');
  });

  it('keeps the disabled rule: Adjust Credits on the own root agent is shown disabled and goes nowhere', async () => {
    signIn(OWN, claimsWith(P.CreditAgent, P.RemoveAgentCredits, P.ListUsers));
    knowTree(treeAgent(OWN, 'Head office', [treeAgent(CHILD, 'Child agent')]));
    navigate(`/${OWN}/users`);
    setFlag('shortcutOpen', true);
    const element = await mountBar();
    await waitUntil(() => shortcuts(element).includes('agents/adjust-credit'));
    const adjust = $(element, '[data-path="agents/adjust-credit"]')!;
    expect(adjust.getAttribute('aria-disabled')).to.equal('true');
    adjust.click();
    expect(route.value?.path).to.equal(`/${OWN}/users`);
    expect(layout.value.shortcutOpen).to.equal(true);
  });

  it('a choice navigates to the area of the current agent and closes the bar', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    setFlag('shortcutOpen', true);
    const element = await mountBar();
    await waitUntil(() => shortcuts(element).includes('players'));
    $(element, '[data-path="players"]')!.click();
    expect(route.value?.path).to.equal(`/${OWN}/players`);
    await waitUntil(() => $(element, '[part="bar"]') === null, 'the bar stayed open');
    expect(layout.value.shortcutOpen).to.equal(false);
  });

  it('Escape closes the bar', async () => {
    signIn(OWN, allClaims());
    navigate(`/${OWN}/agents`);
    setFlag('shortcutOpen', true);
    const element = await mountBar();
    await waitUntil(() => shortcuts(element).length > 0);
    await waitUntil(
      () => element.shadowRoot!.activeElement?.getAttribute('data-path') === 'agents',
      'the first shortcut did not take the focus',
    );
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitUntil(() => $(element, '[part="bar"]') === null, 'Escape did not close the bar');
    expect(layout.value.shortcutOpen).to.equal(false);
  });

  it('shows nothing without a signed-in account, even with the flag on', async () => {
    setFlag('shortcutOpen', true);
    const element = await mountBar();
    expect($(element, '[part="bar"]')).to.equal(null);
  });
});
