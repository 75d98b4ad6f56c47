/**
 * The DOM events of the elements, typed.
 *
 * Two families:
 * - Host events (`CasinoHostEventMap`): what a page embedding the elements listens to. Each is a
 *   `CustomEvent<Detail>` dispatched on the element itself, `bubbles: true, composed: true` (it leaves
 *   the shadow roots and reaches the document), through `dispatchHostEvent`. The build writes the
 *   `HTMLElementEventMap` augmentation and the manifest's event lists from this interface (the JSDoc
 *   of each member is the event's description).
 * - Console wiring (`CasinoEventMap`): how the console's own elements keep in step (agent chosen,
 *   credit adjusted, refresh, language, sign-out). They are dispatched on `window` by `emit` and read
 *   with `on`; a host may listen to them too, but they are the console shell's plumbing, not part of
 *   an element's contract.
 */
import type { DetailKind, ListRow } from './games/types';

/** The kinds of object a form or row action saves or deletes (`casino-saved`, `casino-deleted`). */
export type CasinoObjectKind =
  | 'agent'
  | 'user'
  | 'user-claims'
  | 'player'
  | 'player-bonus'
  | 'cafe'
  | 'cafe-user'
  | 'cafe-command'
  | 'casino'
  | 'casino-assignment'
  | 'role'
  | 'credit-adjustment'
  | 'cafe-balance-adjustment'
  | 'terminal-transaction'
  | 'ip-whitelist'
  | 'wallet-parent'
  | 'multicash-balance'
  | 'profile'
  | 'pending-round'
  | 'pending-rounds-of-casino';

/** Detail of `casino-saved`: what was saved, its id, and whether it was created or changed. */
export interface CasinoSavedDetail {
  /** The kind of object ('agent', 'player', 'credit-adjustment', …). */
  kind: CasinoObjectKind;
  /**
   * The id of the object saved; for an action on an object that has no id of its own (a credit
   * adjustment, an IP whitelist, a player's bonus), the id of the agent or player it was taken on.
   */
  id: string;
  /** 'created' for a new object, 'updated' for a change, or the action's name ('restored', 'logged-out', …). */
  action: 'created' | 'updated' | 'restored' | 'logged-out' | 'password-changed' | 'wiped' | 'closed';
  /** The agent the object belongs to, when it has one. */
  agentId?: string;
}

/** Detail of `casino-deleted`: what was deleted and its id. */
export interface CasinoDeletedDetail {
  kind: CasinoObjectKind;
  id: string;
  /** The agent the object belonged to, when it had one. */
  agentId?: string;
}

/** Detail of `casino-round-loaded`: the round a detail view shows. */
export interface CasinoRoundLoadedDetail {
  /** The view's kind ('blackjack', 'slot', …). */
  kind: DetailKind;
  /** The round's id as the element was given it: the bet id in-app, the encrypted id of a shared link. */
  roundId: string;
  /** 'bet' in-app (bet-id), 'link' for a shared link (encrypted-id and token). */
  source: 'bet' | 'link';
  /** True when the round is shown in the external provider's page (a frame). */
  external: boolean;
}

/** Why a round could not be shown (`casino-round-error`). */
export type CasinoRoundErrorReason =
  'token-expired' | 'no-data' | 'try-again-later' | 'incomplete-link' | 'unknown-game' | 'view-unavailable';

/** Detail of `casino-round-error`. */
export interface CasinoRoundErrorDetail {
  /** The view's kind, when the element knows it. */
  kind: DetailKind | null;
  /** The round's id as given, when there is one. */
  roundId: string | null;
  reason: CasinoRoundErrorReason;
  /** The HTTP status of the failed call (0 when no call failed: an incomplete link, an unknown game). */
  status: number;
  /** The English message shown (the element shows it translated). */
  message: string;
}

/** Detail of `casino-navigate`: the console address an element asks to open. */
export interface CasinoNavigateDetail {
  /** The console path with its query, relative to the console's base path ('/{agentId}/players/edit/{id}'). */
  url: string;
  /** The path alone ('/{agentId}/players/edit/{id}'). */
  path: string;
  /** The query parameters of `url`. */
  query: Record<string, string>;
  /** True when the address replaces the current one in the history (a redirect, a list's state). */
  replace: boolean;
}

/** Detail of `casino-round-index-change`: the in-app round list stepped to another row. */
export interface CasinoRoundIndexChangeDetail {
  index: number;
  row: ListRow;
}

