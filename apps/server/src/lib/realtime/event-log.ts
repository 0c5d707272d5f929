import {
  type REALTIME_GROUP_AUDIENCE_KINDS,
  type RealtimeAudienceKind,
  type RealtimeEventPayload,
  type RealtimeEventType,
  realtimeEventPayloadSchemas,
} from "@hatchery/shared";
import { and, asc, desc, eq, gte, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import { appMeta, events } from "../../db/schema";
import { keptWhileUnwritten, writeCountOf } from "../../db/write-count";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "../jobs/jobs";
import { runEventProjectors } from "./event-projectors";
import type { NamedResumePoint, ResumePoint } from "./resume-point";

/**
 * The channel every instance LISTENs on. A notification carries a committed event: its whole row as
 * JSON when that fits in a notification, else its id, and the listeners read the row from the log.
 */
export const EVENTS_CHANNEL = "hatchery_events";

/** PostgreSQL refuses a notification payload of this many bytes or more. */
const NOTIFY_PAYLOAD_LIMIT_BYTES = 8000;

type GroupAudienceKind = (typeof REALTIME_GROUP_AUDIENCE_KINDS)[number];

/** A person, team or incubator by its id; the administrators or everyone without one. */
export type RealtimeAudience =
  | { kind: Exclude<RealtimeAudienceKind, GroupAudienceKind>; id: string }
  | { kind: GroupAudienceKind };

/** The audience's id as the log stores it: null for a group that names no one in particular. */
export function audienceIdOf(audience: RealtimeAudience): string | null {
  return "id" in audience ? audience.id : null;
}

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
        ${audienceIdOf(event.audience)})
      returning *`;
}

/**
 * Selects the id of the event inserted by the `with` clause `inserted` (an `eventInsert`) and queues
 * its notification, delivered when the transaction commits. The row travels in the notification when
 * it fits, so the listening instances hand it on without reading it back. The notification also
 * carries the horizon its statement saw: every transaction below it had ended, so their notifications
 * all come before this one (PostgreSQL delivers notifications in commit order).
 */
export function selectEventNotification(inserted: string): SQL {
  return sql`select id, pg_notify(${EVENTS_CHANNEL},
      case when octet_length(notified.row) < ${NOTIFY_PAYLOAD_LIMIT_BYTES} then notified.row else notified.ref end)
    from (select id,
        json_build_object('id', id, 'txId', tx_id, 'horizon', horizon, 'type', type, 'payload', payload,
          'audienceKind', audience_kind, 'audienceId', audience_id, 'createdAt', created_at)::text as row,
        json_build_object('id', id, 'txId', tx_id, 'horizon', horizon)::text as ref
      from (select *, least(${SNAPSHOT_HORIZON}, tx_id) as horizon from ${sql.identifier(inserted)}) as seen
    ) as notified`;
}

/** The oldest transaction still running: every transaction below it has committed or rolled back. */
const SNAPSHOT_HORIZON = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

/** A committed event as its notification tells it: the row, or only its id to read from the log. */
export type NotifiedEvent = { horizon: number } & ({ event: StoredEvent } | { id: number });

/**
 * The event a notification carries, with its horizon (0 when it has none: a notification sent by
 * hand with a bare id). Undefined for anything else.
 */
export function parseEventNotification(payload: string | undefined): NotifiedEvent | undefined {
  if (payload === undefined) return undefined;
  if (!payload.startsWith("{")) {
    const id = Number(payload);
    return Number.isSafeInteger(id) && id > 0 ? { id, horizon: 0 } : undefined;
  }
  try {
    const { horizon, ...row } = JSON.parse(payload) as Omit<StoredEvent, "createdAt"> & {
      createdAt?: string;
      horizon?: unknown;
    };
    if (!Number.isSafeInteger(row.id)) return undefined;
    const seen = Number.isSafeInteger(horizon) ? (horizon as number) : 0;
    if (typeof row.type !== "string") return { id: row.id, horizon: seen };
    return { event: { ...row, createdAt: new Date(row.createdAt ?? 0) }, horizon: seen };
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

/** The horizon now: every transaction below it has ended, and its events (if any) are in the log. */
export async function currentHorizon(db: Database): Promise<number> {
  const { rows } = await db.execute<{ horizon: string | number }>(sql`select ${SNAPSHOT_HORIZON} as horizon`);
  return Number(rows[0]?.horizon ?? 0);
}

/** How long a signed-in page's horizon is reused while this process writes nothing. */
export const PAGE_HORIZON_REUSE_MS = 1000;

/**
 * The horizon for signed-in pages' `hatchery-events-from` (lib/web-app.ts): read once and reused while
 * this process has written nothing since the read began (db/write-count.ts), for at most
 * `PAGE_HORIZON_REUSE_MS`, instead of a select per page. An older horizon is never a gap: every
 * transaction below it had ended when it was read, so it is below anything the page's reads can see
 * but have not; the stream resuming from it replays what came since, which without a write here is
 * only another instance's work of the last second. Without a write count it is read each time.
 */
export function reusedHorizon(
  db: Database,
  { ttlMs = PAGE_HORIZON_REUSE_MS }: { ttlMs?: number } = {},
): () => Promise<number> {
  const kept = keptWhileUnwritten<number>(writeCountOf(db), { ttlMs, maxEntries: 1 });
  return async () => {
    const now = Date.now();
    const reused = kept.get("", now);
    if (reused !== undefined) return reused;
    const begun = kept.begin();
    const horizon = await currentHorizon(db);
    kept.keep("", horizon, begun, now);
    return horizon;
  };
}

/**
 * Where a stream starts that owes nothing before now (the page reads its data once the stream is live):
 * the horizon now, and the events already committed at or above it (the newest, up to `limit`).
 */
export async function freshResumePoint(db: Database, limit: number): Promise<ResumePoint> {
  const horizon = await currentHorizon(db);
  const rows = await db
    .select({ id: events.id, txId: events.txId })
    .from(events)
    .where(gte(events.txId, horizon))
    .orderBy(desc(events.id))
    .limit(limit);
  return { horizon, delivered: new Map(rows.reverse().map((row) => [row.id, row.txId])) };
}

/**
 * What a stream resuming from the point a browser named missed: the log's events at or above its
 * horizon but those it delivered, oldest first, up to `limit`; the point itself, with the transactions
 * of the delivered events; `horizon`, below which nothing more can appear; and `gone` when the cleanup
 * has deleted an event the point may lack (the stream answers a reset).
 */
export async function eventsToResume(
  db: Database,
  named: NamedResumePoint,
  limit: number,
): Promise<{ point: ResumePoint; events: StoredEvent[]; horizon: number; gone: boolean }> {
  // Read before the events: what ended before this snapshot is visible to the reads that follow.
  const horizon = await currentHorizon(db);
  const ids = named.deliveredIds;
  const delivered =
    ids.length === 0
      ? []
      : await db
          .select({ id: events.id, txId: events.txId })
          .from(events)
          .where(inArray(events.id, [...ids]))
          .orderBy(asc(events.id));
  const missed = await db
    .select()
    .from(events)
    .where(
      and(gte(events.txId, named.horizon), ids.length === 0 ? undefined : notInArray(events.id, [...ids])),
    )
    .orderBy(asc(events.id))
    .limit(limit);
  return {
    point: { horizon: named.horizon, delivered: new Map(delivered.map((row) => [row.id, row.txId])) },
    events: missed,
    horizon,
    gone: (await deletedThroughTransaction(db)) >= named.horizon,
  };
}

/** The key in app_meta of the newest transaction id among the events the cleanup deleted. */
const DELETED_THROUGH_KEY = "realtime.events_deleted_through_tx";

async function deletedThroughTransaction(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, DELETED_THROUGH_KEY));
  return typeof row?.value === "number" ? row.value : -1;
}

/** The newest event id, 0 for an empty log. */
export async function latestEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${events.id})` }).from(events);
  return Number(row?.id ?? 0);
}

/**
 * Deletes events created before `before`, and remembers the newest transaction among them: a browser
 * resuming from a point at or below it may have missed one of them and gets a reset.
 */
export async function deleteEventsBefore(db: Database, before: Date): Promise<number> {
  const { rows } = await db.execute<{ deleted: string | number }>(sql`
    with deleted as (delete from ${events} where ${events.createdAt} < ${before.toISOString()}::timestamptz
        returning tx_id),
      recorded as (insert into ${appMeta} (key, value)
        select ${DELETED_THROUGH_KEY}, to_jsonb(max(tx_id)) from deleted having count(*) > 0
        on conflict (key) do update set updated_at = now(),
          value = to_jsonb(greatest((${appMeta}.value #>> '{}')::bigint, (excluded.value #>> '{}')::bigint)))
    select count(*) as deleted from deleted`);
  return Number(rows[0]?.deleted ?? 0);
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
