/**
 * `casino-casinos` (route casinos): the operator's casinos: name, status, currencies, languages (the
 * default first), games, number of agents assigned; sorted, filtered (name or currency) and paged on the
 * server, with a status filter and a switch to the soft-deleted casinos, the list state in the URL. Row
 * actions as the permissions allow: edit and delete on a live casino, restore and delete permanently on a
 * deleted one. Delete asks first; with the delete-permanently permission the dialog offers a permanent
 * delete, unless the casino has players or game rounds (it says how many).
 */
import { useMemo } from 'react';
import {
  deleteCasino,
  getCasino,
  listCasinosPage,
  restoreCasino,
  type Casino,
} from '../../core/areas/casinos/api';
import { CASINO_SORTS, CASINO_STATUSES, type CasinoStatus } from '../../core/areas/casinos/contract';
import { casinoKeys } from '../../core/areas/casinos/keys';
import { casinoRowActions, deleteChoice, type CasinoRowAction } from '../../core/areas/casinos/rules';
import type { ListDefaults } from '../../core/contract/list';
import { listText } from '../../core/format';
import { can } from '../../core/permissions';
import { languageName } from '../../core/reference/names';
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
import { Switch, type DataColumn } from '../shared/ui';

export interface CasinosProps {
  /** The agent of the page (where edit and add lead back to); default the route's agent. */
  agentId?: string;
}

/** The list's defaults: 25 rows, by name; URL keys `status` (a status or '') and `deleted` ('1': the deleted ones). */
export const CASINOS_LIST: ListDefaults = {
  pageSize: 25,
  sort: { id: 'name', desc: false },
  sortable: CASINO_SORTS,
  extra: { status: '', deleted: '0' },
};

const ACTION_LABELS: Record<CasinoRowAction, string> = {
  edit: 'app.casinos.actions.edit',
  delete: 'app.casinos.actions.delete',
  restore: 'app.casinos.actions.restore',
  deletePermanently: 'app.casinos.actions.delete-permanently',
};

const isStatus = (value: string): value is CasinoStatus =>
  (CASINO_STATUSES as readonly string[]).includes(value);

