/**
 * `casino-round-loaded` and `casino-round-error` of the detail views and the partner embed: once a view
 * shows its round (or cannot), the element tells the host page, once per round and reload.
 *
 * `useRoundEvents(kind, inputs, outcome)` is called by the view with what it shows now; `roundOutcome`
 * turns a detail state into that outcome. A view shows a round once both the round and the view's code
 * are in, so 'loaded' is sent when the tables (or the external frame) are on screen.
 */
import { useEffect, useRef } from 'react';
import type { CasinoRoundErrorReason } from '../../core/events';
import type { DetailState } from '../../core/games/detail-state';
import type { DetailKind } from '../../core/games/types';
import { dispatchOn, useHost } from './host-context';

/** What a view shows: nothing yet (null), its round, or an error. */
export type RoundOutcome =
  | null
  | { loaded: true; external: boolean }
  | { loaded: false; reason: CasinoRoundErrorReason; status: number; message: string };

/** The inputs that name a round (the detail elements' attributes). */
export interface RoundInputs {
  betId?: string;
  encryptedId?: string;
  token?: string;
  reloadKey?: number;
}

/** The error reason of an HTTP status of the detail calls: 400 token expired, 404 no data, else try again later. */
export function errorReason(status: number): CasinoRoundErrorReason {
  if (status === 400) return 'token-expired';
  if (status === 404) return 'no-data';
  return 'try-again-later';
}

/** The outcome of a detail state, when the view's code is in (`viewReady`). */
export function roundOutcome(state: DetailState<unknown>, viewReady: boolean): RoundOutcome {
  if (state.status === 'external') return { loaded: true, external: true };
  if (state.status === 'error')
    return {
      loaded: false,
      reason: errorReason(state.httpStatus),
      status: state.httpStatus,
      message: state.message,
    };
  if (state.status === 'ready' && viewReady) return { loaded: true, external: false };
  return null;
}

/** Sends the round's outcome to the host page once per round, reload and outcome. */
export function useRoundEvents(kind: DetailKind | null, inputs: RoundInputs, outcome: RoundOutcome): void {
  const host = useHost();
  const sent = useRef<string | null>(null);
  const link = Boolean(inputs.encryptedId && inputs.token);
  const roundId = (link ? inputs.encryptedId : inputs.betId) || null;
  const key = outcome
    ? JSON.stringify([
        kind,
        roundId,
        inputs.reloadKey ?? null,
        outcome.loaded,
        'reason' in outcome && outcome.reason,
      ])
    : null;
  useEffect(() => {
    if (!outcome || key === sent.current) return;
    sent.current = key;
    if (outcome.loaded && kind && roundId) {
      dispatchOn(host, 'casino-round-loaded', {
        kind,
        roundId,
        source: link ? 'link' : 'bet',
        external: outcome.external,
      });
    } else if (!outcome.loaded) {
      dispatchOn(host, 'casino-round-error', {
        kind,
        roundId,
        reason: outcome.reason,
        status: outcome.status,
        message: outcome.message,
      });
    }
    // the key names the outcome: a new render with the same outcome sends nothing
  }, [key]);
}
