import { css } from '../../shared/styles';

/**
 * @cssprop --casino-tooltip-background - Background of an option's tooltip on the minified rail (default #1f2328).
 * @cssprop --casino-tooltip-color - Its text colour (default #ffffff).
 * @cssprop --casino-side-menu-width - Width when open (default 200px).
 * @cssprop --casino-side-menu-collapsed-width - Width when collapsed (default 50px).
 * @cssprop --casino-side-menu-active-background - Background of the active option.
 */
export const sideMenuStyles = css`
  :host {
    display: block;
  }
  .menu {
    width: var(--casino-side-menu-width, 200px);
    overflow: hidden;
    background: var(--_casino-color-surface);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    transition: width 200ms ease;
  }
  .menu.collapsed {
    width: var(--casino-side-menu-collapsed-width, 50px);
  }
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 4px;
    min-height: 36px;
    padding: 0 6px 0 12px;
    border-bottom: 1px solid var(--_casino-color-border);
  }
  .collapsed .head {
    justify-content: center;
    padding: 0;
  }
  .title {
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .toggle {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    padding: 0;
    color: var(--_casino-color-text-muted);
    background: transparent;
  }
  .toggle:hover {
    color: var(--_casino-color-text);
    background: var(--_casino-color-background);
  }
  .toggle svg {
    transition: transform 200ms ease;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 4px 0;
  }
  .separator {
    height: 1px;
    margin: 4px 8px;
    background: var(--_casino-color-border);
  }
  .item {
    display: flex;
    align-items: center;
    gap: 10px;
    height: 36px;
    padding: 0 16px;
    color: var(--_casino-color-text);
    text-decoration: none;
    white-space: nowrap;
    border-inline-start: 3px solid transparent;
    cursor: pointer;
  }
  .collapsed .item {
    justify-content: center;
    padding: 0;
  }
  .item svg {
    flex: none;
    font-size: 18px;
  }
  .label {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .collapsed .label {
    display: none;
  }
  .item:hover,
  .item:focus-visible {
    background: var(--_casino-color-background);
  }
  .item:focus-visible {
    outline: 2px solid var(--_casino-color-primary);
    outline-offset: -2px;
  }
  .item.active {
    color: var(--_casino-color-primary);
    font-weight: 600;
    background: var(--_casino-side-menu-active-background);
    border-inline-start-color: var(--_casino-color-primary);
  }
  .item.disabled {
    color: var(--_casino-color-text-muted);
    opacity: 0.5;
    cursor: not-allowed;
    background: transparent;
  }
  .collapsed .toggle svg,
  :host(:dir(rtl)) .menu:not(.collapsed) .toggle svg {
    transform: rotate(180deg);
  }
  :host(:dir(rtl)) .collapsed .toggle svg {
    transform: none;
  }

  /* Menu on top: a horizontal menu bar of icons and labels (it wraps to a second line if it must). */
  .menu.top {
    width: auto;
    overflow: visible;
    border: 0;
    border-radius: 0;
    background: transparent;
  }
  .top ul {
    display: flex;
    flex-wrap: wrap;
    align-items: stretch;
    gap: 2px;
    padding: 0;
  }
  .top .item {
    height: 40px;
    gap: 6px;
    padding: 0 10px;
    border-inline-start: 0;
    border-bottom: 3px solid transparent;
  }
  .top .item.active {
    border-bottom-color: var(--_casino-color-primary);
  }
  .top .separator {
    width: 1px;
    height: auto;
    margin: 8px 4px;
  }

  /* Minified: an icon rail; an option's label shows beside it as a tooltip while pointed at or focused. */
  .menu.rail {
    width: var(--casino-side-menu-collapsed-width, 50px);
    overflow: visible;
  }
  .rail .item {
    position: relative;
    justify-content: center;
    padding: 0;
  }
  .rail .label {
    position: absolute;
    top: 50%;
    inset-inline-start: calc(100% + 10px);
    z-index: 20;
    display: none;
    padding: 4px 8px;
    overflow: visible;
    font-weight: 400;
    color: var(--_casino-tooltip-color);
    background: var(--_casino-tooltip-background);
    border-radius: var(--_casino-radius);
    box-shadow: 0 2px 8px rgb(0 0 0 / 25%);
    transform: translateY(-50%);
    white-space: nowrap;
    pointer-events: none;
  }
  .rail .item:hover .label,
  .rail .item:focus-visible .label {
    display: block;
  }

  @media (prefers-reduced-motion: reduce) {
    .menu,
    .toggle svg {
      transition: none;
    }
  }
`;
