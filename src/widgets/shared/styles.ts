/**
 * Shared styles of every element, adopted into each shadow root as constructable stylesheets
 * (one CSSStyleSheet object for all instances; no <style> element, so a CSP without
 * 'unsafe-inline' allows them).
 *
 * Theming: a host page (or a skin) sets any of the `--casino-*` custom properties on the element or an
 * ancestor; custom properties inherit through the shadow boundary. The one sheet of defaults
 * (src/widgets/shared/tokens.ts, first in this sheet) resolves each on the element's :host into the
 * private `--_casino-*` property that the styles read with a bare `var()`. Every property, its default
 * in the light and the dark scheme and the elements that read it are listed in docs/elements.md
 * ("Design tokens"), generated from the sheet and the sources; a colour's default is
 * `light-dark(<light>, <dark>)`, one value for each scheme.
 *
 * Colour scheme: an element takes the page's colour scheme, as the browser's own controls do (the CSS
 * `color-scheme` it inherits): on a page that supports both (`color-scheme: light dark`, or
 * `<meta name="color-scheme" content="light dark">`) it follows `prefers-color-scheme`; on a page that
 * declares nothing it stays light, so a host themed for light only is never shown half dark. Its
 * `theme` attribute ('light', 'dark') pins it. In forced-colors mode (Windows high contrast) the system
 * colours apply: the sheets keep borders and outlines, so every control stays visible.
 *
 * @cssprop --casino-font-family - Font of all text.
 * @cssprop --casino-font-size - Base font size.
 * @cssprop --casino-color-primary - Primary (brand) colour: buttons, active options, focus, the progress bar.
 * @cssprop --casino-color-primary-contrast - Text on the primary colour.
 * @cssprop --casino-color-link - Links (default: the primary colour in the light scheme, a lighter blue in the dark).
 * @cssprop --casino-color-danger - Errors and destructive actions.
 * @cssprop --casino-color-success - Confirmations, positive amounts.
 * @cssprop --casino-color-warning - Warnings.
 * @cssprop --casino-color-selected - Background of a selected row or option.
 * @cssprop --casino-color-surface - Background of panels and elements.
 * @cssprop --casino-color-background - Page-level background behind panels; table headers.
 * @cssprop --casino-color-text - Body text.
 * @cssprop --casino-color-text-muted - Secondary text.
 * @cssprop --casino-color-border - Borders and separators.
 * @cssprop --casino-radius - Corner radius.
 * @cssprop --casino-spacing - Base spacing unit.
 */
import { css, unsafeCSS, type CSSResult } from '@lit/reactive-element/css-tag.js';

import { tokens } from './tokens';

export { css, unsafeCSS, type CSSResult };

/** The base sheet of every element: the design tokens, box model, the loading and error states. */
export const base: CSSResult = css`
  ${tokens}
  :host {
    display: block;
    box-sizing: border-box;
    font-family: var(--_casino-font-family);
    font-size: var(--_casino-font-size);
    color: var(--_casino-color-text);
    line-height: 1.4;
  }
  :host([hidden]) {
    display: none;
  }
  :host([theme='light']) {
    color-scheme: light;
  }
  :host([theme='dark']) {
    color-scheme: dark;
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
    padding: var(--_casino-spacing);
    color: var(--_casino-color-text-muted);
  }
  .casino-error {
    padding: var(--_casino-spacing);
    color: var(--_casino-color-danger);
    border: 1px solid currentColor;
    border-radius: var(--_casino-radius);
    background: var(--_casino-color-surface);
  }
  button {
    font: inherit;
    color: var(--_casino-color-primary-contrast);
    background: var(--_casino-color-primary);
    border: 1px solid transparent;
    border-radius: var(--_casino-radius);
    padding: calc(var(--_casino-spacing) / 2) var(--_casino-spacing);
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
    background: var(--_casino-color-surface);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    padding: calc(var(--_casino-spacing) / 2);
    /* never wider than its box: a select is as wide as its longest option otherwise (phones) */
    max-width: 100%;
    min-width: 0;
  }
  fieldset {
    min-width: 0;
  }
  a {
    color: var(--_casino-color-link);
  }
  @media (forced-colors: active) {
    button,
    input,
    select,
    textarea,
    .casino-error {
      border: 1px solid CanvasText;
    }
    button:disabled {
      color: GrayText;
      opacity: 1;
    }
    :focus-visible {
      outline: 2px solid Highlight;
    }
  }
`;
