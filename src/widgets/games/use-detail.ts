/**
 * Loads one round's detail for a view: from a bet of the in-app list (`betId`) or from an
 * encrypted shared link (`encryptedId` + `token`), through the state machine of
 * core/games/detail-state. A new row, a new encoded id or a new `reloadKey` resets the
 * external-frame flag (back to loading) and reloads.
 */
import { useEffect, useState } from 'react';
import { fetchDetail, type DetailSource } from '../../core/games/api';
import { createDetailLoader, type DetailState, type LanguagePort } from '../../core/games/detail-state';
import type { DetailByKind, DetailKind } from '../../core/games/types';
import { LANGUAGE_STORAGE_KEY, isLanguage, language, setLanguage } from '../../core/i18n';
import { useSignalValue } from '../shared/hooks';

/** Inputs of every detail view (attributes of the detail elements). */
export interface DetailViewProps {
  /** In-app: the bet id of the list row. */
  betId?: string;
  /** In-app: the external game id of the list row. */
  externalGameId?: number;
  /** Public: the encrypted round identifier of the shared link. */
  encryptedId?: string;
  /** Public: the access token of the shared link. */
  token?: string;
  /** Changing it reloads the detail (previous / next / refresh of casino-round-detail). */
  reloadKey?: number;
}

/** The interface language is "set" once the user (or an earlier round) chose one and it was saved. */
export const interfaceLanguage: LanguagePort = {
  current() {
    try {
      return localStorage.getItem(LANGUAGE_STORAGE_KEY) ? language.peek() : null;
    } catch {
      return language.peek();
    }
  },
  set(lng) {
    if (isLanguage(lng)) void setLanguage(lng);
  },
};

/** The source of a view's detail, or null when its inputs name no round. */
export function detailSource(props: DetailViewProps): DetailSource | null {
  if (props.encryptedId && props.token) return { encryptedLink: props.encryptedId, token: props.token };
  if (props.betId) return { betId: String(props.betId) };
  return null;
}

const NO_ROUND: DetailState<never> = {
  status: 'error',
  httpStatus: 404,
  messageKey: 'app.casinos.generic-list.error-no-data',
  message: 'no data',
};

export function useDetail<K extends DetailKind>(
  kind: K,
  props: DetailViewProps,
): DetailState<DetailByKind[K]> {
  const [loader] = useState(() => createDetailLoader<DetailByKind[K]>(interfaceLanguage));
  const state = useSignalValue(loader.state);
  const source = detailSource(props);
  const sourceKey = source ? JSON.stringify(source) : '';

  useEffect(() => {
    if (!sourceKey) return;
    const current = JSON.parse(sourceKey) as DetailSource;
    void loader.load((signal) => fetchDetail(kind, current, language.peek(), signal));
  }, [loader, kind, sourceKey, props.reloadKey]);

  useEffect(() => () => loader.dispose(), [loader]);

  return source ? state : NO_ROUND;
}