/**
 * Detail of `casino-round-page-request`: a step of the in-app round detail left the rows it was given.
 * Cancelable: the host that calls preventDefault() gives the element the page beside (its rows and index).
 */
export interface CasinoRoundPageRequestDetail {
  direction: 'next' | 'previous';
}

/**
 * The events a host page listens to on an element: each a `CustomEvent` with this detail, dispatched
 * on the element, bubbling and composed.
 */
export interface CasinoHostEventMap {
  /** A detail view (or the partner embed) shows its round. */
  'casino-round-loaded': CasinoRoundLoadedDetail;
  /** A detail view (or the partner embed) cannot show its round; the element shows the translated message. */
  'casino-round-error': CasinoRoundErrorDetail;
  /** A form or row action saved an object (created or changed it). */
  'casino-saved': CasinoSavedDetail;
  /** A row action deleted an object. */
  'casino-deleted': CasinoDeletedDetail;
  /**
   * The element asks to open a console address (a row's edit page, the list after saving). Cancelable:
   * inside the console shell the router opens it unless a listener calls preventDefault(); an element
   * used alone on a host page never changes the page's address itself, the host decides.
   */
  'casino-navigate': CasinoNavigateDetail;
  /** The in-app round list stepped to another row (previous / next). */
  'casino-round-index-change': CasinoRoundIndexChangeDetail;
  /** A step of the in-app round detail left its page: the host may deliver the page beside (cancelable). */
  'casino-round-page-request': CasinoRoundPageRequestDetail;
}

export type CasinoHostEventName = keyof CasinoHostEventMap;

/** A host event as its listener receives it. */
export type CasinoHostEvent<K extends CasinoHostEventName> = CustomEvent<CasinoHostEventMap[K]>;

/** The host events that may be cancelled by a listener (preventDefault). */
const CANCELABLE: ReadonlySet<CasinoHostEventName> = new Set([
  'casino-navigate',
  'casino-round-page-request',
]);

/**
 * Dispatches the host event `name` on `target` (bubbles, composed; cancelable when the event is).
 * Returns false when a listener cancelled it.
 */
export function dispatchHostEvent<K extends CasinoHostEventName>(
  target: EventTarget,
  name: K,
  detail: CasinoHostEventMap[K],
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) }),
  );
}

/** The console's languages (the i18n module re-uses this type). */
export type Language = 'en' | 'zh-cn';

/** The console's own wiring between its elements, dispatched on `window`. */
export interface CasinoEventMap {
  /** An agent was chosen (tree, list): the tree opens or closes it. */
  'casino-agent-change': { agentId: string };
  /** An agent was created: the tree fetches it. */
  'casino-agent-added': { agentId: string; parentId: string };
  /** An agent was renamed: the tree and the lists show the new name. */
  'casino-agent-updated': { agentId: string; name: string };
  /** The tree of an agent was fetched: the router checks the route's permissions again. */
  'casino-agent-tree-loaded': { agentId: string };
  /** An agent's credit changed: the header's credit and the lists follow. */
  'casino-credit-adjusted': { agentId: string; creditAmount: number; creditSource: boolean };
  /** The ribbon's refresh button: the page on screen reloads its data. */
  'casino-refresh': Record<string, never>;
  /** The page on screen reloaded its data for a casino-refresh (else the shell reloads the page). */
  'casino-refresh-done': Record<string, never>;
  /** The console's language changed. */
  'casino-language-change': { language: Language };
  /** The user signed out (or the session ended): the router goes to the login page. */
  'casino-logout': Record<string, never>;
}

export type CasinoEventName = keyof CasinoEventMap;

export const CASINO_EVENTS: readonly CasinoEventName[] = [
  'casino-agent-change',
  'casino-agent-added',
  'casino-agent-updated',
  'casino-agent-tree-loaded',
  'casino-credit-adjusted',
  'casino-refresh',
  'casino-refresh-done',
  'casino-language-change',
  'casino-logout',
];

/** Dispatches the console-wiring event `name` on window with `detail` (bubbles, composed). */
export function emit<K extends CasinoEventName>(name: K, detail: CasinoEventMap[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Calls `handler(detail)` for every `name` event on window until the returned function is called. */
export function on<K extends CasinoEventName>(
  name: K,
  handler: (detail: CasinoEventMap[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<CasinoEventMap[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
