/**
 * The one mutation helper of the area pages: runs a change through the core's mutation primitive
 * (src/core/query.ts), keeps its busy state, its failure (shown translated by <ActionFeedback>) and
 * its success notice, invalidates what the change makes stale, and tells the host page what it saved
 * or deleted (`announce`: `casino-saved` / `casino-deleted` on the element). A failing change leaves the
 * page usable and everything typed in place.
 *
 * @example
 * const logout = useAction({
 *   run: (row: Agent) => logoutPlayers(row.id, false),
 *   invalidates: () => [['agents']],
 *   notice: (count, row) => t('app.agents.logout.done', { count, name: row.name }),
 *   announce: (_count, row) => ({ saved: { kind: 'agent', id: row.id, action: 'logged-out' } }),
 * });
 * <button disabled={logout.busy} onClick={() => void logout.run(row)} />
 * <ActionFeedback action={logout} />
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CasinoDeletedDetail, CasinoSavedDetail } from '../../../core/events';
import { mutationSignal, type MutationHandle, type QueryKey } from '../../../core/query';
import { useSignalValue } from '../hooks';
import { useHostEvents } from '../host';

/** What a change did, for the host page: an object saved, or one deleted. */
export type Announcement = { saved: CasinoSavedDetail } | { deleted: CasinoDeletedDetail };

export interface ActionOptions<V, R> {
  /** The change: resolves with the server's answer. */
  run: (variables: V) => Promise<R>;
  /** What the change makes stale: these keys' queries refetch when it settles. */
  invalidates?: (variables: V, result: R | undefined) => readonly QueryKey[];
  /** The success notice, or nothing. */
  notice?: (result: R, variables: V) => string | null | undefined | void;
  /** After success: what the change saved or deleted (dispatched on the element as casino-saved / casino-deleted). */
  announce?: (result: R, variables: V) => Announcement | null | undefined;
  /** Called after success (events, navigation). */
  onSuccess?: (result: R, variables: V) => void;
  /** Called after a failure (e.g. to place server field errors on their fields). */
  onError?: (error: unknown, variables: V) => void;
}

export interface Action<V, R> {
  /** Runs the change; resolves with its answer, or undefined when it failed (the failure is kept). */
  run(variables: V): Promise<R | undefined>;
  readonly busy: boolean;
  /** The failure of the last run, until the next run or `reset`. */
  readonly error: unknown;
  /** The success notice of the last run. */
  readonly notice: string;
  reset(): void;
}

export function useAction<V, R>(options: ActionOptions<V, R>): Action<V, R> {
  const latest = useRef(options);
  latest.current = options;
  const [handle] = useState<MutationHandle<V, R>>(() =>
    mutationSignal<V, R>({
      mutationFn: (variables) => latest.current.run(variables),
      invalidates: (variables, result) => latest.current.invalidates?.(variables, result) ?? [],
    }),
  );
  useEffect(() => () => handle.dispose(), [handle]);
  const state = useSignalValue(handle.state);
  const [notice, setNotice] = useState('');
  const events = useHostEvents();
  const eventsRef = useRef(events);
  eventsRef.current = events;

  const run = useCallback(
    async (variables: V) => {
      setNotice('');
      try {
        const result = await handle.mutate(variables);
        setNotice(latest.current.notice?.(result, variables) || '');
        const announced = latest.current.announce?.(result, variables);
        if (announced && 'saved' in announced) eventsRef.current.saved(announced.saved);
        else if (announced) eventsRef.current.deleted(announced.deleted);
        latest.current.onSuccess?.(result, variables);
        return result;
      } catch (error) {
        latest.current.onError?.(error, variables);
        return undefined;
      }
    },
    [handle],
  );
  const reset = useCallback(() => {
    handle.reset();
    setNotice('');
  }, [handle]);

  return { run, busy: state.isPending, error: state.error, notice, reset };
}
