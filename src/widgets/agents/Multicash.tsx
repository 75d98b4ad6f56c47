/**
 * `casino-multicash` (route agents/multicash of the agent): the agent's pot balances (balanceIid,
 * currency, amount, default); create, edit (currency while empty, default flag), delete (empty
 * balances), assign one as default or assign the default balance, and transfer to a sub-agent with
 * the server's check (GET /api/potBalance/check) before the transfer. Writes need the credit-agent
 * permission for the agent (delete: remove-credits). A failed request keeps what was typed.
 */
import { useState, type FormEvent } from 'react';
import { parseCreditAmount, potBalanceDescriptionKey } from '../../core/agents-rules';
import {
  assignPotBalance,
  checkPotBalance,
  createPotBalance,
  deletePotBalance,
  editPotBalance,
  getCurrencies,
  getPotBalances,
  listAgents,
  transferPotBalance,
  type AgentDetails,
  type Currency,
  type PotBalance,
} from '../../core/api/agents';
import { formatCredit } from '../../core/format';
import { can } from '../../core/permissions';
import { useDialogs } from '../shared/dialogs';
import { useLanguage, useT } from '../shared/hooks';
import {
  agentPageGate,
  ErrorMessage,
  FieldError,
  SuccessMessage,
  targetOf,
  useLoad,
  usePageAgentId,
  useSubject,
  type ErrorKey,
} from './common';

export interface MulticashProps {
  /** The agent whose balances are shown; default the route's agent. */
  agentId?: string;
}

interface Data {
  balances: PotBalance[];
  currencies: Currency[];
  children: AgentDetails[];
}

async function loadData(agentId: string): Promise<Data> {
  const [balances, currencies, children] = await Promise.all([
    getPotBalances(agentId),
    getCurrencies().catch(() => [] as Currency[]),
    listAgents(agentId, false).catch(() => [] as AgentDetails[]),
  ]);
  return { balances, currencies, children };
}

/** The §9 description of a balance event, translated; unknown descriptions as the server wrote them. */
export function describeBalanceEvent(description: string, t: (key: string) => string): string {
  const key = potBalanceDescriptionKey(description);
  return key ? t(key) : description;
}

