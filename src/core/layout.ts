/**
 * Layout options of the console shell (the layout options panel and its flags): six skins, the layout flags and their interaction rules, mobile view on a phone or
 * tablet (by the browser identification string) and at 1024 px or less, persisted in localStorage ('casino.layout' for the flags, 'casino.skin' for the skin).
 *
 * `applyFlag(state, flag, value)` and `applyWidth(state, width)` are pure; the store (`layout`
 * signal, `setFlag`, `setSkin`, `startLayout`, `factoryReset`) applies them and persists.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';

export const SKIN_NAMES = [
  'smart-style-0',
  'smart-style-1',
  'smart-style-2',
  'smart-style-3',
  'smart-style-4',
  'smart-style-5',
] as const;
export type SkinName = (typeof SKIN_NAMES)[number];
export const DEFAULT_SKIN: SkinName = 'smart-style-1';

/** A skin (name, logo, skinBtnClass, style, label, beta) with its `--casino-*` theme values. */
export interface Skin {
  name: SkinName;
  /** Translation key of the label. */
  label: string;
  logo: string;
  skinBtnClass: string;
  /** Swatch colour of the skin button. */
  style: string;
  beta?: boolean;
  /** CSS custom properties the widgets read. */
  theme: Readonly<Record<string, string>>;
}

function theme(
  header: string,
  nav: string,
  navText: string,
  accent: string,
  page: string,
): Record<string, string> {
  return {
    '--casino-header-bg': header,
    '--casino-nav-bg': nav,
    '--casino-nav-text': navText,
    '--casino-accent': accent,
    // the page's background follows the colour scheme (the skins' neutral colours are light ones)
    '--casino-page-bg': `light-dark(${page}, #0d1117)`,
  };
}

export const SKINS: readonly Skin[] = Object.freeze([
  {
    name: 'smart-style-0',
    label: 'app.shell.layout.skin.smart-style-0',
    logo: 'img/logo.png',
    skinBtnClass: 'btn-smart-style-0',
    style: '#4e463f',
    theme: theme('#f3f3f3', '#3a3633', '#c0bbb7', '#3276b1', '#ffffff'),
  },
  {
    name: 'smart-style-1',
    label: 'app.shell.layout.skin.smart-style-1',
    logo: 'img/logo-white.png',
    skinBtnClass: 'btn-smart-style-1',
    style: '#3a4558',
    theme: theme('#3a4558', '#2a2725', '#a8a8a8', '#57889c', '#ffffff'),
  },
  {
    name: 'smart-style-2',
    label: 'app.shell.layout.skin.smart-style-2',
    logo: 'img/logo-blue.png',
    skinBtnClass: 'btn-smart-style-2',
    style: '#4c4f53',
    theme: theme('#fefefe', '#4c4f53', '#d1d9e2', '#0091d9', '#f4f4f4'),
  },
  {
    name: 'smart-style-3',
    label: 'app.shell.layout.skin.smart-style-3',
    logo: 'img/logo-pale.png',
    skinBtnClass: 'btn-smart-style-3',
    style: '#f78c40',
    theme: theme('#f78c40', '#2b2b2b', '#e8e8e8', '#f78c40', '#fafafa'),
  },
  {
    name: 'smart-style-4',
    label: 'app.shell.layout.skin.smart-style-4',
    logo: 'img/logo-pale.png',
    skinBtnClass: 'btn-smart-style-4',
    style: '#bbc0cf',
    theme: theme('#bbc0cf', '#1e1e1e', '#d6dde7', '#1e1e1e', '#ffffff'),
  },
  {
    name: 'smart-style-5',
    label: 'app.shell.layout.skin.smart-style-5',
    logo: 'img/logo-pale.png',
    skinBtnClass: 'btn-smart-style-5',
    style: 'rgba(153, 179, 204, 0.2)',
    beta: true,
    theme: theme('rgba(153,179,204,0.85)', 'rgba(40,60,80,0.9)', '#ffffff', '#3a7ebf', '#e9eef3'),
  },
] satisfies Skin[]);

export const LAYOUT_FLAGS = [
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
] as const;
export type LayoutFlag = (typeof LAYOUT_FLAGS)[number];

export type LayoutState = { skin: SkinName } & Record<LayoutFlag, boolean>;

export const MOBILE_BREAKPOINT = 1024;
export const RESIZE_DEBOUNCE_MS = 100;
export const LAYOUT_STORAGE_KEY = 'casino.layout';
export const SKIN_STORAGE_KEY = 'casino.skin';

