/**
 * The adjust-balance panel of the cafes list: add money to the cafe (from the agent's credit) or take
 * it back, handed to or taken from one of the cafe's active users. The amount follows the credit
 * amount rule (rounded to 2 decimals, greater than zero, within the maximum); a removal may not exceed
 * what the cafe has available (its balance less what is already reserved). Before anything is sent a
 * confirmation names the amount, the cafe user, and the cafe's balance now and once the command is
 * picked up. The command is queued: the cafe receives the money, or hands it back, when it picks the
 * command up.
 */
import { adjustCafeBalance, listCafeUsers, type Cafe } from '../../core/areas/cafes/api';
import { cafeKeys } from '../../core/areas/cafes/keys';
import {
  adjustDirections,
  availableBalance,
  checkAdjustment,
  type AdjustDirection,
} from '../../core/areas/cafes/rules';
import { agentKeys } from '../../core/areas/agents/keys';
import { obj, str, Uuid } from '../../core/contract/schema';
import { formatCredit } from '../../core/format';
import { invalidate } from '../../core/query';
import {
  ActionPanel,
  ErrorMessage,
  Preview,
  targetOf,
  usePanelForm,
  useQuery,
  useSubject,
  type ErrorKey,
  type FieldSpec,
  type PanelProps,
} from '../shared/page';

const AdjustForm = obj({ direction: str(), amount: str(), userId: Uuid }, ['direction', 'amount', 'userId']);

interface Values {
  direction: AdjustDirection;
  amount: string;
  userId: string;
}

export function AdjustBalancePanel({
  agentId,
  cafe,
  ...panel
}: PanelProps & { agentId: string; cafe: Cafe }) {
  const subject = useSubject();
  const directions = adjustDirections(subject, targetOf(agentId));
  const users = useQuery({
    queryKey: cafeKeys.userList(cafe.id),
    queryFn: ({ signal }) => listCafeUsers(agentId, cafe.id, signal),
    staleTime: 0,
  });
  const active = (users.data ?? []).filter((u) => u.isActive);

  const { t, language, events, dialogs, panelProps } = usePanelForm<Values, 'app.cafes.adjust'>(panel, {
    texts: 'app.cafes.adjust',
    name: cafe.name,
    schema: AdjustForm,
    defaultValues: { direction: directions[0] ?? 'add', amount: '', userId: '' },
    check: (values): Record<string, ErrorKey> => {
      if (!values.amount.trim()) return {};
      const checked = checkAdjustment(cafe, values.direction, values.amount);
      if (checked.ok) return {};
      if (checked.error.key === 'app.cafes.adjust.insufficient') {
        const available = formatCredit(availableBalance(cafe), language);
        return { amount: { key: checked.error.key, params: { available, currency: cafe.currencyId } } };
      }
      return { amount: checked.error as ErrorKey };
    },
    submit: async (values, { ask }) => {
      const checked = checkAdjustment(cafe, values.direction, values.amount);
      if (!checked.ok) return;
      const amount = formatCredit(Math.abs(checked.amount), language);
      const user = active.find((u) => u.id === values.userId);
      const texts = { amount, currency: cafe.currencyId, name: cafe.name };
      const money = (value: number) => `${formatCredit(value, language)} ${cafe.currencyId}`;
      const yes = await ask(
        dialogs.confirm({
          title: t(
            values.direction === 'add' ? 'app.cafes.adjust.confirm-add' : 'app.cafes.adjust.confirm-remove',
            texts,
          ),
          content: (
            <Preview
              part="adjust-preview"
              rows={[
                { key: 'user', label: t('app.cafes.adjust.confirm-user'), value: user?.userName ?? '' },
                { key: 'before', label: t('app.cafes.adjust.confirm-before'), value: money(cafe.balance) },
                {
                  key: 'after',
                  label: t('app.cafes.adjust.confirm-after'),
                  value: money(cafe.balance + checked.amount),
                },
                {
                  key: 'amount',
                  label: t(`app.cafes.adjust.confirm-credit-${values.direction}`),
                  value: `${amount} ${cafe.currencyId}`,
                },
              ]}
            />
          ),
        }),
      );
      if (!yes) return;
      await adjustCafeBalance(cafe.id, checked.amount, values.userId);
      events.saved({
        kind: 'cafe-balance-adjustment',
        id: cafe.id,
        action: 'created',
        agentId: cafe.agentId,
      });
      void invalidate(cafeKeys.all);
      // the agent's credit changed: its lists and the header's credit follow
      void invalidate(agentKeys.all);
      panel.onDone(
        t(values.direction === 'add' ? 'app.cafes.adjust.queued-add' : 'app.cafes.adjust.queued-remove', {
          ...texts,
          user: user?.userName ?? '',
        }),
      );
    },
  });
  const fields: FieldSpec<'app.cafes.adjust'>[] = [
    directions.length > 1
      ? {
          kind: 'radio',
          name: 'direction',
          partPrefix: 'direction',
          options: directions.map((d) => ({ value: d, label: t(`app.cafes.adjust.${d}`) })),
        }
      : {
          kind: 'node',
          name: 'direction',
          node: <p part="direction">{t(`app.cafes.adjust.${directions[0] ?? 'add'}`)}</p>,
        },
    { name: 'amount', labelParams: { currency: cafe.currencyId }, inputMode: 'decimal', maxLength: 20 },
    {
      kind: 'select',
      name: 'userId',
      part: 'input-user',
      label: 'user',
      placeholder: 'choose-user',
      disabled: !users.isSuccess,
      options: active.map((u) => ({
        value: u.id,
        label: `${u.userName}${u.fullName ? ` — ${u.fullName}` : ''} (${t(`app.cafes.roles.${u.role}`)})`,
      })),
    },
  ];
  return (
    <ActionPanel
      {...panelProps}
      part="adjust-balance"
      submitDisabled={!users.isSuccess || active.length === 0}
      intro={
        <>
          <p className="hint" part="adjust-balance-available">
            {t('app.cafes.adjust.available', {
              balance: formatCredit(cafe.balance, language),
              available: formatCredit(availableBalance(cafe), language),
              currency: cafe.currencyId,
            })}
          </p>
          {users.isError ? <ErrorMessage error={users.error} /> : null}
          {users.isSuccess && active.length === 0 ? (
            <div className="message" part="no-users" role="status">
              {t('app.cafes.adjust.no-users', { name: cafe.name })}
            </div>
          ) : null}
        </>
      }
      fields={fields}
    />
  );
}
