import { css } from '../../shared/styles';

/**
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
    background: var(--casino-color-surface, light-dark(#ffffff, #151b23));
    border: 1px solid var(--casino-color-border, light-dark(#d1d9e0, #3d444d));
    border-radius: var(--casino-radius, 4px);
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
    border-bottom: 1px solid var(--casino-color-border, light-dark(#d1d9e0, #3d444d));
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
    color: var(--casino-color-text-muted, light-dark(#59636e, #9198a1));
    background: transparent;
  }
  .toggle:hover {
    color: var(--casino-color-text, light-dark(#1f2328, #f0f6fc));
    background: var(--casino-color-background, light-dark(#f6f8fa, #0d1117));
  }
  .toggle svg {
    transition: transform 200ms ease;
  }
  .collapsed .toggle svg {
    transform: rotate(180deg);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 4px 0;
  }
  .separator {
    height: 1px;
    margin: 4px 8px;
    background: var(--casino-color-border, light-dark(#d1d9e0, #3d444d));
  }
  .item {
    display: flex;
    align-items: center;
    gap: 10px;
    height: 36px;
    padding: 0 16px;
    color: var(--casino-color-text, light-dark(#1f2328, #f0f6fc));
    text-decoration: none;
    white-space: nowrap;
    border-left: 3px solid transparent;
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
    background: var(--casino-color-background, light-dark(#f6f8fa, #0d1117));
  }
  .item:focus-visible {
    outline: 2px solid var(--casino-color-primary, #1f6feb);
    outline-offset: -2px;
  }
  .item.active {
    color: var(--casino-color-primary, #1f6feb);
    font-weight: 600;
    background: var(--casino-side-menu-active-background, rgba(31, 111, 235, 0.1));
    border-left-color: var(--casino-color-primary, #1f6feb);
  }
  .item.disabled {
    color: var(--casino-color-text-muted, light-dark(#59636e, #9198a1));
    opacity: 0.5;
    cursor: not-allowed;
    background: transparent;
  }
  @media (prefers-reduced-motion: reduce) {
    .menu,
    .toggle svg {
      transition: none;
    }
  }
`;
