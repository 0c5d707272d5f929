import {
  REALTIME_READY_EVENT as READY_EVENT,
  REALTIME_HEARTBEAT_INTERVAL_MS,
  REALTIME_RESET_EVENT,
} from "@hatchery/shared";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import type { EphemeralEvent } from "../../lib/realtime/ephemeral";
import type { EventBus } from "../../lib/realtime/event-bus";
import { eventsToResume, freshResumePoint, type StoredEvent } from "../../lib/realtime/event-log";
import {
  createResumeTracker,
  formatResumePoint,
  type NamedResumePoint,
  RESUME_POINT_MAX_DELIVERED,
  type ResumePoint,
} from "../../lib/realtime/resume-point";
import { type AudienceCheck, type AudienceChecks, MEMBERSHIP_EVENT_TYPES } from "./event-audience";

/** Where a stream's chunks go: the response body (lib/realtime/sse-body.ts), or a test's recorder. */
export interface EventStreamSink {
  /**
   * Undefined when the chunk is on its way at once; otherwise resolves once it is, and the next write
   * waits for it.
   */
  write(chunk: Uint8Array): Promise<unknown> | undefined;
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

/**
 * One event goes to every stream of the instance: its frame is serialised and encoded once, and the
 * same bytes are written to each stream. A frame's id is the point to resume from after it (see
 * lib/realtime/resume-point.ts): the bus's point, the same for every stream once live, or the
 * stream's own for a while after it resumed (`frameWithPoint`).
 */
const bodiesByEvent = new WeakMap<StoredEvent, Uint8Array>();
const framesByEvent = new WeakMap<StoredEvent, Uint8Array>();
const encoder = new TextEncoder();

function eventBody(event: StoredEvent): Uint8Array {
  let body = bodiesByEvent.get(event);
  if (body === undefined) {
    // The row's payload was checked against its type's schema when it was written (`eventInsert`): the
    // data is the shared `RealtimeMessage` for it.
    const message = { id: event.id, type: event.type, payload: event.payload };
    body = encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(message)}\n\n`);
    bodiesByEvent.set(event, body);
  }
  return body;
}

function frameWithPoint(event: StoredEvent, point: ResumePoint): Uint8Array {
  const idLine = encoder.encode(`id: ${formatResumePoint(point)}\n`);
  const body = eventBody(event);
  const frame = new Uint8Array(idLine.length + body.length);
  frame.set(idLine);
  frame.set(body, idLine.length);
  return frame;
}

/** The frame every live stream shares: the event with the bus's point after it. */
function sharedFrame(event: StoredEvent, busPoint: ResumePoint): Uint8Array {
  let frame = framesByEvent.get(event);
  if (frame === undefined) {
    frame = frameWithPoint(event, busPoint);
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

function controlFrame(event: string, point: ResumePoint): string {
  return `id: ${formatResumePoint(point)}\nevent: ${event}\ndata: {}\n\n`;
}

/**
 * A stream's resume point after its replay. Live events come with the bus's point, which holds for
 * this stream too once it says at least as much as the stream's own (the same horizon, and every event
 * the stream delivered above it): from then on the stream's frames are the shared ones. Until then
 * the two are merged into the stream's own point, frame by frame.
 */
function createStreamPosition(start: ResumePoint) {
  const own = createResumeTracker(start);
  let synced = false;
  return {
    /** After a live event: the stream's own point for its frame, or undefined for the bus's. */
    passed(busPoint: ResumePoint): ResumePoint | undefined {
      if (synced) return undefined;
      own.raiseHorizon(busPoint.horizon);
      const point = own.point();
      if (
        point.horizon === busPoint.horizon &&
        [...point.delivered.keys()].every((id) => busPoint.delivered.has(id))
      ) {
        synced = true;
        return undefined;
      }
      for (const [id, txId] of busPoint.delivered) own.delivered(id, txId);
      return own.point();
    },
    replayed(event: StoredEvent): ResumePoint {
      own.delivered(event.id, event.txId);
      return own.point();
    },
    raiseHorizon(horizon: number): void {
      own.raiseHorizon(horizon);
    },
    point: () => own.point(),
  };
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

  /** Writes what is queued, unless a write is still on its way or the pacer's tick is awaited. */
  function drain(): void {
    while (frames.length > 0 && !dropped) {
      const now = performance.now();
      // Written less than one interval ago: what queued waits for the pacer's next tick.
      if (pacer && now - lastWriteAt < pacer.intervalMs) {
        waitingForTick = true;
        pacer.next(tick);
        return;
      }
      const batch = joined(frames);
      frames = [];
      queuedBytes = 0;
      lastWriteAt = now;
      // Most writes are taken at once (a socket with room): no promise for them.
      const pending = stream.write(batch);
      if (pending) {
        writing = true;
        pending.then(written, written);
        return;
      }
    }
  }

  function written(): void {
    writing = false;
    drain();
  }

  function tick(): void {
    waitingForTick = false;
    lastWriteAt = Number.NEGATIVE_INFINITY;
    if (!writing) drain();
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
      if (!writing && !waitingForTick) drain();
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
  /** Where the browser's last stream left off (its Last-Event-ID); "legacy" for a bare event id. */
  resumeFrom: NamedResumePoint | "legacy" | undefined;
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
  const { stream, db, bus, logger, userId, resumeFrom, settings } = options;
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
    // A disabled account's stream ends at once; its reconnect finds no session.
    if (aboutThisPerson && event.type === "account.disabled") {
      finish();
      return true;
    }
    return false;
  }

  /** Set by the replay: where a resume leaves off after each live event. */
  let position = createStreamPosition({ horizon: 0, delivered: new Map() });

  /** Set when an event could not be handed on: nothing after it may go out with a point past it. */
  let broken = false;

  function push(event: StoredEvent, busPoint: ResumePoint, visible: boolean): void {
    const own = position.passed(busPoint);
    if (!visible || broken) return;
    queue.push(own ? frameWithPoint(event, own) : sharedFrame(event, busPoint));
  }

  async function pushIfVisible(event: StoredEvent, busPoint: ResumePoint): Promise<void> {
    push(event, busPoint, await audience.maySee(event));
  }

  async function deliver(event: StoredEvent, busPoint: ResumePoint): Promise<void> {
    if (handledBefore(event)) position.passed(busPoint);
    else await pushIfVisible(event, busPoint);
  }

  /** Starts afresh: the page reads its data once live, so nothing before this moment is owed. */
  async function startAfresh(reset: boolean): Promise<void> {
    position = createStreamPosition(await freshResumePoint(db, RESUME_POINT_MAX_DELIVERED));
    if (reset) queue.push(controlFrame(REALTIME_RESET_EVENT, position.point()));
    queue.push(controlFrame(READY_EVENT, position.point()));
  }

  async function replay(): Promise<void> {
    // The memberships are read before the stream goes live, so its first events are decided at once.
    await audience.prepare();
    if (resumeFrom === undefined || resumeFrom === "legacy") return startAfresh(resumeFrom === "legacy");
    const missed = await eventsToResume(db, resumeFrom, settings.replayLimit + 1);
    if (missed.gone || missed.events.length > settings.replayLimit) return startAfresh(true);
    position = createStreamPosition(missed.point);
    for (const event of missed.events) {
      replayed.add(event.id);
      if (await audience.maySee(event)) queue.push(frameWithPoint(event, position.replayed(event)));
    }
    position.raiseHorizon(missed.horizon);
    queue.push(controlFrame(READY_EVENT, position.point()));
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
  const unsubscribe = await bus.subscribe((event, busPoint) => {
    // An event not handed on must not be passed over either: the stream ends, and the browser resumes
    // from before it.
    const failed = (error: unknown) => {
      logger.warn({ err: error, eventId: event.id }, "could not deliver a realtime event");
      broken = true;
      finish();
    };
    if (waiting > 0) return later(() => deliver(event, busPoint), failed);
    // Nothing waits: most events of a busy stream are decided at once, in order, without a promise.
    if (handledBefore(event)) return void position.passed(busPoint);
    const now = audience.maySeeNow(event);
    if (now === undefined) return later(() => pushIfVisible(event, busPoint), failed);
    push(event, busPoint, now);
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
