/**
 * `casino-casinos` (route casinos): the operator's casinos: name, status, currencies, languages (the
 * default first), games, number of agents assigned; sorted, filtered (name or currency) and paged on the
 * server, with a status filter and a switch to the soft-deleted casinos, the list state in the URL. Row
 * actions as the permissions allow: edit and delete on a live casino, restore and delete permanently on a
 * deleted one. Delete asks first; with the delete-permanently permission the dialog offers a permanent
 * delete, unless the casino has players or game rounds (it says how many).
 */
import type { TranslationKey } from '../../core/i18n';

import { pathTo } from '../../core/paths';
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
import { ActionFeedback, ConfirmOption, ListPage, useAction, type AreaListProps } from '../shared/page';
import { statusFilter, switchFilter } from '../shared/page/list-specs';
import { listDefaults, listLoader, listPage, useListPage } from '../shared/page/use-list-page';

/** The agent of the page (where edit and add lead back to); default the route's agent. */
export type CasinosProps = AreaListProps;

/** The list's defaults: 25 rows, by name; URL keys `status` (a status or '') and `deleted` ('1': the deleted ones). */
export const CASINOS_LIST = listDefaults(CASINO_SORTS, 'name', { status: '', deleted: '0' });

const isStatus = (value: string): value is CasinoStatus =>
  (CASINO_STATUSES as readonly string[]).includes(value);

const casinoStatusKey = (status: CasinoStatus): TranslationKey => `app.casinos.statuses.${status}`;

const CASINOS_PAGE = listPage<Casino, 'casinos'>({
  defaults: CASINOS_LIST,
  rowName: (r) => r.name,
  danger: ['delete', 'deletePermanently'],
  queryKey: casinoKeys.list,
  load: listLoader(
    ({ status, deleted }) => ({ status: isStatus(status) ? status : undefined, deleted: deleted === '1' }),
    listCasinosPage,
  ),
  filters: [statusFilter(CASINO_STATUSES, casinoStatusKey), switchFilter('deleted', 'show-deleted')],
  columns: (c) => [
    c.text('name'),
    c.status('status', casinoStatusKey, { className: 'status' }),
    c.text('currencies', 'currencies', {
      text: (r, { language }) => listText(r.currencies, language),
      value: (r) => r.currencies.join(', '),
      sortable: false,
    }),
    c.text('languages', 'languages', {
      // the default language first
      text: (r, { language }) =>
        listText(
          [r.defaultLanguage, ...r.languages.filter((l) => l !== r.defaultLanguage)].map((l) =>
            languageName(l, l, language),
          ),
          language,
        ),
      value: (r) => r.languages.join(', '),
      sortable: false,
    }),
    c.text('games', 'games', {
      text: (r) => r.games.length,
      value: (r) => r.games.length,
      sortable: false,
      align: 'end',
    }),
    c.text('agentCount', 'agents', { align: 'end' }),
  ],
});

export function Casinos({ agentId }: CasinosProps) {
  const list = useListPage('casinos', { ...CASINOS_PAGE, agentId });
  const { t, subject, navigate, dialogs, pageAgent, gate } = list;

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
    edit: (row) => navigate(pathTo('casinos.edit', { agentId: pageAgent, id: row.id })),
    delete: confirmDelete,
    restore: (row) => restore.run(row),
    deletePermanently: confirmPermanentDelete,
  };
  const rowActions = (row: Casino) => list.rowActions(casinoRowActions(subject, row), runs);
  const mayEdit = can.updateCasino(subject);

  return (
    <ListPage<Casino>
      {...list.page}
      rowActions={rowActions}
      onRowClick={(row) => {
        if (mayEdit && row.deletedAt === null)
          navigate(pathTo('casinos.edit', { agentId: pageAgent, id: row.id }));
      }}
      create={list.create(can.createCasino(subject), 'casinos.add')}
      feedback={<ActionFeedback actions={[remove, restore, inspect]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
