import {
  type RealtimeAudienceKind,
  type RealtimeEventPayload,
  type RealtimeEventType,
  realtimeEventPayloadSchemas,
} from "@hatchery/shared";
import { asc, eq, gt, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import { events } from "../../db/schema";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "../jobs/jobs";
import { runEventProjectors } from "./event-projectors";

/** The channel every instance LISTENs on; a notification carries the id of a committed event. */
export const EVENTS_CHANNEL = "hatchery_events";

export type RealtimeAudience =
  | { kind: Exclude<RealtimeAudienceKind, "everyone">; id: string }
  | { kind: "everyone" };

export type StoredEvent = typeof events.$inferSelect;

/**
 * Records an event for the realtime stream. Call it with the transaction of the change it announces:
 * the event is committed (or rolled back) with the change, and the NOTIFY queued here is delivered to
 * the listening instances only when that transaction commits.
 */
export async function publishEvent<TType extends RealtimeEventType>(
  tx: Database,
  event: { type: TType; audience: RealtimeAudience; payload: RealtimeEventPayload<TType> },
): Promise<number> {
  // The NOTIFY rides on the insert's statement: it is delivered at commit either way, and every event
  // is one round trip fewer.
  const { rows } = await tx.execute<{ id: string | number }>(sql`
    with inserted as (${eventInsert(event)})
    select id, pg_notify(${EVENTS_CHANNEL}, id::text) from inserted`);
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error("the event insert returned no row");
  await runEventProjectors(tx, { id, type: event.type, audience: event.audience, payload: event.payload });
  return id;
}

/**
 * The insert of an event's row, returning its id, with the payload checked against its schema. For a
 * change written in one statement with its event (a `with` clause beside the change's own), which
 * then selects `pg_notify(EVENTS_CHANNEL, id::text)` from it; only for event types without projectors
 * (`hasEventProjectors`), which `publishEvent` runs.
 */
export function eventInsert<TType extends RealtimeEventType>(event: {
  type: TType;
  audience: RealtimeAudience;
  payload: RealtimeEventPayload<TType>;
}): SQL {
  const payload = realtimeEventPayloadSchemas[event.type].parse(event.payload) as Record<string, unknown>;
  return sql`insert into ${events} (type, payload, audience_kind, audience_id)
      values (${event.type}, ${JSON.stringify(payload)}::jsonb, ${event.audience.kind},
        ${event.audience.kind === "everyone" ? null : event.audience.id})
      returning id`;
}

export function findEventsByIds(db: Database, ids: readonly number[]): Promise<StoredEvent[]> {
  return db
    .select()
    .from(events)
    .where(inArray(events.id, [...ids]))
    .orderBy(asc(events.id));
}

/** Up to `limit` events after `afterId`, oldest first: what a resuming browser missed. */
export function eventsAfter(db: Database, afterId: number, limit: number): Promise<StoredEvent[]> {
  return db.select().from(events).where(gt(events.id, afterId)).orderBy(asc(events.id)).limit(limit);
}

export async function eventExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  return row !== undefined;
}

/** The newest event id, 0 for an empty log. */
export async function latestEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${events.id})` }).from(events);
  return Number(row?.id ?? 0);
}

/** Deletes events created before `before`; a browser resuming from one of them gets a reset. */
export async function deleteEventsBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(events).where(lt(events.createdAt, before)).returning({ id: events.id });
  return deleted.length;
}

const HOUR_MS = 3_600_000;
/** The cleanup runs hourly: the window is hours long, so an hour's overshoot is harmless. */
export const EVENT_CLEANUP_INTERVAL_MS = HOUR_MS;

export const realtimeEventCleanupJob = defineScheduledJob({ name: "realtime-events.cleanup" });

/** Removes events older than the retention window, once every `intervalMs` across all instances. */
export function realtimeEventJobs(
  db: Database,
  retentionHours: number,
  logger: Logger,
  intervalMs = EVENT_CLEANUP_INTERVAL_MS,
): JobRegistration[] {
  return [
    registerSchedule(realtimeEventCleanupJob, intervalMs, async ({ now }) => {
      const deleted = await deleteEventsBefore(db, new Date(now.getTime() - retentionHours * HOUR_MS));
      if (deleted > 0) logger.debug({ deleted }, "old realtime events deleted");
    }),
  ];
}
