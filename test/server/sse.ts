/**
 * A reader of the audit trail's event stream for server tests: opens it with fetch and the
 * Authorization header (as the console does), parses the events (eventsource-parser), and lets a test
 * wait for the `ready` event or the next event that matches.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface StreamEvent {
  event: string;
  id: string;
  data: string;
}

export interface Stream {
  /** Every event received so far, in order. */
  readonly events: StreamEvent[];
  /** Resolves when the stream says it is open and caught up. */
  readonly ready: Promise<void>;
  /** The first event after those already taken by `next` that matches (waits up to `timeoutMs`). */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

export async function openStream(url: string, token: string, lastEventId?: string): Promise<Stream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(url, { headers, signal: controller.signal });
  if (response.status !== 200) throw new Error(`stream: ${response.status} ${await response.text()}`);
  const events: StreamEvent[] = [];
  const waiting = new Set<() => void>();
  let taken = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      const event = { event: message.event ?? 'message', id: message.id ?? '', data: message.data };
      events.push(event);
      if (event.event === 'ready') markReady();
      waiting.forEach((wake) => wake());
    },
  });
  void (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // closed by the test
    }
  })();
  return {
    events,
    ready,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          for (let i = taken; i < events.length; i++) {
            if (match(events[i])) {
              taken = i + 1;
              waiting.delete(look);
              clearTimeout(timer);
              resolve(events[i]);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(
            new Error(`stream: no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        waiting.add(look);
        look();
      });
    },
    close: () => controller.abort(),
  };
}
