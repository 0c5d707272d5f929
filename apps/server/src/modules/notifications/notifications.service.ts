import {
  DEFAULT_NOTIFICATION_DELIVERY,
  DEFAULT_NOTIFICATION_DIGEST_FREQUENCY,
  type MarkAllNotificationsReadResponse,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationListResponse,
  type NotificationPreferencesResponse,
  type NotificationResponse,
  type NotificationUnreadCountResponse,
  type updateNotificationPreferencesSchema,
} from "@hatchery/shared";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { notificationPreferences, notificationSettings, notifications, users } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { decodeCursor, exactTimestamp, pageOf } from "../../lib/pagination";
import { publishEvent } from "../../lib/realtime/event-log";
import { isUuid } from "../../lib/uuid";
import { signedInUserId } from "../memberships/memberships.service";

/**
 * The notification centre's reads and changes (docs/decisions/019-notifications.md). A person reads
 * and changes their own notifications only: every query is filtered on their id, and an id of anyone
 * else's is answered as one that does not exist.
 */

type UpdateNotificationPreferences = z.output<typeof updateNotificationPreferencesSchema>;

export const NOTIFICATION_NOT_FOUND_MESSAGE = "Notification not found.";

const notFound = () => new AppError("not_found", NOTIFICATION_NOT_FOUND_MESSAGE);

/** The list's sort key, (updated_at to the microsecond, id), of the last notification of a page. */
const listCursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

