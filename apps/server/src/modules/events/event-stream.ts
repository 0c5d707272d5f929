import {
  REALTIME_READY_EVENT as READY_EVENT,
  REALTIME_HEARTBEAT_INTERVAL_MS,
  REALTIME_RESET_EVENT,
  type RealtimeMessage,
} from "@hatchery/shared";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import type { EphemeralEvent } from "../../lib/realtime/ephemeral";
import type { EventBus } from "../../lib/realtime/event-bus";
import { eventExists, eventsAfter, latestEventId, type StoredEvent } from "../../lib/realtime/event-log";
import { type AudienceCheck, type AudienceChecks, MEMBERSHIP_EVENT_TYPES } from "./event-audience";

/** Where a stream's chunks go: the response body (lib/realtime/sse-body.ts), or a test's recorder. */
export interface EventStreamSink {
  /** Resolves once the chunk is on its way: the next write waits for it. */
  write(chunk: Uint8Array): Promise<unknown>;
  /** Called when the client goes away. */
  onAbort(listener: () => void): void;
}

export interface EventStreamSettings {
  heartbeatMs: number;
  /** Bytes waiting for a slow client beyond which its stream is closed (it resumes when it reconnects). */
  sendBufferBytes: number;
  /** Events a resume may replay; a longer gap answers a reset. */
  replayLimit: number;
}

export const DEFAULT_EVENT_STREAM_SETTINGS: EventStreamSettings = {
  heartbeatMs: REALTIME_HEARTBEAT_INTERVAL_MS,
  sendBufferBytes: 256 * 1024,
  replayLimit: 1000,
};

/** The last event id a browser saw, from the Last-Event-ID header; anything else is no id. */
export function parseLastEventId(header: string | undefined): number | undefined {
  if (!header || !/^\d{1,15}$/.test(header.trim())) return undefined;
  const id = Number(header.trim());
  return id > 0 ? id : undefined;
}

/**
 * One event goes to every stream of the instance: its frame is serialised and encoded once, and the
 * same bytes are written to each stream.
 */
const framesByEvent = new WeakMap<StoredEvent, Uint8Array>();
const encoder = new TextEncoder();

function messageFrame(event: StoredEvent): Uint8Array {
  let frame = framesByEvent.get(event);
  if (frame === undefined) {
    const message = { id: event.id, type: event.type, payload: event.payload } as RealtimeMessage;
    frame = encoder.encode(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(message)}\n\n`);
    framesByEvent.set(event, frame);
  }
  return frame;
}

/** An ephemeral event's frame has no id: the browser's resume point stays at the last logged event. */
const framesByEphemeral = new WeakMap<EphemeralEvent, Uint8Array>();
function ephemeralFrame(event: EphemeralEvent): Uint8Array {
  let frame = framesByEphemeral.get(event);
  if (frame === undefined) {
    const message = { id: 0, type: event.type, payload: event.payload };
    frame = encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(message)}\n\n`);
    framesByEphemeral.set(event, frame);
  }
  return frame;
}

function controlFrame(event: string, id: number): string {
  return `id: ${id}\nevent: ${event}\ndata: {}\n\n`;
}

/**
 * The last frames joined, and their chunk: the streams of one channel usually queue the same frames
 * between two ticks of the pacer, so the next stream with the same frames (the same buffers, in the
 * same order) reuses the chunk instead of copying them again. Chunks are only read once written.
 */
let lastJoined: { frames: readonly Uint8Array[]; bytes: Uint8Array } | undefined;

