/**
 * The options sub-menu's collapse choice ("a collapse toggle whose choice
 * persists"): open (200 px, icons and names) or collapsed (50 px, icons only). Saved in localStorage
 * under 'casino.submenu-open' as 'true' / 'false'; open by default.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';

export const SUBMENU_STORAGE_KEY = 'casino.submenu-open';

/** Reads the saved choice; open when nothing (or something unreadable) is saved. */
export function storedSubmenuOpen(): boolean {
  try {
    return globalThis.localStorage?.getItem(SUBMENU_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

const open = signal(storedSubmenuOpen());

/** True while the sub-menu is open (wide); every element showing it reads this one signal. */
export const submenuOpen: ReadonlySignal<boolean> = open;

/** Opens or collapses the sub-menu and saves the choice. */
export function setSubmenuOpen(value: boolean): void {
  open.value = value;
  try {
    globalThis.localStorage?.setItem(SUBMENU_STORAGE_KEY, String(value));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

/** Flips the sub-menu between open and collapsed. */
export function toggleSubmenu(): void {
  setSubmenuOpen(!open.peek());
}

/** Re-reads the saved choice (another tab changed it, or a test). */
export function reloadSubmenuOpen(): void {
  open.value = storedSubmenuOpen();
}
