import { describe, expect, it, vi } from "vitest";
import { openEventStreamConnection, reconnectDelayMs, waitForReconnect } from "./event-stream-connection";
import type { SseMessage } from "./sse-parser";

function streamOf(text: string): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status: 200, headers: { "Content-Type": "text/event-stream" } },
  );
}

describe("reconnectDelayMs", () => {
  it("doubles from about a second up to 30 s, jittered within the upper half", () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(0, () => 1)).toBe(1000);
    expect(reconnectDelayMs(3, () => 1)).toBe(8000);
    expect(reconnectDelayMs(20, () => 1)).toBe(30_000);
  });
});

describe("waitForReconnect", () => {
  it("waits its time, or ends at once when the browser is back online or the stream is stopped", async () => {
    vi.useFakeTimers();
    try {
      const network = new EventTarget();
      const settled = (promise: Promise<void>) => {
        let done = false;
        void promise.then(() => {
          done = true;
        });
        return () => done;
      };

      const timed = settled(waitForReconnect(30_000, new AbortController().signal, network));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(timed()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(timed()).toBe(true);

      const online = settled(waitForReconnect(30_000, new AbortController().signal, network));
      await vi.advanceTimersByTimeAsync(1_000);
      expect(online()).toBe(false);
      network.dispatchEvent(new Event("online"));
      await vi.advanceTimersByTimeAsync(0);
      expect(online()).toBe(true);

      const controller = new AbortController();
      const stopped = settled(waitForReconnect(30_000, controller.signal, network));
      controller.abort();
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("openEventStreamConnection", () => {
  it("reconnects after the stream ends, resuming from the last event id, with growing waits", async () => {
    const answers = [
      streamOf('id: 5\nevent: subscription.confirmed\ndata: {"id":5}\n\n'),
      new Response(null, { status: 503 }),
      streamOf("id: 9\nevent: ready\ndata: {}\n\n"),
    ];
    const fetchStream = vi.fn(
      async (_path: string, _init: RequestInit) => answers.shift() ?? new Response(null, { status: 503 }),
    );
    const waits: number[] = [];
    const messages: SseMessage[] = [];
    let connection: { stop(): void } | undefined;
    connection = openEventStreamConnection({
      onMessage: (message) => messages.push(message),
      fetch: fetchStream as unknown as typeof fetch,
      wait: async (ms) => {
        waits.push(ms);
        if (waits.length === 3) connection?.stop();
      },
    });
    await vi.waitFor(() => expect(waits).toHaveLength(3));

    const sentIds = fetchStream.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)["Last-Event-ID"],
    );
    expect(sentIds).toEqual([undefined, "5", "5"]);
    expect(messages.map((message) => message.event)).toEqual(["subscription.confirmed", "ready"]);
    // Two failures grow the wait; the `ready` of the third connection starts the backoff over.
    expect(waits[1]).toBeGreaterThan(waits[0] ?? Number.POSITIVE_INFINITY);
    expect(waits[2]).toBeLessThanOrEqual(1000);
  });

  it("resumes its first connection from the page's point, and says its ready is a catch-up", async () => {
    const fetchStream = vi.fn(async (_path: string, _init: RequestInit) =>
      streamOf("id: 12:\nevent: ready\ndata: {}\n\n"),
    );
    const seen: { event: string | undefined; resumed: boolean }[] = [];
    const connection = openEventStreamConnection({
      resumeFrom: "10:",
      onMessage: (message, { resumed }) => {
        seen.push({ event: message.event, resumed });
        connection.stop();
      },
      fetch: fetchStream as unknown as typeof fetch,
      wait: async () => {},
    });
    await vi.waitFor(() => expect(seen).toEqual([{ event: "ready", resumed: true }]));
    const [, init] = fetchStream.mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.["Last-Event-ID"]).toBe("10:");
  });
});
