import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyFlag,
  applyWidth,
  isMobileDevice,
  DEFAULT_LAYOUT,
  factoryReset,
  isMenuHidden,
  layout,
  LAYOUT_STORAGE_KEY,
  layoutClasses,
  menuHidden,
  readLayout,
  reloadLayout,
  setFlag,
  setSkin,
  SKIN_STORAGE_KEY,
  SKINS,
  skinTheme,
  startLayout,
  type LayoutState,
} from '../../../src/core/layout';

const base: LayoutState = { ...DEFAULT_LAYOUT };
const withFlags = (flags: Partial<LayoutState>): LayoutState => ({ ...base, ...flags });

describe('six skins smart-style-0 to smart-style-5, default smart-style-1', () => {
  it('lists the six skins in order with label, button class, swatch and theme', () => {
    expect(SKINS.map((s) => s.name)).toEqual([
      'smart-style-0',
      'smart-style-1',
      'smart-style-2',
      'smart-style-3',
      'smart-style-4',
      'smart-style-5',
    ]);
    for (const s of SKINS) {
      expect(s.label).toBe(`app.shell.layout.skin.${s.name}`);
      expect(s.skinBtnClass).toBe(`btn-${s.name}`);
      expect(Object.keys(s.theme).every((k) => k.startsWith('--casino-'))).toBe(true);
    }
  });

  it('defaults to smart-style-1', () => {
    expect(readLayout(1600).skin).toBe('smart-style-1');
  });
});

describe('turning fixed header off also turns off fixed ribbon and fixed navigation', () => {
  it('clears both', () => {
    const next = applyFlag(
      withFlags({ fixedHeader: true, fixedRibbon: true, fixedNavigation: true }),
      'fixedHeader',
      false,
    );
    expect(next).toMatchObject({ fixedHeader: false, fixedRibbon: false, fixedNavigation: false });
  });

  it('turning it on changes nothing else', () => {
    expect(applyFlag(base, 'fixedHeader', true)).toEqual({ ...base, fixedHeader: true });
  });
});

describe('fixed navigation on turns inside-container off and fixed header on; off turns fixed ribbon off', () => {
  it('on', () => {
    expect(applyFlag(withFlags({ insideContainer: true }), 'fixedNavigation', true)).toMatchObject({
      fixedNavigation: true,
      insideContainer: false,
      fixedHeader: true,
    });
  });

  it('off', () => {
    const next = applyFlag(
      withFlags({ fixedHeader: true, fixedNavigation: true, fixedRibbon: true }),
      'fixedNavigation',
      false,
    );
    expect(next).toMatchObject({ fixedNavigation: false, fixedRibbon: false, fixedHeader: true });
  });
});

describe('fixed ribbon on turns on fixed header and fixed navigation and turns inside-container off', () => {
  it('on', () => {
    expect(applyFlag(withFlags({ insideContainer: true }), 'fixedRibbon', true)).toMatchObject({
      fixedRibbon: true,
      fixedHeader: true,
      fixedNavigation: true,
      insideContainer: false,
    });
  });

  it('off leaves header and navigation as they were', () => {
    const next = applyFlag(
      withFlags({ fixedHeader: true, fixedNavigation: true, fixedRibbon: true }),
      'fixedRibbon',
      false,
    );
    expect(next).toMatchObject({ fixedRibbon: false, fixedHeader: true, fixedNavigation: true });
  });
});

describe('inside-container on turns off fixed ribbon and fixed navigation', () => {
  it('on', () => {
    const next = applyFlag(
      withFlags({ fixedHeader: true, fixedNavigation: true, fixedRibbon: true }),
      'insideContainer',
      true,
    );
    expect(next).toMatchObject({
      insideContainer: true,
      fixedRibbon: false,
      fixedNavigation: false,
      fixedHeader: true,
    });
  });
});

describe('mobile view is active at a window width of 1024 px or less; the minified state is removed there', () => {
  it('1024 px is mobile, 1025 px is not', () => {
    expect(applyWidth(base, 1024).mobile).toBe(true);
    expect(applyWidth(base, 1025).mobile).toBe(false);
  });

  it('entering mobile view removes minified', () => {
    expect(applyWidth(withFlags({ menuMinified: true }), 800)).toMatchObject({
      mobile: true,
      menuMinified: false,
    });
  });
});

describe('a mobile device is detected from the browser identification string', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const IPAD_DESKTOP =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
  const DESKTOP =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

  it('phones and tablets are mobile devices; a desktop browser is not', () => {
    expect(isMobileDevice(IPHONE)).toBe(true);
    expect(isMobileDevice(ANDROID)).toBe(true);
    expect(isMobileDevice(DESKTOP)).toBe(false);
  });

  it('an iPad asking for desktop pages (a Macintosh with a touch screen) is a mobile device; a Mac is not', () => {
    expect(isMobileDevice(IPAD_DESKTOP, 5)).toBe(true);
    expect(isMobileDevice(IPAD_DESKTOP, 0)).toBe(false);
  });

  it('a mobile device is in mobile view however wide its window, and loses the minified state', () => {
    expect(applyWidth(withFlags({ menuMinified: true }), 1366, true)).toMatchObject({
      mobile: true,
      menuMinified: false,
    });
    expect(readLayout(1600, true).mobile).toBe(true);
  });
});

