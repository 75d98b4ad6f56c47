/**
 * The state of a server-paged list (page, size, sort, filter and the area's own filters), kept in the
 * URL query so that a reload, the back button and a shared URL show the same rows. The rules of a
 * change (a new sort or filter starts at the first page) are core/contract/list.ts's.
 */
import { useSignalEffect } from '@preact/signals-react/runtime';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  changeList,
  listStateFromQuery,
  listStateToQuery,
  type ListChange,
  type ListDefaults,
  type ListState,
} from '../../../core/contract/list';
import { currentQuery, replaceQuery, route } from '../../../core/router';

export function useListState(defaults: ListDefaults): [ListState, (change: ListChange) => void] {
  const [search, setSearch] = useState(() => location.search);
  // Back, forward and links change the URL through the router: follow them.
  useSignalEffect(() => {
    void route.value;
    setSearch(location.search);
  });
  const state = useMemo(
    () => listStateFromQuery(Object.fromEntries(new URLSearchParams(search).entries()), defaults),
    [search, defaults],
  );
  const latest = useRef(state);
  latest.current = state;
  const change = useCallback(
    (c: ListChange) => {
      const next = changeList(latest.current, c);
      if (next === latest.current) return;
      latest.current = next;
      replaceQuery(listStateToQuery(next, defaults, currentQuery()));
      setSearch(location.search);
    },
    [defaults],
  );
  return [state, change];
}
