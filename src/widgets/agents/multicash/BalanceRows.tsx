/**
 * The balances table (the shared data table: columns the user may choose, cards on a phone): each
 * balance with its actions: edit (opens EditBalance), make default, delete (empty balances only, after a
 * confirmation).
 */
import { assignPotBalance, deletePotBalance, type PotBalance } from '../../../core/areas/agents/api';
import { formatCredit } from '../../../core/format';
import type { Dialogs } from '../../shared/dialogs';
import { useLanguage, useT } from '../../shared/hooks';
import { ActionFeedback } from '../../shared/page';
import { DataTable, type DataColumn } from '../../shared/ui';
import { useBalanceAction } from './use-balance-action';

export interface BalanceRowsProps {
  agentId: string;
  balances: readonly PotBalance[];
  mayWrite: boolean;
  mayDelete: boolean;
  dialogs: Dialogs;
  onEdit: (balance: PotBalance) => void;
}

export function BalanceRows({ agentId, balances, mayWrite, mayDelete, dialogs, onEdit }: BalanceRowsProps) {
  const t = useT();
  const language = useLanguage();
  const format = (b: PotBalance) => formatCredit(b.amount, language);
  const assign = useBalanceAction(
    agentId,
    (b: PotBalance) => assignPotBalance(agentId, b.balanceIid),
    (b) => t('app.agents.multicash.assigned', { currency: b.currency }),
  );
  const remove = useBalanceAction(
    agentId,
    (b: PotBalance) => deletePotBalance(b.balanceIid),
    () => t('app.agents.multicash.descriptions.deleted'),
    (b) => ({ deleted: { kind: 'multicash-balance', id: b.balanceIid, agentId } }),
  );
  const busy = assign.busy || remove.busy;

  async function confirmDelete(balance: PotBalance) {
    const yes = await dialogs.confirm({
      title: t('app.agents.multicash.delete-title'),
      content: t('app.agents.multicash.delete-content', {
        currency: balance.currency,
        amount: format(balance),
      }),
    });
    if (yes) await remove.run(balance);
  }

  const columns: DataColumn<PotBalance>[] = [
    { id: 'balanceIid', header: t('app.agents.multicash.balance-id'), value: (b) => b.balanceIid },
    { id: 'currency', header: t('app.agents.columns.currency'), value: (b) => b.currency },
    {
      id: 'amount',
      header: t('app.agents.multicash.amount'),
      value: (b) => b.amount,
      align: 'end',
      cell: format,
    },
    {
      id: 'isDefault',
      header: t('app.agents.multicash.default'),
      value: (b) => (b.isDefault ? 1 : 0),
      cell: (b) => (b.isDefault ? t('app.shared.labels.yes') : t('app.shared.labels.no')),
    },
  ];

  return (
    <>
      <div part="table">
        <DataTable<PotBalance>
          columns={columns}
          rows={balances}
          rowId={(b) => b.balanceIid}
          label={t('app.agents.multicash.title')}
          settingsKey="multicash-balances"
          actions={
            mayWrite || mayDelete
              ? (b) => (
                  <div className="actions">
                    {mayWrite ? (
                      <button
                        type="button"
                        className="small secondary"
                        part="edit"
                        disabled={busy}
                        onClick={() => onEdit(b)}
                      >
                        {t('app.agents.actions.edit')}
                      </button>
                    ) : null}
                    {mayWrite && !b.isDefault ? (
                      <button
                        type="button"
                        className="small secondary"
                        part="assign"
                        disabled={busy}
                        onClick={() => void assign.run(b)}
                      >
                        {t('app.agents.multicash.assign')}
                      </button>
                    ) : null}
                    {mayDelete ? (
                      <button
                        type="button"
                        className="small danger"
                        part="delete"
                        disabled={busy || b.amount !== 0}
                        title={b.amount !== 0 ? t('app.agents.multicash.delete-not-empty') : undefined}
                        onClick={() => void confirmDelete(b)}
                      >
                        {t('app.agents.multicash.delete')}
                      </button>
                    ) : null}
                  </div>
                )
              : undefined
          }
        />
      </div>
      <ActionFeedback actions={[assign, remove]} />
    </>
  );
}
