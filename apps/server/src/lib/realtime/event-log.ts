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

/**
 * The channel every instance LISTENs on. A notification carries a committed event: its whole row as
 * JSON when that fits in a notification, else its id, and the listeners read the row from the log.
 */
export const EVENTS_CHANNEL = "hatchery_events";

/** PostgreSQL refuses a notification payload of this many bytes or more. */
const NOTIFY_PAYLOAD_LIMIT_BYTES = 8000;

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
    ${selectEventNotification("inserted")}`);
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error("the event insert returned no row");
  await runEventProjectors(tx, { id, type: event.type, audience: event.audience, payload: event.payload });
  return id;
}

/**
 * The insert of an event's row, returning it, with the payload checked against its schema. For a
 * change written in one statement with its event (a `with` clause beside the change's own), which
 * then ends with `selectEventNotification` of it; only for event types without projectors
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
      returning *`;
}

/**
 * Selects the id of the event inserted by the `with` clause `inserted` (an `eventInsert`) and queues
 * its notification, delivered when the transaction commits. The row travels in the notification when
 * it fits, so the listening instances hand it on without reading it back.
 */
export function selectEventNotification(inserted: string): SQL {
  return sql`select id, pg_notify(${EVENTS_CHANNEL},
      case when octet_length(notified.row) < ${NOTIFY_PAYLOAD_LIMIT_BYTES} then notified.row else id::text end)
    from (select id, json_build_object('id', id, 'type', type, 'payload', payload,
        'audienceKind', audience_kind, 'audienceId', audience_id, 'createdAt', created_at)::text as row
      from ${sql.identifier(inserted)}) as notified`;
}

/**
 * The event a notification carries: its row, or only its id (a row too large for a notification, or
 * a notification sent by hand) to read from the log. Undefined for anything else.
 */
export function parseEventNotification(payload: string | undefined): StoredEvent | number | undefined {
  if (payload === undefined) return undefined;
  if (!payload.startsWith("{")) {
    const id = Number(payload);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  }
  try {
    const row = JSON.parse(payload) as Omit<StoredEvent, "createdAt"> & { createdAt: string };
    if (!Number.isSafeInteger(row.id) || typeof row.type !== "string") return undefined;
    return { ...row, createdAt: new Date(row.createdAt) };
  } catch {
    return undefined;
  }
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
