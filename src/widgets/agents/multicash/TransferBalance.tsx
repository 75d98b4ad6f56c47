/**
 * Transfers an amount from one of the agent's balances to a sub-agent: the amount is read as credit
 * (up to 2 decimals), the server's check (GET /api/potBalance/check) comes first and an insufficient
 * balance is a clear message; then a confirmation, then the transfer.
 */
import { useState } from 'react';
import {
  checkPotBalance,
  transferPotBalance,
  type Agent,
  type PotBalance,
} from '../../../core/areas/agents/api';
import { parseCreditAmount } from '../../../core/areas/agents/rules';
import { obj, str } from '../../../core/contract/schema';
import { formatCredit } from '../../../core/format';
import type { Dialogs } from '../../shared/dialogs';
import { useLanguage, useT } from '../../shared/hooks';
import {
  ActionFeedback,
  FieldError,
  FormFields,
  InlineForm,
  useContractForm,
  type ErrorKey,
  type FieldSpec,
} from '../../shared/page';
import { useBalanceAction } from './use-balance-action';

const Transfer = obj({ from: str(), to: str(), amount: str() });

interface Values {
  from: string;
  to: string;
  amount: string;
}

export interface TransferBalanceProps {
  agentId: string;
  balances: readonly PotBalance[];
  children: readonly Agent[];
  dialogs: Dialogs;
}

export function TransferBalance({ agentId, balances, children, dialogs }: TransferBalanceProps) {
  const t = useT();
  const language = useLanguage();
  const [error, setError] = useState<ErrorKey | string | null>(null);
  const transfer = useBalanceAction(
    agentId,
    (v: { from: PotBalance; to: string; amount: number }) =>
      transferPotBalance({ fromBalanceIid: v.from.balanceIid, toAgentId: v.to, amount: v.amount }),
    () => t('app.agents.multicash.descriptions.parent-balance-updated'),
  );
  const form = useContractForm<Values>({
    schema: Transfer,
    defaultValues: { from: '', to: '', amount: '' },
    submit: async (values, { ask }) => {
      setError(null);
      const from = balances.find((b) => b.balanceIid === values.from);
      if (!from || !values.to) return void setError({ key: 'validation.required' });
      const parsed = parseCreditAmount(values.amount);
      if (!parsed.ok) return void setError(parsed.error);
      // The server's check comes first: does the balance cover the amount?
      const check = await checkPotBalance({ agentId, amount: parsed.value, currency: from.currency });
      if (!check.valid) {
        setError(
          t('app.agents.multicash.insufficient', {
            available: formatCredit(check.available, language),
            currency: check.currency,
          }),
        );
        return;
      }
      const to = children.find((c) => c.id === values.to);
      const yes = await ask(
        dialogs.confirm({
          title: t('app.agents.multicash.transfer-title'),
          content: t('app.agents.multicash.transfer-content', {
            amount: formatCredit(parsed.value, language),
            currency: from.currency,
            name: to?.name ?? values.to,
          }),
        }),
      );
      if (!yes) return;
      return (await transfer.run({ from, to: values.to, amount: parsed.value })) ? { amount: '' } : undefined;
    },
  });
  const fields: FieldSpec<'app.agents.multicash'>[] = [
    {
      kind: 'select',
      name: 'from',
      placeholder: 'app.page.form.choose',
      options: balances.map((b) => ({
        value: b.balanceIid,
        label: `${b.currency} ${formatCredit(b.amount, language)}`,
      })),
    },
    {
      kind: 'select',
      name: 'to',
      placeholder: 'app.page.form.choose',
      options: children.map((c) => ({ value: c.id, label: c.name })),
    },
    {
      name: 'amount',
      label: 'app.agents.adjustCredit.amount',
      inputMode: 'decimal',
    },
  ];
  return (
    <InlineForm form={form} part="transfer-form">
      <div className="label">{t('app.agents.multicash.transfer')}</div>
      <FormFields form={form} texts="app.agents.multicash" partPrefix="input-transfer-" fields={fields} />
      <FieldError field="transfer" error={error} />
      <div className="toolbar">
        <button type="submit" part="transfer" disabled={transfer.busy}>
          {t('app.agents.multicash.transfer')}
        </button>
      </div>
      <ActionFeedback actions={[transfer]} />
    </InlineForm>
  );
}
