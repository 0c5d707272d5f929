import pg from "pg";
import type { Logger } from "pino";
import type { DatabaseConnection } from "../../db/client";
import { JOBS_CHANNEL } from "../jobs/jobs";
import type { BackgroundTask } from "../periodic-task";
import { EPHEMERAL_CHANNEL, type EphemeralEvent, parseEphemeral } from "./ephemeral";
import {
  EVENTS_CHANNEL,
  eventsToResume,
  findEventsByIds,
  freshResumePoint,
  type NotifiedEvent,
  parseEventNotification,
  type StoredEvent,
} from "./event-log";
import { createResumeTracker, RESUME_POINT_MAX_DELIVERED, type ResumePoint } from "./resume-point";

/**
 * Receives each committed event once, in commit order, with the point a stream that has handed on
 * every event so far (in this order) resumes from after it (lib/realtime/resume-point.ts).
 */
export type EventListener = (event: StoredEvent, resumeFrom: ResumePoint) => void;
export type EphemeralListener = (event: EphemeralEvent) => void;

/**
 * This instance's end of the realtime event log: LISTENs for committed events (of any instance) and
 * hands each one, read once from the log, to every local subscriber (the open SSE streams).
 */
export interface EventBus extends BackgroundTask {
  /** Resolves, with the unsubscribe function, once this instance is listening. */
  subscribe(listener: EventListener): Promise<() => void>;
  /**
   * Calls `listener` whenever a job is queued, by this instance or another, once its transaction has
   * committed (JOBS_CHANNEL), on the same dedicated connection as the events.
   */
  onJobsQueued(listener: () => void): Promise<() => void>;
  /** Typing and presence from any instance (never stored; see lib/realtime/ephemeral.ts). */
  subscribeEphemeral(listener: EphemeralListener): Promise<() => void>;
}

const RECONNECT_BASE_DELAY_MS = 500;
const RECONNECT_MAX_DELAY_MS = 30_000;
/** Events fetched after a reconnect, per query, to catch up on notifications lost meanwhile. */
const CATCH_UP_BATCH = 500;

interface Listening {
  stop(): Promise<void>;
}

/**
 * PGlite (embedded) notifies through its own `listen`. On PostgreSQL the LISTEN runs on a dedicated
 * client, not one of the pool's: a pooled connection goes back to the pool and would stop listening.
 * A lost connection is reopened with backoff, then the events committed meanwhile are read from the log.
 */
