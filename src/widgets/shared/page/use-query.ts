/**
 * React over the core's async-state primitive (src/core/query.ts): `useQuery` observes one query of
 * the shared client (cache, de-duplication, retries, latest answer wins, invalidation), the way
 * TanStack's own adapters do: one QueryObserver per component, options set after each render, the
 * result read through useSyncExternalStore.
 */
import { notifyManager, QueryObserver, type QueryKey, type QueryObserverResult } from '@tanstack/query-core';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { observerOptions, queryClient, type QueryOptions } from '../../../core/query';

export type { QueryOptions };

export function useQuery<T>(options: QueryOptions<T>): QueryObserverResult<T, Error> {
  const defaulted = observerOptions(options);
  const [observer] = useState(() => new QueryObserver<T, Error, T, T, QueryKey>(queryClient, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  useSyncExternalStore(
    useCallback((changed) => observer.subscribe(notifyManager.batchCalls(changed)), [observer]),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  useEffect(() => {
    observer.setOptions(defaulted);
  });
  return result;
}
