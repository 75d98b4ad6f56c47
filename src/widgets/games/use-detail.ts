/**
 * Loads one round's detail for a view: from a bet of the in-app list (`betId`) or from an
 * encrypted shared link (`encryptedId` + `token`), through the state machine of
 * core/games/detail-state. A load the element started ahead (core/games/detail-loads) is taken
 * over instead of sending the request again. A new row, a new encoded id or a new `reloadKey`
 * resets the external-frame flag (back to loading) and reloads.
 *
 * `useHostLanguage` is the language the page sets for the view (core/games/page-language.ts), followed
 * as it changes: the `lang` attributes of the page (one observer for the document) and of the element.
 */
import { signal } from '@preact/signals-core';
import { useEffect, useRef, useState } from 'react';
import { fetchDetail, type DetailSource } from '../../core/games/api';
import { pageLanguagePort, prepareLanguage, takeDetailLoad } from '../../core/games/detail-loads';
import { createDetailLoader, type DetailState } from '../../core/games/detail-state';
import { hostLanguageOf, REMEMBER_LANGUAGE_ATTRIBUTE } from '../../core/games/page-language';
import type { DetailByKind, DetailKind } from '../../core/games/types';
import { language, type Language } from '../../core/i18n';
import { useSignalValue } from '../shared/hooks';
import { detailSource, type DetailViewProps } from './detail-start';

export { detailSource, type DetailViewProps } from './detail-start';

const NO_ROUND: DetailState<never> = {
  status: 'error',
  httpStatus: 404,
  messageKey: 'app.casinos.generic-list.error-no-data',
  message: 'no data',
  language: 'en',
};

/** Bumped whenever a `lang` attribute of the document changes. */
const pageLangChanges = signal(0);
let pageObserver: MutationObserver | null = null;
const LANG_ATTRIBUTES = ['lang', REMEMBER_LANGUAGE_ATTRIBUTE];

function watchPageLanguage(): void {
  if (pageObserver || typeof MutationObserver === 'undefined') return;
  pageObserver = new MutationObserver(() => pageLangChanges.value++);
  pageObserver.observe(document.documentElement, {
    attributes: true,
    attributeFilter: LANG_ATTRIBUTES,
    subtree: true,
  });
}

/**
 * The language the page sets for a view inside `element` (null: none, the view follows its round). Its
 * texts are made ready when it changes (a host switching its `lang` to Chinese).
 */
export function useHostLanguage(element: Element | null | undefined): Language | null {
  useSignalValue(pageLangChanges);
  // the console keeps <html lang> in step with its language: follow its switches without waiting for
  // the observer
  useSignalValue(language);
  const [, ownChange] = useState(0);
  useEffect(() => {
    watchPageLanguage();
    if (!element || typeof MutationObserver === 'undefined') return undefined;
    // the element itself may sit in a shadow root, out of the document observer's reach
    const own = new MutationObserver(() => ownChange((n) => n + 1));
    own.observe(element, { attributes: true, attributeFilter: LANG_ATTRIBUTES });
    return () => own.disconnect();
  }, [element]);
  const host = hostLanguageOf(element);
  useEffect(() => {
    if (host) void prepareLanguage(host);
  }, [host]);
  return host;
}

export function useDetail<K extends DetailKind>(
  kind: K,
  props: DetailViewProps,
  element?: Element | null,
): DetailState<DetailByKind[K]> {
  const source = detailSource(props);
  const sourceKey = source ? JSON.stringify(source) : '';
  const runKey = `${sourceKey} ${props.reloadKey ?? ''}`;
  // A load started ahead for this round is running already: its first run is not sent again.
  const [taken] = useState(() => (source ? takeDetailLoad(kind, source) : undefined));
  const [loader] = useState(() => taken ?? createDetailLoader<DetailByKind[K]>(pageLanguagePort(element)));
  const running = useRef<string | null>(taken ? runKey : null);
  const state = useSignalValue(loader.state);

  useEffect(() => {
    if (!sourceKey) return;
    if (running.current === runKey) return;
    running.current = runKey;
    const current = JSON.parse(sourceKey) as DetailSource;
    const requested = hostLanguageOf(element) ?? language.peek();
    void loader.load((abort) => fetchDetail(kind, current, requested, abort));
  }, [loader, kind, sourceKey, runKey]);

  useEffect(() => () => loader.dispose(), [loader]);

  return source ? state : NO_ROUND;
}
