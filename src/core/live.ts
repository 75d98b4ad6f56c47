/**
 * Live updates of the console: one stream of server-sent events per console page
 * (GET {api}/api/audit/stream), carrying the changes other people commit in the signed-in user's
 * subtree, mapped onto the console's own events and cache (src/core/live-changes.ts): lists and forms
 * refetch, the tree adds and renames agents, the header credit follows.
 *
 * - Authentication: the stream is read with fetch and the session's Authorization header, as every
 *   call (EventSource cannot send a header, and a token in a URL would end up in logs).
 * - Resuming: the id of the last change received is sent as Last-Event-ID when the stream reconnects;
 *   the server sends what was missed, in commit order; a `reset` event (too much missed) makes every
 *   query shown stale and reloads the credit.
 * - A stream that fails or drops (or stays silent past SILENCE_MS: the server writes a comment every
 *   15 s) reconnects after 1 s, doubling to 30 s (±20 %), until it is open again. 401 or 403 (or 404:
 *   a back office without the stream) end it until the session changes. Signing out closes it; another sign-in opens a new one.
 * - The periodic credit refresh of src/core/credit.ts stays as a fallback.
 * - One stream per page: `retainLive()` is counted (every element that needs it retains it; the last
 *   release closes it), and the running stream is shared with a second bundle on the same page.
 *
 * `onLiveChange(handler)` lets an element follow the changes too (a form's "changed by … — reload").
 */
