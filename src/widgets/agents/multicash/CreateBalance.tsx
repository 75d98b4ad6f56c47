/** Creates an empty balance of the agent in a chosen currency. */
import { createPotBalance } from '../../../core/areas/agents/api';
import { obj, str } from '../../../core/contract/schema';
import type { Currency } from '../../../core/reference/contract';
import { useT } from '../../shared/hooks';
import { ActionFeedback, SelectField, useContractForm, InlineForm } from '../../shared/page';
import { useBalanceAction } from './use-balance-action';

const NewBalance = obj({ currency: str({ pattern: '^[A-Z]{3}$' }) }, ['currency']);

export function CreateBalance({ agentId, currencies }: { agentId: string; currencies: readonly Currency[] }) {
  const t = useT();
  const create = useBalanceAction(
    agentId,
    (currency: string) => createPotBalance({ agentId, currency }),
    () => t('app.agents.multicash.descriptions.created'),
  );
  const form = useContractForm<{ currency: string }>({
    schema: NewBalance,
    defaultValues: { currency: '' },
    submit: async ({ currency }) => ((await create.run(currency)) ? { currency: '' } : undefined),
  });
  return (
    <InlineForm form={form} part="create-form">
      <SelectField
        form={form}
        name="currency"
        part="input-new-currency"
        label={t('app.agents.multicash.new-balance')}
        placeholder={t('app.agents.form.choose')}
        options={currencies.map((c) => ({ value: c.id, label: c.id }))}
      />
      <div className="toolbar">
        <button type="submit" part="create" disabled={create.busy}>
          {t('app.agents.multicash.create')}
        </button>
      </div>
      <ActionFeedback actions={[create]} />
    </InlineForm>
  );
}
