/**
 * React hooks over the core signals, for components of any element.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type RefObject,
} from 'react';
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
 * The language of a part of an element that shows its content in a language of its own (a game round
 * shown in the language its host page sets, or in the round's): `useT` and `useLanguage` below it
 * follow this one instead of the page's. Null (the default): the page's language.
 */
export const LanguageOverride = createContext<Language | null>(null);

/**
 * The translate function; the component re-renders when the language changes or strings are merged.
 * Its identity changes with them too, so values computed with it (`useMemo(…, [t])`: table columns,
 * select options) are computed again, whether the language was switched or its texts arrived late.
 * Below a `LanguageOverride`, it translates into that language.
 */
export function useT(): typeof t {
  const revision = useSignalValue(i18nRevision);
  const language = useSignalValue(currentLanguage);
  const override = useContext(LanguageOverride);
  return useMemo(
    () =>
      (override
        ? (key, options) => t(key, { ...options, lng: override })
        : (key, options) => t(key, options)) as typeof t,
    [revision, language, override],
  );
}

/** The current language ('en' | 'zh-cn'), or the override's; the component re-renders when it changes. */
export function useLanguage(): Language {
  const language = useSignalValue(currentLanguage);
  return useContext(LanguageOverride) ?? language;
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
