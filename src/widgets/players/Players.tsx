/**
 * `casino-players` (route players): the players of the current agent, by default with those of every
 * agent below it; columns login, name, agent, currency, balance, bonus balance, status, online,
 * created; filters text, status, creation dates and include sub-agents; sorted, filtered and paged on
 * the server with the list state in the URL. Row actions as the permissions allow: edit, log out
 * (confirmation), active bonus, redeem bonus code, delete (confirmation). A row opens the player's
 * form when the user may edit.
 */
import { pathTo } from '../../core/paths';
import {
  PLAYER_SORTS,
  PLAYER_STATUSES,
  type Player,
  type PlayerStatus,
} from '../../core/areas/players/contract';
import { deletePlayer, listPlayersPage, logoutPlayer } from '../../core/areas/players/api';
import { playerKeys } from '../../core/areas/players/keys';
import {
  createdRange,
  playerRowActions,
  statusKey,
  type PlayerRowAction,
} from '../../core/areas/players/rules';
import { can } from '../../core/permissions';
import { ActionFeedback, ListPage, useDeleteAction, useAction, type AreaListProps } from '../shared/page';
import { dayRangeFilter, statusFilter, subAgentsFilter } from '../shared/page/list-specs';
import { listDefaults, listLoader, listPage, useListPage } from '../shared/page/use-list-page';
import { useBonusFlows } from './bonus';

/** The agent whose players are listed; default the route's agent. */
export type PlayersProps = AreaListProps;

/**
 * The list's defaults: 25 rows by login name, the players of every sub-agent level included. URL keys
 * of its own: `sub` (include sub-agents, '1' or '0'), `status`, `from` and `to` (creation days).
 */
export const PLAYERS_LIST = listDefaults(PLAYER_SORTS, 'name', { sub: '1', status: '', from: '', to: '' });

const isStatus = (value: string): value is PlayerStatus =>
  (PLAYER_STATUSES as readonly string[]).includes(value);

const PLAYERS_PAGE = listPage<Player, 'players'>({
  defaults: PLAYERS_LIST,
  rowName: (p) => p.name,
  danger: ['delete'],
  queryKey: playerKeys.list,
  load: listLoader(
    ({ sub, status, from, to }, agentId) => ({
      agentId,
      includeSubAgents: sub !== '0',
      ...(isStatus(status) ? { status } : {}),
      ...createdRange(from, to),
    }),
    listPlayersPage,
  ),
  filters: [
    statusFilter(PLAYER_STATUSES, statusKey, { narrows: true }),
    dayRangeFilter('created', 'from', 'to', { narrows: true }),
    subAgentsFilter((sub) => sub !== '0'),
  ],
  columns: (c) => [
    c.text('name'),
    c.text('fullName', 'full-name', {
      text: (p) => `${p.firstName} ${p.lastName}`.trim(),
      sortField: 'lastName',
      value: (p) => `${p.firstName} ${p.lastName}`,
    }),
    c.text('agentName', 'agent'),
    c.text('currency'),
    c.money('balance'),
    c.money('bonusBalance', 'bonus-balance'),
    c.status('status', statusKey),
    c.yesNo('online', 'online', { labels: 'app.players.online', attribute: 'data-online' }),
    c.date('createdAt', 'created', { seconds: false }),
  ],
});

export function Players({ agentId }: PlayersProps) {
  const list = useListPage('players', { ...PLAYERS_PAGE, agentId });
  const { t, subject, navigate, dialogs, pageAgent, gate } = list;
  const bonus = useBonusFlows(dialogs);

  const logout = useAction({
    run: (player: Player) => logoutPlayer(player.id),
    invalidates: () => [playerKeys.all],
    notice: (_, player) => t('app.players.logout.done', { name: player.name }),
    announce: (_, player) => ({
      saved: { kind: 'player', id: player.id, action: 'logged-out', agentId: player.agentId },
    }),
  });
  const remove = useDeleteAction('players', {
    run: (player: Player) => deletePlayer(player.id),
    invalidates: playerKeys.all,
    name: (player) => player.name,
    deleted: (player) => ({ kind: 'player', id: player.id, agentId: player.agentId }),
  });

  if (gate || !pageAgent) return gate;
  const mayCreate = can.createPlayer(subject);
  const mayEdit = can.editPlayer(subject);

  async function confirmLogout(player: Player) {
    if (await list.confirm('logout', player.name)) await logout.run(player);
  }
  async function confirmDelete(player: Player) {
    if (await list.confirm('delete', player.name)) await remove.run(player);
  }

  const edit = (player: Player) => navigate(pathTo('players.edit', { agentId: pageAgent, id: player.id }));
  const runs: Record<PlayerRowAction, (player: Player) => unknown> = {
    edit,
    logout: confirmLogout,
    activeBonus: bonus.showActive,
    redeemBonus: bonus.redeem,
    delete: confirmDelete,
  };
  const rowActions = (player: Player) => list.rowActions(playerRowActions(subject, player), runs);

  return (
    <ListPage<Player>
      {...list.page}
      rowActions={rowActions}
      onRowClick={mayEdit ? edit : undefined}
      create={list.create(mayCreate, 'players.add')}
      feedback={<ActionFeedback actions={[logout, remove, bonus.feedback]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
