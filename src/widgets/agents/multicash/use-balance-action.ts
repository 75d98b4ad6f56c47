/**
 * A change of an agent's multicash balances: the page kit's mutation helper, invalidating the balances
 * and telling the host page (by default `casino-saved` of kind 'multicash-balance' with the agent's id).
 */
import { agentKeys } from '../../../core/areas/agents/keys';
import { useAction, type Announcement } from '../../shared/page';

export function useBalanceAction<V, R>(
  agentId: string,
  run: (variables: V) => Promise<R>,
  notice: (variables: V) => string,
  announce: (variables: V) => Announcement = () => ({
    saved: { kind: 'multicash-balance', id: agentId, action: 'updated', agentId },
  }),
) {
  return useAction<V, R>({
    run,
    invalidates: () => [agentKeys.potBalances(agentId)],
    notice: (_result, variables) => notice(variables),
    announce: (_result, variables) => announce(variables),
  });
}
