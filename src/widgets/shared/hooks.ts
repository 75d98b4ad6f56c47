/**
 * React hooks over the core signals, for components of any element.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';
import { i18nRevision, language, t, type Language } from '../../core/i18n';

/**
 * The current value of `source`; the component re-renders when it changes. An alternative to
 * `useSignals()` for a component that reads one or two signals.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The translate function; the component re-renders when the language changes or strings are merged. */
export function useT(): typeof t {
  useSignalValue(i18nRevision);
  return t;
}

/** The current language ('en' | 'zh-cn'); the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSignalValue(language);
}