function sameFrames(a: readonly Uint8Array[], b: readonly Uint8Array[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/** The frames as one chunk: one write (and one socket call) for everything queued meanwhile. */
function joined(frames: readonly Uint8Array[]): Uint8Array {
  if (frames.length === 1) return frames[0] as Uint8Array;
  if (lastJoined && sameFrames(lastJoined.frames, frames)) return lastJoined.bytes;
  const bytes = new Uint8Array(frames.reduce((total, frame) => total + frame.length, 0));
  let offset = 0;
  for (const frame of frames) {
    bytes.set(frame, offset);
    offset += frame.length;
  }
  lastJoined = { frames, bytes };
  return bytes;
}

/**
 * The frames waiting for one client. A write waits until the socket takes it; the frames that arrive
 * meanwhile go out together in the next write, so a busy channel costs a stream one write per turn
 * rather than one per message. A slow client makes the queue grow, and past `maxBytes` it is dropped
 * instead of the memory.
 */
function createSendQueue(
  stream: EventStreamSink,
  options: { maxBytes: number; pacer: WritePacer | undefined; onOverflow: () => void },
) {
  const { maxBytes, pacer, onOverflow } = options;
  let frames: Uint8Array[] = [];
  let queuedBytes = 0;
  let writing = false;
  let waitingForTick = false;
  let dropped = false;
  let lastWriteAt = Number.NEGATIVE_INFINITY;

  async function drain(): Promise<void> {
    writing = true;
    while (frames.length > 0 && !dropped) {
      // Written less than one interval ago: what queued waits for the pacer's next tick.
      if (pacer && performance.now() - lastWriteAt < pacer.intervalMs) {
        waitingForTick = true;
        pacer.next(tick);
        break;
      }
      const batch = joined(frames);
      frames = [];
      queuedBytes = 0;
      lastWriteAt = performance.now();
      await stream.write(batch);
    }
    writing = false;
  }

  function tick(): void {
    waitingForTick = false;
    lastWriteAt = Number.NEGATIVE_INFINITY;
    if (!writing) void drain();
  }

  return {
    push(frame: string | Uint8Array): void {
      if (dropped) return;
      const bytes = typeof frame === "string" ? encoder.encode(frame) : frame;
      queuedBytes += bytes.length;
      if (queuedBytes > maxBytes) {
        dropped = true;
        frames = [];
        onOverflow();
        return;
      }
      frames.push(bytes);
      if (!writing && !waitingForTick) void drain();
    },
  };
}

/**
 * Paces the writes of every stream of the instance. A socket write costs the server far more than
 * queueing a frame, and a busy channel brings each of its readers many frames a second: a stream that
 * wrote less than `intervalMs` ago leaves what arrives meanwhile to the next tick, one timer shared by
 * all streams, so a stream writes at most about once per interval however busy the channel, and an
 * idle stream still writes its first frame at once.
 */
export interface WritePacer {
  readonly intervalMs: number;
  /** Calls `flush` at the next tick. */
  next(flush: () => void): void;
}

export function createWritePacer(intervalMs: number): WritePacer {
  let due: (() => void)[] = [];
  let armed = false;
  function tick(): void {
    armed = false;
    const flushes = due;
    due = [];
    for (const flush of flushes) flush();
  }
  return {
    intervalMs,
    next(flush) {
      due.push(flush);
      if (armed) return;
      armed = true;
      setTimeout(tick, intervalMs);
    },
  };
}

/**
 * One person's event stream, until the client goes away or falls too far behind: subscribes to the
 * bus first, then replays what the resumed-from id missed (or answers a reset when that event has left
 * the log), then passes on every live event the person may see, checked one by one in order.
 */
export async function runEventStream(options: {
  stream: EventStreamSink;
  db: Database;
  bus: EventBus;
  logger: Logger;
  userId: string;
  lastEventId: number | undefined;
  settings: EventStreamSettings;
  /** The instance's audience checks, shared by a person's streams. */
  audiences: AudienceChecks;
  /** The instance's write pacer; without one every write goes out as soon as the last has. */
  pacer?: WritePacer;
}): Promise<void> {
  const audience = options.audiences.open(options.userId);
  try {
    await streamEvents(options, audience);
  } finally {
    audience.release();
  }
}

async function streamEvents(
  options: Parameters<typeof runEventStream>[0],
  audience: AudienceCheck,
): Promise<void> {
  const { stream, db, bus, logger, userId, lastEventId, settings } = options;
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const queue = createSendQueue(stream, {
    maxBytes: settings.sendBufferBytes,
    pacer: options.pacer,
    onOverflow: () => {
      logger.info({ userId }, "realtime client too slow; its stream was closed");
      finish();
    },
  });
  const replayed = new Set<number>();

  /** Forgets the memberships when the event changes them; whether the event was replayed already. */
  function handledBefore(event: StoredEvent): boolean {
    if (replayed.has(event.id)) return true;
    const aboutThisPerson = event.audienceKind === "person" && event.audienceId === userId;
    if (aboutThisPerson && MEMBERSHIP_EVENT_TYPES.has(event.type)) audience.forget();
    return false;
  }

  async function pushIfVisible(event: StoredEvent): Promise<void> {
    if (await audience.maySee(event)) queue.push(messageFrame(event));
  }

  async function deliver(event: StoredEvent): Promise<void> {
    if (!handledBefore(event)) await pushIfVisible(event);
  }

  async function replay(): Promise<void> {
    // The memberships are read before the stream goes live, so its first events are decided at once.
    const [live] = await Promise.all([latestEventId(db), audience.prepare()]);
    if (lastEventId === undefined) {
      queue.push(controlFrame(READY_EVENT, live));
      return;
    }
    const missed = (await eventExists(db, lastEventId))
      ? await eventsAfter(db, lastEventId, settings.replayLimit + 1)
      : undefined;
    if (!missed || missed.length > settings.replayLimit) {
      queue.push(controlFrame(REALTIME_RESET_EVENT, live));
      queue.push(controlFrame(READY_EVENT, live));
      return;
    }
    for (const event of missed) {
      replayed.add(event.id);
      if (await audience.maySee(event)) queue.push(messageFrame(event));
    }
    queue.push(controlFrame(READY_EVENT, Math.max(lastEventId, live, missed.at(-1)?.id ?? 0)));
  }

  // Live events wait in this chain behind the replay, so the client sees every event in order once.
  let startReplay: () => void = () => {};
  const replayDone = new Promise<void>((resolve) => {
    startReplay = resolve;
  }).then(replay);
  /** Steps in the chain not yet done, the replay included: while any waits, an event joins the queue. */
  let waiting = 1;
  let chain: Promise<void> = replayDone
    .catch(() => {})
    .finally(() => {
      waiting -= 1;
    });
  function later(step: () => Promise<void>, failure: (error: unknown) => void): void {
    waiting += 1;
    chain = chain
      .then(step)
      .catch(failure)
      .finally(() => {
        waiting -= 1;
      });
  }
  // Ephemeral events first: the logged events' subscription must be the last step before the replay.
  const unsubscribeEphemeral = await bus.subscribeEphemeral((event) => {
    // The same check as a logged event: who cannot see the channel hears nothing of it.
    const now = waiting === 0 ? audience.maySeeNow(event) : undefined;
    if (now === undefined) {
      return later(
        async () => {
          if (await audience.maySee(event)) queue.push(ephemeralFrame(event));
        },
        (error) => logger.warn({ err: error }, "could not deliver an ephemeral event"),
      );
    }
    if (now) queue.push(ephemeralFrame(event));
  });
  const unsubscribe = await bus.subscribe((event) => {
    const failed = (error: unknown) =>
      logger.warn({ err: error, eventId: event.id }, "could not deliver a realtime event");
    if (waiting > 0) return later(() => deliver(event), failed);
    // Nothing waits: most events of a busy stream are decided at once, in order, without a promise.
    if (handledBefore(event)) return;
    const now = audience.maySeeNow(event);
    if (now === undefined) return later(() => pushIfVisible(event), failed);
    if (now) queue.push(messageFrame(event));
  });
  const heartbeat = setInterval(() => queue.push(": heartbeat\n\n"), settings.heartbeatMs);
  stream.onAbort(finish);
  try {
    startReplay();
    await replayDone;
    await finished;
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
    unsubscribeEphemeral();
  }
}