import { effect, signal, untracked, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { getAgent } from './areas/agents/api';
import { auditEndpoints, LIVE_EVENTS, type LiveChange } from './areas/audit/contract';
import { endpointUrl } from './contract/client';
import { whenConfigured } from './config';
import { reloadCredit } from './credit';
import { emit } from './events';
import { isOwnRequest } from './http';
import { planFor, reconnectDelay } from './live-changes';
import { invalidate, queryClient } from './query';
import { account } from './session';
import { token, validToken } from './token';

export type { LiveChange };

/** off: nobody signed in (or the server refused); connecting: first attempt; open; retrying: after a drop. */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'retrying';

/** Silence after which the stream is taken for dead and reconnected. */
export const SILENCE_MS = 45_000;

export type LiveHandler = (change: LiveChange, own: boolean) => void;

interface LiveState {
  status: Signal<LiveStatus>;
  handlers: Set<LiveHandler>;
  users: number;
  stop: (() => void) | null;
}

const SHARED = Symbol.for('casino-widgets.live');

const state: LiveState = (() => {
  const holder = globalThis as typeof globalThis & { [SHARED]?: LiveState };
  holder[SHARED] ??= { status: signal<LiveStatus>('off'), handlers: new Set(), users: 0, stop: null };
  return holder[SHARED];
})();

/** The stream's state (the audit page shows it). */
export const liveStatus: ReadonlySignal<LiveStatus> = state.status;

/** Calls `handler` for every change that arrives (own: made by this page); returns the unsubscribe. */
export function onLiveChange(handler: LiveHandler): () => void {
  state.handlers.add(handler);
  return () => state.handlers.delete(handler);
}

/** What the console does with a change: the plan of src/core/live-changes.ts, carried out. */
export function followChange(change: LiveChange, own: boolean): void {
  const plan = planFor(change, own);
  // every key starts with [], so every query and every invalidation listener (the header credit's) follows
  if (plan.invalidateAll) void invalidate([]);
  else for (const key of plan.invalidate) void invalidate(key);
  if (plan.agentAdded) emit('casino-agent-added', plan.agentAdded);
  for (const agentId of plan.reloadAgents) {
    getAgent(agentId).then(
      (agent) => {
        if (plan.renamedAgents.includes(agentId)) emit('casino-agent-updated', { agentId, name: agent.name });
      },
      () => undefined, // gone or no longer visible: nothing to show
    );
  }
}

function dispatch(change: LiveChange): void {
  const own = isOwnRequest(change.requestId);
  followChange(change, own);
  for (const handler of [...state.handlers]) {
    try {
      handler(change, own);
    } catch (error) {
      console.error('A live change handler failed', error);
    }
  }
}

/** Everything shown may be stale (the stream missed too much): refetch it all. */
function resetAll(): void {
  void queryClient.invalidateQueries();
  void reloadCredit();
}

/** Starts the stream while someone is signed in; returns the stop function. */
function startLive(): () => void {
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | null = null;
  let failures = 0;
  let session = 0;

  const close = () => {
    clearTimeout(retry);
    clearTimeout(silence);
    controller?.abort();
    controller = null;
  };

  const scheduleRetry = (mine: number) => {
    if (mine !== session) return;
    close();
    state.status.value = 'retrying';
    retry = setTimeout(() => void connect(mine), reconnectDelay(failures++, Math.random()));
  };

  const connect = async (mine: number): Promise<void> => {
    if (mine !== session) return;
    const stored = validToken();
    if (!stored) {
      state.status.value = 'off';
      return;
    }
    const aborter = new AbortController();
    controller = aborter;
    const watchdog = () => {
      clearTimeout(silence);
      silence = setTimeout(() => scheduleRetry(mine), SILENCE_MS);
    };
    try {
      await whenConfigured();
      const headers: Record<string, string> = {
        Accept: 'text/event-stream',
        Authorization: `${stored.content.token_type} ${stored.content.access_token}`,
      };
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      watchdog();
      const response = await fetch(endpointUrl(auditEndpoints.stream), { headers, signal: aborter.signal });
      if (mine !== session) return;
      // refused (the session ended) or a back office without the stream: off until the session changes
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        close();
        state.status.value = 'off';
        return;
      }
      if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}`);
      const parser = createParser({
        onEvent: (message: EventSourceMessage) => {
          if (message.event === LIVE_EVENTS.ready) {
            failures = 0;
            state.status.value = 'open';
          } else if (message.event === LIVE_EVENTS.reset) {
            lastEventId = null;
            resetAll();
          } else if (message.event === LIVE_EVENTS.change) {
            if (message.id) lastEventId = message.id;
            try {
              dispatch(JSON.parse(message.data) as LiveChange);
            } catch (error) {
              console.error('A live change could not be read', error);
            }
          }
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (mine !== session) return;
        if (done) break;
        watchdog();
        parser.feed(decoder.decode(value, { stream: true }));
      }
      // the server ended the stream (restart, token checked): connect again
      scheduleRetry(mine);
    } catch {
      // a network failure (an abort is the watchdog's or the session's own doing)
      if (mine === session && !aborter.signal.aborted) scheduleRetry(mine);
    }
  };

  // (Re)connects whenever the signed-in session changes; a new account starts from now.
  let lastAccount: string | null = null;
  const stopSession = effect(() => {
    const who = account.value;
    const stored = token.value;
    untracked(() => {
      session++;
      close();
      failures = 0;
      const key = who ? `${who.id}|${who.agentId}` : null;
      if (key !== lastAccount) lastEventId = null;
      lastAccount = key;
      if (!who || !stored) {
        state.status.value = 'off';
        return;
      }
      state.status.value = 'connecting';
      void connect(session);
    });
  });

  return () => {
    stopSession();
    session++;
    close();
    state.status.value = 'off';
  };
}

/**
 * Keeps the page's one stream open while at least one caller holds it (the header, the outlet);
 * returns the release function.
 */
export function retainLive(): () => void {
  state.users++;
  if (!state.stop) state.stop = startLive();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.users--;
    if (state.users === 0 && state.stop) {
      state.stop();
      state.stop = null;
    }
  };
}

/** For tests: close the stream and forget the handlers. */
export function resetLiveForTests(): void {
  state.stop?.();
  state.stop = null;
  state.users = 0;
  state.handlers.clear();
  state.status.value = 'off';
}
