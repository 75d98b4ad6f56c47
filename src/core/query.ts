/**
 * The one async-state primitive of the console: load, cache, de-duplicate, retry, "latest answer
 * wins", invalidate after a change. TanStack Query's framework-free core (`@tanstack/query-core`),
 * bridged into signals: every element on the page shares the one `queryClient`, so two elements
 * asking for the same key make one request, and a change made in one invalidates what the others show.
 *
 * - `querySignal(options)`: a signal of the query's state (`data`, `error`, `status`, `isFetching`),
 *   fed by a QueryObserver; `setOptions` follows a new key (the older request's answer never shows);
 *   `dispose` when the owner goes away (a custom element leaving the page).
 * - `mutationSignal(options)`: a signal of a change's state with `mutate`; when the change settles,
 *   the keys it declares in `invalidates` are invalidated (their active queries refetch at once).
 * - `invalidate(key)`: marks every query whose key starts with `key` stale and refetches the active ones.
 *
 * Keys are arrays that start with the area: ['agents', 'list', {…}], ['agents', 'detail', id].
 * Pure TypeScript: the React hooks over it live in src/widgets/shared/page.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import {
  MutationObserver,
  QueryClient,
  QueryObserver,
  type DefaultedQueryObserverOptions,
  type MutationObserverResult,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/query-core';
import { HttpError } from './http';

export type { QueryKey, QueryObserverResult, MutationObserverResult };

/** A network failure or a gateway that did not answer: worth trying again. Refusals (4xx) and 500 are not. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.status === 0) return error.statusText !== 'Timeout';
  return error.status === 502 || error.status === 503 || error.status === 504;
}

function createClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data shown stays fresh for a short while: moving between pages does not ask again at once.
        staleTime: 10_000,
        gcTime: 5 * 60_000,
        retry: (failures, error) => failures < 2 && isTransient(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

const SHARED_CLIENT = Symbol.for('casino-widgets.query-client');

/** The page's one client (shared with a second bundle on the same page). */
export const queryClient: QueryClient = (() => {
  const holder = globalThis as typeof globalThis & { [SHARED_CLIENT]?: QueryClient };
  holder[SHARED_CLIENT] ??= createClient();
  holder[SHARED_CLIENT].mount();
  return holder[SHARED_CLIENT];
})();

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** false: wait (a key part is not known yet). */
  enabled?: boolean;
  staleTime?: number;
  /** Refetch every n ms while observed (false: never). */
  refetchInterval?: number | false;
  /** Keep the previous key's data on screen while the new key loads (paging). */
  keepPrevious?: boolean;
}

/** The options of a query as the observer takes them (the client's defaults filled in). */
export function observerOptions<T>(
  options: QueryOptions<T>,
): DefaultedQueryObserverOptions<T, Error, T, T, QueryKey> {
  const { keepPrevious, ...rest } = options;
  return queryClient.defaultQueryOptions({
    ...rest,
    placeholderData: keepPrevious ? (previous: T | undefined) => previous : undefined,
  } as QueryObserverOptions<T, Error, T, T, QueryKey>);
}

export interface QueryHandle<T> {
  readonly state: ReadonlySignal<QueryObserverResult<T, Error>>;
  /** Follows new options (a new key starts its own request; an older answer never shows). */
  setOptions(options: QueryOptions<T>): void;
  /** Asks again now, keeping the shown data until the answer comes. */
  refetch(): Promise<unknown>;
  /** Stops observing (the query stays cached for gcTime). */
  dispose(): void;
}

/** A signal of one query's state, kept up to date until `dispose`. */
export function querySignal<T>(options: QueryOptions<T>): QueryHandle<T> {
  let defaulted = observerOptions(options);
  const observer = new QueryObserver<T, Error, T, T, QueryKey>(queryClient, defaulted);
  const state = signal(observer.getOptimisticResult(defaulted));
  const unsubscribe = observer.subscribe((result) => {
    state.value = result;
  });
  observer.updateResult();
  state.value = observer.getCurrentResult();
  return {
    state,
    setOptions(next) {
      defaulted = observerOptions(next);
      observer.setOptions(defaulted);
      state.value = observer.getOptimisticResult(defaulted);
    },
    refetch: () => observer.refetch(),
    dispose: unsubscribe,
  };
}

const invalidationListeners = new Set<{ prefix: QueryKey; listener: () => void }>();

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));
}

/**
 * Marks every query whose key starts with `key` stale; the active ones refetch at once. State kept
 * outside the query cache (the header credit) follows through `onInvalidate`.
 */
export function invalidate(key: QueryKey): Promise<void> {
  for (const { prefix, listener } of invalidationListeners)
    if (startsWith(prefix, key) || startsWith(key, prefix)) listener();
  return queryClient.invalidateQueries({ queryKey: key });
}

/**
 * Calls `listener` whenever data under `prefix` is invalidated (an invalidation of a shorter or longer
 * key that overlaps it); returns the function that stops it.
 */
export function onInvalidate(prefix: QueryKey, listener: () => void): () => void {
  const entry = { prefix, listener };
  invalidationListeners.add(entry);
  return () => invalidationListeners.delete(entry);
}

/** Replaces the cached data of every query whose key starts with `key` (an answer already known). */
export function updateCached<T>(key: QueryKey, update: (data: T | undefined) => T | undefined): void {
  queryClient.setQueriesData<T>({ queryKey: key }, update);
}

export interface MutationOptions<V, R> {
  mutationFn: (variables: V) => Promise<R>;
  /** The keys whose queries the change makes stale (invalidated when it settles, success or failure). */
  invalidates?: (variables: V, result: R | undefined) => readonly QueryKey[];
}

export interface MutationHandle<V, R> {
  readonly state: ReadonlySignal<MutationObserverResult<R, Error, V>>;
  /** Runs the change; resolves with its answer, rejects with its error. */
  mutate(variables: V): Promise<R>;
  reset(): void;
  dispose(): void;
}

/** A signal of one kind of change (busy, error, answer) with `mutate`. */
export function mutationSignal<V, R>(options: MutationOptions<V, R>): MutationHandle<V, R> {
  const observer = new MutationObserver<R, Error, V>(queryClient, {
    mutationFn: options.mutationFn,
    onSettled: async (result, _error, variables) => {
      const keys = options.invalidates?.(variables, result) ?? [];
      await Promise.all(keys.map((key) => invalidate(key)));
    },
  });
  const state = signal(observer.getCurrentResult());
  const unsubscribe = observer.subscribe((result) => {
    state.value = result;
  });
  return {
    state,
    mutate: (variables) => observer.mutate(variables),
    reset: () => observer.reset(),
    dispose: unsubscribe,
  };
}

/** For tests: forget every cached answer. */
export function clearQueryCacheForTests(): void {
  queryClient.clear();
}
