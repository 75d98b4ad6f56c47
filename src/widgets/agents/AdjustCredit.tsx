/**
 * `casino-adjust-credit` (route agents/adjust-credit): pick the agent (the current agent or one of its
 * children), add or remove an amount (rounded to 2 decimals, currency-amount pattern), confirm with
 * before and after. Disabled per spec §2 when the current agent is the account's own root agent or a
 * credit source. Insufficient credit is a clear message and sends nothing. Success broadcasts
 * casino-credit-adjusted for the agent and (through GET /api/agent) for the account's own agent, so
 * the header credit and the list update at once.
 */
import { useState, type FormEvent } from 'react';
import {
  adjustCreditDisabled,
  creditDirections,
  creditPreview,
  parseCreditAmount,
  serverFieldErrors,
  signedAmount,
  type CreditDirection,
} from '../../core/agents-rules';
import { adjustCredit, getAgent, listAgents, type AgentDetails } from '../../core/api/agents';
import { emit } from '../../core/events';
import { formatCredit } from '../../core/format';
import { route } from '../../core/router';
import type { ValidationError } from '../../core/validation';
import { useDialogs } from '../shared/dialogs';
import { useLanguage, useT } from '../shared/hooks';
import {
  agentPageGate,
  ErrorMessage,
  FieldError,
  SuccessMessage,
  useLoad,
  usePageAgentId,
  useSubject,
} from './common';

export interface AdjustCreditProps {
  /** The current agent; default the route's agent. */
  agentId?: string;
  /** The agent picked first (default: the `agentId` query parameter, else the current agent). */
  targetId?: string;
}

interface Data {
  current: AgentDetails;
  children: AgentDetails[];
  own: AgentDetails | null;
}

async function loadData(agentId: string, ownId: string): Promise<Data> {
  const [current, children, own] = await Promise.all([
    getAgent(agentId),
    listAgents(agentId, false),
    ownId && ownId !== agentId ? getAgent(ownId).catch(() => null) : Promise.resolve(null),
  ]);
  return { current, children, own };
}

export function AdjustCredit({ agentId, targetId }: AdjustCreditProps) {
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const dialogs = useDialogs();
  const [state, reload] = useLoad<Data>(pageAgent ? `${pageAgent}|${subject.agentId}` : null, () =>
    loadData(pageAgent!, subject.agentId),
  );
  const [picked, setPicked] = useState<string>('');
  const [direction, setDirection] = useState<CreditDirection | ''>('');
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<ValidationError | string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const gate = agentPageGate(pageAgent, state);
  if (gate || !pageAgent || state.status !== 'ready') return gate;
  const { current, children, own } = state.data;
  const disabled = adjustCreditDisabled(subject, current);
  if (disabled) {
    return (
      <div className="page" part="adjust-credit" data-state="disabled">
        <h2>{t('app.agents.adjustCredit.title')}</h2>
        <div className="message" part="disabled" role="status">
          {current.id === subject.agentId
            ? t('app.agents.adjustCredit.disabled-own')
            : t('app.agents.adjustCredit.disabled-credit-source')}
        </div>
      </div>
    );
  }

  const candidates = [current, ...children].filter((a) => !adjustCreditDisabled(subject, a));
  const wanted = picked || targetId || route.peek()?.query.agentId || current.id;
  const agent = candidates.find((a) => a.id === wanted) ?? candidates[0];
  const directions = agent ? creditDirections(subject, agent) : [];
  const chosenDirection: CreditDirection | undefined =
    direction && directions.includes(direction) ? direction : directions[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!agent || !chosenDirection || busy) return;
    setFailure(null);
    setNotice('');
    const parsed = parseCreditAmount(amountText);
    if (!parsed.ok) {
      setAmountError(parsed.error);
      return;
    }
    setAmountError(null);
    const preview = creditPreview(agent, own, chosenDirection, parsed.value);
    if (preview.insufficient) {
      setAmountError(
        preview.insufficient === 'agent'
          ? t('app.agents.adjustCredit.insufficient-agent', {
              name: agent.name,
              available: formatCredit(agent.creditAmount - agent.blockedAmount, language),
              currency: agent.currencyId,
            })
          : t('app.agents.adjustCredit.insufficient-own', {
              available: formatCredit((own?.creditAmount ?? 0) - (own?.blockedAmount ?? 0), language),
              currency: own?.currencyId ?? '',
            }),
      );
      return;
    }
    const amount = formatCredit(parsed.value, language);
    const yes = await dialogs.confirm({
      title: t(
        chosenDirection === 'add'
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
    });
    if (!yes) return;
    setBusy(true);
    try {
      const updated = await adjustCredit(agent.id, signedAmount(chosenDirection, parsed.value));
      const result = updated && typeof updated === 'object' && 'id' in updated ? updated : null;
      emit('casino-credit-adjusted', {
        agentId: agent.id,
        creditAmount: result?.creditAmount ?? preview.after,
        creditSource: result?.creditSource ?? agent.creditSource,
      });
      // GET /api/agent broadcasts the own agent's new credit (header).
      if (subject.agentId) await getAgent(subject.agentId).catch(() => undefined);
      setNotice(
        t(chosenDirection === 'add' ? 'app.agents.adjustCredit.added' : 'app.agents.adjustCredit.removed', {
          amount,
          currency: agent.currencyId,
          name: agent.name,
        }),
      );
      setAmountText('');
      reload();
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields.amount) setAmountError(null);
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page" part="adjust-credit" data-state="content">
      <h2>{t('app.agents.adjustCredit.title')}</h2>
      {candidates.length === 0 || directions.length === 0 ? (
        <div className="message" part="no-permission" role="status">
          {t('app.agents.adjustCredit.nothing')}
        </div>
      ) : (
        <form noValidate part="form" onSubmit={(e) => void submit(e)}>
          <div className="field">
            <label htmlFor="credit-agent">{t('app.agents.adjustCredit.agent')}</label>
            <select
              id="credit-agent"
              part="input-agent"
              value={agent?.id ?? ''}
              onChange={(e) => {
                setPicked(e.currentTarget.value);
                setAmountError(null);
              }}
            >
              {candidates.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({formatCredit(a.creditAmount, language)} {a.currencyId})
                </option>
              ))}
            </select>
          </div>
          <div className="field" role="radiogroup" aria-label={t('app.agents.adjustCredit.direction')}>
            {(['add', 'remove'] as const).map((d) => (
              <label key={d} className="check">
                <input
                  type="radio"
                  name="direction"
                  part={`direction-${d}`}
                  value={d}
                  disabled={!directions.includes(d)}
                  checked={chosenDirection === d}
                  onChange={() => setDirection(d)}
                />
                {t(`app.agents.adjustCredit.${d}`)}
              </label>
            ))}
          </div>
          <div className="field">
            <label htmlFor="credit-amount">{t('app.agents.adjustCredit.amount')}</label>
            <input
              id="credit-amount"
              name="amount"
              part="input-amount"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              aria-invalid={amountError ? 'true' : 'false'}
              onChange={(e) => {
                setAmountText(e.currentTarget.value);
                setAmountError(null);
              }}
            />
            <FieldError field="amount" error={amountError} />
          </div>
          <ErrorMessage error={failure} />
          <SuccessMessage>{notice}</SuccessMessage>
          <div className="toolbar">
            <button type="submit" part="submit" disabled={busy}>
              {t('app.agents.adjustCredit.submit')}
            </button>
          </div>
        </form>
      )}
      {dialogs.outlet}
    </div>
  );
}
