/**
 * `casino-agents` (route agents): the current agent's sub-agents, optionally with all levels below
 * (include sub-agents); columns name, currency, credit, blocked amount, credit source, number of
 * children; sorted, filtered and paged on the server with the list state in the URL. A row opens the
 * agent (casino-agent-change, then /{id}/agents). Row actions as the permissions allow.
 */
import { useMemo } from 'react';
import { AGENT_SORTS, type Agent } from '../../core/areas/agents/contract';
import { listAgentsPage, logoutPlayers } from '../../core/areas/agents/api';
import { agentKeys } from '../../core/areas/agents/keys';
import { agentRowActions, childrenCounts, type AgentRowAction } from '../../core/areas/agents/rules';
import type { ListDefaults } from '../../core/contract/list';
import { emit } from '../../core/events';
import { formatCredit } from '../../core/format';
import { can } from '../../core/permissions';
import { updateCached } from '../../core/query';
import { useNavigate } from '../shared/host';
import { useDialogs } from '../shared/dialogs';
import { useLanguage, useT } from '../shared/hooks';
import {
  ActionFeedback,
  ListPage,
  pageGate,
  targetOf,
  useAction,
  useCasinoEvents,
  usePageAccess,
  usePageAgentId,
  useSubject,
  type RowAction,
} from '../shared/page';
import { Switch, type DataColumn } from '../shared/ui';

export interface AgentsProps {
  /** The agent whose sub-agents are listed; default the route's agent. */
  agentId?: string;
}

export const PAGE_SIZE = 25;

/** The list's defaults: 25 rows, by name; the URL key `sub` is the include-sub-agents switch. */
export const AGENTS_LIST: ListDefaults = {
  pageSize: PAGE_SIZE,
  sort: { id: 'name', desc: false },
  sortable: AGENT_SORTS,
  extra: { sub: '0' },
};

const ACTION_LABELS: Record<AgentRowAction, string> = {
  edit: 'app.agents.actions.edit',
  adjustCredit: 'app.agents.actions.adjust-credit',
  logoutPlayers: 'app.agents.actions.logout-players',
  ipWhitelist: 'app.agents.actions.ip-whitelist',
  multicash: 'app.agents.actions.multicash',
  walletParent: 'app.agents.actions.wallet-parent',
};

interface Row extends Agent {
  children: number | null;
}

type Page = { rows: Agent[]; total: number };

