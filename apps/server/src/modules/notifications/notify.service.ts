import {
  DEFAULT_NOTIFICATION_DELIVERY,
  NOTIFICATION_EXCERPT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  type NotificationDelivery,
  type NotificationKind,
} from "@hatchery/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { notificationPreferences, notifications } from "../../db/schema";
import type { EmailLink } from "../../lib/email-layout";
import { defineJob, enqueueJob } from "../../lib/jobs/jobs";
import type { OutboxMessage } from "../../lib/outbox";
import { publishEvent } from "../../lib/realtime/event-log";

/**
 * Making notifications (docs/decisions/019-notifications.md). Every feature that tells a person about
 * something calls `notify` in the transaction of the change, so the notification exists exactly when
 * the change does; the person's choice for the kind decides whether it is kept, and whether an email
 * follows through the job queue.
 */

export interface NotificationInput {
  kind: NotificationKind;
  /** Who caused it: never notified of their own action. Null for the platform. */
  actorId: string | null;
  /** The sentence the person reads, e.g. "Ada Lovelace mentioned you in Sun Team". */
  title: string;
  /**
   * For a grouped notification: the sentence once others joined, where `{others}` becomes "1 other" or
   * "2 others", e.g. "Ada Lovelace and {others} reacted to your post".
   */
  groupTitle?: string;
  /** Unread notifications of one person with the same key are one: a new one joins it. */
  groupKey?: string;
  /** A preview of what was written; cut to `NOTIFICATION_EXCERPT_MAX_LENGTH` at a word. */
  excerpt?: string;
  /** A path inside the app, such as `/teams/sun-team/feed?post=…`. */
  url: string;
  /** Ids of what it is about, for cleaning up when that is deleted. */
  subject?: Record<string, string>;
}

/** What a notification's email is written from, when its job runs. */
export interface NotificationEmailInput {
  notification: typeof notifications.$inferSelect;
  /** The IANA zone the email writes its moments in; UTC when null (docs/decisions/036-time.md). */
  recipient: { email: string; firstName: string | null; timeZone: string | null };
  /** PUBLIC_URL, which every link of the email is built on. */
  publicUrl: string;
  /** The one-click unsubscribe from the notification's kind, which every notification email carries. */
  unsubscribe: EmailLink;
}

/**
 * An area's own email for some of its notifications (an application's step, a subscription's change),
 * in the words of that area's emails: null for a notification that is not one of its own, or whose
 * subject is gone, and the next renderer (at last the plain notification email) writes it. The areas'
 * renderers are listed once, in `src/notification-email-list.ts`, so this module imports no area.
 */
export type NotificationEmailRenderer = (
  db: Database,
  input: NotificationEmailInput,
) => Promise<OutboxMessage | null>;

/** Sends the email of one notification; its handler lives with the notification emails. */
export const notificationEmailJob = defineJob({
  name: "notifications.email",
  payload: z.object({ notificationId: z.string() }),
});

/** Cuts a text to at most `max` characters, at a word where one is near, with "…". */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Each recipient's delivery for one kind: their choice, or the default. */
export async function deliveriesFor(
  db: Database,
  kind: NotificationKind,
  userIds: readonly string[],
): Promise<Map<string, NotificationDelivery>> {
  const chosen = await db
    .select({ userId: notificationPreferences.userId, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.kind, kind), inArray(notificationPreferences.userId, [...userIds])),
    );
  const byUser = new Map(chosen.map((row) => [row.userId, row.delivery]));
  return new Map(
    userIds.map((userId) => [userId, byUser.get(userId) ?? DEFAULT_NOTIFICATION_DELIVERY[kind]]),
  );
}

/** Adds the actor to the person's unread group of that key; the id when there was one to join. */
async function joinGroup(
  tx: Database,
  userId: string,
  input: NotificationInput & { groupKey: string },
  texts: { title: string; groupTitle: string; excerpt: string },
): Promise<string | undefined> {
  const actor = input.actorId;
  const isNewActor = actor === null ? sql`false` : sql`not (${actor}::text = any(${notifications.actorIds}))`;
  const count = sql`(${notifications.actorCount} + case when ${isNewActor} then 1 else 0 end)`;
  const [row] = await tx
    .update(notifications)
    .set({
      actorId: actor,
      actorIds:
        actor === null
          ? sql`${notifications.actorIds}`
          : sql`case when ${isNewActor} then ${notifications.actorIds} || array[${actor}::text] else ${notifications.actorIds} end`,
      actorCount: count,
      title: sql`case when ${count} <= 1 then ${texts.title} else replace(${texts.groupTitle}, '{others}', (${count} - 1)::text || case when ${count} - 1 = 1 then ' other' else ' others' end) end`,
      excerpt: texts.excerpt,
      url: input.url,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.groupKey, input.groupKey),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return row?.id;
}

/**
 * Notifies each recipient (the actor left out) according to their choice for the kind, announces it on
 * their realtime stream, and queues its email where they chose email. A grouped notification joins
 * the recipient's unread one of the same key instead (and sends no second email). Returns the ids of
 * the notifications made or joined.
 */
export async function notify(
  tx: Database,
  recipients: readonly string[],
  input: NotificationInput,
): Promise<string[]> {
  const people = [...new Set(recipients)].filter((userId) => userId !== input.actorId);
  if (people.length === 0) return [];
  const deliveries = await deliveriesFor(tx, input.kind, people);
  const texts = {
    title: shorten(input.title, NOTIFICATION_TITLE_MAX_LENGTH),
    groupTitle: shorten(input.groupTitle ?? input.title, NOTIFICATION_TITLE_MAX_LENGTH),
    excerpt: shorten(input.excerpt ?? "", NOTIFICATION_EXCERPT_MAX_LENGTH),
  };
  const ids: string[] = [];
  for (const userId of people) {
    const delivery = deliveries.get(userId);
    if (delivery === undefined || delivery === "off") continue;
    const { groupKey } = input;
    const joined =
      groupKey === undefined ? undefined : await joinGroup(tx, userId, { ...input, groupKey }, texts);
    let id = joined;
    if (id === undefined) {
      const [row] = await tx
        .insert(notifications)
        .values({
          userId,
          kind: input.kind,
          actorId: input.actorId,
          actorIds: input.actorId === null ? [] : [input.actorId],
          actorCount: input.actorId === null ? 0 : 1,
          title: texts.title,
          excerpt: texts.excerpt,
          url: input.url,
          groupKey: groupKey ?? null,
          subject: input.subject ?? {},
          // Nothing to email when the person reads it in the app only.
          emailedAt: delivery === "email" ? null : sql`now()`,
        })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      // A concurrent transaction made the group's notification first: join it.
      id =
        row?.id ??
        (groupKey === undefined ? undefined : await joinGroup(tx, userId, { ...input, groupKey }, texts));
      if (row && delivery === "email") {
        await enqueueJob(tx, notificationEmailJob, { notificationId: row.id });
      }
    }
    if (id === undefined) continue;
    ids.push(id);
    await publishEvent(tx, {
      type: "notification.changed",
      audience: { kind: "person", id: userId },
      payload: { notificationId: id },
    });
  }
  return ids;
}
