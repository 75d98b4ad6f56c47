/**
 * `casino-adjust-credit` (route agents/adjust-credit): pick the agent (the current agent or one of its
 * children), add or remove an amount (rounded to 2 decimals, currency-amount pattern), confirm with
 * before and after. Disabled when the current agent is the account's own root agent or a credit
 * source. Insufficient credit is a clear message and sends nothing. Success invalidates the agents'
 * data: the list, this page's agents and the account's own agent refetch (the header credit follows
 * the own agent's answer).
 */
import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { adjustCredit, getAgent, listAgents, type Agent } from '../../core/areas/agents/api';
import { agentKeys } from '../../core/areas/agents/keys';
import {
  adjustCreditDisabled,
  creditDirections,
  creditPreview,
  parseCreditAmount,
  signedAmount,
  type CreditDirection,
} from '../../core/areas/agents/rules';
import { obj, str, Uuid } from '../../core/contract/schema';
import { emit } from '../../core/events';
import { formatCredit } from '../../core/format';
import { invalidate } from '../../core/query';
import { route } from '../../core/router';
import { useDialogs } from '../shared/dialogs';
import { useLanguage, useT } from '../shared/hooks';
import { useHostEvents } from '../shared/host';
import {
  FormPage,
  pageGate,
  useContractForm,
  usePageAgentId,
  useQuery,
  useSubject,
  type ErrorKey,
  type FieldSpec,
} from '../shared/page';
import { SuccessMessage } from '../shared/page/states';

export interface AdjustCreditProps {
  /** The current agent; default the route's agent. */
  agentId?: string;
  /** The agent picked first (default: the `agentId` query parameter, else the current agent). */
  targetId?: string;
}

/** What the form sends: the agent, the direction and the amount as typed. */
const AdjustCreditForm = obj({ agentId: Uuid, direction: str(), amount: str() }, ['agentId', 'amount']);

interface Values {
  agentId: string;
  direction: CreditDirection | '';
  amount: string;
}

export function AdjustCredit({ agentId, targetId }: AdjustCreditProps) {
  const t = useT();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const current = useQuery({
    queryKey: agentKeys.detail(pageAgent ?? ''),
    queryFn: () => getAgent(pageAgent!),
    enabled: !!pageAgent,
    staleTime: 0,
  });
  const children = useQuery({
    queryKey: agentKeys.children(pageAgent ?? '', false),
    queryFn: () => listAgents(pageAgent!, false),
    enabled: !!pageAgent,
    staleTime: 0,
  });
  const ownId = subject.agentId && subject.agentId !== pageAgent ? subject.agentId : '';
  const own = useQuery({
    queryKey: agentKeys.detail(ownId),
    queryFn: () => getAgent(ownId).catch(() => null),
    enabled: !!ownId,
    staleTime: 0,
  });
  const gate = pageGate(pageAgent, true, ownId ? [current, children, own] : [current, children]);
  if (gate || !pageAgent) return gate;
  const agent = current.data!;
  if (adjustCreditDisabled(subject, agent)) {
    return (
      <div className="page" part="adjust-credit" data-state="disabled">
        <h2>{t('app.agents.adjustCredit.title')}</h2>
        <div className="message" part="disabled" role="status">
          {agent.id === subject.agentId
            ? t('app.agents.adjustCredit.disabled-own')
            : t('app.agents.adjustCredit.disabled-credit-source')}
        </div>
      </div>
    );
  }
  const candidates = [agent, ...children.data!].filter((a) => !adjustCreditDisabled(subject, a));
  return (
    <AdjustCreditBody
      key={pageAgent}
      candidates={candidates}
      own={ownId ? (own.data ?? null) : null}
      initial={targetId || route.peek()?.query.agentId || agent.id}
    />
  );
}

