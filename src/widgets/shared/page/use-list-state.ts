/**
 * The state of a server-paged list (page, size, sort, filter and the area's own filters). Inside the
 * console shell it is kept in the URL query, so that a reload, the back button and a shared URL show
 * the same rows; an element used alone on a host page keeps it to itself and leaves the host's address
 * alone. The rules of a change (a new sort or filter starts at the first page) are
 * core/contract/list.ts's.
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
import { currentQuery, isRouterStarted, replaceQuery, route } from '../../../core/router';

export function useListState(defaults: ListDefaults): [ListState, (change: ListChange) => void] {
  const shownSearch = () => (isRouterStarted() ? location.search : null);
  // null: the state is the element's own (no console shell), held in `own`
  const [search, setSearch] = useState<string | null>(shownSearch);
  const [own, setOwn] = useState<Record<string, string>>({});
  // Back, forward and links change the URL through the router: follow them.
  useSignalEffect(() => {
    void route.value;
    setSearch(shownSearch());
  });
  const state = useMemo(
    () =>
      listStateFromQuery(
        search === null ? own : Object.fromEntries(new URLSearchParams(search).entries()),
        defaults,
      ),
    [search, own, defaults],
  );
  const latest = useRef(state);
  latest.current = state;
  const change = useCallback(
    (c: ListChange) => {
      const next = changeList(latest.current, c);
      if (next === latest.current) return;
      latest.current = next;
      if (isRouterStarted()) {
        replaceQuery(listStateToQuery(next, defaults, currentQuery()));
        setSearch(location.search);
      } else {
        setOwn(listStateToQuery(next, defaults, {}));
      }
    },
    [defaults],
  );
  return [state, change];
}
