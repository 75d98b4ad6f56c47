/**
 * `casino-agents` (route agents): the current agent's sub-agents, optionally with all levels below
 * (include sub-agents); columns name, currency, credit, blocked amount, credit source, number of
 * children; sorted, filtered and paged on the server with the list state in the URL. A row opens the
 * agent (casino-agent-change, then /{id}/agents). Row actions as the permissions allow.
 */
import { pathTo } from '../../core/paths';
import { AGENT_SORTS, type Agent } from '../../core/areas/agents/contract';
import { listAgentsPage, logoutPlayers } from '../../core/areas/agents/api';
import { agentKeys } from '../../core/areas/agents/keys';
import { agentRowActions, childrenCounts, type AgentRowAction } from '../../core/areas/agents/rules';
import { emit } from '../../core/events';
import { can } from '../../core/permissions';
import { updateCached } from '../../core/query';
import {
  ActionFeedback,
  ConfirmOption,
  ListPage,
  targetOf,
  useAction,
  useCasinoEvents,
  type AreaListProps,
} from '../shared/page';
import { subAgentsFilter } from '../shared/page/list-specs';
import { listDefaults, listLoader, listPage, useListPage } from '../shared/page/use-list-page';

/** The agent whose sub-agents are listed; default the route's agent. */
export type AgentsProps = AreaListProps;

/** The list's defaults: 25 rows, by name; the URL key `sub` is the include-sub-agents switch. */
export const AGENTS_LIST = listDefaults(AGENT_SORTS, 'name', { sub: '0' });

interface Row extends Agent {
  children: number | null;
}

type Page = { rows: Agent[]; total: number };

const AGENTS_PAGE = listPage<Row, 'agents'>({
  defaults: AGENTS_LIST,
  rowName: (r) => r.name,
  queryKey: agentKeys.list,
  load: listLoader(
    (extra, agentId) => ({ agentId, includeSubAgents: extra.sub === '1' }),
    async (query, signal) => {
      const page = await listAgentsPage(query, signal);
      const counts = childrenCounts(page.rows, query.includeSubAgents);
      return { ...page, rows: page.rows.map((a) => ({ ...a, children: counts.get(a.id) ?? null })) };
    },
  ),
  filters: [subAgentsFilter((sub) => sub === '1')],
  columns: (c) => [
    c.text('name'),
    c.text('currencyId', 'currency'),
    c.money('creditAmount', 'credit'),
    c.money('blockedAmount', 'blocked'),
    c.yesNo('creditSource', 'credit-source'),
    c.text('children', 'children', {
      text: (r) => r.children ?? '—',
      sortField: 'childrenCount',
      align: 'end',
    }),
  ],
});

export function Agents({ agentId }: AgentsProps) {
  const list = useListPage('agents', { ...AGENTS_PAGE, agentId });
  const { t, subject, navigate, dialogs, pageAgent, gate } = list;

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

  if (gate || !pageAgent) return gate;
  const mayCreate = can.addAgent(subject, targetOf(pageAgent));

  const openAgent = (row: Agent) => {
    emit('casino-agent-change', { agentId: row.id });
    navigate(pathTo('agents', { agentId: row.id }));
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
    edit: (row) => navigate(pathTo('agents.edit', { agentId: pageAgent, id: row.id })),
    adjustCredit: (row) => navigate(pathTo('agents.adjust-credit', { agentId: row.id })),
    ipWhitelist: (row) => navigate(pathTo('agents.ip-whitelist', { agentId: row.id })),
    multicash: (row) => navigate(pathTo('agents.multicash', { agentId: row.id })),
    walletParent: (row) => navigate(pathTo('agents.wallet-parent', { agentId: row.id })),
    logoutPlayers: confirmLogout,
  };
  const rowActions = (row: Row) => list.rowActions<Row, AgentRowAction>(agentRowActions(subject, row), runs);

  return (
    <ListPage<Row>
      {...list.page}
      rowActions={rowActions}
      onRowClick={openAgent}
      create={list.create(mayCreate, 'agents.create')}
      refreshOn={['casino-agent-added']}
      feedback={<ActionFeedback actions={[logout]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