export function createEventBus(options: { connection: DatabaseConnection; logger: Logger }): EventBus {
  const { connection, logger } = options;
  const { db } = connection;
  const listeners = new Set<EventListener>();
  const jobListeners = new Set<() => void>();
  const ephemeralListeners = new Set<EphemeralListener>();
  let listening: Promise<Listening> | undefined;
  let stopped = false;
  /** Where everything handed out so far leaves a stream, and from where a reconnect catches up. */
  const handedOut = createResumeTracker();
  /** Set while notified events could not be read: the horizon waits for a catch-up. */
  let horizonHeld = false;
  /**
   * Events a catch-up handed out whose notifications may still come, to their transaction ids: handed
   * out once only. Once the horizon passes one, its notification can no longer come.
   */
  const caughtUp = new Map<number, number>();
  /**
   * Notified events waiting to be handed on, in the order of their notifications: rows carried whole,
   * and ids to read first (in one query per batch), in a chain that keeps their order.
   */
  let pending: NotifiedEvent[] = [];
  let reading: Promise<void> = Promise.resolve();

  function dispatch(rows: readonly { event: StoredEvent; horizon: number }[]): void {
    for (const { event, horizon } of rows) {
      if (caughtUp.delete(event.id)) continue;
      if (!horizonHeld) handedOut.raiseHorizon(horizon);
      for (const [id, txId] of caughtUp) if (txId < handedOut.horizon) caughtUp.delete(id);
      handedOut.delivered(event.id, event.txId);
      const resumeFrom = handedOut.point();
      for (const listener of listeners) {
        try {
          listener(event, resumeFrom);
        } catch (error) {
          logger.warn({ err: error, eventId: event.id }, "a realtime listener failed");
        }
      }
    }
  }

  function onJobsQueued(): void {
    for (const listener of jobListeners) {
      try {
        listener();
      } catch (error) {
        logger.warn({ err: error }, "a job-queued listener failed");
      }
    }
  }

  function onEphemeral(payload: string | undefined): void {
    const event = parseEphemeral(payload);
    if (!event) return;
    for (const listener of ephemeralListeners) {
      try {
        listener(event);
      } catch (error) {
        logger.warn({ err: error }, "an ephemeral listener failed");
      }
    }
  }

  function onNotification(payload: string | undefined): void {
    const notified = parseEventNotification(payload);
    if (notified === undefined) return;
    pending.push(notified);
    if (pending.length > 1) return;
    reading = reading.then(async () => {
      const batch = pending;
      pending = [];
      const ids = batch.flatMap((entry) => ("id" in entry ? [entry.id] : []));
      const read = new Map<number, StoredEvent>();
      if (ids.length > 0) {
        try {
          for (const row of await findEventsByIds(db, ids)) read.set(row.id, row);
        } catch (error) {
          // The carried events still go out, but no horizon passes the unread ones until a catch-up
          // has handed them out.
          logger.warn({ err: error, ids }, "could not read notified realtime events");
          horizonHeld = true;
        }
      }
      dispatch(
        batch.flatMap((entry) => {
          if ("event" in entry) return [entry];
          const event = read.get(entry.id);
          return event ? [{ event, horizon: entry.horizon }] : [];
        }),
      );
      if (horizonHeld) {
        await catchUp().catch((error: unknown) => logger.warn({ err: error }, "realtime catch-up failed"));
      }
    });
  }

  /**
   * Hands out what committed while no notification could arrive: the log's events from the horizon on
   * but those handed out. They raise no horizon (the next notification does), and their notifications,
   * should some still come, are not handed out again.
   */
  async function catchUp(): Promise<void> {
    for (;;) {
      const point = handedOut.point();
      const { events: rows } = await eventsToResume(
        db,
        { horizon: point.horizon, deliveredIds: [...point.delivered.keys()] },
        CATCH_UP_BATCH,
      );
      for (const row of rows) caughtUp.set(row.id, row.txId);
      for (const row of rows) {
        handedOut.delivered(row.id, row.txId);
        const resumeFrom = handedOut.point();
        for (const listener of listeners) {
          try {
            listener(row, resumeFrom);
          } catch (error) {
            logger.warn({ err: error, eventId: row.id }, "a realtime listener failed");
          }
        }
      }
      if (rows.length < CATCH_UP_BATCH) break;
    }
    horizonHeld = false;
  }

  async function listenPglite(): Promise<Listening> {
    if (connection.driver !== "pglite") throw new Error("not an embedded database");
    const unlistenEvents = await connection.client.listen(EVENTS_CHANNEL, onNotification);
    const unlistenJobs = await connection.client.listen(JOBS_CHANNEL, onJobsQueued);
    const unlistenEphemeral = await connection.client.listen(EPHEMERAL_CHANNEL, onEphemeral);
    return {
      stop: async () => {
        await unlistenEvents();
        await unlistenJobs();
        await unlistenEphemeral();
      },
    };
  }

  async function listenPostgres(): Promise<Listening> {
    if (connection.driver !== "postgres") throw new Error("not a PostgreSQL database");
    const { connectionString } = connection.client.options;
    let client: pg.Client | undefined;
    let retryTimer: NodeJS.Timeout | undefined;
    let attempt = 0;

    async function open(): Promise<void> {
      const next = new pg.Client({ connectionString });
      next.on("notification", (message) => {
        if (message.channel === JOBS_CHANNEL) onJobsQueued();
        else if (message.channel === EPHEMERAL_CHANNEL) onEphemeral(message.payload);
        else onNotification(message.payload);
      });
      next.on("error", (error) => {
        logger.warn({ err: error }, "the realtime LISTEN connection failed; reconnecting");
        reopenLater();
      });
      next.on("end", () => {
        if (client === next) reopenLater();
      });
      client = next;
      await next.connect();
      await next.query(`listen ${EVENTS_CHANNEL}`);
      await next.query(`listen ${JOBS_CHANNEL}`);
      await next.query(`listen ${EPHEMERAL_CHANNEL}`);
      attempt = 0;
    }

    function reopenLater(): void {
      const lost = client;
      client = undefined;
      lost?.end().catch(() => {});
      if (stopped || retryTimer) return;
      const delay = Math.min(RECONNECT_BASE_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
      attempt += 1;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        // Notifications received once listening again wait behind the catch-up: one of them must not
        // raise the horizon above an event the catch-up has yet to hand out.
        const opened = open().then(
          () => true,
          () => false,
        );
        reading = reading.then(async () => {
          if (!(await opened)) return reopenLater();
          await catchUp().catch((error: unknown) => logger.warn({ err: error }, "realtime catch-up failed"));
        });
      }, delay);
      retryTimer.unref();
    }

    await open();
    return {
      stop: async () => {
        clearTimeout(retryTimer);
        await client?.end().catch(() => {});
        client = undefined;
      },
    };
  }

  async function startListening(): Promise<Listening> {
    const started = await (connection.driver === "pglite" ? listenPglite() : listenPostgres());
    // The catch-up point after a lost connection; streams replay anything older from the log themselves.
    const fresh = await freshResumePoint(db, RESUME_POINT_MAX_DELIVERED);
    handedOut.raiseHorizon(fresh.horizon);
    for (const [id, txId] of fresh.delivered) handedOut.delivered(id, txId);
    return started;
  }

  async function listen(): Promise<void> {
    if (stopped) throw new Error("the event bus is stopped");
    listening ??= startListening().catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    await listening;
  }

  return {
    async subscribe(listener) {
      await listen();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async onJobsQueued(listener) {
      await listen();
      jobListeners.add(listener);
      return () => {
        jobListeners.delete(listener);
      };
    },
    async subscribeEphemeral(listener) {
      await listen();
      ephemeralListeners.add(listener);
      return () => {
        ephemeralListeners.delete(listener);
      };
    },
    async stop() {
      stopped = true;
      listeners.clear();
      jobListeners.clear();
      ephemeralListeners.clear();
      const started = await listening?.catch(() => undefined);
      await started?.stop();
      await reading;
    },
  };
}