export function Agents({ agentId }: AgentsProps) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const allowed = usePageAccess('agents', pageAgent);
  const dialogs = useDialogs();

  const logout = useAction({
    run: ({ row, withSubAgents }: { row: Agent; withSubAgents: boolean }) =>
      logoutPlayers(row.id, withSubAgents),
    notice: (count, { row }) =>
      count === null
        ? t('app.agents.logout.done', { name: row.name })
        : t('app.agents.logout.done-count', { count, name: row.name }),
    announce: (_count, { row }) => ({ saved: { kind: 'agent', id: row.id, action: 'logged-out' } }),
  });

  // The tree and the header change through events: the rows shown follow at once.
  useCasinoEvents(['casino-agent-updated', 'casino-credit-adjusted'], (name, detail) => {
    updateCached<Page>(agentKeys.all, (page) => {
      if (!page || !Array.isArray(page.rows)) return page;
      const d = detail as { agentId: string; name?: string; creditAmount?: number; creditSource?: boolean };
      if (!page.rows.some((a) => a.id === d.agentId)) return page;
      const change =
        name === 'casino-agent-updated'
          ? { name: d.name as string }
          : { creditAmount: d.creditAmount as number, creditSource: d.creditSource as boolean };
      return { ...page, rows: page.rows.map((a) => (a.id === d.agentId ? { ...a, ...change } : a)) };
    });
  });

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'name',
        header: t('app.agents.columns.name'),
        value: (r) => r.name,
        cell: (r) => <span data-column="name">{r.name}</span>,
      },
      {
        id: 'currencyId',
        header: t('app.agents.columns.currency'),
        value: (r) => r.currencyId,
        cell: (r) => <span data-column="currencyId">{r.currencyId}</span>,
      },
      {
        id: 'creditAmount',
        header: t('app.agents.columns.credit'),
        value: (r) => r.creditAmount,
        align: 'end',
        cell: (r) => <span data-column="creditAmount">{formatCredit(r.creditAmount, language)}</span>,
      },
      {
        id: 'blockedAmount',
        header: t('app.agents.columns.blocked'),
        value: (r) => r.blockedAmount,
        align: 'end',
        cell: (r) => <span data-column="blockedAmount">{formatCredit(r.blockedAmount, language)}</span>,
      },
      {
        id: 'creditSource',
        header: t('app.agents.columns.credit-source'),
        value: (r) => (r.creditSource ? 1 : 0),
        cell: (r) => (
          <span data-column="creditSource">
            {r.creditSource ? t('app.shared.labels.yes') : t('app.shared.labels.no')}
          </span>
        ),
      },
      {
        id: 'children',
        sortField: 'childrenCount',
        header: t('app.agents.columns.children'),
        value: (r) => r.children,
        align: 'end',
        cell: (r) => <span data-column="children">{r.children ?? '—'}</span>,
      },
    ],
    [t, language],
  );

  const gate = pageGate(pageAgent, allowed, null);
  if (gate || !pageAgent) return gate;
  const mayCreate = can.addAgent(subject, targetOf(pageAgent));

  const openAgent = (row: Agent) => {
    emit('casino-agent-change', { agentId: row.id });
    navigate(`/${row.id}/agents`);
  };

  async function confirmLogout(row: Agent) {
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
    if (yes) await logout.run({ row, withSubAgents: withSubAgents.current });
  }

  const runs: Record<AgentRowAction, (row: Agent) => unknown> = {
    edit: (row) => navigate(`/${pageAgent}/agents/edit/${row.id}`),
    adjustCredit: (row) => navigate(`/${row.id}/agents/adjust-credit`),
    ipWhitelist: (row) => navigate(`/${row.id}/agents/ip-whitelist`),
    multicash: (row) => navigate(`/${row.id}/agents/multicash`),
    walletParent: (row) => navigate(`/${row.id}/agents/wallet-parent`),
    logoutPlayers: confirmLogout,
  };
  const rowActions = (row: Row): RowAction<Row>[] =>
    agentRowActions(subject, row).map((id) => ({ id, label: t(ACTION_LABELS[id]), run: runs[id] }));

  return (
    <ListPage<Row>
      part="agents"
      title={t('app.agents.list.title')}
      queryKey={agentKeys.list(pageAgent)}
      defaults={AGENTS_LIST}
      load={async (query, signal) => {
        const includeSubAgents = query.state.extra.sub === '1';
        const { state: _state, ...paging } = query;
        const page = await listAgentsPage({ agentId: pageAgent, includeSubAgents, ...paging }, signal);
        const counts = childrenCounts(page.rows, includeSubAgents);
        return { ...page, rows: page.rows.map((a) => ({ ...a, children: counts.get(a.id) ?? null })) };
      }}
      columns={columns}
      rowId={(r) => r.id}
      rowActions={rowActions}
      rowName={(r) => r.name}
      onRowClick={openAgent}
      controls={(state, change) => (
        <span className="check" part="include-sub-agents">
          <Switch
            checked={state.extra.sub === '1'}
            title={t('app.agents.list.include-sub-agents')}
            onChange={(next) => change({ type: 'extra', key: 'sub', value: next ? '1' : '0' })}
          />
        </span>
      )}
      create={
        mayCreate
          ? { label: t('app.agents.actions.create'), run: () => navigate(`/${pageAgent}/agents/create`) }
          : undefined
      }
      filterLabel={t('app.agents.list.filter')}
      emptyText={t('app.agents.list.empty')}
      noMatchText={t('app.agents.list.no-match')}
      refreshOn={['casino-agent-added']}
      feedback={<ActionFeedback actions={[logout]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
