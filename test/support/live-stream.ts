/**
 * The live stream of changes (GET /api/audit/stream) as a test answers it: a text/event-stream
 * Response the test writes events into, for vitest and web-test-runner alike.
 *
 * @example
 * const streams = liveStreams();
 * fetchMock.route({ 'GET /api/audit/stream': streams.answer });
 * …
 * streams.last().ready();
 * streams.last().change({ seq: 1, kind: 'agent.updated', objectId: CHILD });
 */
import type { LiveChange } from '../../src/core/areas/audit/contract';
import { CHILD, OWN } from './fixtures';

export interface LiveStream {
  readonly response: Response;
  /** Writes raw event-stream text. */
  send(text: string): void;
  /** The stream is open and caught up. */
  ready(): void;
  /** One committed change (defaults: another user changed the agent CHILD under OWN). */
  change(change: Partial<LiveChange> & { seq: number }): void;
  /** The server ends the stream. */
  end(): void;
}

export function liveStream(): LiveStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const send = (text: string) => controller.enqueue(encoder.encode(text));
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send,
    ready: () => send('event: ready\ndata: {"position":0}\n\n'),
    change(change) {
      const full: LiveChange = {
        id: change.seq,
        at: '2026-01-01T00:00:00.000Z',
        kind: 'agent.updated',
        agentId: CHILD,
        parentId: OWN,
        objectType: 'agent',
        objectId: CHILD,
        userName: 'someone',
        userAgentId: OWN,
        requestId: `r${change.seq}`,
        ...change,
      };
      send(`id: ${full.seq}\nevent: change\ndata: ${JSON.stringify(full)}\n\n`);
    },
    end: () => controller.close(),
  };
}

/** Every stream the console opened, and the route handler that opens one. */
export function liveStreams(): { answer: () => Response; all: LiveStream[]; last: () => LiveStream } {
  const all: LiveStream[] = [];
  return {
    all,
    answer: () => {
      const s = liveStream();
      all.push(s);
      return s.response;
    },
    last: () => {
      const s = all.at(-1);
      if (!s) throw new Error('no live stream was opened');
      return s;
    },
  };
}
