/**
 * The six skins of the layout-options panel as sets
 * of `--casino-*` custom-property values, and the document side of the layout options: the skin's
 * values and the layout classes of src/core/layout.ts applied to `document.documentElement`, where
 * every element (custom properties inherit into shadow roots) and the host page's CSS read them.
 *
 * The skins carry the values of the base theme (src/widgets/shared/styles.ts) plus the shell's own
 * properties (header, navigation panel, ribbon, footer) and the core's skin values (`Skin.theme`).
 */
import { effect } from '@preact/signals-core';
import {
  layout,
  layoutClasses,
  SKINS,
  startLayout,
  type LayoutState,
  type SkinName,
} from '../../core/layout';

export type SkinTheme = Readonly<Record<string, string>>;

interface Palette {
  primary: string;
  primaryContrast: string;
  surface: string;
  background: string;
  text: string;
  muted: string;
  border: string;
  danger: string;
  success: string;
  header: string;
  headerText: string;
  nav: string;
  navText: string;
  navActive: string;
  ribbon: string;
  /** Text, secondary text and links on the ribbon (breadcrumbs, refresh button): AA on `ribbon`. */
  ribbonText: string;
  ribbonMuted: string;
  ribbonLink: string;
}

/**
 * The dark scheme of every skin: the skins keep their accents (primary, navigation panel), and share
 * these neutral colours when the page is shown dark (prefers-color-scheme, or `color-scheme: dark`).
 */
const DARK = {
  surface: '#151b23',
  background: '#0d1117',
  text: '#f0f6fc',
  muted: '#9198a1',
  border: '#3d444d',
  danger: '#f85149',
  success: '#3fb950',
  header: '#151b23',
  headerText: '#f0f6fc',
  ribbon: '#161b22',
  ribbonText: '#f0f6fc',
  ribbonMuted: '#9198a1',
  ribbonLink: '#4493f8',
} as const;

/** `light-dark(light, dark)`: the value of the colour scheme in use. */
const scheme = (light: string, dark: string) => `light-dark(${light}, ${dark})`;

function palette(p: Palette): SkinTheme {
  return {
    '--casino-color-primary': p.primary,
    '--casino-color-primary-contrast': p.primaryContrast,
    '--casino-color-surface': scheme(p.surface, DARK.surface),
    '--casino-color-background': scheme(p.background, DARK.background),
    '--casino-color-text': scheme(p.text, DARK.text),
    '--casino-color-text-muted': scheme(p.muted, DARK.muted),
    '--casino-color-border': scheme(p.border, DARK.border),
    '--casino-color-danger': scheme(p.danger, DARK.danger),
    '--casino-color-success': scheme(p.success, DARK.success),
    '--casino-header-background': scheme(p.header, DARK.header),
    '--casino-header-color': scheme(p.headerText, DARK.headerText),
    '--casino-nav-background': p.nav,
    '--casino-nav-color': p.navText,
    '--casino-nav-active': p.navActive,
    '--casino-ribbon-background': scheme(p.ribbon, DARK.ribbon),
    '--casino-ribbon-color': scheme(p.ribbonText, DARK.ribbonText),
    '--casino-ribbon-muted': scheme(p.ribbonMuted, DARK.ribbonMuted),
    '--casino-ribbon-link': scheme(p.ribbonLink, DARK.ribbonLink),
    '--casino-footer-background': scheme(p.surface, DARK.surface),
  };
}

