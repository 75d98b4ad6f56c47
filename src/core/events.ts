/**
 * The public DOM events of the elements: typed `CustomEvent`s dispatched on `window`,
 * with `bubbles` and `composed` set so they also cross shadow roots when re-dispatched on elements.
 * `emit(name, detail)` dispatches; `on(name, handler)` listens and returns the unsubscribe function.
 */

/** The console's languages (the i18n module re-uses this type). */
export type Language = 'en' | 'zh-cn';

export interface CasinoEventMap {
  'casino-agent-change': { agentId: string };
  'casino-agent-added': { agentId: string; parentId: string };
  'casino-agent-updated': { agentId: string; name: string };
  'casino-agent-tree-loaded': { agentId: string };
  'casino-credit-adjusted': { agentId: string; creditAmount: number; creditSource: boolean };
  'casino-refresh': Record<string, never>;
  'casino-refresh-done': Record<string, never>;
  'casino-language-change': { language: Language };
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

/** Dispatches `name` on window with `detail` (bubbles, composed). */
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
