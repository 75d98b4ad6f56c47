/**
 * React hooks over the core signals, for components of any element.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type RefObject } from 'react';
import { i18nRevision, language as currentLanguage, t, type Language } from '../../core/i18n';

/**
 * The current value of `source`; the component re-renders when it changes. An alternative to
 * `useSignals()` for a component that reads one or two signals.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The translate function; the component re-renders when the language changes or strings are merged.
 * Its identity changes with them too, so values computed with it (`useMemo(…, [t])`: table columns,
 * select options) are computed again, whether the language was switched or its texts arrived late.
 */
export function useT(): typeof t {
  const revision = useSignalValue(i18nRevision);
  const language = useSignalValue(currentLanguage);
  return useMemo(() => ((key, options) => t(key, options)) as typeof t, [revision, language]);
}

/** The current language ('en' | 'zh-cn'); the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSignalValue(currentLanguage);
}

/**
 * While `active`, calls `onOutside` when a pointer goes down anywhere outside `inside` (across shadow
 * roots: the event's composed path): what closes a popover, a calendar or a menu.
 */
export function useOutsidePointer(
  active: boolean,
  inside: RefObject<Element | null>,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const listener = (event: Event) => {
      if (inside.current && !event.composedPath().includes(inside.current)) onOutside();
    };
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
    // the listener is the one of the time the popover opened
  }, [active]);
}
