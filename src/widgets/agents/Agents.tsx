/**
 * `casino-agents` (route agents): the current agent's sub-agents, optionally with all levels below
 * (includeSubAgents); columns name, currency, credit, blocked amount, credit source, number of
 * children; sort, filter (list search box: 150 ms pause, only on change), paging, in the shared
 * DataTable. A row opens the agent (casino-agent-change, then /{id}/agents). Per-row actions as the
 * permissions allow.
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
import { DataTable, ListSearchBox, Switch, type DataColumn } from '../shared/ui';
import { ErrorMessage, SuccessMessage, targetOf, useLoad, usePageAgentId, useSubject } from './common';

export interface AgentsProps {
  /** The agent whose sub-agents are listed; default the current route's agent. */
  agentId?: string;
}

export const PAGE_SIZE = 25;

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

export function Agents({ agentId }: AgentsProps) {
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const dialogs = useDialogs();
  const [includeSubAgents, setIncludeSubAgents] = useState(false);
  const [filter, setFilter] = useState('');
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

  const data = state.status === 'ready' ? state.data : null;
  const rows = useMemo<Row[]>(() => {
    if (!data) return [];
    const counts = childrenCounts(data, includeSubAgents);
    return data.map((a) => ({ ...a, children: counts.get(a.id) ?? null }));
  }, [data, includeSubAgents]);

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'name',
        header: t('app.agents.columns.name'),
        value: (r) => r.name,
        sortAs: 'text',
        cell: (r) => <span data-column="name">{r.name}</span>,
      },
      {
        id: 'currencyId',
        header: t('app.agents.columns.currency'),
        value: (r) => r.currencyId,
        sortAs: 'text',
        cell: (r) => <span data-column="currencyId">{r.currencyId}</span>,
      },
      {
        id: 'creditAmount',
        header: t('app.agents.columns.credit'),
        value: (r) => r.creditAmount,
        align: 'end',
        filterable: false,
        cell: (r) => <span data-column="creditAmount">{formatCredit(r.creditAmount, language)}</span>,
      },
      {
        id: 'blockedAmount',
        header: t('app.agents.columns.blocked'),
        value: (r) => r.blockedAmount,
        align: 'end',
        filterable: false,
        cell: (r) => <span data-column="blockedAmount">{formatCredit(r.blockedAmount, language)}</span>,
      },
      {
        id: 'creditSource',
        header: t('app.agents.columns.credit-source'),
        value: (r) => (r.creditSource ? 1 : 0),
        filterable: false,
        cell: (r) => (
          <span data-column="creditSource">
            {r.creditSource ? t('app.shared.labels.yes') : t('app.shared.labels.no')}
          </span>
        ),
      },
      {
        id: 'children',
        header: t('app.agents.columns.children'),
        value: (r) => r.children,
        align: 'end',
        filterable: false,
        cell: (r) => <span data-column="children">{r.children ?? '—'}</span>,
      },
    ],
    [t, language],
  );

  if (!pageAgent) return null;
  const mayCreate = can.addAgent(subject, targetOf(pageAgent));

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

  const actions = (row: Row) => (
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
  );

  return (
    <div
      className="page"
      part="agents"
      data-state={state.status === 'ready' ? (rows.length ? 'content' : 'empty') : state.status}
    >
      <div className="toolbar">
        <h2 className="grow">{t('app.agents.list.title')}</h2>
        <span className="check" part="include-sub-agents">
          <Switch
            checked={includeSubAgents}
            title={t('app.agents.list.include-sub-agents')}
            onChange={(next) => setIncludeSubAgents(next)}
          />
        </span>
        <ListSearchBox
          onSearch={setFilter}
          label={t('app.agents.list.filter')}
          placeholder={t('app.agents.list.filter')}
        />
        {mayCreate ? (
          <button type="button" part="create" onClick={() => navigate(`/${pageAgent}/agents/create`)}>
            {t('app.agents.actions.create')}
          </button>
        ) : null}
      </div>
      <ErrorMessage error={actionError} />
      <SuccessMessage>{notice}</SuccessMessage>
      {state.status === 'error' ? (
        <div>
          <ErrorMessage error={state.error} />
          <button type="button" className="secondary" part="retry" onClick={reload}>
            {t('app.shared.labels.refresh')}
          </button>
        </div>
      ) : (
        <DataTable<Row>
          columns={columns}
          rows={rows}
          rowId={(r) => r.id}
          filter={filter}
          paging={{ pageSize: PAGE_SIZE }}
          loading={state.status === 'loading'}
          emptyText={filter ? t('app.agents.list.no-match') : t('app.agents.list.empty')}
          onRowClick={openAgent}
          actions={actions}
          label={t('app.agents.list.title')}
          initialSort={{ id: 'name', direction: 'asc' }}
        />
      )}
      {dialogs.outlet}
    </div>
  );
}
