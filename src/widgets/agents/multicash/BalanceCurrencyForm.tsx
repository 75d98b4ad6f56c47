/**
 * Creates a balance in a chosen currency (mode 'create'), or changes the currency of an empty balance
 * (mode 'edit': the server allows it while the balance is empty): one currency field, one button, the
 * change's feedback.
 */
import { createPotBalance, editPotBalance, type PotBalance } from '../../../core/areas/agents/api';
import { obj, str } from '../../../core/contract/schema';
import { useT } from '../../shared/hooks';
import { ActionFeedback, InlineForm, ReferenceField, useContractForm } from '../../shared/page';
import { useBalanceAction } from './use-balance-action';

const CurrencyChoice = obj({ currency: str({ pattern: '^[A-Z]{3}$' }) }, ['currency']);

export type BalanceCurrencyFormProps =
  | { mode: 'create'; agentId: string }
  | { mode: 'edit'; agentId: string; balance: PotBalance; onDone: () => void };

export function BalanceCurrencyForm(form: BalanceCurrencyFormProps) {
  const t = useT();
  const props =
    form.mode === 'create'
      ? {
          agentId: form.agentId,
          part: 'create-form',
          fieldPart: 'input-new-currency',
          label: t('app.agents.multicash.new-balance'),
          submitLabel: t('app.agents.multicash.create'),
          submitPart: 'create',
          initial: '',
          run: (currency: string) => createPotBalance({ agentId: form.agentId, currency }),
          notice: t('app.agents.multicash.descriptions.created'),
          onDone: undefined,
          onCancel: undefined,
        }
      : {
          agentId: form.agentId,
          part: 'edit-form',
          fieldPart: 'input-edit-currency',
          label: t('app.agents.columns.currency'),
          submitLabel: t('app.agents.form.save'),
          submitPart: undefined,
          initial: form.balance.currency,
          run: (currency: string) => editPotBalance({ balanceIid: form.balance.balanceIid, currency }),
          notice: t('app.agents.multicash.descriptions.updated'),
          onDone: form.onDone,
          onCancel: form.onDone,
        };
  const change = useBalanceAction(props.agentId, props.run, () => props.notice);
  const contract = useContractForm<{ currency: string }>({
    schema: CurrencyChoice,
    defaultValues: { currency: props.initial },
    submit: async ({ currency }) => {
      if (!(await change.run(currency))) return;
      props.onDone?.();
      return { currency: props.initial };
    },
  });
  return (
    <InlineForm form={contract} part={props.part}>
      <ReferenceField
        form={contract}
        kind="currencies"
        name="currency"
        part={props.fieldPart}
        label={props.label}
      />
      <div className="toolbar">
        <button type="submit" part={props.submitPart} disabled={change.busy}>
          {props.submitLabel}
        </button>
        {props.onCancel ? (
          <button type="button" className="secondary" onClick={props.onCancel}>
            {t('app.shared.labels.cancel')}
          </button>
        ) : null}
      </div>
      <ActionFeedback actions={[change]} />
    </InlineForm>
  );
}