describe('minified is allowed only when the menu is not on top and not mobile; menu on top removes minified', () => {
  it('minifies a side menu on a wide screen', () => {
    expect(applyFlag(base, 'menuMinified', true).menuMinified).toBe(true);
  });

  it('refuses minified with the menu on top', () => {
    expect(applyFlag(withFlags({ menuOnTop: true }), 'menuMinified', true).menuMinified).toBe(false);
  });

  it('refuses minified in mobile view', () => {
    expect(applyFlag(withFlags({ mobile: true }), 'menuMinified', true).menuMinified).toBe(false);
  });

  it('menu on top removes minified', () => {
    expect(applyFlag(withFlags({ menuMinified: true }), 'menuOnTop', true)).toMatchObject({
      menuOnTop: true,
      menuMinified: false,
    });
  });
});

describe('menu collapsed hides the menu when not on top, or when on top in mobile view', () => {
  it('hides a collapsed side menu', () => {
    expect(isMenuHidden(withFlags({ menuCollapsed: true }))).toBe(true);
  });

  it('keeps a collapsed top menu on a wide screen', () => {
    expect(isMenuHidden(withFlags({ menuCollapsed: true, menuOnTop: true }))).toBe(false);
  });

  it('hides a collapsed top menu in mobile view', () => {
    expect(isMenuHidden(withFlags({ menuCollapsed: true, menuOnTop: true, mobile: true }))).toBe(true);
  });

  it('never hides a menu that is not collapsed', () => {
    expect(isMenuHidden(withFlags({ mobile: true }))).toBe(false);
  });

  it('gives the hidden-menu class to the shell', () => {
    expect(layoutClasses(withFlags({ menuCollapsed: true }))).toContain('hidden-menu');
    expect(layoutClasses(withFlags({ menuCollapsed: true, menuOnTop: true }))).not.toContain('hidden-menu');
  });
});

describe('the layout recalculates after a resize, debounced 100 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('updates mobile 100 ms after the last resize event', () => {
    let width = 1600;
    const listeners: (() => void)[] = [];
    const win = {
      get innerWidth() {
        return width;
      },
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: () => undefined,
    } as unknown as Window;
    reloadLayout(1600);
    const stop = startLayout(win);
    expect(layout.value.mobile).toBe(false);
    width = 900;
    listeners.forEach((fn) => fn());
    vi.advanceTimersByTime(60);
    listeners.forEach((fn) => fn());
    vi.advanceTimersByTime(99);
    expect(layout.value.mobile).toBe(false);
    vi.advanceTimersByTime(1);
    expect(layout.value.mobile).toBe(true);
    stop();
  });
});

describe('the settings persist in browser storage only (casino.layout, casino.skin)', () => {
  beforeEach(() => reloadLayout(1600));

  it('saves flags and skin and reads them back', () => {
    setFlag('fixedRibbon', true);
    setSkin('smart-style-3');
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY)!)).toMatchObject({
      fixedRibbon: true,
      fixedHeader: true,
      fixedNavigation: true,
    });
    expect(localStorage.getItem(SKIN_STORAGE_KEY)).toBe('smart-style-3');
    reloadLayout(1600);
    expect(layout.value).toMatchObject({ skin: 'smart-style-3', fixedRibbon: true, fixedHeader: true });
    expect(skinTheme.value).toBe(SKINS[3].theme);
  });

  it('does not store mobile: it follows the width', () => {
    localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ mobile: true, menuMinified: true }));
    expect(readLayout(1600)).toMatchObject({ mobile: false, menuMinified: true });
    expect(readLayout(600)).toMatchObject({ mobile: true, menuMinified: false });
  });

  it('ignores an unknown skin or unreadable flags', () => {
    localStorage.setItem(SKIN_STORAGE_KEY, 'smart-style-9');
    localStorage.setItem(LAYOUT_STORAGE_KEY, '{oops');
    expect(readLayout(1600)).toEqual(DEFAULT_LAYOUT);
  });

  it('menuHidden follows setFlag', () => {
    setFlag('menuCollapsed', true);
    expect(menuHidden.value).toBe(true);
    setFlag('menuOnTop', true);
    expect(menuHidden.value).toBe(false);
  });
});

describe('factory reset: Yes clears all browser storage and reloads', () => {
  it('clears localStorage and sessionStorage, then reloads', () => {
    localStorage.setItem(SKIN_STORAGE_KEY, 'smart-style-2');
    localStorage.setItem('Token', 'x');
    sessionStorage.setItem('casino.nav.tree', '{}');
    const reload = vi.fn();
    factoryReset(reload);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });
});
