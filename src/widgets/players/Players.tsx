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
import type { ListDefaults } from '../../core/contract/list';
import { formatCredit, formatDate } from '../../core/format';
import { can } from '../../core/permissions';
import { useNavigate } from '../shared/host';
import { useDialogs } from '../shared/dialogs';
import { useLanguage, useT } from '../shared/hooks';
import {
  ActionFeedback,
  ListPage,
  pageGate,
  useAction,
  usePageAccess,
  usePageAgentId,
  useSubject,
  type RowAction,
} from '../shared/page';
import { DayInput, Switch, type DataColumn } from '../shared/ui';
import { useBonusFlows } from './bonus';

export interface PlayersProps {
  /** The agent whose players are listed; default the route's agent. */
  agentId?: string;
}

export const PAGE_SIZE = 25;

/**
 * The list's defaults: 25 rows by login name, the players of every sub-agent level included. URL keys
 * of its own: `sub` (include sub-agents, '1' or '0'), `status`, `from` and `to` (creation days).
 */
export const PLAYERS_LIST: ListDefaults = {
  pageSize: PAGE_SIZE,
  sort: { id: 'name', desc: false },
  sortable: PLAYER_SORTS,
  extra: { sub: '1', status: '', from: '', to: '' },
};

const ACTION_LABELS: Record<PlayerRowAction, string> = {
  edit: 'app.players.actions.edit',
  logout: 'app.players.actions.logout',
  activeBonus: 'app.players.actions.active-bonus',
  redeemBonus: 'app.players.actions.redeem-bonus',
  delete: 'app.players.actions.delete',
};

const isStatus = (value: string): value is PlayerStatus =>
  (PLAYER_STATUSES as readonly string[]).includes(value);

export function Players({ agentId }: PlayersProps) {
  const navigate = useNavigate();
  const t = useT();
  const ids = useId();
  const language = useLanguage();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const allowed = usePageAccess('players', pageAgent);
  const dialogs = useDialogs();
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
      {
        id: 'name',
        header: t('app.players.columns.name'),
        value: (p) => p.name,
        cell: (p) => <span data-column="name">{p.name}</span>,
      },
      {
        id: 'fullName',
        sortField: 'lastName',
        header: t('app.players.columns.full-name'),
        value: (p) => `${p.firstName} ${p.lastName}`,
        cell: (p) => <span data-column="fullName">{`${p.firstName} ${p.lastName}`.trim()}</span>,
      },
      {
        id: 'agentName',
        header: t('app.players.columns.agent'),
        value: (p) => p.agentName,
        cell: (p) => <span data-column="agentName">{p.agentName}</span>,
      },
      {
        id: 'currency',
        header: t('app.players.columns.currency'),
        value: (p) => p.currency,
        cell: (p) => <span data-column="currency">{p.currency}</span>,
      },
      {
        id: 'balance',
        header: t('app.players.columns.balance'),
        value: (p) => p.balance,
        align: 'end',
        cell: (p) => <span data-column="balance">{formatCredit(p.balance, language)}</span>,
      },
      {
        id: 'bonusBalance',
        header: t('app.players.columns.bonus-balance'),
        value: (p) => p.bonusBalance,
        align: 'end',
        cell: (p) => <span data-column="bonusBalance">{formatCredit(p.bonusBalance, language)}</span>,
      },
      {
        id: 'status',
        header: t('app.players.columns.status'),
        value: (p) => p.status,
        cell: (p) => (
          <span data-column="status" data-status={p.status}>
            {t(statusKey(p.status))}
          </span>
        ),
      },
      {
        id: 'online',
        header: t('app.players.columns.online'),
        value: (p) => (p.online ? 1 : 0),
        cell: (p) => (
          <span data-column="online" data-online={String(p.online)}>
            {p.online ? t('app.players.online.yes') : t('app.players.online.no')}
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: t('app.players.columns.created'),
        value: (p) => p.createdAt,
        cell: (p) => (
          <span data-column="createdAt">{formatDate(p.createdAt, language, { seconds: false })}</span>
        ),
      },
    ],
    [t, language],
  );

  const gate = pageGate(pageAgent, allowed, null);
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
  const rowActions = (player: Player): RowAction<Player>[] =>
    playerRowActions(subject, player).map(({ id, disabled }) => ({
      id,
      label: t(ACTION_LABELS[id]),
      run: runs[id],
      disabled,
      danger: id === 'delete',
    }));

  return (
    <ListPage<Player>
      part="players"
      title={t('app.players.list.title')}
      queryKey={playerKeys.list(pageAgent)}
      defaults={PLAYERS_LIST}
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
          <label className="check" part="status-filter">
            {t('app.players.list.status')}
            <select
              value={isStatus(state.extra.status) ? state.extra.status : ''}
              onChange={(e) => change({ type: 'extra', key: 'status', value: e.currentTarget.value })}
            >
              <option value="">{t('app.players.list.all-statuses')}</option>
              {PLAYER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(statusKey(s))}
                </option>
              ))}
            </select>
          </label>
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
          <span className="check" part="include-sub-agents">
            <Switch
              checked={state.extra.sub !== '0'}
              title={t('app.players.list.include-sub-agents')}
              onChange={(next) => change({ type: 'extra', key: 'sub', value: next ? '1' : '0' })}
            />
          </span>
        </>
      )}
      create={
        mayCreate
          ? { label: t('app.players.actions.create'), run: () => navigate(`/${pageAgent}/players/add`) }
          : undefined
      }
      filterLabel={t('app.players.list.filter')}
      emptyText={t('app.players.list.empty')}
      noMatchText={t('app.players.list.no-match')}
      filtering={(state) =>
        Boolean(state.filter || isStatus(state.extra.status) || state.extra.from || state.extra.to)
      }
      feedback={<ActionFeedback actions={[logout, remove, bonus.feedback]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