function AdjustCreditBody({
  candidates,
  own,
  initial,
}: {
  candidates: Agent[];
  own: Agent | null;
  initial: string;
}) {
  const events = useHostEvents();
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const dialogs = useDialogs();
  const [notice, setNotice] = useState('');
  const pick = (id: string) => candidates.find((a) => a.id === id) ?? candidates[0];
  const directionOf = (values: Values) => {
    const agent = pick(values.agentId);
    const allowed = agent ? creditDirections(subject, agent) : [];
    return values.direction && allowed.includes(values.direction) ? values.direction : allowed[0];
  };

  const form = useContractForm<Values>({
    schema: AdjustCreditForm,
    defaultValues: { agentId: pick(initial)?.id ?? '', direction: '', amount: '' },
    check: (values): Record<string, ErrorKey> => {
      if (!values.amount.trim()) return {};
      const parsed = parseCreditAmount(values.amount);
      if (!parsed.ok) return { amount: parsed.error };
      const agent = pick(values.agentId);
      const direction = directionOf(values);
      if (!agent || !direction) return {};
      const preview = creditPreview(agent, own, direction, parsed.value);
      if (preview.insufficient === 'agent')
        return {
          amount: {
            key: 'app.agents.adjustCredit.insufficient-agent',
            params: {
              name: agent.name,
              available: formatCredit(agent.creditAmount - agent.blockedAmount, language),
              currency: agent.currencyId,
            },
          },
        };
      if (preview.insufficient === 'own')
        return {
          amount: {
            key: 'app.agents.adjustCredit.insufficient-own',
            params: {
              available: formatCredit((own?.creditAmount ?? 0) - (own?.blockedAmount ?? 0), language),
              currency: own?.currencyId ?? '',
            },
          },
        };
      return {};
    },
    submit: async (values, { ask }) => {
      setNotice('');
      const agent = pick(values.agentId);
      const direction = directionOf(values);
      const parsed = parseCreditAmount(values.amount);
      if (!agent || !direction || !parsed.ok) return;
      const preview = creditPreview(agent, own, direction, parsed.value);
      const amount = formatCredit(parsed.value, language);
      const yes = await ask(
        dialogs.confirm({
          title: t(
            direction === 'add'
              ? 'app.agents.adjustCredit.confirm-add'
              : 'app.agents.adjustCredit.confirm-remove',
            {
              amount,
              currency: agent.currencyId,
              name: agent.name,
            },
          ),
          content: (
            <dl className="preview" part="preview">
              <dt>{t('app.agents.adjustCredit.before', { name: agent.name })}</dt>
              <dd data-preview="before">{formatCredit(preview.before, language)}</dd>
              <dt>{t('app.agents.adjustCredit.after', { name: agent.name })}</dt>
              <dd data-preview="after">{formatCredit(preview.after, language)}</dd>
              {preview.ownBefore !== null && preview.ownAfter !== null ? (
                <>
                  <dt>{t('app.agents.adjustCredit.own-before')}</dt>
                  <dd data-preview="own-before">{formatCredit(preview.ownBefore, language)}</dd>
                  <dt>{t('app.agents.adjustCredit.own-after')}</dt>
                  <dd data-preview="own-after">{formatCredit(preview.ownAfter, language)}</dd>
                </>
              ) : null}
            </dl>
          ),
        }),
      );
      if (!yes) return;
      const updated = await adjustCredit(agent.id, signedAmount(direction, parsed.value));
      emit('casino-credit-adjusted', {
        agentId: agent.id,
        creditAmount: updated?.creditAmount ?? preview.after,
        creditSource: updated?.creditSource ?? agent.creditSource,
      });
      events.saved({ kind: 'credit-adjustment', id: agent.id, action: 'created', agentId: agent.id });
      // Every agent shown anywhere may have changed: the list, this page's agents and the account's own
      // agent (whose answer moves the header credit) refetch.
      await invalidate(agentKeys.all);
      setNotice(
        t(direction === 'add' ? 'app.agents.adjustCredit.added' : 'app.agents.adjustCredit.removed', {
          amount,
          currency: agent.currencyId,
          name: agent.name,
        }),
      );
      return { amount: '' };
    },
  });

  const values = useStore(form.store, (s) => s.values) as unknown as Values;
  const agent = pick(values.agentId);
  const directions = agent ? creditDirections(subject, agent) : [];
  if (candidates.length === 0 || directions.length === 0) {
    return (
      <div className="page" part="adjust-credit" data-state="content">
        <h2>{t('app.agents.adjustCredit.title')}</h2>
        <div className="message" part="no-permission" role="status">
          {t('app.agents.adjustCredit.nothing')}
        </div>
      </div>
    );
  }
  const fields: FieldSpec<'app.agents.adjustCredit'>[] = [
    {
      kind: 'select',
      name: 'agentId',
      part: 'input-agent',
      label: 'agent',
      options: candidates.map((a) => ({
        value: a.id,
        label: `${a.name} (${formatCredit(a.creditAmount, language)} ${a.currencyId})`,
      })),
    },
    {
      kind: 'radio',
      name: 'direction',
      partPrefix: 'direction',
      value: directionOf(values),
      options: (['add', 'remove'] as const).map((d) => ({
        value: d,
        label: t(`app.agents.adjustCredit.${d}`),
        disabled: !directions.includes(d),
      })),
    },
    { name: 'amount', inputMode: 'decimal' },
  ];
  return (
    <FormPage
      form={form}
      part="adjust-credit"
      texts="app.agents.adjustCredit"
      title={t('app.agents.adjustCredit.title')}
      submitLabel={t('app.agents.adjustCredit.submit')}
      notice={<SuccessMessage>{notice}</SuccessMessage>}
      after={dialogs.outlet}
      fields={fields}
    />
  );
}
