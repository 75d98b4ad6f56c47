/**
 * `casino-round-detail`: the detail of one row of the in-app round list, with previous / next /
 * reload steps that never trap.
 *
 * @prop rows - `{ idStr, externalGameId }[]`, the rows of the list's page on screen (property or JSON attribute).
 * @attr index - the row shown (default 0).
 * @attr offset - the place of the first row in the whole list (0-based; default 0).
 * @attr total - the number of rows of the whole list (default: the rows given).
 *
 * The view is picked by the row's external game id; a step to a row of another game switches the view.
 * Previous / next walk the whole list: within the page they move to the row beside; past the page's end
 * (or before its start) the element asks its host for the page beside with a cancelable
 * `casino-round-page-request` and waits for it (the host that takes the request calls
 * `preventDefault()`, then gives the new `rows` and `index`). Reload, and the shell's `casino-refresh`,
 * reload the round in place for every game, answering `casino-refresh-done` so the shell does not
 * reload the whole page.
 *
 * @fires casino-refresh-done - on window, when it reloaded its detail for a casino-refresh.
 * @fires casino-round-index-change - detail `{ index, row }` when a step moves to another row of the page (on the element, bubbles, composed).
 * @fires casino-round-page-request - detail `{ direction: 'next' | 'previous' }` when a step leaves the page (cancelable; on the element, bubbles, composed).
 */
import { useEffect, useRef, useState } from 'react';
import { config } from '../../core/config';
import { emit, on } from '../../core/events';
import { detailKindForRow } from '../../core/games/game-types';
import type { ListRow } from '../../core/games/types';
import { useSignalValue, useT } from '../shared/hooks';
import { useRoundEvents } from '../shared/round-events';
import { hostOf, LazyDetailView } from './lazy-views';

export interface RoundDetailProps {
  rows?: ListRow[];
  index?: number;
  offset?: number;
  total?: number;
  container?: HTMLElement | ShadowRoot;
}

export type PageDirection = 'next' | 'previous';

function clampIndex(index: number | undefined, count: number): number {
  const n = Number.isFinite(Number(index)) ? Math.trunc(Number(index)) : 0;
  return Math.min(Math.max(n, 0), Math.max(count - 1, 0));
}

function wholeNumber(value: number | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : fallback;
}

export function RoundDetail({ rows, index, offset, total, container }: RoundDetailProps) {
  const t = useT();
  const cfg = useSignalValue(config);
  const list = Array.isArray(rows) ? rows : [];
  const listKey = list.map((r) => r.idStr).join(',');
  const [current, setCurrent] = useState(() => clampIndex(index, list.length));
  const [reloadKey, setReloadKey] = useState(0);
  const [waiting, setWaiting] = useState<PageDirection | null>(null);
  const anchor = useRef<HTMLDivElement>(null);

  // A new index or a new page from the host moves to that row (and ends a wait for a page).
  useEffect(() => {
    setCurrent(clampIndex(index, list.length));
    setWaiting(null);
  }, [index, listKey]);

  const at = clampIndex(current, list.length);
  const row = list[at];
  const kind = row ? detailKindForRow(row.externalGameId, cfg?.gameTypes, cfg?.gameDetailsIds) : null;
  const first = wholeNumber(offset, 0);
  const count = Math.max(wholeNumber(total, 0), first + list.length);
  const position = first + at;
  // no row, or a game no view shows (the view tells its round's outcome itself)
  useRoundEvents(
    kind,
    { betId: row?.idStr },
    !row
      ? { loaded: false, reason: 'no-data', status: 0, message: 'no data' }
      : !kind
        ? {
            loaded: false,
            reason: 'unknown-game',
            status: 0,
            message: `No detail view is configured for game ${row.externalGameId}.`,
          }
        : null,
  );

  // The shell's refresh reloads the round in place, whatever its game, and says it did.
  useEffect(
    () =>
      on('casino-refresh', () => {
        setReloadKey((k) => k + 1);
        emit('casino-refresh-done', {});
      }),
    [],
  );

  const host = () =>
    container instanceof ShadowRoot ? container.host : hostOf(anchor.current?.getRootNode());
  const dispatch = (type: string, detail: unknown, cancelable = false) => {
    const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable });
    host()?.dispatchEvent(event);
    return event;
  };

  const move = (to: number) => {
    if (to < 0 || to >= list.length) {
      const direction: PageDirection = to < 0 ? 'previous' : 'next';
      if (direction === 'previous' ? position <= 0 : position >= count - 1) return;
      // the host that takes the request delivers the page beside; until then the steps wait
      if (dispatch('casino-round-page-request', { direction }, true).defaultPrevented) setWaiting(direction);
      return;
    }
    setCurrent(to);
    setReloadKey((k) => k + 1);
    dispatch('casino-round-index-change', { index: to, row: list[to] });
  };

  if (!row) {
    return (
      <p part="error" role="alert" className="casino-error detail-error" data-reason="no-row">
        {t('app.casinos.generic-list.error-no-data')}
      </p>
    );
  }

  return (
    <div
      ref={anchor}
      className="round-detail"
      data-kind={kind ?? ''}
      data-index={at}
      data-position={position}
    >
      <div className="steps" part="steps">
        <button
          type="button"
          part="step"
          data-step="previous"
          disabled={position <= 0 || waiting !== null}
          onClick={() => move(at - 1)}
        >
          {t('app.games.labels.previous')}
        </button>
        <button
          type="button"
          part="step"
          data-step="next"
          disabled={position >= count - 1 || waiting !== null}
          onClick={() => move(at + 1)}
        >
          {t('app.games.labels.next')}
        </button>
        <button
          type="button"
          part="step"
          data-step="reload"
          disabled={waiting !== null}
          onClick={() => setReloadKey((k) => k + 1)}
        >
          {t('app.shared.labels.refresh')}
        </button>
        <span className="position" part="position" role="status">
          {waiting
            ? t(`app.games.labels.loading-${waiting}-page`)
            : t('app.games.labels.position', { position: position + 1, total: count })}
        </span>
      </div>
      {kind ? (
        <LazyDetailView
          key={kind}
          kind={kind}
          host={host()}
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
