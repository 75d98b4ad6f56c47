/**
 * `casino-agents` (route agents): the current agent's sub-agents, optionally with all levels below
 * (includeSubAgents); columns name, currency, credit, blocked amount, credit source, number of
 * children; sort, filter (150 ms pause, only on change), paging. A row opens the agent
 * (casino-agent-change, then /{id}/agents). Per-row actions as the permissions allow.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { agentRowActions, childrenCounts, type AgentRowAction } from '../../core/agents-rules';
import { listAgents, logoutPlayers, type AgentDetails } from '../../core/api/agents';
import { emit, on } from '../../core/events';
import { formatCredit } from '../../core/format';
import { can } from '../../core/permissions';
import { navigate } from '../../core/router';
import { useDialogs } from '../shared/dialogs';
import { useLanguage, useT } from '../shared/hooks';
import {
  ErrorMessage,
  Loading,
  SuccessMessage,
  targetOf,
  useLoad,
  usePageAgentId,
  useSubject,
} from './common';

export interface AgentsProps {
  /** The agent whose sub-agents are listed; default the current route's agent. */
  agentId?: string;
}

type Column = 'name' | 'currencyId' | 'creditAmount' | 'blockedAmount' | 'creditSource' | 'children';
type SortDir = 'asc' | 'desc' | 'none';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const FILTER_DEBOUNCE_MS = 150;

const COLUMNS: { id: Column; label: string; numeric?: boolean }[] = [
  { id: 'name', label: 'app.agents.columns.name' },
  { id: 'currencyId', label: 'app.agents.columns.currency' },
  { id: 'creditAmount', label: 'app.agents.columns.credit', numeric: true },
  { id: 'blockedAmount', label: 'app.agents.columns.blocked', numeric: true },
  { id: 'creditSource', label: 'app.agents.columns.credit-source' },
  { id: 'children', label: 'app.agents.columns.children', numeric: true },
];

const ACTION_LABELS: Record<AgentRowAction, string> = {
  edit: 'app.agents.actions.edit',
  adjustCredit: 'app.agents.actions.adjust-credit',
  logoutPlayers: 'app.agents.actions.logout-players',
  ipWhitelist: 'app.agents.actions.ip-whitelist',
  multicash: 'app.agents.actions.multicash',
  walletParent: 'app.agents.actions.wallet-parent',
};

interface Row extends AgentDetails {
  children: number | null;
}

function compare(a: Row, b: Row, column: Column): number {
  const x = a[column];
  const y = b[column];
  if (typeof x === 'string' || typeof y === 'string') {
    return String(x ?? '').localeCompare(String(y ?? ''), undefined, { sensitivity: 'base' });
  }
  return Number(x ?? -1) - Number(y ?? -1);
}

