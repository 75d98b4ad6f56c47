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
import { emit } from '../../core/events';
import { formatCredit } from '../../core/format';
import { can } from '../../core/permissions';
import { updateCached } from '../../core/query';
import {
  ActionFeedback,
  ConfirmOption,
  ListPage,
  targetOf,
  useAction,
  useCasinoEvents,
} from '../shared/page';
import { listDefaults, useListPage, type AreaListProps } from '../shared/page/use-list-page';
import type { DataColumn } from '../shared/ui';

/** The agent whose sub-agents are listed; default the route's agent. */
export type AgentsProps = AreaListProps;

/** The list's defaults: 25 rows, by name; the URL key `sub` is the include-sub-agents switch. */
export const AGENTS_LIST = listDefaults(AGENT_SORTS, 'name', { sub: '0' });

interface Row extends Agent {
  children: number | null;
}

type Page = { rows: Agent[]; total: number };

export function Agents({ agentId }: AgentsProps) {
  const list = useListPage('agents', { agentId, defaults: AGENTS_LIST });
  const { t, language, subject, navigate, dialogs, pageAgent, gate } = list;

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
      list.column<Row>('name', 'name', (r) => r.name),
      list.column<Row>('currencyId', 'currency', (r) => r.currencyId),
      list.column<Row>('creditAmount', 'credit', (r) => formatCredit(r.creditAmount, language), {
        value: (r) => r.creditAmount,
        align: 'end',
      }),
      list.column<Row>('blockedAmount', 'blocked', (r) => formatCredit(r.blockedAmount, language), {
        value: (r) => r.blockedAmount,
        align: 'end',
      }),
      list.column<Row>(
        'creditSource',
        'credit-source',
        (r) => (r.creditSource ? t('app.shared.labels.yes') : t('app.shared.labels.no')),
        { value: (r) => (r.creditSource ? 1 : 0) },
      ),
      list.column<Row>('children', 'children', (r) => r.children ?? '—', {
        sortField: 'childrenCount',
        value: (r) => r.children,
        align: 'end',
      }),
    ],
    [t, language],
  );

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
          <ConfirmOption
            part="logout-sub-agents"
            label={t('app.agents.logout.include-sub-agents')}
            value={withSubAgents}
          />
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
  const rowActions = (row: Row) => list.rowActions<Row, AgentRowAction>(agentRowActions(subject, row), runs);

  return (
    <ListPage<Row>
      {...list.page}
      queryKey={agentKeys.list(pageAgent)}
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
      controls={(state, change) => list.subAgentsSwitch(state, change, (sub) => sub === '1')}
      create={list.create(mayCreate, 'create')}
      refreshOn={['casino-agent-added']}
      feedback={<ActionFeedback actions={[logout]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
