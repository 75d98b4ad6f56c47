/**
 * The live availability check of a login name: a while after the last keystroke (NAME_CHECK_DELAY_MS)
 * the server says whether the name is free in the agent's operator, for the player edited or, on
 * create, for the all-zero GUID. Names that break the rule and a player's own unchanged name are not
 * checked; only the answer for the name on screen counts.
 */
import { checkPlayerName } from '../../core/areas/players/api';
import { playerKeys } from '../../core/areas/players/keys';
import { isPlayerName } from '../../core/areas/players/rules';
import { EMPTY_GUID } from '../../core/validation';
import { useDebounced, useQuery } from '../shared/page';

export const NAME_CHECK_DELAY_MS = 300;

export type NameCheckState = 'idle' | 'checking' | 'available' | 'taken' | 'error';

export interface NameCheck {
  state: NameCheckState;
  /** The name the state is about. */
  name: string;
  error: unknown;
}

const same = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase();

export function useNameCheck(
  agentId: string,
  name: string,
  id: string | undefined,
  original?: string,
): NameCheck {
  const settled = useDebounced(name, NAME_CHECK_DELAY_MS);
  const enabled = Boolean(agentId) && isPlayerName(settled) && !same(settled, original);
  const query = useQuery<boolean>({
    queryKey: playerKeys.nameCheck(agentId, settled.toLowerCase(), id ?? EMPTY_GUID),
    queryFn: ({ signal }) => checkPlayerName(agentId, settled, id ?? EMPTY_GUID, signal),
    enabled,
    staleTime: 10_000,
  });
  let state: NameCheckState;
  if (!agentId || !isPlayerName(name) || same(name, original)) state = 'idle';
  else if (name !== settled || query.isPending) state = 'checking';
  else if (query.isError) state = 'error';
  else state = query.data ? 'available' : 'taken';
  return { state, name, error: query.error };
}
