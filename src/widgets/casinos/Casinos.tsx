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
import { listText } from '../../core/format';
import { can } from '../../core/permissions';
import { languageName } from '../../core/reference/names';
import { ActionFeedback, ConfirmOption, ListPage, useAction } from '../shared/page';
import { listDefaults, useListPage, type AreaListProps } from '../shared/page/use-list-page';
import { Switch, type DataColumn } from '../shared/ui';

/** The agent of the page (where edit and add lead back to); default the route's agent. */
export type CasinosProps = AreaListProps;

/** The list's defaults: 25 rows, by name; URL keys `status` (a status or '') and `deleted` ('1': the deleted ones). */
export const CASINOS_LIST = listDefaults(CASINO_SORTS, 'name', { status: '', deleted: '0' });

const isStatus = (value: string): value is CasinoStatus =>
  (CASINO_STATUSES as readonly string[]).includes(value);

export function Casinos({ agentId }: CasinosProps) {
  const list = useListPage('casinos', {
    agentId,
    defaults: CASINOS_LIST,
    danger: ['delete', 'deletePermanently'],
  });
  const { t, language, subject, navigate, dialogs, pageAgent, gate } = list;

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
      list.column<Casino>('name', 'name', (r) => r.name),
      list.column<Casino>('status', 'status', (r) => t(`app.casinos.statuses.${r.status}`), {
        value: (r) => r.status,
        attributes: (r) => ({ className: 'status', 'data-status': r.status }),
      }),
      list.column<Casino>('currencies', 'currencies', (r) => listText(r.currencies, language), {
        value: (r) => r.currencies.join(', '),
        sortable: false,
      }),
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
      list.column<Casino>('games', 'games', (r) => r.games.length, { sortable: false, align: 'end' }),
      list.column<Casino>('agentCount', 'agents', (r) => r.agentCount, { align: 'end' }),
    ],
    [t, language],
  );

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
            <ConfirmOption
              part="delete-permanently"
              label={t('app.casinos.delete.permanently')}
              value={permanently}
            />
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
  const rowActions = (row: Casino) => list.rowActions(casinoRowActions(subject, row), runs);
  const mayEdit = can.updateCasino(subject);

  return (
    <ListPage<Casino>
      {...list.page}
      queryKey={casinoKeys.list}
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
          {list.statusFilter(state, change, CASINO_STATUSES, (s) => t(`app.casinos.statuses.${s}`))}
          <span className="check" part="show-deleted">
            <Switch
              checked={state.extra.deleted === '1'}
              title={t('app.casinos.list.show-deleted')}
              onChange={(next) => change({ type: 'extra', key: 'deleted', value: next ? '1' : '0' })}
            />
          </span>
        </>
      )}
      create={list.create(can.createCasino(subject))}
      feedback={<ActionFeedback actions={[remove, restore, inspect]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
