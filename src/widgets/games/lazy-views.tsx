/**
 * The eight detail views, each its own chunk loaded on demand: a page pays only for the view it
 * shows.
 *
 * Render as you fetch: the element starts its round's request and its view's chunk together
 * (`startDetail`, from the element's connect, again from its render), and `LazyDetailView` shows the
 * round once both have arrived. No React.lazy / Suspense: React holds back the reveal of a suspended
 * boundary (a throttle of a few hundred milliseconds), which a page showing one round would pay on
 * every load. The view module is kept in a signal instead, and the element re-renders when it lands.
 *
 * The loading state, the error line and the external frame need no view chunk: they show as soon as
 * the round's answer says so. A view chunk that cannot be loaded shows the generic error message;
 * any later start of that view (an element connecting or rendering) tries again, and every element
 * that waits for it shows its round once it is in.
 */
import { signal } from '@preact/signals-core';
import { useEffect, useRef, type ComponentType } from 'react';
import { config } from '../../core/config';
import { startDetailLoad } from '../../core/games/detail-loads';
import { usesGameStrings } from '../../core/games/game-types';
import { LOADING } from '../../core/games/detail-state';
import type { DetailByKind, DetailKind } from '../../core/games/types';
import { gameStringsSettled, loadGameStrings, language } from '../../core/i18n';
import { useSignalValue, useT } from '../shared/hooks';
import { DetailShell } from './parts';
import { detailSource, useDetail, type DetailViewProps } from './use-detail';

/** What a view chunk exports: the tables of a loaded round. */
type ViewComponent<K extends DetailKind> = ComponentType<{ detail: DetailByKind[K] }>;
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

/** Custom-element tag of each view. */
export const DETAIL_TAGS: Record<DetailKind, string> = {
  slot: 'casino-slot-detail',
  blackjack: 'casino-blackjack-detail',
  roulette: 'casino-roulette-detail',
  keno: 'casino-keno-detail',
  videoPoker: 'casino-video-poker-detail',
  triCardPoker: 'casino-tri-card-poker-detail',
  cardGames: 'casino-card-game-detail',
  crashGames: 'casino-crash-game-detail',
};

type ViewSlot = ViewComponent<DetailKind> | 'failed';

/** The views whose chunk has arrived (or failed); the elements re-render when one lands. */
const views = signal<Partial<Record<DetailKind, ViewSlot>>>({});
const requests = new Map<DetailKind, Promise<void>>();

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
 * Starts everything a view of `kind` needs for the round of `props`, in parallel: the view's chunk,
 * the round's request (once the configuration is set: it names the service) and, for roulette, the
 * casino's game strings (its bet descriptions). Idempotent while the round's load waits for its view:
 * an element calls it when it connects, and again when it first renders.
 */
export function startDetail(kind: DetailKind, props: DetailViewProps): void {
  // the round's request first: it waits on the service, the chunks only on static files
  const source = detailSource(props);
  if (source && config.peek()) startDetailLoad(kind, source);
  loadView(kind);
  if (usesGameStrings(kind) && config.peek()) loadGameStrings(language.peek()).catch(() => undefined);
}

/** Forgets the loaded views (tests only). */
export function resetViewsForTests(): void {
  requests.clear();
  views.value = {};
}

function ViewFailed() {
  const t = useT();
  return (
    <div className="detail-view" data-state="error">
      <p part="error" role="alert" className="casino-error detail-error" data-reason="view-unavailable">
        {t('app.shared.labels.generic-error-message')}
      </p>
    </div>
  );
}

/** The round of `props` in the view of `kind`: loading until both the round and the view are in. */
export function LazyDetailView<K extends DetailKind>({ kind, ...props }: DetailViewProps & { kind: K }) {
  // At mount, before the round's state is read: the round's load then is the one begun at connect, or
  // this one, and useDetail takes it over.
  const started = useRef(false);
  if (!started.current) {
    started.current = true;
    startDetail(kind, props);
  }
  useEffect(() => loadView(kind), [kind]);
  const slot = useSignalValue(views)[kind];
  const state = useDetail(kind, props);
  // a view naming things with the casino's game strings shows once those of the language are in (or
  // failed), never untranslated first
  const lng = useSignalValue(language);
  const needsStrings = usesGameStrings(kind);
  const stringsIn = useSignalValue(gameStringsSettled).has(lng);
  useEffect(() => {
    if (needsStrings) loadGameStrings(lng).catch(() => undefined);
  }, [needsStrings, lng]);
  const View = slot && slot !== 'failed' ? (slot as ViewComponent<K>) : null;
  if (state.status === 'ready' && (!View || (needsStrings && !stringsIn))) {
    if (slot === 'failed') return <ViewFailed />;
    return (
      <DetailShell state={LOADING} kind={kind}>
        {() => null}
      </DetailShell>
    );
  }
  return (
    <DetailShell state={state} kind={kind}>
      {(detail) => (View ? <View detail={detail} /> : null)}
    </DetailShell>
  );
}

/** The element component of one kind: the lazily loaded view with the element's inputs. */
export function detailElement(kind: DetailKind): ComponentType<DetailViewProps> {
  function DetailElement(props: DetailViewProps) {
    return (
      <LazyDetailView
        kind={kind}
        betId={props.betId}
        externalGameId={props.externalGameId}
        encryptedId={props.encryptedId}
        token={props.token}
        reloadKey={props.reloadKey}
      />
    );
  }
  DetailElement.displayName = `DetailElement(${kind})`;
  return DetailElement;
}
