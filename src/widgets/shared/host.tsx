/**
 * The element a component renders in (its host), and the events it sends the host page.
 *
 * `defineWidget` provides the host element to every component of an element (`HostContext`); these
 * hooks use it:
 * - `useHostEvents()`: `saved(detail)` and `deleted(detail)` dispatch `casino-saved` / `casino-deleted`
 *   on the element (bubbles, composed), `navigate(url)` asks for a console address through the
 *   cancelable `casino-navigate` event (core/router.ts `requestNavigation`: the router opens it only
 *   inside the console shell), `dispatch(name, detail)` any other host event;
 * - `useHost()`: the element itself (./host-context.tsx, which the partner embed uses without the router).
 *
 * The events an element sends are declared in its `defineWidget(…, { events })` call: the typings and
 * the custom elements manifest list them from there.
 */
import { useMemo } from 'react';
import type {
  CasinoDeletedDetail,
  CasinoHostEventMap,
  CasinoHostEventName,
  CasinoSavedDetail,
} from '../../core/events';
import { requestNavigation } from '../../core/router';
import { dispatchOn, useHost } from './host-context';

export { HostContext, HostProvider, useHost } from './host-context';

export interface HostEvents {
  /** Dispatches `casino-saved` on the element. */
  saved(detail: CasinoSavedDetail): void;
  /** Dispatches `casino-deleted` on the element. */
  deleted(detail: CasinoDeletedDetail): void;
  /**
   * Asks to open a console address (`casino-navigate`, cancelable); inside the console shell the router
   * opens it, outside nothing changes the host page's address.
   */
  navigate(url: string, opts?: { replace?: boolean; force?: boolean }): void;
  /** Dispatches the host event `name`; false when a listener cancelled it. */
  dispatch<K extends CasinoHostEventName>(name: K, detail: CasinoHostEventMap[K]): boolean;
}

/** The host events of an element (see the module comment); stable while the host is the same. */
export function hostEvents(element: HTMLElement | null): HostEvents {
  const dispatch = <K extends CasinoHostEventName>(name: K, detail: CasinoHostEventMap[K]) =>
    dispatchOn(element, name, detail);
  return {
    saved: (detail) => void dispatch('casino-saved', detail),
    deleted: (detail) => void dispatch('casino-deleted', detail),
    navigate: (url, opts) => void requestNavigation(element, url, opts),
    dispatch,
  };
}

export function useHostEvents(): HostEvents {
  const element = useHost();
  return useMemo(() => hostEvents(element), [element]);
}

/** `navigate(url, opts)` of the element: see `HostEvents.navigate`. */
export function useNavigate(): HostEvents['navigate'] {
  return useHostEvents().navigate;
}
