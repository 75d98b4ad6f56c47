/**
 * Loads one round's detail for a view: from a bet of the in-app list (`betId`) or from an
 * encrypted shared link (`encryptedId` + `token`), through the state machine of
 * core/games/detail-state. A load the element started ahead (core/games/detail-loads) is taken
 * over instead of sending the request again. A new row, a new encoded id or a new `reloadKey`
 * resets the external-frame flag (back to loading) and reloads.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchDetail, type DetailSource } from '../../core/games/api';
import { interfaceLanguage, takeDetailLoad } from '../../core/games/detail-loads';
import { createDetailLoader, type DetailState } from '../../core/games/detail-state';
import type { DetailByKind, DetailKind } from '../../core/games/types';
import { language } from '../../core/i18n';
import { useSignalValue } from '../shared/hooks';
import { detailSource, type DetailViewProps } from './detail-start';

export { interfaceLanguage };
export { detailSource, type DetailViewProps } from './detail-start';

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
  const source = detailSource(props);
  const sourceKey = source ? JSON.stringify(source) : '';
  const runKey = `${sourceKey} ${props.reloadKey ?? ''}`;
  // A load started ahead for this round is running already: its first run is not sent again.
  const [taken] = useState(() => (source ? takeDetailLoad(kind, source) : undefined));
  const [loader] = useState(() => taken ?? createDetailLoader<DetailByKind[K]>(interfaceLanguage));
  const running = useRef<string | null>(taken ? runKey : null);
  const state = useSignalValue(loader.state);

  useEffect(() => {
    if (!sourceKey) return;
    if (running.current === runKey) return;
    running.current = runKey;
    const current = JSON.parse(sourceKey) as DetailSource;
    void loader.load((signal) => fetchDetail(kind, current, language.peek(), signal));
  }, [loader, kind, sourceKey, runKey]);

  useEffect(() => () => loader.dispose(), [loader]);

  return source ? state : NO_ROUND;
}
