/**
 * `casino-wallet-parent` (route agents/wallet-parent of the agent): shows the agent's wallet parent
 * (view: CanViewWalletAgent) and sets it (first link: CanCreateWalletAgent; change: CanUpdateWalletAgent).
 * The new parent is found with the agent search below the account's own agent.
 */
import { useEffect, useState } from 'react';
import { findAgent, search, type AgentSearchResult } from '../../core/agents';
import { getWalletParent, setWalletParent, type WalletParent as Link } from '../../core/api/agents';
import { can } from '../../core/permissions';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import {
  ErrorMessage,
  agentPageGate,
  SuccessMessage,
  targetOf,
  useLoad,
  usePageAgentId,
  useSubject,
} from './common';

export interface WalletParentProps {
  /** The agent whose wallet parent is shown; default the route's agent. */
  agentId?: string;
}

export const WALLET_SEARCH_DEBOUNCE_MS = 150;

export function WalletParent({ agentId }: WalletParentProps) {
  const t = useT();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const dialogs = useDialogs();
  const mayView = pageAgent ? can.viewWalletAgent(subject, targetOf(pageAgent)) : false;
  const [state, , setLink] = useLoad<Link | null>(pageAgent && mayView ? pageAgent : null, () =>
    getWalletParent(pageAgent!),
  );
  const [filter, setFilter] = useState('');
  const [results, setResults] = useState<AgentSearchResult[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const text = filter.trim();
    if (!text || !subject.agentId) {
      setResults([]);
      return;
    }
    let alive = true;
    const timer = setTimeout(() => {
      search(subject.agentId, text).then(
        (found) => alive && setResults((found ?? []).filter((r) => r.id !== pageAgent)),
        () => alive && setResults([]),
      );
    }, WALLET_SEARCH_DEBOUNCE_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [filter, subject.agentId, pageAgent]);

  const gate = agentPageGate(pageAgent, state, mayView ? undefined : 'app.agents.walletParent.no-view');
  if (gate || !pageAgent || state.status !== 'ready') return gate;
  const link = state.data;
  const maySet = link ? can.updateWalletAgent(subject) : can.createWalletAgent(subject);
  const nameOf = (id: string) => names[id] ?? findAgent(id)?.name ?? id;

  async function choose(parent: AgentSearchResult) {
    const yes = await dialogs.confirm({
      title: t('app.agents.walletParent.confirm-title'),
      content: t('app.agents.walletParent.confirm-content', { name: parent.name }),
    });
    if (!yes) return;
    setBusy(true);
    setFailure(null);
    setNotice('');
    try {
      const saved = await setWalletParent(pageAgent!, parent.id);
      setNames({ ...names, [parent.id]: parent.name });
      setLink(saved);
      setNotice(t('app.agents.walletParent.saved', { name: parent.name }));
      setFilter('');
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page" part="wallet-parent" data-state={link ? 'content' : 'empty'}>
      <h2>{t('app.agents.walletParent.title')}</h2>
      <div part="current" data-parent-id={link?.parentAgentId ?? ''}>
        {link
          ? t('app.agents.walletParent.current', { name: nameOf(link.parentAgentId) })
          : t('app.agents.walletParent.none')}
      </div>
      {maySet ? (
        <div className="field">
          <label htmlFor="wallet-search">{t('app.agents.walletParent.search')}</label>
          <input
            id="wallet-search"
            type="search"
            part="search"
            autoComplete="off"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
          <ul part="results">
            {results.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className="small secondary"
                  data-agent-id={r.id}
                  disabled={busy}
                  onClick={() => void choose(r)}
                >
                  {r.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="state" part="read-only">
          {t('app.agents.walletParent.read-only')}
        </div>
      )}
      <ErrorMessage error={failure} />
      <SuccessMessage>{notice}</SuccessMessage>
      {dialogs.outlet}
    </div>
  );
}
