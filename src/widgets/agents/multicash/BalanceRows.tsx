/**
 * The balances table: each balance with its actions: edit (opens EditBalance), make default, delete
 * (empty balances only, after a confirmation).
 */
import { assignPotBalance, deletePotBalance, type PotBalance } from '../../../core/areas/agents/api';
import { formatCredit } from '../../../core/format';
import type { Dialogs } from '../../shared/dialogs';
import { useLanguage, useT } from '../../shared/hooks';
import { ActionFeedback } from '../../shared/page';
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

  return (
    <>
      <table part="table">
        <thead>
          <tr>
            <th>{t('app.agents.multicash.balance-id')}</th>
            <th>{t('app.agents.columns.currency')}</th>
            <th className="number">{t('app.agents.multicash.amount')}</th>
            <th>{t('app.agents.multicash.default')}</th>
            {mayWrite || mayDelete ? <th>{t('app.agents.columns.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {balances.map((b) => (
            <tr key={b.balanceIid} part="row" data-balance-id={b.balanceIid}>
              <td>{b.balanceIid}</td>
              <td>{b.currency}</td>
              <td className="number">{format(b)}</td>
              <td>{b.isDefault ? t('app.shared.labels.yes') : t('app.shared.labels.no')}</td>
              {mayWrite || mayDelete ? (
                <td>
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
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <ActionFeedback actions={[assign, remove]} />
    </>
  );
}
