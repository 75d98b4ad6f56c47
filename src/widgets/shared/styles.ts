/**
 * Shared styles of every element, adopted into each shadow root as constructable stylesheets
 * (one CSSStyleSheet object for all instances; no <style> element, so a CSP without
 * 'unsafe-inline' allows them).
 *
 * Theming: a host page (or a skin) sets any of these custom properties on the element or an ancestor;
 * custom properties inherit through the shadow boundary.
 *
 * @cssprop --casino-font-family - Font of all text.
 * @cssprop --casino-font-size - Base font size.
 * @cssprop --casino-color-primary - Primary (brand) colour: buttons, links, the progress bar.
 * @cssprop --casino-color-primary-contrast - Text on the primary colour.
 * @cssprop --casino-color-danger - Errors and destructive actions.
 * @cssprop --casino-color-success - Confirmations, positive amounts.
 * @cssprop --casino-color-surface - Background of panels and elements.
 * @cssprop --casino-color-background - Page-level background behind panels.
 * @cssprop --casino-color-text - Body text.
 * @cssprop --casino-color-text-muted - Secondary text.
 * @cssprop --casino-color-border - Borders and separators.
 * @cssprop --casino-radius - Corner radius.
 * @cssprop --casino-spacing - Base spacing unit.
 */
import { css, unsafeCSS, type CSSResult } from '@lit/reactive-element/css-tag.js';

export { css, unsafeCSS, type CSSResult };

/** The default value of every theme property (used when the host sets none). */
export const THEME_DEFAULTS = {
  '--casino-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  '--casino-font-size': '14px',
  '--casino-color-primary': '#1f6feb',
  '--casino-color-primary-contrast': '#ffffff',
  '--casino-color-danger': '#cf222e',
  '--casino-color-success': '#1a7f37',
  '--casino-color-surface': '#ffffff',
  '--casino-color-background': '#f6f8fa',
  '--casino-color-text': '#1f2328',
  '--casino-color-text-muted': '#59636e',
  '--casino-color-border': '#d1d9e0',
  '--casino-radius': '4px',
  '--casino-spacing': '8px',
} as const;

export type ThemeProperty = keyof typeof THEME_DEFAULTS;

/** `var(--casino-x, <default>)`: reads a theme property with its default. */
export function themeVar(name: ThemeProperty): CSSResult {
  return unsafeCSS(`var(${name}, ${THEME_DEFAULTS[name]})`);
}

/** The base sheet of every element: theme, box model, the loading and error states. */
export const base: CSSResult = css`
  :host {
    display: block;
    box-sizing: border-box;
    font-family: ${themeVar('--casino-font-family')};
    font-size: ${themeVar('--casino-font-size')};
    color: ${themeVar('--casino-color-text')};
    line-height: 1.4;
  }
  :host([hidden]) {
    display: none;
  }
  /* border-box itself, not 'inherit': Chromium cannot reuse the computed style of an element that
     inherits a property explicitly, so 'inherit' on every element made each new element's style cost
     several times more (a scroll step of the agent tree restyles thirty rows). */
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  [hidden] {
    display: none !important;
  }
  .casino-loading {
    padding: ${themeVar('--casino-spacing')};
    color: ${themeVar('--casino-color-text-muted')};
  }
  .casino-error {
    padding: ${themeVar('--casino-spacing')};
    color: ${themeVar('--casino-color-danger')};
    border: 1px solid currentColor;
    border-radius: ${themeVar('--casino-radius')};
    background: ${themeVar('--casino-color-surface')};
  }
  button {
    font: inherit;
    color: ${themeVar('--casino-color-primary-contrast')};
    background: ${themeVar('--casino-color-primary')};
    border: 1px solid transparent;
    border-radius: ${themeVar('--casino-radius')};
    padding: calc(${themeVar('--casino-spacing')} / 2) ${themeVar('--casino-spacing')};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
    background: ${themeVar('--casino-color-surface')};
    border: 1px solid ${themeVar('--casino-color-border')};
    border-radius: ${themeVar('--casino-radius')};
    padding: calc(${themeVar('--casino-spacing')} / 2);
  }
  a {
    color: ${themeVar('--casino-color-primary')};
  }
`;
