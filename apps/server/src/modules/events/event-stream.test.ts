import { REALTIME_HEARTBEAT_INTERVAL_MS } from "@hatchery/shared";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import type { EventBus, EventListener } from "../../lib/realtime/event-bus";
import type { StoredEvent } from "../../lib/realtime/event-log";
import { createTestDatabase } from "../../test/test-database";
import { createAudienceChecks } from "./event-audience";
import {
  createWritePacer,
  DEFAULT_EVENT_STREAM_SETTINGS,
  type EventStreamSink,
  runEventStream,
} from "./event-stream";

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A stream that records what is written to it, and can be closed as a client going away would. */
function recordingStream() {
  const written: string[] = [];
  let abort: () => void = () => {};
  const decoder = new TextDecoder();
  const stream = {
    write: async (chunk: string | Uint8Array) => {
      written.push(typeof chunk === "string" ? chunk : decoder.decode(chunk));
    },
    onAbort: (listener: () => void) => {
      abort = listener;
    },
  } satisfies EventStreamSink;
  return { stream, written, close: () => abort() };
}

/** The real `setTimeout`, taken before any test fakes it. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Waits on the real timeout clock, whatever a test fakes, until the check holds: the stream's first read
 * goes to the database, which may take a while on a loaded machine. vi.waitFor would move the fake clock
 * while it waits.
 */
async function until(check: () => boolean): Promise<void> {
  const giveUpAt = Date.now() + 10_000;
  while (!check() && Date.now() < giveUpAt) {
    await new Promise((resolve) => realSetTimeout(resolve, 2));
  }
  expect(check()).toBe(true);
}

const quietBus = {
  subscribe: async () => () => {},
  subscribeEphemeral: async () => () => {},
} as unknown as EventBus;

describe("runEventStream", () => {
  it(`sends a heartbeat comment every ${REALTIME_HEARTBEAT_INTERVAL_MS / 1000} s, and none after the client left`, async () => {
    expect(DEFAULT_EVENT_STREAM_SETTINGS.heartbeatMs).toBe(REALTIME_HEARTBEAT_INTERVAL_MS);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { stream, written, close } = recordingStream();
    const running = runEventStream({
      stream,
      db: database.db,
      bus: quietBus,
      logger: pino({ level: "silent" }),
      userId: "someone",
      resumeFrom: undefined,
      settings: DEFAULT_EVENT_STREAM_SETTINGS,
      audiences: createAudienceChecks(database.db),
    });
    await until(() => written.join("").includes("event: ready"));
    const heartbeats = () => written.filter((chunk) => chunk === ": heartbeat\n\n").length;

    vi.advanceTimersByTime(REALTIME_HEARTBEAT_INTERVAL_MS - 1);
    expect(heartbeats()).toBe(0);
    vi.advanceTimersByTime(1);
    await until(() => heartbeats() === 1);
    vi.advanceTimersByTime(REALTIME_HEARTBEAT_INTERVAL_MS);
    await until(() => heartbeats() === 2);

    close();
    await running;
    vi.advanceTimersByTime(3 * REALTIME_HEARTBEAT_INTERVAL_MS);
    expect(heartbeats()).toBe(2);
  });
});

describe("writing to a busy stream", () => {
  it("writes the first event at once and what arrives while it is written in one write after it", async () => {
    let emit: (event: StoredEvent) => void = () => {};
    const bus = {
      subscribe: async (listener: EventListener) => {
        emit = (event) =>
          listener(event, { horizon: event.txId, delivered: new Map([[event.id, event.txId]]) });
        return () => {};
      },
      subscribeEphemeral: async () => () => {},
    } as unknown as EventBus;
    const { stream, written, close } = recordingStream();
    const running = runEventStream({
      stream,
      db: database.db,
      bus,
      logger: pino({ level: "silent" }),
      userId: "someone",
      resumeFrom: undefined,
      settings: DEFAULT_EVENT_STREAM_SETTINGS,
      audiences: createAudienceChecks(database.db),
    });
    await until(() => written.join("").includes("event: ready"));
    const announcement = (id: number): StoredEvent => ({
      id,
      txId: id,
      type: "notification.changed",
      payload: { notificationId: null },
      audienceKind: "everyone",
      audienceId: null,
      createdAt: new Date(),
    });
    const chunksBefore = written.length;
    emit(announcement(1));
    emit(announcement(2));
    emit(announcement(3));
    await until(() => written.join("").includes('"id":3,'));

    const chunks = written.slice(chunksBefore);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toMatch(/^id: \S+\nevent: notification.changed\ndata: \{"id":1,[^\n]*\n\n$/);
    expect(chunks[1]).toMatch(/^id: \S+\n[^\n]*\ndata: \{"id":2,[^\n]*\n\nid: \S+\n[^\n]*\ndata: \{"id":3,/);
    close();
    await running;
  });
});

describe("pacing a stream's writes", () => {
  it("writes the first event at once, then at most once per interval, everything queued meanwhile together", async () => {
    let emit: (event: StoredEvent) => void = () => {};
    const bus = {
      subscribe: async (listener: EventListener) => {
        emit = (event) =>
          listener(event, { horizon: event.txId, delivered: new Map([[event.id, event.txId]]) });
        return () => {};
      },
      subscribeEphemeral: async () => () => {},
    } as unknown as EventBus;
    const { stream, written, close } = recordingStream();
    const intervalMs = 200;
    // The pacer's timeout and the time since the last write (performance.now) are the test's to move,
    // so no step depends on how fast the machine runs it.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const running = runEventStream({
      stream,
      db: database.db,
      bus,
      logger: pino({ level: "silent" }),
      userId: "someone",
      resumeFrom: undefined,
      settings: DEFAULT_EVENT_STREAM_SETTINGS,
      audiences: createAudienceChecks(database.db),
      pacer: createWritePacer(intervalMs),
    });
    await until(() => written.join("").includes("event: ready"));
    // The ready frame was a write: wait out its interval so the stream is quiet again.
    vi.advanceTimersByTime(intervalMs);
    const announcement = (id: number): StoredEvent => ({
      id,
      txId: id,
      type: "notification.changed",
      payload: { notificationId: null },
      audienceKind: "everyone",
      audienceId: null,
      createdAt: new Date(),
    });
    const chunksBefore = written.length;
    const firstWriteAt = performance.now();
    emit(announcement(1));
    expect(written.slice(chunksBefore)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10);
    emit(announcement(2));
    emit(announcement(3));
    // Queued until the pacer's next tick, one interval on: not a millisecond sooner.
    await vi.advanceTimersByTimeAsync(intervalMs - 1);
    expect(written.slice(chunksBefore)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const chunks = written.slice(chunksBefore);
    expect(chunks).toHaveLength(2);
    expect(performance.now() - firstWriteAt).toBeGreaterThanOrEqual(intervalMs);
    expect(chunks[1]).toMatch(/^id: \S+\n[^\n]*\ndata: \{"id":2,[^\n]*\n\nid: \S+\n[^\n]*\ndata: \{"id":3,/);
    close();
    await running;
  });
});