export function Multicash({ agentId }: MulticashProps) {
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const dialogs = useDialogs();
  const [state, reload] = useLoad<Data>(pageAgent, () => loadData(pageAgent!));
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [newCurrency, setNewCurrency] = useState('');
  const [newCurrencyError, setNewCurrencyError] = useState<ErrorKey | null>(null);
  const [editing, setEditing] = useState<{ balanceIid: string; currency: string } | null>(null);
  const [transfer, setTransfer] = useState({ from: '', to: '', amount: '' });
  const [transferError, setTransferError] = useState<ErrorKey | string | null>(null);

  const gate = agentPageGate(pageAgent, state);
  if (gate || !pageAgent || state.status !== 'ready') return gate;
  const { balances, currencies, children } = state.data;
  const target = targetOf(pageAgent);
  const mayWrite = can.creditAgent(subject, target);
  const mayDelete = can.removeCredits(subject, target) || mayWrite;
  const format = (b: PotBalance) => formatCredit(b.amount, language);

  async function run(action: () => Promise<unknown>, message: string): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    setNotice('');
    try {
      await action();
      setNotice(message);
      reload();
      return true;
    } catch (e) {
      setFailure(e);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!newCurrency) {
      setNewCurrencyError({ key: 'validation.required' });
      return;
    }
    setNewCurrencyError(null);
    const ok = await run(
      () => createPotBalance({ agentId: pageAgent!, currency: newCurrency }),
      t('app.agents.multicash.descriptions.created'),
    );
    if (ok) setNewCurrency('');
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const ok = await run(() => editPotBalance(editing), t('app.agents.multicash.descriptions.updated'));
    if (ok) setEditing(null);
  }

  async function remove(balance: PotBalance) {
    const yes = await dialogs.confirm({
      title: t('app.agents.multicash.delete-title'),
      content: t('app.agents.multicash.delete-content', {
        currency: balance.currency,
        amount: format(balance),
      }),
    });
    if (yes)
      await run(() => deletePotBalance(balance.balanceIid), t('app.agents.multicash.descriptions.deleted'));
  }

  async function doTransfer(event: FormEvent) {
    event.preventDefault();
    setTransferError(null);
    const from = balances.find((b) => b.balanceIid === transfer.from);
    if (!from || !transfer.to) {
      setTransferError({ key: 'validation.required' });
      return;
    }
    const parsed = parseCreditAmount(transfer.amount);
    if (!parsed.ok) {
      setTransferError(parsed.error);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      // The server's check comes first: does the balance cover the amount?
      const check = await checkPotBalance({
        agentId: pageAgent!,
        amount: parsed.value,
        currency: from.currency,
      });
      if (!check.valid) {
        setTransferError(
          t('app.agents.multicash.insufficient', {
            available: formatCredit(check.available, language),
            currency: check.currency,
          }),
        );
        return;
      }
    } catch (e) {
      setFailure(e);
      return;
    } finally {
      setBusy(false);
    }
    const to = children.find((c) => c.id === transfer.to);
    const yes = await dialogs.confirm({
      title: t('app.agents.multicash.transfer-title'),
      content: t('app.agents.multicash.transfer-content', {
        amount: formatCredit(parsed.value, language),
        currency: from.currency,
        name: to?.name ?? transfer.to,
      }),
    });
    if (!yes) return;
    const ok = await run(
      () =>
        transferPotBalance({ fromBalanceIid: from.balanceIid, toAgentId: transfer.to, amount: parsed.value }),
      t('app.agents.multicash.descriptions.parent-balance-updated'),
    );
    if (ok) setTransfer({ from: transfer.from, to: transfer.to, amount: '' });
  }

  return (
    <div className="page" part="multicash" data-state={balances.length ? 'content' : 'empty'}>
      <div className="toolbar">
        <h2 className="grow">{t('app.agents.multicash.title')}</h2>
        {mayWrite ? (
          <button
            type="button"
            className="secondary"
            part="assign-default"
            disabled={busy}
            onClick={() =>
              void run(() => assignPotBalance(pageAgent!), t('app.agents.multicash.assigned-default'))
            }
          >
            {t('app.agents.multicash.assign-default')}
          </button>
        ) : null}
      </div>
      {balances.length === 0 ? (
        <div className="state" part="empty">
          {t('app.agents.multicash.empty')}
        </div>
      ) : (
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
                          onClick={() => setEditing({ balanceIid: b.balanceIid, currency: b.currency })}
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
                          onClick={() =>
                            void run(
                              () => assignPotBalance(pageAgent!, b.balanceIid),
                              t('app.agents.multicash.assigned', { currency: b.currency }),
                            )
                          }
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
                          onClick={() => void remove(b)}
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
      )}
      {editing ? (
        <form noValidate part="edit-form" onSubmit={(e) => void saveEdit(e)}>
          <div className="field">
            <label htmlFor="edit-currency">{t('app.agents.columns.currency')}</label>
            <select
              id="edit-currency"
              value={editing.currency}
              onChange={(e) => setEditing({ ...editing, currency: e.currentTarget.value })}
            >
              {currencies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.id}
                </option>
              ))}
            </select>
          </div>
          <div className="toolbar">
            <button type="submit" disabled={busy}>
              {t('app.agents.form.save')}
            </button>
            <button type="button" className="secondary" onClick={() => setEditing(null)}>
              {t('app.shared.labels.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {mayWrite ? (
        <form noValidate part="create-form" onSubmit={(e) => void create(e)}>
          <div className="field">
            <label htmlFor="new-currency">{t('app.agents.multicash.new-balance')}</label>
            <select
              id="new-currency"
              part="input-new-currency"
              value={newCurrency}
              aria-invalid={newCurrencyError ? 'true' : 'false'}
              onChange={(e) => setNewCurrency(e.currentTarget.value)}
            >
              <option value="">{t('app.agents.form.choose')}</option>
              {currencies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.id}
                </option>
              ))}
            </select>
            <FieldError field="currency" error={newCurrencyError} />
          </div>
          <div className="toolbar">
            <button type="submit" part="create" disabled={busy}>
              {t('app.agents.multicash.create')}
            </button>
          </div>
        </form>
      ) : null}
      {mayWrite && balances.length > 0 && children.length > 0 ? (
        <form noValidate part="transfer-form" onSubmit={(e) => void doTransfer(e)}>
          <div className="label">{t('app.agents.multicash.transfer')}</div>
          <div className="field">
            <label htmlFor="transfer-from">{t('app.agents.multicash.from')}</label>
            <select
              id="transfer-from"
              part="input-transfer-from"
              value={transfer.from}
              onChange={(e) => setTransfer({ ...transfer, from: e.currentTarget.value })}
            >
              <option value="">{t('app.agents.form.choose')}</option>
              {balances.map((b) => (
                <option key={b.balanceIid} value={b.balanceIid}>
                  {b.currency} {format(b)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="transfer-to">{t('app.agents.multicash.to')}</label>
            <select
              id="transfer-to"
              part="input-transfer-to"
              value={transfer.to}
              onChange={(e) => setTransfer({ ...transfer, to: e.currentTarget.value })}
            >
              <option value="">{t('app.agents.form.choose')}</option>
              {children.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="transfer-amount">{t('app.agents.adjustCredit.amount')}</label>
            <input
              id="transfer-amount"
              part="input-transfer-amount"
              inputMode="decimal"
              value={transfer.amount}
              onChange={(e) => setTransfer({ ...transfer, amount: e.currentTarget.value })}
            />
            <FieldError field="transfer" error={transferError} />
          </div>
          <div className="toolbar">
            <button type="submit" part="transfer" disabled={busy}>
              {t('app.agents.multicash.transfer')}
            </button>
          </div>
        </form>
      ) : null}
      <ErrorMessage error={failure} />
      <SuccessMessage>{notice}</SuccessMessage>
      {dialogs.outlet}
    </div>
  );
}
