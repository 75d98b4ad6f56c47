/**
 * The terminal-transaction panel: a deposit (money into the terminal from its cafe, or from its agent
 * when it stands in no cafe) or a withdrawal (back), with the credit amount rule; a withdrawal no more
 * than the terminal holds. A confirmation names the amount, where the money comes from or goes back
 * to, and the terminal's balance before and after; nothing is sent before Yes. The server checks the
 * other side and answers the terminal as it is after.
 */
import { agentKeys } from '../../core/areas/agents/keys';
import { cafeKeys } from '../../core/areas/cafes/keys';
import { terminalTransaction, type Terminal } from '../../core/areas/terminals/api';
import {
  TERMINAL_TRANSACTION_TYPES,
  type TerminalTransactionType,
} from '../../core/areas/terminals/contract';
import { terminalKeys } from '../../core/areas/terminals/keys';
import { checkTransaction, transactionTypeKey } from '../../core/areas/terminals/rules';
import { obj, oneOf, str } from '../../core/contract/schema';
import { formatCredit } from '../../core/format';
import { invalidate } from '../../core/query';
import {
  ActionPanel,
  Preview,
  usePanelForm,
  type ErrorKey,
  type FieldSpec,
  type PanelProps,
} from '../shared/page';

const TransactionForm = obj({ type: oneOf(TERMINAL_TRANSACTION_TYPES), amount: str() }, ['type', 'amount']);

interface Values {
  type: TerminalTransactionType;
  amount: string;
}

export function TransactionPanel({ terminal, ...panel }: PanelProps & { terminal: Terminal }) {
  const source = terminal.posName ?? terminal.agentName;
  const { t, language, events, dialogs, panelProps } = usePanelForm<Values, 'app.terminals.transaction'>(
    panel,
    {
      texts: 'app.terminals.transaction',
      name: terminal.name,
      schema: TransactionForm,
      defaultValues: { type: 'Deposit', amount: '' },
      check: (values): Record<string, ErrorKey> => {
        if (!values.amount.trim()) return {};
        const checked = checkTransaction(terminal, values.type, values.amount);
        if (checked.ok) return {};
        if (checked.error.key === 'app.terminals.transaction.insufficient') {
          const balance = formatCredit(terminal.balance, language);
          return { amount: { key: checked.error.key, params: { balance, currency: terminal.currencyId } } };
        }
        return { amount: checked.error as ErrorKey };
      },
      submit: async (values, { ask }) => {
        const checked = checkTransaction(terminal, values.type, values.amount);
        if (!checked.ok) return;
        const signed = values.type === 'Deposit' ? checked.amount : -checked.amount;
        // the terminal's balance with a change
        const money = (change: number) =>
          `${formatCredit(terminal.balance + change, language)} ${terminal.currencyId}`;
        const yes = await ask(
          dialogs.confirm({
            title: t(`app.terminals.transaction.confirm-${values.type}`, {
              amount: formatCredit(checked.amount, language),
              currency: terminal.currencyId,
              name: terminal.name,
            }),
            content: (
              <Preview
                part="transaction-preview"
                rows={[
                  {
                    key: 'source',
                    label: t(`app.terminals.transaction.confirm-source-${values.type}`),
                    value: source,
                  },
                  { key: 'before', label: t('app.terminals.transaction.confirm-before'), value: money(0) },
                  { key: 'after', label: t('app.terminals.transaction.confirm-after'), value: money(signed) },
                ]}
              />
            ),
          }),
        );
        if (!yes) return;
        const after = await terminalTransaction(terminal.id, values.type, checked.amount);
        events.saved({ kind: 'terminal-transaction', id: terminal.id, action: 'created' });
        void invalidate(terminalKeys.all);
        void invalidate(cafeKeys.all);
        void invalidate(agentKeys.all);
        panel.onDone(
          t(
            values.type === 'Deposit'
              ? 'app.terminals.transaction.deposited'
              : 'app.terminals.transaction.withdrawn',
            {
              amount: formatCredit(checked.amount, language),
              currency: after.currencyId,
              name: after.name,
              balance: formatCredit(after.balance, language),
            },
          ),
        );
      },
    },
  );
  const fields: FieldSpec<'app.terminals.transaction'>[] = [
    {
      kind: 'radio',
      name: 'type',
      partPrefix: 'type',
      options: TERMINAL_TRANSACTION_TYPES.map((type) => ({
        value: type,
        label: t(transactionTypeKey(type)),
      })),
    },
    { name: 'amount', labelParams: { currency: terminal.currencyId }, inputMode: 'decimal', maxLength: 20 },
  ];
  return (
    <ActionPanel
      {...panelProps}
      part="transaction"
      intro={
        <p className="hint" part="transaction-balance">
          {t('app.terminals.transaction.balance', {
            balance: formatCredit(terminal.balance, language),
            currency: terminal.currencyId,
            source,
          })}
        </p>
      }
      fields={fields}
    />
  );
}
