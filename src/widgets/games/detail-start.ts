/**
 * What a detail element starts before it renders, without React or i18next: the round's request, the
 * view's chunk and, for roulette, the casino's game strings. The partner embed's first script
 * (src/widgets/game-history-entry.ts) runs this for the element already in the page while the
 * renderer is still on its way; the elements run it again when they connect (nothing is asked twice).
 *
 * The view chunks are kept in a signal (`loadedViews`): the element shows the round once its view has
 * arrived, without React.lazy / Suspense (React holds back the reveal of a suspended boundary, a
 * throttle of a few hundred milliseconds that a page showing one round would pay on every load).
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ComponentType } from 'react';
import { config, whenConfigured, type CasinoConfig } from '../../core/config';
import type { DetailSource } from '../../core/games/api';
import { aheadLoadsSettled, startDetailLoad } from '../../core/games/detail-loads';
import { detailKindFor, usesGameStrings } from '../../core/games/game-types';
import { hostLanguageOf } from '../../core/games/page-language';
import type { DetailByKind, DetailKind } from '../../core/games/types';
import { fetchGameStrings } from '../../core/i18n/game-strings';
import { language } from '../../core/i18n/language';

/** Inputs of every detail view (attributes of the detail elements). */
export interface DetailViewProps {
  /** In-app: the bet id of the list row. */
  betId?: string;
  /** In-app: the external game id of the list row. */
  externalGameId?: number;
  /** Public: the encrypted round identifier of the shared link. */
  encryptedId?: string;
  /** Public: the access token of the shared link. */
  token?: string;
  /** Changing it reloads the detail (previous / next / refresh of casino-round-detail). */
  reloadKey?: number;
}

/** The source of a view's detail, or null when its inputs name no round. */
export function detailSource(props: DetailViewProps): DetailSource | null {
  if (props.encryptedId && props.token) return { encryptedLink: props.encryptedId, token: props.token };
  if (props.betId) return { betId: String(props.betId) };
  return null;
}

/** What a view chunk exports: the tables of a loaded round. */
export type ViewComponent<K extends DetailKind> = ComponentType<{ detail: DetailByKind[K] }>;
type ViewModule = { default: ViewComponent<DetailKind> };

const asView = (module: { default: unknown }) => module as ViewModule;

/**
 * The chunk of each view. The card views also ask for the card-drawing chunk they import, in the same
 * breath: otherwise the browser would learn of it only once the view's chunk has arrived and been
 * parsed (one more round trip). Both requests are the same module, fetched once.
 */
export const VIEW_CHUNKS: Record<DetailKind, () => Promise<ViewModule>> = {
  slot: () => import('./views/SlotDetail').then(asView),
  blackjack: () =>
    Promise.all([import('./views/BlackjackDetail'), import('./CardStack')]).then(([m]) => asView(m)),
  roulette: () => import('./views/RouletteDetail').then(asView),
  keno: () => import('./views/KenoDetail').then(asView),
  videoPoker: () =>
    Promise.all([import('./views/VideoPokerDetail'), import('./CardStack')]).then(([m]) => asView(m)),
  triCardPoker: () =>
    Promise.all([import('./views/TriCardPokerDetail'), import('./CardStack')]).then(([m]) => asView(m)),
  cardGames: () =>
    Promise.all([import('./views/CardGameDetail'), import('./CardStack')]).then(([m]) => asView(m)),
  crashGames: () => import('./views/CrashGameDetail').then(asView),
};

export type ViewSlot = ViewComponent<DetailKind> | 'failed';

/** The views whose chunk has arrived (or failed); the elements re-render when one lands. */
const views = signal<Partial<Record<DetailKind, ViewSlot>>>({});
const requests = new Map<DetailKind, Promise<void>>();

/** The views whose chunk has arrived, or 'failed'. */
export const loadedViews: ReadonlySignal<Partial<Record<DetailKind, ViewSlot>>> = views;

