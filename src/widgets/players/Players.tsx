/**
 * `casino-players` (route players): the players of the current agent, by default with those of every
 * agent below it; columns login, name, agent, currency, balance, bonus balance, status, online,
 * created; filters text, status, creation dates and include sub-agents; sorted, filtered and paged on
 * the server with the list state in the URL. Row actions as the permissions allow: edit, log out
 * (confirmation), active bonus, redeem bonus code, delete (confirmation). A row opens the player's
 * form when the user may edit.
 */
import { useId, useMemo } from 'react';
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
import { formatCredit, formatDate } from '../../core/format';
import { can } from '../../core/permissions';
import { ActionFeedback, ListPage, useAction } from '../shared/page';
import { listDefaults, useListPage, type AreaListProps } from '../shared/page/use-list-page';
import { DayInput, type DataColumn } from '../shared/ui';
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

export function Players({ agentId }: PlayersProps) {
  const list = useListPage('players', { agentId, defaults: PLAYERS_LIST, danger: ['delete'] });
  const { t, language, subject, navigate, dialogs, pageAgent, gate } = list;
  const ids = useId();
  const bonus = useBonusFlows(dialogs);

  const logout = useAction({
    run: (player: Player) => logoutPlayer(player.id),
    invalidates: () => [playerKeys.all],
    notice: (_, player) => t('app.players.logout.done', { name: player.name }),
    announce: (_, player) => ({
      saved: { kind: 'player', id: player.id, action: 'logged-out', agentId: player.agentId },
    }),
  });
  const remove = useAction({
    run: (player: Player) => deletePlayer(player.id),
    invalidates: () => [playerKeys.all],
    notice: (_, player) => t('app.players.delete.done', { name: player.name }),
    announce: (_, player) => ({ deleted: { kind: 'player', id: player.id, agentId: player.agentId } }),
  });

  const columns = useMemo<DataColumn<Player>[]>(
    () => [
      list.column<Player>('name', 'name', (p) => p.name),
      list.column<Player>('fullName', 'full-name', (p) => `${p.firstName} ${p.lastName}`.trim(), {
        sortField: 'lastName',
        value: (p) => `${p.firstName} ${p.lastName}`,
      }),
      list.column<Player>('agentName', 'agent', (p) => p.agentName),
      list.column<Player>('currency', 'currency', (p) => p.currency),
      list.column<Player>('balance', 'balance', (p) => formatCredit(p.balance, language), {
        value: (p) => p.balance,
        align: 'end',
      }),
      list.column<Player>('bonusBalance', 'bonus-balance', (p) => formatCredit(p.bonusBalance, language), {
        value: (p) => p.bonusBalance,
        align: 'end',
      }),
      list.column<Player>('status', 'status', (p) => t(statusKey(p.status)), {
        value: (p) => p.status,
        attributes: (p) => ({ 'data-status': p.status }),
      }),
      list.column<Player>(
        'online',
        'online',
        (p) => (p.online ? t('app.players.online.yes') : t('app.players.online.no')),
        { value: (p) => (p.online ? 1 : 0), attributes: (p) => ({ 'data-online': String(p.online) }) },
      ),
      list.column<Player>(
        'createdAt',
        'created',
        (p) => formatDate(p.createdAt, language, { seconds: false }),
        {
          value: (p) => p.createdAt,
        },
      ),
    ],
    [t, language],
  );

  if (gate || !pageAgent) return gate;
  const mayCreate = can.createPlayer(subject);
  const mayEdit = can.editPlayer(subject);

  async function confirmLogout(player: Player) {
    const yes = await dialogs.confirm({
      title: t('app.players.logout.title'),
      content: t('app.players.logout.content', { name: player.name }),
    });
    if (yes) await logout.run(player);
  }

  async function confirmDelete(player: Player) {
    const yes = await dialogs.confirm({
      title: t('app.players.delete.title'),
      content: t('app.players.delete.content', { name: player.name }),
    });
    if (yes) await remove.run(player);
  }

  const edit = (player: Player) => navigate(`/${pageAgent}/players/edit/${player.id}`);
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
      queryKey={playerKeys.list(pageAgent)}
      load={(query, signal) => {
        const { state, ...paging } = query;
        const { sub, status, from, to } = state.extra;
        return listPlayersPage(
          {
            agentId: pageAgent,
            includeSubAgents: sub !== '0',
            ...(isStatus(status) ? { status } : {}),
            ...createdRange(from, to),
            ...paging,
          },
          signal,
        );
      }}
      columns={columns}
      rowId={(p) => p.id}
      rowActions={rowActions}
      rowName={(p) => p.name}
      onRowClick={mayEdit ? edit : undefined}
      controls={(state, change) => (
        <>
          {list.statusFilter(state, change, PLAYER_STATUSES, (s) => t(statusKey(s)))}
          <span className="check" part="created-from">
            <label htmlFor={`${ids}-from`}>{t('app.players.list.created-from')}</label>
            <DayInput
              id={`${ids}-from`}
              label={t('app.players.list.created-from')}
              value={state.extra.from ?? ''}
              max={state.extra.to || undefined}
              onChange={(day) => change({ type: 'extra', key: 'from', value: day })}
            />
          </span>
          <span className="check" part="created-to">
            <label htmlFor={`${ids}-to`}>{t('app.players.list.created-to')}</label>
            <DayInput
              id={`${ids}-to`}
              label={t('app.players.list.created-to')}
              value={state.extra.to ?? ''}
              min={state.extra.from || undefined}
              onChange={(day) => change({ type: 'extra', key: 'to', value: day })}
            />
          </span>
          {list.subAgentsSwitch(state, change, (sub) => sub !== '0')}
        </>
      )}
      create={list.create(mayCreate)}
      filtering={(state) =>
        Boolean(state.filter || isStatus(state.extra.status) || state.extra.from || state.extra.to)
      }
      feedback={<ActionFeedback actions={[logout, remove, bonus.feedback]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
