/**
 * `casino-multicash` (route agents/multicash of the agent): the agent's pot balances (balanceIid,
 * currency, amount, default) and one piece per action: create or edit the currency of an empty
 * balance (BalanceCurrencyForm), delete an empty balance and make one the default (BalanceRows), assign
 * the default balance (AssignDefault), transfer to a sub-agent after the server's check
 * (TransferBalance), and the history of the balances, paged (BalanceHistory). Writes need the
 * credit-agent permission for the agent (delete: remove-credits). Every change invalidates the agent's
 * balances, which refetch with their history.
 */
import { useState } from 'react';
import { getPotBalances, listAgents, type PotBalance } from '../../../core/areas/agents/api';
import { agentKeys } from '../../../core/areas/agents/keys';
import { can } from '../../../core/permissions';
import { useDialogs } from '../../shared/dialogs';
import { useT } from '../../shared/hooks';
import { pageGate, targetOf, usePageAgentId, useQuery, useReference, useSubject } from '../../shared/page';
import { AssignDefault } from './AssignDefault';
import { BalanceHistory } from './BalanceHistory';
import { BalanceRows } from './BalanceRows';
import { BalanceCurrencyForm } from './BalanceCurrencyForm';
import { TransferBalance } from './TransferBalance';

export interface MulticashProps {
  /** The agent whose balances are shown; default the route's agent. */
  agentId?: string;
}

export { describeBalanceEvent } from './describe';

export function Multicash({ agentId }: MulticashProps) {
  const t = useT();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<PotBalance | null>(null);
  const balances = useQuery({
    queryKey: agentKeys.potBalances(pageAgent ?? ''),
    queryFn: () => getPotBalances(pageAgent!),
    enabled: !!pageAgent,
    staleTime: 0,
  });
  const currencies = useReference('currencies');
  const children = useQuery({
    queryKey: agentKeys.children(pageAgent ?? '', false),
    queryFn: () => listAgents(pageAgent!, false).catch(() => []),
    enabled: !!pageAgent,
    staleTime: 0,
  });
  // Without currencies or sub-agents the page still shows the balances: only their loading waits.
  const gate = pageGate(pageAgent, true, [
    balances,
    ...(currencies.isPending ? [currencies] : []),
    ...(children.isPending ? [children] : []),
  ]);
  if (gate || !pageAgent) return gate;
  const rows = balances.data!;
  const target = targetOf(pageAgent);
  const mayWrite = can.creditAgent(subject, target);
  const mayDelete = can.removeAgentCredits(subject, target) || mayWrite;

  return (
    <div className="page" part="multicash" data-state={rows.length ? 'content' : 'empty'}>
      <div className="toolbar">
        <h2 className="grow">{t('app.agents.multicash.title')}</h2>
        {mayWrite ? <AssignDefault agentId={pageAgent} /> : null}
      </div>
      {rows.length === 0 ? (
        <div className="state" part="empty">
          {t('app.agents.multicash.empty')}
        </div>
      ) : (
        <BalanceRows
          agentId={pageAgent}
          balances={rows}
          mayWrite={mayWrite}
          mayDelete={mayDelete}
          dialogs={dialogs}
          onEdit={setEditing}
        />
      )}
      {editing ? (
        <BalanceCurrencyForm
          mode="edit"
          agentId={pageAgent}
          balance={editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {mayWrite ? <BalanceCurrencyForm mode="create" agentId={pageAgent} /> : null}
      {mayWrite && rows.length > 0 && children.data!.length > 0 ? (
        <TransferBalance agentId={pageAgent} balances={rows} children={children.data!} dialogs={dialogs} />
      ) : null}
      <BalanceHistory agentId={pageAgent} balances={rows} />
      {dialogs.outlet}
    </div>
  );
}
