/**
 * The global search page (/miscellaneous/search?q=): a search box, then one group per area the user
 * may search (src/core/search.ts), each with its count and its own pages of results from the server,
 * each result a link to its page. The text lives in the URL, so a reload, the back button and a shared
 * link repeat the search. A group that fails says so and can try again; the others are unaffected.
 */

import { linkPath } from '../../core/paths';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { AreaManifest, AreaSearch, SearchAnswer } from '../../core/areas';
import { hrefOf, route } from '../../core/router';
import { useNavigate } from '../shared/host';
import { SEARCH_PAGE_SIZE, searchableAreas, searchUrl } from '../../core/search';
import { account, claims } from '../../core/session';
import { useT } from '../shared/hooks';
import { ErrorMessage, useQuery } from '../shared/page';
import { SearchIcon } from '../shared/icons';

function follow(event: MouseEvent<HTMLAnchorElement>, href: string, navigate: (url: string) => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(href);
}

interface GroupProps {
  area: AreaManifest & { search: AreaSearch };
  text: string;
  agentId: string;
  onTotal: (key: string, total: number | null) => void;
}

function Group({ area, text, agentId, onTotal }: GroupProps) {
  const navigate = useNavigate();
  const t = useT();
  const id = useId();
  const [pageIndex, setPageIndex] = useState(0);
  useEffect(() => setPageIndex(0), [text]);
  const query = useQuery<SearchAnswer>({
    queryKey: ['search', area.key, agentId, text, pageIndex],
    queryFn: async ({ signal }) => {
      const search = await area.search.load();
      return search({ text, agentId, pageIndex, pageSize: SEARCH_PAGE_SIZE }, signal);
    },
    keepPrevious: true,
  });
  const total = query.data?.total ?? null;
  useEffect(() => onTotal(area.key, total), [area.key, total, onTotal]);

  const label = t(area.search.label);
  const hits = query.data?.hits ?? [];
  const start = pageIndex * SEARCH_PAGE_SIZE + 1;
  const end = pageIndex * SEARCH_PAGE_SIZE + hits.length;
  const state = query.isError ? 'error' : query.data ? (total === 0 ? 'empty' : 'ready') : 'loading';

  return (
    <section
      className="group"
      part="group"
      data-kind={area.key}
      data-state={state}
      aria-labelledby={`${id}-h`}
    >
      <h2 id={`${id}-h`} part="group-title">
        {total === null ? label : t('app.search.group-count', { label, count: total })}
      </h2>
      {query.isError ? (
        <div className="failed">
          <ErrorMessage error={query.error} />
          <button type="button" className="secondary" part="retry" onClick={() => void query.refetch()}>
            {t('app.page.list.retry')}
          </button>
        </div>
      ) : !query.data ? (
        <p className="state" part="group-loading" role="status">
          {t('app.search.group-loading')}
        </p>
      ) : hits.length === 0 ? (
        <p className="state" part="group-empty">
          {t('app.search.group-none')}
        </p>
      ) : (
        <>
          <ul className="hits" aria-busy={query.isFetching ? 'true' : undefined}>
            {hits.map((hit) => (
              <li key={hit.id}>
                <a
                  part="hit"
                  href={hrefOf(linkPath(hit.to))}
                  data-id={hit.id}
                  onClick={(event) => follow(event, linkPath(hit.to), navigate)}
                >
                  {hit.title}
                </a>
                {hit.detail ? (
                  <span className="detail" part="hit-detail">
                    {hit.detail}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {total !== null && total > SEARCH_PAGE_SIZE ? (
            <div className="pager" part="group-pager">
              <button
                type="button"
                className="secondary"
                part="previous"
                disabled={pageIndex === 0 || query.isFetching}
                onClick={() => setPageIndex(pageIndex - 1)}
              >
                {t('app.search.previous')}
              </button>
              <span part="range">{t('app.search.range', { start, end, total })}</span>
              <button
                type="button"
                className="secondary"
                part="next"
                disabled={end >= total || query.isFetching}
                onClick={() => setPageIndex(pageIndex + 1)}
              >
                {t('app.search.next')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

export function Search() {
  const navigate = useNavigate();
  useSignals();
  const t = useT();
  const id = useId();
  const text = (route.value?.query.q ?? '').trim();
  const own = account.value;
  const subject = own ? { claims: claims.value, agentId: own.agentId } : null;
  const areas = searchableAreas(subject) as (AreaManifest & { search: AreaSearch })[];
  const [typed, setTyped] = useState(text);
  const [totals, setTotals] = useState<Record<string, number | null>>({});
  // a new search in the URL shows its text; what is typed meanwhile stays until then
  const shown = useRef(text);
  useEffect(() => {
    if (shown.current === text) return;
    shown.current = text;
    setTyped(text);
  }, [text]);
  const [onTotal] = useState(
    () => (key: string, total: number | null) =>
      setTotals((before) => (before[key] === total ? before : { ...before, [key]: total })),
  );

  const box = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the box's own value: what is in it now, even before React has seen the last keystroke
    navigate(searchUrl(box.current?.value ?? typed));
  };

  const counted = areas.map((area) => totals[area.key]);
  const nothing = text !== '' && counted.length > 0 && counted.every((total) => total === 0);

  return (
    <div className="page search" part="search" data-state={text ? 'results' : 'idle'}>
      <form role="search" className="box" part="form" onSubmit={submit}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('app.search.label')}
        </label>
        <input
          ref={box}
          id={`${id}-q`}
          type="search"
          part="input"
          value={typed}
          maxLength={100}
          placeholder={t('app.search.placeholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" part="submit">
          <SearchIcon />
          <span>{t('app.search.submit')}</span>
        </button>
      </form>
      {areas.length === 0 ? (
        <p className="state" part="no-area">
          {t('app.search.no-area')}
        </p>
      ) : !text || !own ? (
        <p className="state" part="hint">
          {t('app.search.hint')}
        </p>
      ) : (
        <>
          {nothing ? (
            <p className="state" part="nothing" role="status">
              {t('app.search.nothing', { text })}
            </p>
          ) : null}
          <div className="groups">
            {areas.map((area) => (
              <Group key={area.key} area={area} text={text} agentId={own.agentId} onTotal={onTotal} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