export const DEFAULT_LAYOUT: Readonly<LayoutState> = Object.freeze({
  skin: DEFAULT_SKIN,
  smartSkin: false,
  fixedHeader: false,
  fixedNavigation: false,
  fixedRibbon: false,
  fixedPageFooter: false,
  insideContainer: false,
  rtl: false,
  menuOnTop: false,
  colorblindFriendly: false,
  shortcutOpen: false,
  menuCollapsed: false,
  menuMinified: false,
  mobile: false,
});

/**
 * Sets one flag and applies the interaction rules of the layout flags:
 * - fixed header off: fixed ribbon and fixed navigation off;
 * - fixed navigation on: inside-container off, fixed header on; off: fixed ribbon off;
 * - fixed ribbon on: fixed header and fixed navigation on, inside-container off;
 * - inside-container on: fixed ribbon and fixed navigation off;
 * - minified only when the menu is not on top and not mobile; menu on top or mobile removes minified.
 */
export function applyFlag(state: LayoutState, flag: LayoutFlag, value: boolean): LayoutState {
  const next: LayoutState = { ...state, [flag]: value };
  switch (flag) {
    case 'fixedHeader':
      if (!value) {
        next.fixedRibbon = false;
        next.fixedNavigation = false;
      }
      break;
    case 'fixedNavigation':
      if (value) {
        next.insideContainer = false;
        next.fixedHeader = true;
      } else next.fixedRibbon = false;
      break;
    case 'fixedRibbon':
      if (value) {
        next.fixedHeader = true;
        next.fixedNavigation = true;
        next.insideContainer = false;
      }
      break;
    case 'insideContainer':
      if (value) {
        next.fixedRibbon = false;
        next.fixedNavigation = false;
      }
      break;
    default:
      break;
  }
  if (next.menuOnTop || next.mobile) next.menuMinified = false;
  return next;
}

/**
 * Whether the browser identification string names a phone or tablet (Android, iPhone, iPad, iPod,
 * BlackBerry, Windows Phone, Opera Mini, any "Mobile" browser). An iPad asking for desktop pages calls
 * itself a Macintosh: a Macintosh with a touch screen (`maxTouchPoints` above 1) counts as one too.
 */
export function isMobileDevice(userAgent: string, maxTouchPoints = 0): boolean {
  if (
    /Android|webOS|iPhone|iPad|iPod|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|Mobi/i.test(userAgent)
  )
    return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Whether this browser is a phone or tablet by its identification string (false outside a browser). */
export function browserIsMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isMobileDevice(navigator.userAgent ?? '', navigator.maxTouchPoints ?? 0);
}

/**
 * Mobile view is active on a phone or tablet (`device`, from the browser identification string) and
 * at a window width of 1024 px or less; the minified state is removed there.
 */
export function applyWidth(state: LayoutState, width: number, device = false): LayoutState {
  const mobile = device || width <= MOBILE_BREAKPOINT;
  return mobile === state.mobile ? state : applyFlag(state, 'mobile', mobile);
}

/** Why a flag cannot apply now (a translation key under app.shell.layout.unavailable), or null. */
export type FlagUnavailable = 'follows-width' | 'not-on-top' | 'not-mobile' | 'on-top-shown';

/**
 * Why a flag's checkbox cannot change anything in `state`, or null when it can:
 * - mobile view follows the window's width and the device (never set by hand);
 * - minified applies only when the menu is not on top and not in mobile view;
 * - menu collapsed hides nothing while the menu is on top outside mobile view (it is always shown).
 */
export function flagUnavailable(state: LayoutState, flag: LayoutFlag): FlagUnavailable | null {
  if (flag === 'mobile') return 'follows-width';
  if (flag === 'menuMinified') {
    if (state.mobile) return 'not-mobile';
    if (state.menuOnTop) return 'not-on-top';
  }
  if (flag === 'menuCollapsed' && state.menuOnTop && !state.mobile) return 'on-top-shown';
  return null;
}

/** Menu collapsed hides the menu when it is not on top, or when it is on top in mobile view. */
export function isMenuHidden(state: LayoutState): boolean {
  return state.menuCollapsed && (!state.menuOnTop || state.mobile);
}