export function Agents({ agentId }: AgentsProps) {
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const dialogs = useDialogs();
  const [includeSubAgents, setIncludeSubAgents] = useState(false);
  const [filterText, setFilterText] = useState('');
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<{ column: Column; dir: SortDir }>({ column: 'name', dir: 'asc' });
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[1]);
  const [actionError, setActionError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');

  const key = pageAgent ? `${pageAgent}|${includeSubAgents}` : null;
  const [state, reload, setData] = useLoad<AgentDetails[]>(key, () =>
    listAgents(pageAgent!, includeSubAgents),
  );

  // The tree and the header change through events: the list follows at once.
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    const offs = [
      on('casino-agent-added', () => reload()),
      on('casino-agent-updated', ({ agentId: id, name }) => {
        const current = latest.current;
        if (current.status === 'ready') setData(current.data.map((a) => (a.id === id ? { ...a, name } : a)));
      }),
      on('casino-credit-adjusted', ({ agentId: id, creditAmount, creditSource }) => {
        const current = latest.current;
        if (current.status === 'ready' && current.data.some((a) => a.id === id)) {
          setData(current.data.map((a) => (a.id === id ? { ...a, creditAmount, creditSource } : a)));
        }
      }),
      on('casino-refresh', () => reload()),
    ];
    return () => offs.forEach((off) => off());
  }, [reload, setData]);

  // List search box: fires after a 150 ms pause, only when the value changed.
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = filterText.trim().toLowerCase();
      setFilter((previous) => {
        if (previous !== next) setPageIndex(0);
        return next;
      });
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filterText]);

  const data = state.status === 'ready' ? state.data : null;
  const rows = useMemo<Row[]>(() => {
    if (!data) return [];
    const counts = childrenCounts(data, includeSubAgents);
    const all = data.map((a) => ({ ...a, children: counts.get(a.id) ?? null }));
    const filtered = filter
      ? all.filter((a) =>
          [a.name, a.currencyId].some((v) =>
            String(v ?? '')
              .toLowerCase()
              .includes(filter),
          ),
        )
      : all;
    if (sort.dir === 'none') return filtered;
    const sorted = [...filtered].sort((a, b) => compare(a, b, sort.column));
    return sort.dir === 'desc' ? sorted.reverse() : sorted;
  }, [data, includeSubAgents, filter, sort]);

  if (!pageAgent) return <Loading />;
  const pageTarget = targetOf(pageAgent);
  const mayCreate = can.addAgent(subject, pageTarget);
  const total = rows.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const index = Math.min(pageIndex, pages - 1);
  const shown = rows.slice(index * pageSize, index * pageSize + pageSize);
  const start = total === 0 ? 0 : index * pageSize + 1;
  const end = Math.min(total, (index + 1) * pageSize);

  const toggleSort = (column: Column) =>
    setSort((s) =>
      s.column !== column
        ? { column, dir: 'asc' }
        : { column, dir: s.dir === 'asc' ? 'desc' : s.dir === 'desc' ? 'none' : 'asc' },
    );

  const openAgent = (row: AgentDetails) => {
    emit('casino-agent-change', { agentId: row.id });
    navigate(`/${row.id}/agents`);
  };

  async function runAction(action: AgentRowAction, row: AgentDetails) {
    setActionError(null);
    setNotice('');
    switch (action) {
      case 'edit':
        navigate(`/${pageAgent}/agents/edit/${row.id}`);
        return;
      case 'adjustCredit':
        navigate(`/${row.id}/agents/adjust-credit`);
        return;
      case 'ipWhitelist':
        navigate(`/${row.id}/agents/ip-whitelist`);
        return;
      case 'multicash':
        navigate(`/${row.id}/agents/multicash`);
        return;
      case 'walletParent':
        navigate(`/${row.id}/agents/wallet-parent`);
        return;
      case 'logoutPlayers': {
        const withSubAgents = { current: false };
        const yes = await dialogs.confirm({
          title: t('app.agents.logout.title'),
          content: (
            <>
              <p>{t('app.agents.logout.content', { name: row.name })}</p>
              <label className="check">
                <input
                  type="checkbox"
                  part="logout-sub-agents"
                  onChange={(e) => (withSubAgents.current = e.currentTarget.checked)}
                />
                {t('app.agents.logout.include-sub-agents')}
              </label>
            </>
          ),
        });
        if (!yes) return;
        try {
          const count = await logoutPlayers(row.id, withSubAgents.current);
          setNotice(
            count === null
              ? t('app.agents.logout.done', { name: row.name })
              : t('app.agents.logout.done-count', { count, name: row.name }),
          );
        } catch (e) {
          setActionError(e);
        }
      }
    }
  }

  return (
    <div className="page" part="agents">
      <div className="toolbar">
        <h2 className="grow">{t('app.agents.list.title')}</h2>
        <label className="check">
          <input
            type="checkbox"
            part="include-sub-agents"
            role="switch"
            checked={includeSubAgents}
            onChange={(e) => {
              setIncludeSubAgents(e.currentTarget.checked);
              setPageIndex(0);
            }}
          />
          {t('app.agents.list.include-sub-agents')}
        </label>
        <input
          type="search"
          part="filter"
          aria-label={t('app.agents.list.filter')}
          placeholder={t('app.agents.list.filter')}
          value={filterText}
          onChange={(e) => setFilterText(e.currentTarget.value)}
        />
        {mayCreate ? (
          <button type="button" part="create" onClick={() => navigate(`/${pageAgent}/agents/create`)}>
            {t('app.agents.actions.create')}
          </button>
        ) : null}
      </div>
      <ErrorMessage error={actionError} />
      <SuccessMessage>{notice}</SuccessMessage>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? (
        <div data-state="error">
          <ErrorMessage error={state.error} />
          <button type="button" className="secondary" part="retry" onClick={reload}>
            {t('app.shared.labels.refresh')}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <div data-state={total === 0 ? 'empty' : 'content'}>
          <table part="table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th
                    key={c.id}
                    data-column={c.id}
                    className={c.numeric ? 'number' : undefined}
                    aria-sort={
                      sort.column === c.id && sort.dir !== 'none'
                        ? sort.dir === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                    }
                  >
                    <button type="button" className="sort" onClick={() => toggleSort(c.id)}>
                      {t(c.label)}
                      {sort.column === c.id && sort.dir !== 'none' ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  </th>
                ))}
                <th data-column="actions">{t('app.agents.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr
                  key={row.id}
                  part="row"
                  className="clickable"
                  data-agent-id={row.id}
                  tabIndex={0}
                  onClick={() => openAgent(row)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && e.target === e.currentTarget) openAgent(row);
                  }}
                >
                  <td data-column="name">{row.name}</td>
                  <td data-column="currencyId">{row.currencyId}</td>
                  <td data-column="creditAmount" className="number">
                    {formatCredit(row.creditAmount, language)}
                  </td>
                  <td data-column="blockedAmount" className="number">
                    {formatCredit(row.blockedAmount, language)}
                  </td>
                  <td data-column="creditSource">
                    {row.creditSource ? t('app.shared.labels.yes') : t('app.shared.labels.no')}
                  </td>
                  <td data-column="children" className="number">
                    {row.children ?? '—'}
                  </td>
                  <td data-column="actions" onClick={(e) => e.stopPropagation()}>
                    <div className="actions">
                      {agentRowActions(subject, row).map((action) => (
                        <button
                          key={action}
                          type="button"
                          className="small secondary"
                          part={`action action-${action}`}
                          data-action={action}
                          onClick={() => void runAction(action, row)}
                        >
                          {t(ACTION_LABELS[action])}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {total === 0 ? (
            <div className="state" part="empty">
              {filter ? t('app.agents.list.no-match') : t('app.agents.list.empty')}
            </div>
          ) : null}
          <div className="paginator" part="paginator">
            <label className="check">
              {t('app.agents.paginator.items-per-page')}
              <select
                part="page-size"
                value={pageSize}
                onChange={(e) => {
                  setPageSize(Number(e.currentTarget.value));
                  setPageIndex(0);
                }}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
            <span part="range">
              {total === 0
                ? t('app.agents.paginator.empty')
                : t('app.agents.paginator.range', { start, end, total })}
            </span>
            <button
              type="button"
              className="small secondary"
              part="previous"
              disabled={index === 0}
              onClick={() => setPageIndex(index - 1)}
            >
              {t('app.agents.paginator.previous')}
            </button>
            <button
              type="button"
              className="small secondary"
              part="next"
              disabled={index >= pages - 1}
              onClick={() => setPageIndex(index + 1)}
            >
              {t('app.agents.paginator.next')}
            </button>
          </div>
        </div>
      ) : null}
      {dialogs.outlet}
    </div>
  );
}
