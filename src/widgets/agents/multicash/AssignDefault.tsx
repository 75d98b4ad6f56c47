/** Assigns the agent's default balance (the balance of its currency, created empty when missing). */
import { assignPotBalance } from '../../../core/areas/agents/api';
import { useT } from '../../shared/hooks';
import { ActionFeedback } from '../../shared/page';
import { useBalanceAction } from './use-balance-action';

export function AssignDefault({ agentId }: { agentId: string }) {
  const t = useT();
  const assign = useBalanceAction(
    agentId,
    () => assignPotBalance(agentId),
    () => t('app.agents.multicash.assigned-default'),
  );
  return (
    <>
      <button
        type="button"
        className="secondary"
        part="assign-default"
        disabled={assign.busy}
        onClick={() => void assign.run(undefined)}
      >
        {t('app.agents.multicash.assign-default')}
      </button>
      <ActionFeedback actions={[assign]} />
    </>
  );
}
