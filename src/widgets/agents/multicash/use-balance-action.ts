/** A change of an agent's multicash balances: the page kit's mutation helper, invalidating the balances. */
import { agentKeys } from '../../../core/areas/agents/keys';
import { useAction } from '../../shared/page';

export function useBalanceAction<V, R>(
  agentId: string,
  run: (variables: V) => Promise<R>,
  notice: (variables: V) => string,
) {
  return useAction<V, R>({
    run,
    invalidates: () => [agentKeys.potBalances(agentId)],
    notice: (_result, variables) => notice(variables),
  });
}