/** The shell palettes, one per skin: each a distinct, readable (WCAG AA text) colour scheme. */
const PALETTES: Record<SkinName, SkinTheme> = {
  // Smart Default: light grey header, warm charcoal menu, steel-blue accents.
  'smart-style-0': palette({
    primary: '#3276b1',
    primaryContrast: '#ffffff',
    surface: '#ffffff',
    background: '#f5f5f5',
    text: '#333333',
    muted: '#666666',
    border: '#d6d6d6',
    danger: '#a90329',
    success: '#356e35',
    header: '#f3f3f3',
    headerText: '#333333',
    nav: '#3a3633',
    navText: '#e0dcd8',
    navActive: '#5a534e',
    ribbon: '#474544',
    ribbonText: '#f1efed',
    ribbonMuted: '#d9d5d1',
    ribbonLink: '#a9cdea',
  }),
  // Dark Elegance (default): slate header, near-black menu, muted teal accents.
  'smart-style-1': palette({
    primary: '#3f6f82',
    primaryContrast: '#ffffff',
    surface: '#ffffff',
    background: '#f0f2f4',
    text: '#26313d',
    muted: '#5d6773',
    border: '#d3d8de',
    danger: '#b0263b',
    success: '#2f7a4d',
    header: '#3a4558',
    headerText: '#f2f4f7',
    nav: '#2a2725',
    navText: '#cfcfcf',
    navActive: '#57889c',
    ribbon: '#e4e8ec',
    ribbonText: '#26313d',
    ribbonMuted: '#5d6773',
    ribbonLink: '#36606f',
  }),
  // Ultra Light: white header, grey menu, bright azure accents.
  'smart-style-2': palette({
    primary: '#0077b3',
    primaryContrast: '#ffffff',
    surface: '#ffffff',
    background: '#f4f4f4',
    text: '#2b2f33',
    muted: '#5f666d',
    border: '#dfe3e8',
    danger: '#c0392b',
    success: '#2e7d32',
    header: '#fefefe',
    headerText: '#2b2f33',
    nav: '#4c4f53',
    navText: '#e6ebf0',
    navActive: '#0091d9',
    ribbon: '#ffffff',
    ribbonText: '#2b2f33',
    ribbonMuted: '#5f666d',
    ribbonLink: '#0077b3',
  }),
  // Google Skin: orange header, graphite menu, burnt-orange accents.
  'smart-style-3': palette({
    primary: '#b34d0b',
    primaryContrast: '#ffffff',
    surface: '#ffffff',
    background: '#fafafa',
    text: '#212121',
    muted: '#616161',
    border: '#e0e0e0',
    danger: '#c62828',
    success: '#2e7d32',
    header: '#f78c40',
    headerText: '#1d1d1d',
    nav: '#2b2b2b',
    navText: '#ececec',
    navActive: '#f78c40',
    ribbon: '#f1f1f1',
    ribbonText: '#212121',
    ribbonMuted: '#616161',
    ribbonLink: '#a8490c',
  }),
  // PixelSmash: lavender-grey header, black menu, ink accents.
  'smart-style-4': palette({
    primary: '#3d4654',
    primaryContrast: '#ffffff',
    surface: '#ffffff',
    background: '#eef0f4',
    text: '#1e1e1e',
    muted: '#555b66',
    border: '#c9ceda',
    danger: '#b3261e',
    success: '#2b6e3f',
    header: '#bbc0cf',
    headerText: '#1e1e1e',
    nav: '#1e1e1e',
    navText: '#d6dde7',
    navActive: '#6c7689',
    ribbon: '#dfe2ea',
    ribbonText: '#1e1e1e',
    ribbonMuted: '#555b66',
    ribbonLink: '#3d4654',
  }),
  // Glass: translucent blue-grey panels over a pale sky background.
  'smart-style-5': palette({
    primary: '#2f6ea8',
    primaryContrast: '#ffffff',
    surface: 'rgba(255, 255, 255, 0.88)',
    background: '#e9eef3',
    text: '#1c2a38',
    muted: '#4d5d6e',
    border: 'rgba(120, 150, 180, 0.45)',
    danger: '#b22d3a',
    success: '#2a7052',
    header: 'rgba(153, 179, 204, 0.85)',
    headerText: '#14222f',
    nav: 'rgba(40, 60, 80, 0.92)',
    navText: '#ffffff',
    navActive: 'rgba(58, 126, 191, 0.9)',
    ribbon: 'rgba(255, 255, 255, 0.6)',
    ribbonText: '#1c2a38',
    ribbonMuted: '#4d5d6e',
    ribbonLink: '#2f6ea8',
  }),
};

/** The custom-property values of a skin: the core's skin values plus the shell palette. */
export function skinTheme(skin: SkinName): SkinTheme {
  const core = SKINS.find((s) => s.name === skin)?.theme ?? {};
  return { ...core, ...PALETTES[skin] };
}

/** Every skin's theme, by name (swatches of the panel, tests). */
export const SKIN_THEMES: Readonly<Record<SkinName, SkinTheme>> = Object.fromEntries(
  SKINS.map((s) => [s.name, skinTheme(s.name)]),
) as Record<SkinName, SkinTheme>;

/** The window event that asks `casino-layout-options` to open its panel (the header's Settings). */
export const OPEN_LAYOUT_OPTIONS_EVENT = 'casino-layout-options-open';

/** Prefix of the layout classes put on the document element ('casino-fixed-header', …). */
export const LAYOUT_CLASS_PREFIX = 'casino-';

/** Applies the skin values and the layout classes of `state` to `root` (replacing earlier ones). */
export function applyLayoutTo(root: HTMLElement, state: LayoutState): void {
  const theme = skinTheme(state.skin);
  const previous = (root.dataset.casinoSkinProps ?? '').split(',').filter(Boolean);
  for (const name of previous) if (!(name in theme)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(theme)) root.style.setProperty(name, value);
  root.dataset.casinoSkinProps = Object.keys(theme).join(',');
  root.dataset.casinoSkin = state.skin;

  // Only the classes this function added before are removed: the host page may use the prefix too.
  const wanted = layoutClasses(state).map((c) => LAYOUT_CLASS_PREFIX + c);
  const added = (root.dataset.casinoLayoutClasses ?? '').split(' ').filter(Boolean);
  for (const name of added) if (!wanted.includes(name)) root.classList.remove(name);
  for (const name of wanted) root.classList.add(name);
  root.dataset.casinoLayoutClasses = wanted.join(' ');
  if (state.rtl) {
    root.dir = 'rtl';
    root.dataset.casinoRtl = '';
  } else if ('casinoRtl' in root.dataset) {
    root.removeAttribute('dir');
    delete root.dataset.casinoRtl;
  }
}

let users = 0;
let stop: (() => void) | null = null;

/**
 * Keeps `document.documentElement` in step with the layout options (skin values, classes, rtl) and
 * follows the window width (mobile view). Shared by every element that needs it (header, layout
 * options): the first call starts it, the last release stops it. Returns the release function.
 */
export function holdDocumentLayout(): () => void {
  users++;
  if (users === 1) {
    const stopWidth = startLayout(window);
    const stopApply = effect(() => applyLayoutTo(document.documentElement, layout.value));
    stop = () => {
      stopWidth();
      stopApply();
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0) {
      stop?.();
      stop = null;
    }
  };
}
