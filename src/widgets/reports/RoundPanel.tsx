/**
 * The round of a game-history row, beside the list (below it on narrow screens): the shared
 * `casino-round-detail` element with the page's rows, their place in the whole list and its total, so
 * previous / next step through the whole list, whatever the rounds' games (past the page's end the
 * element asks for the page beside: `onPage`), and the shell's refresh reloads the round in place.
 * "Share link" publishes the round as a public link (export permission for the round's agent), copies
 * it and says until when it opens the round.
 */
import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { shareRound, type SharedRoundLink } from '../../core/areas/reports/api';
import type { ReportRow } from '../../core/areas/reports/contract';
import { findAgent } from '../../core/agents';
import { formatDate } from '../../core/format';
import { can } from '../../core/permissions';
import { useLanguage, useT } from '../shared/hooks';
import { ErrorMessage, useSubject } from '../shared/page';

export interface RoundPanelProps {
  rows: readonly ReportRow[];
  index: number;
  /** The place of the first row in the whole list, and the number of rows of the whole list. */
  offset: number;
  total: number;
  pageAgent: string;
  onIndexChange: (index: number) => void;
  /** A step left the page: show the page beside and open its first (next) or last (previous) round. */
  onPage: (direction: 'next' | 'previous') => void;
  onClose: () => void;
}

type RoundDetailElement = HTMLElement & { rows?: unknown };

export function RoundPanel({
  rows,
  index,
  offset,
  total,
  pageAgent,
  onIndexChange,
  onPage,
  onClose,
}: RoundPanelProps) {
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const detail = useRef<RoundDetailElement>(null);
  const [share, setShare] = useState<{
    busy: boolean;
    link: SharedRoundLink | null;
    copied: boolean;
    error: unknown;
  }>({
    busy: false,
    link: null,
    copied: false,
    error: null,
  });
  const row = rows[index];
  const betId = String(row.idStr);
  const listRows = rows.map((r) => ({ idStr: String(r.idStr), externalGameId: Number(r.externalGameId) }));
  const listKey = listRows.map((r) => r.idStr).join(',');

  useLayoutEffect(() => {
    if (detail.current) detail.current.rows = listRows;
    // the rows change with the page only
  }, [listKey]);
  useEffect(() => {
    const element = detail.current;
    if (!element) return undefined;
    const moved = (event: Event) => onIndexChange((event as CustomEvent<{ index: number }>).detail.index);
    const paged = (event: Event) => {
      event.preventDefault();
      onPage((event as CustomEvent<{ direction: 'next' | 'previous' }>).detail.direction);
    };
    element.addEventListener('casino-round-index-change', moved);
    element.addEventListener('casino-round-page-request', paged);
    return () => {
      element.removeEventListener('casino-round-index-change', moved);
      element.removeEventListener('casino-round-page-request', paged);
    };
  }, [onIndexChange, onPage]);
  useEffect(() => setShare({ busy: false, link: null, copied: false, error: null }), [betId]);

  const agentId = String(row.agentId ?? pageAgent);
  const known = findAgent(agentId);
  const mayShare = can.shareGameRound(subject, {
    id: agentId,
    parentId: known ? known.parentId : agentId === subject.agentId ? null : pageAgent,
  });

  const makeLink = async () => {
    setShare({ busy: true, link: null, copied: false, error: null });
    try {
      const link = await shareRound(betId);
      let copied = false;
      try {
        await navigator.clipboard.writeText(link.url);
        copied = true;
      } catch {
        copied = false;
      }
      setShare({ busy: false, link, copied, error: null });
    } catch (error) {
      setShare({ busy: false, link: null, copied: false, error });
    }
  };

  return (
    <section className="round" part="round" data-bet-id={betId} aria-labelledby="report-round-title">
      <header>
        <h3 id="report-round-title">{t('app.reports.rounds.detail', { betId })}</h3>
        {mayShare ? (
          <button type="button" part="share" disabled={share.busy} onClick={() => void makeLink()}>
            {share.busy ? t('app.reports.rounds.sharing') : t('app.reports.rounds.share')}
          </button>
        ) : null}
        <button type="button" className="secondary" part="close-round" onClick={onClose}>
          {t('app.reports.rounds.close')}
        </button>
      </header>
      {share.link ? (
        <div className="field" part="shared-link" data-copied={share.copied ? 'true' : 'false'}>
          <label htmlFor="report-shared-link">{t('app.reports.rounds.link')}</label>
          <input
            id="report-shared-link"
            type="text"
            readOnly
            value={share.link.url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="message success" role="status">
            {t(share.copied ? 'app.reports.rounds.shared' : 'app.reports.rounds.shared-not-copied', {
              date: formatDate(share.link.expiresAt, language),
            })}
          </div>
        </div>
      ) : null}
      <ErrorMessage error={share.error} />
      {createElement('casino-round-detail', {
        ref: detail,
        index: String(index),
        offset: String(offset),
        total: String(total),
        part: 'round-detail',
      })}
    </section>
  );
}
