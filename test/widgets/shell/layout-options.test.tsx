import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  DEFAULT_SKIN,
  layout,
  LAYOUT_STORAGE_KEY,
  reloadLayout,
  SKIN_NAMES,
  SKIN_STORAGE_KEY,
} from '../../../src/core/layout';
import { pageReload } from '../../../src/core/refresh';
import { SKIN_THEMES } from '../../../src/widgets/shared/skins';
import '../../../src/widgets/layout-options/elements';
import { findPart, setUp, tearDown } from '../../support/element';
import { part, text } from '../../support/shadow';

function checkbox(element: HTMLElement, flag: string): HTMLInputElement {
  const input = element.shadowRoot?.querySelector<HTMLInputElement>(`input[name="${flag}"]`);
  if (!input) throw new Error(`no checkbox ${flag}`);
  return input;
}

function checked(element: HTMLElement): Record<string, boolean> {
  const inputs = [
    ...(element.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []),
  ];
  return Object.fromEntries(inputs.map((input) => [input.name, input.checked]));
}

async function mountOpen(): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<casino-layout-options></casino-layout-options>`);
  (await findPart<HTMLButtonElement>(element, 'toggle')).click();
  await waitUntil(() => !(part(element, 'panel') as HTMLElement).hidden);
  return element;
}

function persistedFlags(): Record<string, boolean> {
  return JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}');
}

describe('casino-layout-options', () => {
  beforeEach(async () => {
    await setUp();
    localStorage.removeItem(LAYOUT_STORAGE_KEY);
    localStorage.removeItem(SKIN_STORAGE_KEY);
    reloadLayout(1280);
  });
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    localStorage.removeItem(LAYOUT_STORAGE_KEY);
    localStorage.removeItem(SKIN_STORAGE_KEY);
    reloadLayout();
    await tearDown();
  });

  describe('a gear toggles the panel', () => {
    it('opens and closes the panel', async () => {
      const element = await fixture<HTMLElement>(html`<casino-layout-options></casino-layout-options>`);
      const gear = await findPart<HTMLButtonElement>(element, 'toggle');
      expect((part(element, 'panel') as HTMLElement).hidden).to.equal(true);
      gear.click();
      await waitUntil(() => !(part(element, 'panel') as HTMLElement).hidden);
      expect(gear.getAttribute('aria-expanded')).to.equal('true');
      gear.click();
      await waitUntil(() => (part(element, 'panel') as HTMLElement).hidden);
    });

    it('lists every flag of the spec as a checkbox, mobile read-only', async () => {
      const element = await mountOpen();
      expect(Object.keys(checked(element))).to.deep.equal([
        'smartSkin',
        'fixedHeader',
        'fixedNavigation',
        'fixedRibbon',
        'fixedPageFooter',
        'insideContainer',
        'rtl',
        'menuOnTop',
        'colorblindFriendly',
        'shortcutOpen',
        'menuCollapsed',
        'menuMinified',
        'mobile',
      ]);
      expect(checkbox(element, 'mobile').disabled).to.equal(true);
    });
  });

  describe('six skins smart-style-0..5, default smart-style-1, as --casino-* values on the document', () => {
    it('applies smart-style-1 by default', async () => {
      await fixture(html`<casino-layout-options></casino-layout-options>`);
      expect(DEFAULT_SKIN).to.equal('smart-style-1');
      const root = document.documentElement;
      await waitUntil(() => root.dataset.casinoSkin === 'smart-style-1');
      expect(root.style.getPropertyValue('--casino-color-primary')).to.equal(
        SKIN_THEMES['smart-style-1']['--casino-color-primary'],
      );
    });

    it('has six distinct palettes', () => {
      const primaries = SKIN_NAMES.map((skin) => SKIN_THEMES[skin]['--casino-header-background']);
      expect(new Set(primaries).size).to.equal(6);
    });

    it('switches the skin, applies its values and persists it', async () => {
      const element = await mountOpen();
      const skins = [...(element.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part="skin"]') ?? [])];
      expect(skins.map((s) => s.dataset.skin)).to.deep.equal([...SKIN_NAMES]);
      skins[3].click();
      const root = document.documentElement;
      await waitUntil(() => root.dataset.casinoSkin === 'smart-style-3');
      expect(root.style.getPropertyValue('--casino-header-background')).to.equal(
        SKIN_THEMES['smart-style-3']['--casino-header-background'],
      );
      expect(skins[3].getAttribute('aria-pressed')).to.equal('true');
      expect(localStorage.getItem(SKIN_STORAGE_KEY)).to.equal('smart-style-3');
    });
  });

  describe("the layout flags' rules", () => {
    it('turning fixed header off also turns off fixed ribbon and fixed navigation', async () => {
      const element = await mountOpen();
      checkbox(element, 'fixedRibbon').click();
      await waitUntil(() => checked(element).fixedRibbon);
      checkbox(element, 'fixedHeader').click();
      await waitUntil(() => !checked(element).fixedHeader);
      expect(checked(element)).to.include({ fixedHeader: false, fixedRibbon: false, fixedNavigation: false });
    });

    it('fixed navigation on turns inside-container off and fixed header on; off turns fixed ribbon off', async () => {
      const element = await mountOpen();
      checkbox(element, 'insideContainer').click();
      await waitUntil(() => checked(element).insideContainer);
      checkbox(element, 'fixedNavigation').click();
      await waitUntil(() => checked(element).fixedNavigation);
      expect(checked(element)).to.include({ insideContainer: false, fixedHeader: true });
      checkbox(element, 'fixedRibbon').click();
      await waitUntil(() => checked(element).fixedRibbon);
      checkbox(element, 'fixedNavigation').click();
      await waitUntil(() => !checked(element).fixedNavigation);
      expect(checked(element).fixedRibbon).to.equal(false);
    });

    it('fixed ribbon on turns on fixed header and fixed navigation and turns inside-container off', async () => {
      const element = await mountOpen();
      checkbox(element, 'insideContainer').click();
      await waitUntil(() => checked(element).insideContainer);
      checkbox(element, 'fixedRibbon').click();
      await waitUntil(() => checked(element).fixedRibbon);
      expect(checked(element)).to.include({
        fixedHeader: true,
        fixedNavigation: true,
        insideContainer: false,
      });
    });

    it('inside-container on turns off fixed ribbon and fixed navigation', async () => {
      const element = await mountOpen();
      checkbox(element, 'fixedRibbon').click();
      await waitUntil(() => checked(element).fixedRibbon);
      checkbox(element, 'insideContainer').click();
      await waitUntil(() => checked(element).insideContainer);
      expect(checked(element)).to.include({ fixedRibbon: false, fixedNavigation: false, fixedHeader: true });
    });

    it('menu on top removes minified (wide window)', async () => {
      await setViewport({ width: 1280, height: 800 });
      const element = await mountOpen();
      checkbox(element, 'menuMinified').click();
      await waitUntil(() => checked(element).menuMinified);
      checkbox(element, 'menuOnTop').click();
      await waitUntil(() => checked(element).menuOnTop);
      expect(checked(element).menuMinified).to.equal(false);
    });

    it('mobile view is active at a window width of 1024 px or less, after a 100 ms resize pause, and removes minified', async () => {
      await setViewport({ width: 1280, height: 800 });
      const element = await mountOpen();
      checkbox(element, 'menuMinified').click();
      await waitUntil(() => checked(element).menuMinified);
      expect(checked(element).mobile).to.equal(false);
      await setViewport({ width: 1024, height: 800 });
      await waitUntil(() => checked(element).mobile, 'mobile view did not activate at 1024 px');
      expect(checked(element).menuMinified).to.equal(false);
      expect(document.documentElement.classList.contains('casino-mobile-view-activated')).to.equal(true);
      await setViewport({ width: 1025, height: 800 });
      await waitUntil(() => !checked(element).mobile, 'mobile view stayed at 1025 px');
    });

    it('a flag that cannot apply is disabled with the reason: minified with the menu on top, collapsed while the top menu shows, mobile view always', async () => {
      await setViewport({ width: 1280, height: 800 });
      const element = await mountOpen();
      const reason = (flag: string) =>
        text(element.shadowRoot!.querySelector(`[part="flag-reason"][data-flag="${flag}"]`));
      expect(checkbox(element, 'menuMinified').disabled).to.equal(false);
      expect(reason('mobile')).to.contain('1024 px');
      checkbox(element, 'menuOnTop').click();
      await waitUntil(
        () => checkbox(element, 'menuMinified').disabled,
        'minified stayed usable with the menu on top',
      );
      expect(reason('menuMinified')).to.equal('Not with the menu on top.');
      expect(checkbox(element, 'menuMinified').getAttribute('aria-describedby')).to.not.equal(null);
      expect(checkbox(element, 'menuCollapsed').disabled).to.equal(true);
      expect(reason('menuCollapsed')).to.equal('The menu on top is always shown.');
      checkbox(element, 'menuOnTop').click();
      await waitUntil(() => !checkbox(element, 'menuMinified').disabled);
      expect(element.shadowRoot!.querySelector('[part="flag-reason"][data-flag="menuMinified"]')).to.equal(
        null,
      );
    });

    it('Escape closes the panel and gives the focus back to the gear', async () => {
      const element = await mountOpen();
      checkbox(element, 'fixedHeader').focus();
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => (part(element, 'panel') as HTMLElement).hidden, 'the panel stayed open');
      expect(element.shadowRoot!.activeElement).to.equal(part(element, 'toggle'));
    });

    it('keeps the host page’s own classes on the document element when the layout changes', async () => {
      document.documentElement.classList.add('casino-shell');
      try {
        const element = await mountOpen();
        (element.shadowRoot?.querySelector('[data-skin="smart-style-2"]') as HTMLButtonElement).click();
        checkbox(element, 'fixedHeader').click();
        await waitUntil(() => document.documentElement.classList.contains('casino-fixed-header'));
        expect(document.documentElement.classList.contains('casino-shell')).to.equal(true);
      } finally {
        document.documentElement.classList.remove('casino-shell');
      }
    });

    it('puts the classes of the active flags on the document element', async () => {
      const element = await mountOpen();
      checkbox(element, 'menuCollapsed').click();
      await waitUntil(() => document.documentElement.classList.contains('casino-hidden-menu'));
      checkbox(element, 'menuCollapsed').click();
      await waitUntil(() => !document.documentElement.classList.contains('casino-hidden-menu'));
    });
  });

  describe('the settings persist in browser storage', () => {
    it('saves the flags and restores them on the next visit', async () => {
      const element = await mountOpen();
      checkbox(element, 'fixedRibbon').click();
      await waitUntil(() => checked(element).fixedRibbon);
      expect(persistedFlags()).to.include({ fixedHeader: true, fixedNavigation: true, fixedRibbon: true });

      reloadLayout(1280); // a new visit reads storage again
      const again = await mountOpen();
      expect(checked(again)).to.include({ fixedHeader: true, fixedNavigation: true, fixedRibbon: true });
      expect(layout.value.fixedRibbon).to.equal(true);
    });
  });

  describe('factory reset: clear-local-storage / confirm-localstorage-reset, No and Yes', () => {
    let reloads = 0;
    let originalReload: () => void;
    beforeEach(() => {
      reloads = 0;
      originalReload = pageReload.reload;
      pageReload.reload = () => {
        reloads++;
      };
    });
    afterEach(() => {
      pageReload.reload = originalReload;
    });

    async function askReset(element: HTMLElement): Promise<void> {
      (part(element, 'factory-reset') as HTMLButtonElement).click();
      const dialog = await findPart<HTMLDialogElement>(element, 'dialog');
      await waitUntil(() => dialog.open);
    }

    it('asks with the translated title and content', async () => {
      const element = await mountOpen();
      await askReset(element);
      expect(text(part(element, 'dialog-title'))).to.equal('Clear local storage');
      expect(text(part(element, 'dialog-content'))).to.contain('removes every setting saved in this browser');
    });

    it('No keeps the storage and does not reload', async () => {
      localStorage.setItem('casino.test-key', 'kept');
      const element = await mountOpen();
      await askReset(element);
      (part(element, 'dialog-no') as HTMLButtonElement).click();
      await waitUntil(() => part(element, 'dialog') === null);
      expect(localStorage.getItem('casino.test-key')).to.equal('kept');
      expect(reloads).to.equal(0);
      localStorage.removeItem('casino.test-key');
    });

    it('Yes clears all browser storage and reloads the page', async () => {
      localStorage.setItem('casino.test-key', 'gone');
      sessionStorage.setItem('casino.test-key', 'gone');
      const element = await mountOpen();
      await askReset(element);
      (part(element, 'dialog-yes') as HTMLButtonElement).click();
      await waitUntil(() => reloads === 1, 'the page was not reloaded');
      expect(localStorage.getItem('casino.test-key')).to.equal(null);
      expect(sessionStorage.getItem('casino.test-key')).to.equal(null);
    });
  });
});
