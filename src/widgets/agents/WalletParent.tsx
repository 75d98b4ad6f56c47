/**
 * `casino-wallet-parent` (route agents/wallet-parent of the agent): shows the agent's wallet parent
 * (view permission) and sets it (first link: the create permission; change: the update permission).
 * The new parent is found with the agent search below the account's own agent (debounced; only the
 * answer to the latest text shows).
 */
import { useState } from 'react';
import { findAgent, search, type AgentSearchResult } from '../../core/agents';
import { getWalletParent, setWalletParent, type WalletParent as Link } from '../../core/areas/agents/api';
import { agentKeys } from '../../core/areas/agents/keys';
import { can } from '../../core/permissions';
import { updateCached } from '../../core/query';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import { SettingPage, useAction, useDebounced, usePageRecord, useQuery, useSubject } from '../shared/page';

export interface WalletParentProps {
  /** The agent whose wallet parent is shown; default the route's agent. */
  agentId?: string;
}

export const WALLET_SEARCH_DEBOUNCE_MS = 150;

export function WalletParent({ agentId }: WalletParentProps) {
  const page = usePageRecord(agentId, agentKeys.walletParent, getWalletParent);
  if (page.gate !== null) return page.gate;
  return <WalletParentBody pageAgent={page.pageAgent} link={page.data ?? null} />;
}

function WalletParentBody({ pageAgent, link }: { pageAgent: string; link: Link | null }) {
  const t = useT();
  const subject = useSubject();
  const dialogs = useDialogs();
  const [filter, setFilter] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const text = useDebounced(filter.trim(), WALLET_SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['agents', 'search', subject.agentId, text],
    queryFn: () => search(subject.agentId, text),
    enabled: !!text && !!subject.agentId,
    staleTime: 0,
  });
  const results: AgentSearchResult[] =
    filter.trim() && text ? (found.data ?? []).filter((r) => r.id !== pageAgent) : [];
  const maySet = link ? can.updateWalletAgent(subject) : can.createWalletAgent(subject);
  const nameOf = (id: string) => names[id] ?? findAgent(id)?.name ?? id;
  const save = useAction({
    run: (parent: AgentSearchResult) => setWalletParent(pageAgent, parent.id),
    onSuccess: (saved, parent) => {
      setNames({ ...names, [parent.id]: parent.name });
      updateCached<Link | null>(agentKeys.walletParent(pageAgent), () => saved);
      setFilter('');
    },
    notice: (_saved, parent) => t('app.agents.walletParent.saved', { name: parent.name }),
    announce: () => ({
      saved: {
        kind: 'wallet-parent',
        id: pageAgent,
        action: link ? 'updated' : 'created',
        agentId: pageAgent,
      },
    }),
  });

  async function choose(parent: AgentSearchResult) {
    const content = t('app.agents.walletParent.confirm-content', { name: parent.name });
    if (await dialogs.confirm({ title: t('app.agents.walletParent.confirm-title'), content }))
      await save.run(parent);
  }

  const finder = (
    <div className="field">
      <label htmlFor="wallet-search">{t('app.agents.walletParent.search')}</label>
      <input
        aria-controls="wallet-results"
        id="wallet-search"
        type="search"
        part="search"
        autoComplete="off"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <ul part="results" id="wallet-results">
        {results.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              className="small secondary"
              data-agent-id={r.id}
              disabled={save.busy}
              onClick={() => void choose(r)}
            >
              {r.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <SettingPage
      part="wallet-parent"
      state={link ? 'content' : 'empty'}
      title={t('app.agents.walletParent.title')}
      current={
        <div part="current" data-parent-id={link?.parentAgentId ?? ''}>
          {link
            ? t('app.agents.walletParent.current', { name: nameOf(link.parentAgentId) })
            : t('app.agents.walletParent.none')}
        </div>
      }
      editor={maySet ? finder : null}
      readOnly={t('app.agents.walletParent.read-only')}
      actions={[save]}
      after={dialogs.outlet}
    />
  );
}
