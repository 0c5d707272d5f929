import { REALTIME_EVENTS_PATH } from "@hatchery/shared/realtime";
import { createSseParser, type SseMessage } from "./sse-parser";

const RECONNECT_BASE_DELAY_MS = 1000;
const RECONNECT_MAX_DELAY_MS = 30_000;

/** Wait before reconnect attempt `attempt` (0 first): 1 s doubled each time, at most 30 s, with jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_BASE_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
  // Jitter spreads the reconnects of many browsers after a server restart.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface EventStreamConnectionOptions {
  /** `resumed`: the connection asked to resume (it sent a Last-Event-ID), so its `ready` is a catch-up. */
  onMessage: (message: SseMessage, connection: { resumed: boolean }) => void;
  /**
   * Where the first connection resumes: the point the page was sent with (its events-from meta), so the
   * stream replays what changed since rather than the page reading its data again once live.
   */
  resumeFrom?: string;
  fetch?: typeof fetch;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Where the browser says it is back online (`online`); the window by default. */
  network?: EventTarget;
}

/**
 * Waits `ms` before the next attempt, or less: the browser coming back online (`online` on `target`)
 * ends the wait at once, so a stream that failed while offline does not sit out the rest of a backoff
 * of up to 30 s once the network is back. The abort ends it too.
 */
export function waitForReconnect(
  ms: number,
  signal: AbortSignal,
  target: EventTarget | undefined = typeof window === "undefined" ? undefined : window,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      target?.removeEventListener("online", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
    target?.addEventListener("online", done);
  });
}

/**
 * Keeps GET /api/events open until `stop`: reads it with fetch (EventSource can neither send
 * Last-Event-ID on a fresh connection nor back off), resumes from the last id seen, and after a failure
 * or an end waits longer each time; a `ready` message means the stream is live and resets the backoff.
 */
export function openEventStreamConnection(options: EventStreamConnectionOptions): { stop(): void } {
  const {
    onMessage,
    fetch: fetchStream = fetch,
    wait = waitForReconnect,
    network = typeof window === "undefined" ? undefined : window,
    resumeFrom,
  } = options;
  const controller = new AbortController();
  const { signal } = controller;
  let lastEventId: string | undefined = resumeFrom;
  let attempt = 0;
  // A connection open across a loss of network may hang without an error: back online, the stream is
  // dropped and opened again at once, resuming from the last event id, so nothing is missed.
  let reading: AbortController | undefined;
  let backOnline = false;
  const reconnectNow = () => {
    backOnline = true;
    reading?.abort();
  };
  network?.addEventListener("online", reconnectNow);
  signal.addEventListener("abort", () => {
    network?.removeEventListener("online", reconnectNow);
    reading?.abort();
  });

  async function readOnce(): Promise<void> {
    reading = new AbortController();
    const connection = { resumed: lastEventId !== undefined };
    const response = await fetchStream(REALTIME_EVENTS_PATH, {
      credentials: "same-origin",
      headers: { Accept: "text/event-stream", ...(lastEventId ? { "Last-Event-ID": lastEventId } : {}) },
      signal: reading.signal,
    });
    if (!response.ok || !response.body) return;
    const parse = createSseParser((message) => {
      if (message.id) lastEventId = message.id;
      if (message.event === "ready") attempt = 0;
      onMessage(message, connection);
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parse(value);
    }
  }

  void (async () => {
    while (!signal.aborted) {
      backOnline = false;
      try {
        await readOnce();
      } catch {
        // A network failure or the abort: the loop decides.
      }
      if (signal.aborted) return;
      if (backOnline) {
        attempt = 0;
        continue;
      }
      await wait(reconnectDelayMs(attempt), signal);
      attempt += 1;
    }
  })();

  return { stop: () => controller.abort() };
}