function selectNotifications(db: Database, where: SQL | undefined) {
  return db
    .select({
      notification: notifications,
      updatedAtExact: exactTimestamp(notifications.updatedAt),
      actorName: users.name,
      actorImage: users.image,
      actorHandle: users.handle,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(where)
    .orderBy(desc(notifications.updatedAt), desc(notifications.id));
}

type NotificationRow = Awaited<ReturnType<typeof selectNotifications>>[number];

function toNotification({ notification, actorName, actorImage, actorHandle }: NotificationRow): Notification {
  return {
    id: notification.id,
    kind: notification.kind,
    actor:
      notification.actorId === null || actorName === null || actorHandle === null
        ? null
        : { id: notification.actorId, name: actorName, image: actorImage, handle: actorHandle },
    actorCount: notification.actorCount,
    title: notification.title,
    excerpt: notification.excerpt,
    url: notification.url,
    read: notification.readAt !== null,
    createdAt: notification.createdAt.toISOString(),
    updatedAt: notification.updatedAt.toISOString(),
  };
}

/** The person's notifications, newest change first, a page at a time; only the unread ones if asked. */
export async function listNotifications(
  db: Database,
  actor: Actor,
  input: { cursor?: string | undefined; limit: number; unread?: "true" | "false" | undefined },
): Promise<NotificationListResponse> {
  const userId = signedInUserId(actor);
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (input.unread === "true") conditions.push(isNull(notifications.readAt));
  if (input.cursor !== undefined) {
    const [updatedAt, id] = decodeCursor(input.cursor, listCursorSchema);
    conditions.push(
      sql`(${notifications.updatedAt}, ${notifications.id}) < (${updatedAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await selectNotifications(db, and(...conditions)).limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.updatedAtExact, row.notification.id]);
  return { items: page.items.map(toNotification), nextCursor: page.nextCursor };
}

export async function countUnreadNotifications(
  db: Database,
  actor: Actor,
): Promise<NotificationUnreadCountResponse> {
  const userId = signedInUserId(actor);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      mentions: sql<number>`(count(*) filter (where ${notifications.kind} = 'mention'))::int`,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { count: row?.count ?? 0, mentions: row?.mentions ?? 0 };
}

/** Marks one of the person's notifications read (already read: unchanged) and tells their other tabs. */
export async function markNotificationRead(
  db: Database,
  actor: Actor,
  input: { id: string },
): Promise<NotificationResponse> {
  const userId = signedInUserId(actor);
  if (!isUuid(input.id)) throw notFound();
  return db.transaction(async (tx) => {
    const mine = and(eq(notifications.id, input.id), eq(notifications.userId, userId));
    const [marked] = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(mine, isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    const [row] = await selectNotifications(tx, mine);
    if (!row) throw notFound();
    if (marked) {
      await publishEvent(tx, {
        type: "notification.changed",
        audience: { kind: "person", id: userId },
        payload: { notificationId: marked.id },
      });
    }
    return { notification: toNotification(row) };
  });
}

/** Marks every unread notification of the person read, announced once (with no id) when any were. */
export async function markAllNotificationsRead(
  db: Database,
  actor: Actor,
): Promise<MarkAllNotificationsReadResponse> {
  const userId = signedInUserId(actor);
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) {
      await publishEvent(tx, {
        type: "notification.changed",
        audience: { kind: "person", id: userId },
        payload: { notificationId: null },
      });
    }
    return { marked: marked.length };
  });
}

/** A visit is written at most once per this long per person (the digest's question is "this period?"). */
export const VISIT_RECORD_INTERVAL_MS = 5 * 60_000;
/** Beyond this many people remembered, this instance forgets them all and starts again. */
const VISITS_REMEMBERED_MAX = 10_000;

/**
 * Remembers that people use the signed-in app, for the digest (sent only to those who did not visit in
 * its period). The bell asks for the unread count on every page, so this keeps the write cheap: each
 * instance skips a person it recorded in the last few minutes, and the database skips a write when
 * another instance did.
 */
export function createVisitRecorder(db: Database) {
  const recordedAt = new Map<string, number>();
  return async function recordVisit(userId: string, at: Date): Promise<void> {
    const last = recordedAt.get(userId);
    if (last !== undefined && at.getTime() - last < VISIT_RECORD_INTERVAL_MS) return;
    if (recordedAt.size >= VISITS_REMEMBERED_MAX) recordedAt.clear();
    recordedAt.set(userId, at.getTime());
    const threshold = new Date(at.getTime() - VISIT_RECORD_INTERVAL_MS);
    await db
      .insert(notificationSettings)
      .values({ userId, lastVisitAt: at })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { lastVisitAt: at },
        setWhere: sql`${notificationSettings.lastVisitAt} is null or ${notificationSettings.lastVisitAt} < ${threshold.toISOString()}::timestamptz`,
      });
  };
}

/** The person's choice for every kind (the default where they made none) and their digest frequency. */
export async function getNotificationPreferences(
  db: Database,
  actor: Actor,
): Promise<NotificationPreferencesResponse> {
  const userId = signedInUserId(actor);
  const deliveries = await db
    .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(deliveries.map((row) => [row.kind, row.delivery]));
  const [settings] = await db
    .select({ digestFrequency: notificationSettings.digestFrequency })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      delivery: chosen.get(kind) ?? DEFAULT_NOTIFICATION_DELIVERY[kind],
    })),
    digestFrequency: settings?.digestFrequency ?? DEFAULT_NOTIFICATION_DIGEST_FREQUENCY,
  };
}

/** Changes the person's choices for the kinds named, and their digest frequency if given. */
export async function updateNotificationPreferences(
  db: Database,
  actor: Actor,
  input: UpdateNotificationPreferences,
): Promise<NotificationPreferencesResponse> {
  const userId = signedInUserId(actor);
  const deliveries = Object.entries(input.deliveries ?? {}).flatMap(([kind, delivery]) =>
    delivery === undefined ? [] : [{ userId, kind: kind as NotificationKind, delivery }],
  );
  await db.transaction(async (tx) => {
    if (deliveries.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(deliveries)
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { delivery: sql`excluded.delivery`, updatedAt: sql`now()` },
        });
    }
    if (input.digestFrequency !== undefined) {
      await tx
        .insert(notificationSettings)
        .values({ userId, digestFrequency: input.digestFrequency })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { digestFrequency: input.digestFrequency, updatedAt: sql`now()` },
        });
    }
  });
  return getNotificationPreferences(db, actor);
}