/** Starts loading the view chunk of `kind`: once, or again after a failure. */
export function loadView(kind: DetailKind): void {
  if (requests.has(kind)) return;
  if (views.peek()[kind] === 'failed') {
    // A new try: the elements show loading again (not from inside a render: a microtask later).
    queueMicrotask(() => {
      const { [kind]: _failed, ...others } = views.peek();
      views.value = others;
    });
  }
  const request = VIEW_CHUNKS[kind]().then(
    (module) => {
      views.value = { ...views.peek(), [kind]: module.default };
    },
    (error: unknown) => {
      console.error(`The ${kind} detail view could not be loaded`, error);
      requests.delete(kind);
      views.value = { ...views.peek(), [kind]: 'failed' };
    },
  );
  requests.set(kind, request);
}

/**
 * Starts everything a view of `kind` needs for the round of `props`, in parallel: the round's request
 * (once the configuration is set: it names the service), the view's chunk and, for roulette, the
 * casino's game strings (its bet descriptions) in the language the page sets. Idempotent while the
 * round's load waits for its view: an element calls it when it connects, and again when it first
 * renders. `element` is the element the view shows in: its page sets the view's language.
 */
export function startDetail(kind: DetailKind, props: DetailViewProps, element?: Element | null): void {
  // the round's request first: it waits on the service, the chunks only on static files
  const source = detailSource(props);
  if (source && config.peek()) startDetailLoad(kind, source, element);
  loadView(kind);
  if (usesGameStrings(kind) && config.peek())
    fetchGameStrings(hostLanguageOf(element) ?? language.peek()).catch(() => undefined);
}

/**
 * Resolves once the rounds and the view chunks started so far have arrived (or failed): what the
 * first render of their elements needs.
 */
export function startedSettled(): Promise<void> {
  return Promise.all([aheadLoadsSettled(), ...requests.values()]).then(() => undefined);
}

/** Forgets the loaded views (tests only). */
export function resetViewsForTests(): void {
  requests.clear();
  views.value = {};
}

/** The inputs of a shared link's page (casino-game-history). */
export interface GameHistoryProps {
  encryptedId?: string;
  token?: string;
  egi?: string;
}

/** The link inputs: attributes first, else the page's query parameters id, token, egi. */
export function linkInputs(
  props: GameHistoryProps,
  search: string = location.search,
): Required<GameHistoryProps> {
  const query = new URLSearchParams(search);
  return {
    encryptedId: props.encryptedId || query.get('id') || '',
    token: props.token || query.get('token') || '',
    egi:
      props.egi !== undefined && props.egi !== null && String(props.egi) !== ''
        ? String(props.egi)
        : query.get('egi') || '',
  };
}

/**
 * Runs `start` with the configuration: now when it is set (an element connecting starts before its
 * first render, which takes over what was started), else as soon as it is.
 */
function withConfig(start: (cfg: CasinoConfig) => void): void {
  const cfg = config.peek();
  if (cfg) start(cfg);
  else void whenConfigured().then(start);
}

/** For a detail element that connects: `startDetail` once the configuration is set. */
export function startDetailWhenConfigured(kind: DetailKind, element: Element & DetailViewProps): void {
  withConfig(() => startDetail(kind, element, element));
}

/** The link inputs of a casino-game-history element: its properties once upgraded, else its attributes. */
export function elementLinkInputs(element: Element & GameHistoryProps): GameHistoryProps {
  const read = (prop: keyof GameHistoryProps, attribute: string) =>
    element[prop] ?? element.getAttribute(attribute) ?? undefined;
  return {
    encryptedId: read('encryptedId', 'encrypted-id'),
    token: read('token', 'token'),
    egi: read('egi', 'egi'),
  };
}

/**
 * For a shared link's page: once the configuration is set, the round's POST and the chunk of the view
 * its `egi` names start together. The POST is the round's whatever view the `egi` names (the answer
 * says its kind, and the element shows that view); a link without a known `egi` still loads its round.
 */
export function startGameHistory(element: Element & GameHistoryProps): void {
  const { encryptedId, token, egi } = linkInputs(elementLinkInputs(element));
  if (!encryptedId || !token) return;
  withConfig((cfg) => {
    const kind = detailKindFor(egi, cfg.gameTypes);
    if (kind) startDetail(kind, { encryptedId, token }, element);
    else startDetailLoad('slot', { encryptedLink: encryptedId, token }, element);
  });
}
