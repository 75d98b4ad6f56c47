/**
 * The eight detail views, each its own chunk loaded on demand: a page pays only for the view it
 * shows.
 *
 * Render as you fetch: the element starts its round's request and its view's chunk together
 * (`startDetail` of detail-start.ts, from the element's connect, again from its render), and
 * `LazyDetailView` shows the round once both have arrived, from the loaded views' signal (no
 * React.lazy / Suspense, whose reveal React throttles).
 *
 * The loading state, the error line and the external frame need no view chunk: they show as soon as
 * the round's answer says so. A view chunk that cannot be loaded shows the generic error message;
 * any later start of that view (an element connecting or rendering) tries again, and every element
 * that waits for it shows its round once it is in.
 */
import { useEffect, useRef, type ComponentType } from 'react';
import { usesGameStrings } from '../../core/games/game-types';
import { LOADING } from '../../core/games/detail-state';
import type { DetailKind } from '../../core/games/types';
import { gameStringsSettled, loadGameStrings, language } from '../../core/i18n';
import { useSignalValue, useT } from '../shared/hooks';
import { loadView, loadedViews, startDetail, type ViewComponent } from './detail-start';
import { roundOutcome, useRoundEvents } from '../shared/round-events';
import { DetailShell } from './parts';
import { useDetail, type DetailViewProps } from './use-detail';

export { loadView, resetViewsForTests, startDetail, VIEW_CHUNKS } from './detail-start';

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
  const slot = useSignalValue(loadedViews)[kind];
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
  const viewFailed = state.status === 'ready' && slot === 'failed';
  useRoundEvents(
    kind,
    props,
    viewFailed
      ? {
          loaded: false,
          reason: 'view-unavailable',
          status: 0,
          message: 'Something went wrong. Please try again later.',
        }
      : roundOutcome(state, !!View && (!needsStrings || stringsIn)),
  );
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