/** Class names for the shell's root element (SmartAdmin names, plus the skin). */
export function layoutClasses(state: LayoutState): string[] {
  const classes: string[] = [state.skin];
  const map: [boolean, string][] = [
    [state.fixedHeader, 'fixed-header'],
    [state.fixedNavigation, 'fixed-navigation'],
    [state.fixedRibbon, 'fixed-ribbon'],
    [state.fixedPageFooter, 'fixed-page-footer'],
    [state.insideContainer, 'container'],
    [state.rtl, 'smart-rtl'],
    [state.menuOnTop, 'menu-on-top'],
    [state.colorblindFriendly, 'colorblind-friendly'],
    [state.shortcutOpen, 'shortcut-on'],
    [isMenuHidden(state), 'hidden-menu'],
    [state.menuMinified, 'minified'],
    [state.mobile, 'mobile-view-activated'],
  ];
  for (const [on, name] of map) if (on) classes.push(name);
  return classes;
}

function isSkin(value: unknown): value is SkinName {
  return typeof value === 'string' && (SKIN_NAMES as readonly string[]).includes(value);
}

/**
 * The persisted state (defaults for what is missing or unreadable); `mobile` comes from the width and
 * the device.
 */
export function readLayout(width: number, device = false): LayoutState {
  let flags: Partial<Record<LayoutFlag, unknown>>;
  let skin: string | null;
  try {
    flags = JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}') ?? {};
    skin = localStorage.getItem(SKIN_STORAGE_KEY);
  } catch {
    // unreadable, or no storage at all (blocked in a sandboxed frame, or outside a browser)
    flags = {};
    skin = null;
  }
  const state: LayoutState = { ...DEFAULT_LAYOUT };
  for (const flag of LAYOUT_FLAGS) if (typeof flags[flag] === 'boolean') state[flag] = flags[flag] as boolean;
  if (isSkin(skin)) state.skin = skin;
  state.mobile = false;
  return applyWidth(state, width, device);
}

function save(state: LayoutState): void {
  const flags: Partial<Record<LayoutFlag, boolean>> = {};
  for (const flag of LAYOUT_FLAGS) if (flag !== 'mobile') flags[flag] = state[flag];
  localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(flags));
  localStorage.setItem(SKIN_STORAGE_KEY, state.skin);
}

function windowWidth(): number {
  return typeof window !== 'undefined' ? window.innerWidth : Infinity;
}

const state = signal<LayoutState>(readLayout(windowWidth(), browserIsMobile()));

/** The layout options in use. */
export const layout: ReadonlySignal<LayoutState> = state;
/** Whether the side menu is hidden (collapsed rule). */
export const menuHidden: ReadonlySignal<boolean> = computed(() => isMenuHidden(state.value));
/** The theme values of the skin in use. */
export const skinTheme: ReadonlySignal<Readonly<Record<string, string>>> = computed(
  () => SKINS.find((s) => s.name === state.value.skin)?.theme ?? SKINS[1].theme,
);

function commit(next: LayoutState): void {
  state.value = next;
  save(next);
}

/** Sets a flag with the interaction rules, and persists. `mobile` follows the window only. */
export function setFlag(flag: Exclude<LayoutFlag, 'mobile'>, value: boolean): void {
  commit(applyFlag(state.value, flag, value));
}

export function toggleFlag(flag: Exclude<LayoutFlag, 'mobile'>): void {
  setFlag(flag, !state.value[flag]);
}

export function setSkin(skin: SkinName): void {
  if (isSkin(skin)) commit({ ...state.value, skin });
}

/** Re-reads the persisted state (another tab, tests). */
export function reloadLayout(width: number = windowWidth(), device: boolean = browserIsMobile()): void {
  state.value = readLayout(width, device);
}

/**
 * Follows the window width and the device (mobile view), recalculating 100 ms after the last resize.
 * Returns the function that stops listening.
 */
export function startLayout(win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const device = isMobileDevice(win.navigator?.userAgent ?? '', win.navigator?.maxTouchPoints ?? 0);
  const recalc = () => {
    const next = applyWidth(state.value, win.innerWidth, device);
    if (next !== state.value) state.value = next;
  };
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(recalc, RESIZE_DEBOUNCE_MS);
  };
  recalc();
  win.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}

/** Factory reset (after its confirmation): clears all browser storage and reloads the page. */
export function factoryReset(reload: () => void = () => location.reload()): void {
  localStorage.clear();
  sessionStorage.clear();
  reload();
}
