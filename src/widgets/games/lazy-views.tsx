/**
 * The eight detail views, each its own lazily loaded chunk: a page pays only for the view it
 * shows. `LazyDetailView` renders the view of a kind inside Suspense (loading state meanwhile).
 */
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DetailKind } from '../../core/games/types';
import { useT } from '../shared/hooks';
import type { DetailViewProps } from './use-detail';

type LazyView = LazyExoticComponent<ComponentType<DetailViewProps>>;

export const DETAIL_VIEWS: Record<DetailKind, LazyView> = {
  slot: lazy(() => import('./views/SlotDetail')),
  blackjack: lazy(() => import('./views/BlackjackDetail')),
  roulette: lazy(() => import('./views/RouletteDetail')),
  keno: lazy(() => import('./views/KenoDetail')),
  videoPoker: lazy(() => import('./views/VideoPokerDetail')),
  triCardPoker: lazy(() => import('./views/TriCardPokerDetail')),
  cardGame: lazy(() => import('./views/CardGameDetail')),
  crashGame: lazy(() => import('./views/CrashGameDetail')),
};

/** Custom-element tag of each view. */
export const DETAIL_TAGS: Record<DetailKind, string> = {
  slot: 'casino-slot-detail',
  blackjack: 'casino-blackjack-detail',
  roulette: 'casino-roulette-detail',
  keno: 'casino-keno-detail',
  videoPoker: 'casino-video-poker-detail',
  triCardPoker: 'casino-tri-card-poker-detail',
  cardGame: 'casino-card-game-detail',
  crashGame: 'casino-crash-game-detail',
};

function ViewLoading() {
  const t = useT();
  return (
    <p part="loading" role="status" className="casino-loading">
      {t('app.shared.labels.loading')}
    </p>
  );
}

export function LazyDetailView({ kind, ...props }: DetailViewProps & { kind: DetailKind }) {
  const View = DETAIL_VIEWS[kind];
  return (
    <Suspense fallback={<ViewLoading />}>
      <View {...props} />
    </Suspense>
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
