/**
 * Page panels: every page of the console sits in a panel whose title bar can collapse it, show it
 * full screen, rename its title, pick its colour and hide it. What the user chose is remembered per
 * user and per page (the route pattern, e.g. 'agents/edit/:id', so one choice serves every agent and
 * id) in localStorage 'casino.panels', and 'Reset page panels' in the layout options forgets it.
 *
 * Rules:
 * - A title is visible single-line text of at most PANEL_TITLE_MAX characters, trimmed; an empty title
 *   gives the page its own title back.
 * - The colours are the PANEL_COLOURS palette; 'default' follows the skin.
 * - Full screen is not remembered (it ends with the page); collapsed, title, colour and hidden are.
 * - A choice that brings a panel back to how it starts leaves nothing stored for it.
 * - Unreadable storage is treated as empty; no storage at all (a sandboxed frame) keeps the choices
 *   for the page's lifetime only.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { account } from './session';
import { isVisibleText } from './text';

export const PANELS_STORAGE_KEY = 'casino.panels';
export const PANEL_TITLE_MAX = 60;
export const PANEL_COLOURS = ['default', 'blue', 'teal', 'green', 'orange', 'red', 'purple', 'dark'] as const;
export type PanelColour = (typeof PANEL_COLOURS)[number];

/** What is remembered of one page's panel. */
export interface PanelState {
  collapsed?: boolean;
  /** The user's title; absent: the page's own title. */
  title?: string;
  /** Absent: 'default'. */
  colour?: PanelColour;
  hidden?: boolean;
}

/** Every user's panels: user id → page key → state. */
export type PanelStore = Record<string, Record<string, PanelState>>;

export type PanelTitleProblem = 'too-long' | 'invisible';

/** Why `title` cannot be a panel title, or null ('' is fine: it restores the page's title). */
export function panelTitleProblem(title: string): PanelTitleProblem | null {
  const trimmed = title.trim();
  if (trimmed === '') return null;
  if ([...trimmed].length > PANEL_TITLE_MAX) return 'too-long';
  return isVisibleText(trimmed) ? null : 'invisible';
}

function isColour(value: unknown): value is PanelColour {
  return typeof value === 'string' && (PANEL_COLOURS as readonly string[]).includes(value);
}

/** One stored state, keeping only well-formed values and nothing that equals the start. */
export function cleanPanel(value: unknown): PanelState {
  const state: PanelState = {};
  if (!value || typeof value !== 'object') return state;
  const v = value as Record<string, unknown>;
  if (v.collapsed === true) state.collapsed = true;
  if (v.hidden === true) state.hidden = true;
  if (isColour(v.colour) && v.colour !== 'default') state.colour = v.colour;
  if (typeof v.title === 'string' && v.title.trim() !== '' && panelTitleProblem(v.title) === null)
    state.title = v.title.trim();
  return state;
}

/** The store as read from storage text (anything malformed dropped). */
export function parsePanels(text: string | null): PanelStore {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  const store: PanelStore = {};
  if (!raw || typeof raw !== 'object') return store;
  for (const [user, pages] of Object.entries(raw as Record<string, unknown>)) {
    if (!pages || typeof pages !== 'object') continue;
    for (const [page, value] of Object.entries(pages as Record<string, unknown>)) {
      const state = cleanPanel(value);
      if (Object.keys(state).length > 0) (store[user] ??= {})[page] = state;
    }
  }
  return store;
}

/** `store` with `change` applied to one user's page (a title is trimmed; '' removes it). */
export function updatePanel(
  store: PanelStore,
  user: string,
  page: string,
  change: Partial<PanelState>,
): PanelStore {
  const pages = { ...store[user] };
  const merged: Record<string, unknown> = { ...pages[page], ...change };
  if (typeof change.title === 'string' && change.title.trim() === '') delete merged.title;
  const state = cleanPanel(merged);
  if (Object.keys(state).length > 0) pages[page] = state;
  else delete pages[page];
  const next = { ...store };
  if (Object.keys(pages).length > 0) next[user] = pages;
  else delete next[user];
  return next;
}

/** `store` without any choice of `user`. */
export function resetPanels(store: PanelStore, user: string): PanelStore {
  const next = { ...store };
  delete next[user];
  return next;
}

function read(): PanelStore {
  try {
    return parsePanels(localStorage.getItem(PANELS_STORAGE_KEY));
  } catch {
    return {};
  }
}

const store = signal<PanelStore>(read());

function commit(next: PanelStore): void {
  store.value = next;
  try {
    if (Object.keys(next).length > 0) localStorage.setItem(PANELS_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(PANELS_STORAGE_KEY);
  } catch {
    // no storage: the choice lasts as long as the page
  }
}

/** The signed-in user's panels, by page key. */
export const userPanels: ReadonlySignal<Readonly<Record<string, PanelState>>> = computed(
  () => store.value[account.value?.id ?? ''] ?? {},
);

/** Changes the signed-in user's panel of `page` (nothing signed out). */
export function setPanel(page: string, change: Partial<PanelState>): void {
  const user = account.value?.id;
  if (user) commit(updatePanel(store.value, user, page, change));
}

/** Forgets every panel choice of the signed-in user. */
export function resetUserPanels(): void {
  const user = account.value?.id;
  if (user) commit(resetPanels(store.value, user));
}

/** Re-reads the stored panels (another tab, tests). */
export function reloadPanels(): void {
  store.value = read();
}