export function Casinos({ agentId }: CasinosProps) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const allowed = usePageAccess('casinos', pageAgent);
  const dialogs = useDialogs();

  const remove = useAction({
    run: async ({ casino, permanently }: { casino: Casino; permanently: boolean }) =>
      deleteCasino(casino.id, permanently),
    invalidates: () => [casinoKeys.all],
    notice: (_id, { casino, permanently }) =>
      t(permanently ? 'app.casinos.delete.done-permanently' : 'app.casinos.delete.done', {
        name: casino.name,
      }),
    announce: (_id, { casino }) => ({ deleted: { kind: 'casino', id: casino.id } }),
  });
  const restore = useAction({
    run: (casino: Casino) => restoreCasino(casino.id),
    invalidates: () => [casinoKeys.all],
    notice: (_id, casino) => t('app.casinos.restore.done', { name: casino.name }),
    announce: (_id, casino) => ({ saved: { kind: 'casino', id: casino.id, action: 'restored' } }),
  });
  // the casino's players and rounds, asked before a delete that could be permanent
  const inspect = useAction({ run: (casino: Casino) => getCasino(casino.id) });

  const columns = useMemo<DataColumn<Casino>[]>(
    () => [
      {
        id: 'name',
        header: t('app.casinos.columns.name'),
        value: (r) => r.name,
        cell: (r) => <span data-column="name">{r.name}</span>,
      },
      {
        id: 'status',
        header: t('app.casinos.columns.status'),
        value: (r) => r.status,
        cell: (r) => (
          <span data-column="status" className="status" data-status={r.status}>
            {t(`app.casinos.statuses.${r.status}`)}
          </span>
        ),
      },
      {
        id: 'currencies',
        header: t('app.casinos.columns.currencies'),
        value: (r) => r.currencies.join(', '),
        sortable: false,
        cell: (r) => <span data-column="currencies">{listText(r.currencies, language)}</span>,
      },
      {
        id: 'languages',
        header: t('app.casinos.columns.languages'),
        value: (r) => r.languages.join(', '),
        sortable: false,
        cell: (r) => (
          <span data-column="languages">
            {listText(
              [r.defaultLanguage, ...r.languages.filter((l) => l !== r.defaultLanguage)].map((l) =>
                languageName(l, l, language),
              ),
              language,
            )}
          </span>
        ),
      },
      {
        id: 'games',
        header: t('app.casinos.columns.games'),
        value: (r) => r.games.length,
        sortable: false,
        align: 'end',
        cell: (r) => <span data-column="games">{r.games.length}</span>,
      },
      {
        id: 'agentCount',
        header: t('app.casinos.columns.agents'),
        value: (r) => r.agentCount,
        align: 'end',
        cell: (r) => <span data-column="agentCount">{r.agentCount}</span>,
      },
    ],
    [t, language],
  );

  const gate = pageGate(pageAgent, allowed, null);
  if (gate || !pageAgent) return gate;

  async function confirmDelete(casino: Casino) {
    let choice = deleteChoice(subject, null);
    if (choice.permanentAllowed) {
      const detail = await inspect.run(casino);
      if (!detail) return;
      choice = deleteChoice(subject, detail);
    }
    const permanently = { current: false };
    const yes = await dialogs.confirm({
      title: t('app.casinos.delete.title'),
      content: (
        <>
          <p>{t('app.casinos.delete.content', { name: casino.name })}</p>
          {choice.permanentAllowed ? (
            <label className="check">
              <input
                type="checkbox"
                part="delete-permanently"
                onChange={(e) => (permanently.current = e.currentTarget.checked)}
              />
              {t('app.casinos.delete.permanently')}
            </label>
          ) : null}
          {choice.blocked ? (
            <p part="delete-blocked">
              {t('app.casinos.delete.blocked', { name: casino.name, ...choice.blocked })}
            </p>
          ) : null}
        </>
      ),
    });
    if (yes) await remove.run({ casino, permanently: permanently.current });
  }

  async function confirmPermanentDelete(casino: Casino) {
    const detail = await inspect.run(casino);
    if (!detail) return;
    const choice = deleteChoice(subject, detail);
    if (!choice.permanentAllowed) {
      await dialogs.inform({
        title: t('app.casinos.delete.permanent-title'),
        content: t('app.casinos.delete.blocked', { name: casino.name, ...choice.blocked }),
      });
      return;
    }
    const yes = await dialogs.confirm({
      title: t('app.casinos.delete.permanent-title'),
      content: t('app.casinos.delete.permanent-content', { name: casino.name }),
    });
    if (yes) await remove.run({ casino, permanently: true });
  }

  const runs: Record<CasinoRowAction, (row: Casino) => unknown> = {
    edit: (row) => navigate(`/${pageAgent}/casinos/edit/${row.id}`),
    delete: confirmDelete,
    restore: (row) => restore.run(row),
    deletePermanently: confirmPermanentDelete,
  };
  const rowActions = (row: Casino): RowAction<Casino>[] =>
    casinoRowActions(subject, row).map((id) => ({
      id,
      label: t(ACTION_LABELS[id]),
      run: runs[id],
      danger: id === 'delete' || id === 'deletePermanently',
    }));
  const mayEdit = can.updateCasino(subject);

  return (
    <ListPage<Casino>
      part="casinos"
      title={t('app.casinos.list.title')}
      queryKey={casinoKeys.list}
      defaults={CASINOS_LIST}
      load={(query, signal) => {
        const { state, ...paging } = query;
        const status = state.extra.status;
        return listCasinosPage(
          { ...paging, status: isStatus(status) ? status : undefined, deleted: state.extra.deleted === '1' },
          signal,
        );
      }}
      columns={columns}
      rowId={(r) => r.id}
      rowActions={rowActions}
      rowName={(r) => r.name}
      onRowClick={(row) => {
        if (mayEdit && row.deletedAt === null) navigate(`/${pageAgent}/casinos/edit/${row.id}`);
      }}
      controls={(state, change) => (
        <>
          <label className="check" part="status-filter">
            {t('app.casinos.list.status')}
            <select
              value={isStatus(state.extra.status) ? state.extra.status : ''}
              onChange={(e) => change({ type: 'extra', key: 'status', value: e.currentTarget.value })}
            >
              <option value="">{t('app.casinos.list.all-statuses')}</option>
              {CASINO_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`app.casinos.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <span className="check" part="show-deleted">
            <Switch
              checked={state.extra.deleted === '1'}
              title={t('app.casinos.list.show-deleted')}
              onChange={(next) => change({ type: 'extra', key: 'deleted', value: next ? '1' : '0' })}
            />
          </span>
        </>
      )}
      create={
        can.createCasino(subject)
          ? { label: t('app.casinos.actions.create'), run: () => navigate(`/${pageAgent}/casinos/add`) }
          : undefined
      }
      filterLabel={t('app.casinos.list.filter')}
      emptyText={t('app.casinos.list.empty')}
      noMatchText={t('app.casinos.list.no-match')}
      feedback={<ActionFeedback actions={[remove, restore, inspect]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
