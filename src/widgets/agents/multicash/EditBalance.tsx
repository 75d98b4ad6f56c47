/** Edits a balance: its currency (the server allows it while the balance is empty). */
import { editPotBalance, type PotBalance } from '../../../core/areas/agents/api';
import { obj, str } from '../../../core/contract/schema';
import type { Currency } from '../../../core/reference/contract';
import { useT } from '../../shared/hooks';
import { ActionFeedback, SelectField, useContractForm, InlineForm } from '../../shared/page';
import { useBalanceAction } from './use-balance-action';

const BalanceEdit = obj({ currency: str({ pattern: '^[A-Z]{3}$' }) }, ['currency']);

export interface EditBalanceProps {
  agentId: string;
  balance: PotBalance;
  currencies: readonly Currency[];
  onDone: () => void;
}

export function EditBalance({ agentId, balance, currencies, onDone }: EditBalanceProps) {
  const t = useT();
  const edit = useBalanceAction(
    agentId,
    (currency: string) => editPotBalance({ balanceIid: balance.balanceIid, currency }),
    () => t('app.agents.multicash.descriptions.updated'),
  );
  const form = useContractForm<{ currency: string }>({
    schema: BalanceEdit,
    defaultValues: { currency: balance.currency },
    submit: async ({ currency }) => {
      if (await edit.run(currency)) onDone();
    },
  });
  return (
    <InlineForm form={form} part="edit-form">
      <SelectField
        form={form}
        name="currency"
        part="input-edit-currency"
        label={t('app.agents.columns.currency')}
        options={currencies.map((c) => ({ value: c.id, label: c.id }))}
      />
      <div className="toolbar">
        <button type="submit" disabled={edit.busy}>
          {t('app.agents.form.save')}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t('app.shared.labels.cancel')}
        </button>
      </div>
      <ActionFeedback actions={[edit]} />
    </InlineForm>
  );
}
