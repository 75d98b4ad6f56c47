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
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import {
  DEFAULT_LANGUAGE,
  LOADING,
  normalizeLanguage,
  type DetailState,
} from '../../core/games/detail-state';
import { answerFits, detailKindOfAnswer, usesGameStrings } from '../../core/games/game-types';
import { langTagOf } from '../../core/games/page-language';
import { roundHasContent } from '../../core/games/round-header';
import type { DetailKind } from '../../core/games/types';
import { gameStringsSettled, loadGameStrings } from '../../core/i18n';
import { LanguageOverride, useSignalValue, useT } from '../shared/hooks';
import { loadView, loadedViews, startDetail, type ViewComponent, type ViewSlot } from './detail-start';
import { DetailShell, EmptyRound, RoundHeader } from './parts';
import { useDetail, useHostLanguage, type DetailViewProps } from './use-detail';
import { roundOutcome, useRoundEvents } from '../shared/round-events';

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

/**
 * The kind a round is shown as: once ready, the answer's own kind (a link may name another), else
 * `kind`; null while a round whose kind no game id told is on its way.
 */
function shownKind(kind: DetailKind | null, state: DetailState<unknown>): DetailKind | null {
  if (state.status !== 'ready') return kind;
  return detailKindOfAnswer(state.detail) ?? kind;
}

const UNREADABLE_ROUND = 'app.games.labels.unreadable-round';

/** A ready answer that is no round of `kind` and whose own kind cannot be told: an error, never dashes. */
function readable<T>(kind: DetailKind | null, state: DetailState<T>): DetailState<T> {
  if (
    state.status !== 'ready' ||
    detailKindOfAnswer(state.detail) ||
    (kind !== null && answerFits(kind, state.detail))
  )
    return state;
  return {
    status: 'error',
    httpStatus: 0,
    messageKey: UNREADABLE_ROUND,
    message: 'This round cannot be shown: its data is not a round of any game the views know.',
    language: state.language,
  };
}

export interface LazyDetailViewProps extends DetailViewProps {
  /** The view expected (from the game id); null when no game id told it (a shared link only). */
  kind: DetailKind | null;
  /** The element the view shows in (its page sets the view's language). */
  host?: Element | null;
  /** Shown above the round, in the round's language (casino-game-history's title). */
  heading?: ReactNode;
}

/**
 * The round of `props` in the view of its kind: loading until both the round and the view are in. The
 * view is the one of `kind` until the answer says otherwise (a shared link whose game id names another
 * kind shows the round's own view). Everything it shows is in the language the page sets for it, else
 * in the round's (`lang` set on it accordingly); it changes no language of the page.
 */
export function LazyDetailView({ kind, host, heading, ...props }: LazyDetailViewProps) {
  // At mount, before the round's state is read: the round's load then is the one begun at connect, or
  // this one, and useDetail takes it over.
  const started = useRef(false);
  if (!started.current) {
    started.current = true;
    if (kind) startDetail(kind, props, host);
  }
  // a shared link's load is the round's whatever view is expected (detail-loads keys it by the link)
  const state = readable(kind, useDetail(kind ?? 'slot', props, host));
  const shown = shownKind(kind, state);
  useEffect(() => {
    if (shown) loadView(shown);
  }, [shown]);
  const slot: ViewSlot | undefined = useSignalValue(loadedViews)[shown ?? 'slot'];
  const hostLanguage = useHostLanguage(host);
  const lng = hostLanguage ?? (state.status === 'loading' ? DEFAULT_LANGUAGE : state.language);
  // a view naming things with the casino's game strings shows once those of its language are in (or
  // failed), never untranslated first
  const needsStrings = shown !== null && usesGameStrings(shown);
  const stringsIn = useSignalValue(gameStringsSettled).has(lng);
  // the game's name came with the round in the round's language: another language (a page that
  // switched its lang) names it through the casino's game strings
  const roundLanguage =
    state.status === 'ready' || state.status === 'external'
      ? normalizeLanguage((state.detail as { languagecode?: string | null }).languagecode)
      : lng;
  const wantsStrings = needsStrings || roundLanguage !== lng;
  useEffect(() => {
    if (wantsStrings) loadGameStrings(lng).catch(() => undefined);
  }, [wantsStrings, lng]);
  const View = slot && slot !== 'failed' ? (slot as ViewComponent<DetailKind>) : null;
  const viewFailed = state.status === 'ready' && slot === 'failed';
  // the host page hears once whether the round is shown, and why not
  useRoundEvents(
    shown,
    props,
    viewFailed
      ? {
          loaded: false,
          reason: 'view-unavailable',
          status: 0,
          message: 'Something went wrong. Please try again later.',
        }
      : state.status === 'error' && state.messageKey === UNREADABLE_ROUND
        ? { loaded: false, reason: 'unknown-game', status: 0, message: state.message }
        : roundOutcome(state, !!View && (!needsStrings || stringsIn)),
  );
  let content: ReactNode;
  if (state.status === 'ready' && (!View || (needsStrings && !stringsIn))) {
    content =
      slot === 'failed' ? (
        <ViewFailed />
      ) : (
        <DetailShell state={LOADING} kind={shown ?? ''} lang={langTagOf(lng)} heading={heading}>
          {() => null}
        </DetailShell>
      );
  } else {
    content = (
      <DetailShell
        state={state}
        kind={shown ?? ''}
        lang={langTagOf(lng)}
        heading={heading}
        header={(detail) =>
          shown ? <RoundHeader kind={shown} detail={detail} externalGameId={props.externalGameId} /> : null
        }
      >
        {(detail) =>
          View && shown ? (
            roundHasContent(shown, detail as never) ? (
              <View detail={detail} />
            ) : (
              <EmptyRound />
            )
          ) : null
        }
      </DetailShell>
    );
  }
  return <LanguageOverride.Provider value={lng}>{content}</LanguageOverride.Provider>;
}

/** The element component of one kind: the lazily loaded view with the element's inputs. */
export function detailElement(kind: DetailKind): ComponentType<DetailViewProps & { container?: Node }> {
  function DetailElement(props: DetailViewProps & { container?: Node }) {
    return (
      <LazyDetailView
        kind={kind}
        host={hostOf(props.container)}
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

/** The element of a shadow root r2wc renders into. */
export function hostOf(container: Node | null | undefined): Element | null {
  return container instanceof ShadowRoot ? container.host : container instanceof Element ? container : null;
}
