/**
 * The element a component renders in (its host). `defineWidget` provides it to every component of an
 * element; `useHost()` reads it. Kept apart from ./host.tsx (which also asks the router for
 * navigation) so that the partner embed, which never navigates, does not bundle the console's router.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { dispatchHostEvent, type CasinoHostEventMap, type CasinoHostEventName } from '../../core/events';

/** The element a component renders in; null outside an element (a component rendered on its own). */
export const HostContext = createContext<HTMLElement | null>(null);

export function HostProvider({ element, children }: { element: HTMLElement | null; children: ReactNode }) {
  return <HostContext.Provider value={element}>{children}</HostContext.Provider>;
}

/** The element the component renders in. */
export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

/** Dispatches the host event `name` on `element` (nothing without one); false when a listener cancelled it. */
export function dispatchOn<K extends CasinoHostEventName>(
  element: HTMLElement | null,
  name: K,
  detail: CasinoHostEventMap[K],
): boolean {
  return element ? dispatchHostEvent(element, name, detail) : true;
}
