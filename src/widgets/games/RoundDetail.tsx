/**
 * `casino-round-detail`: the detail of one row of the in-app round list, with previous / next
 * steps.
 *
 * @prop rows - `{ idStr, externalGameId }[]`, the rows of the list (property or JSON attribute).
 * @attr index - the row shown (default 0).
 *
 * The view is picked by the row's external game id. Previous / next / reload appear, and the
 * `casino-refresh` event reloads, only in the view whose configured `gameDetailsIds` id equals
 * the row's game id (blackjack, gameFamily35, gameFamily36, keno, roulette).
 *
 * @fires casino-refresh-done - on window, when it reloaded its detail for a casino-refresh.
 * @fires casino-round-index-change - detail `{ index, row }` when a step moves to another row (on the element, bubbles, composed).
 */
import { useEffect, useRef, useState } from 'react';
import { config } from '../../core/config';
import { emit, on } from '../../core/events';
import { detailKindForRow, stepsInList } from '../../core/games/game-types';
import type { ListRow } from '../../core/games/types';
import { useSignalValue, useT } from '../shared/hooks';
import { hostOf, LazyDetailView } from './lazy-views';

export interface RoundDetailProps {
  rows?: ListRow[];
  index?: number;
  container?: HTMLElement | ShadowRoot;
}

function clampIndex(index: number | undefined, count: number): number {
  const n = Number.isFinite(Number(index)) ? Math.trunc(Number(index)) : 0;
  return Math.min(Math.max(n, 0), Math.max(count - 1, 0));
}

export function RoundDetail({ rows, index, container }: RoundDetailProps) {
  const t = useT();
  const cfg = useSignalValue(config);
  const list = Array.isArray(rows) ? rows : [];
  const [current, setCurrent] = useState(() => clampIndex(index, list.length));
  const [reloadKey, setReloadKey] = useState(0);
  const anchor = useRef<HTMLDivElement>(null);

  // A new index from the host moves to that row.
  useEffect(() => setCurrent(clampIndex(index, list.length)), [index, list.length]);

  const at = clampIndex(current, list.length);
  const row = list[at];
  const kind = row ? detailKindForRow(row.externalGameId, cfg?.gameTypes, cfg?.gameDetailsIds) : null;
  const steps = row ? stepsInList(kind, row.externalGameId, cfg?.gameDetailsIds) : false;

  // The refresh signal reloads the detail when the current row's game matches the view; the element
  // answers casino-refresh-done, so the shell does not reload the whole page.
  useEffect(() => {
    if (!steps) return undefined;
    return on('casino-refresh', () => {
      setReloadKey((k) => k + 1);
      emit('casino-refresh-done', {});
    });
  }, [steps]);

  const move = (to: number) => {
    const next = clampIndex(to, list.length);
    setCurrent(next);
    setReloadKey((k) => k + 1);
    const host =
      container instanceof ShadowRoot ? container.host : (anchor.current?.getRootNode() as ShadowRoot)?.host;
    host?.dispatchEvent(
      new CustomEvent('casino-round-index-change', {
        detail: { index: next, row: list[next] },
        bubbles: true,
        composed: true,
      }),
    );
  };

  if (!row) {
    return (
      <p part="error" role="alert" className="casino-error detail-error" data-reason="no-row">
        {t('app.casinos.generic-list.error-no-data')}
      </p>
    );
  }

  return (
    <div ref={anchor} className="round-detail" data-kind={kind ?? ''} data-index={at}>
      {steps && (
        <div className="steps">
          <button
            type="button"
            part="step"
            data-step="previous"
            disabled={at <= 0}
            onClick={() => move(at - 1)}
          >
            {t('app.games.labels.previous')}
          </button>
          <button
            type="button"
            part="step"
            data-step="next"
            disabled={at >= list.length - 1}
            onClick={() => move(at + 1)}
          >
            {t('app.games.labels.next')}
          </button>
          <button type="button" part="step" data-step="reload" onClick={() => setReloadKey((k) => k + 1)}>
            {t('app.shared.labels.refresh')}
          </button>
        </div>
      )}
      {kind ? (
        <LazyDetailView
          key={kind}
          kind={kind}
          host={hostOf(container ?? anchor.current)}
          betId={row.idStr}
          externalGameId={row.externalGameId}
          reloadKey={reloadKey}
        />
      ) : (
        <p part="error" role="alert" className="casino-error detail-error" data-reason="unknown-game">
          {t('app.games.labels.unknown-game', { egi: row.externalGameId })}
        </p>
      )}
    </div>
  );
}
