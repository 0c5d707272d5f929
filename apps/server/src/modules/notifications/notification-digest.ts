import {
  DEFAULT_NOTIFICATION_DIGEST_FREQUENCY,
  NOTIFICATION_DIGEST_PERIODS,
  type NotificationDigestPeriodKind,
  PRODUCT_NAME,
} from "@hatchery/shared";
import { and, asc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notificationSettings, notifications, users } from "../../db/schema";
import { formatDayAndTime, utcCalendarDay } from "../../lib/dates";
import { renderEmail, siteUrl } from "../../lib/email-layout";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "../../lib/jobs/jobs";
import { enqueueEmail } from "../../lib/outbox";
import { type NotificationEmailDeps, unsubscribeUrl } from "./unsubscribe-links";

/**
 * The digest of what a person missed (docs/decisions/019-notifications.md): once a day or once a week,
 * as they chose (weekly by default), one email listing their unread notifications of the period before
 * that no email has covered, sent only to people who did not visit in that period. A schedule runs it
 * every hour, once across instances; each person's digest of a period is claimed in
 * `notification_settings.last_digest_period`, so it is never sent twice.
 */

const DAY_MS = 24 * 60 * 60_000;
/** How often the schedule looks for digests due; a period's digests go out in its first hour. */
export const DIGEST_INTERVAL_MS = 60 * 60_000;
/** Titles one digest lists; the rest are counted. */
export const DIGEST_ITEMS_SHOWN = 10;

export const notificationDigestJob = defineScheduledJob({ name: "notifications.digest" });

export interface DigestPeriod {
  frequency: NotificationDigestPeriodKind;
  /** Unique per frequency and period, such as `weekly:2026-11-16`. */
  key: string;
  start: Date;
  end: Date;
}

/** The last whole day, or the last whole week (Monday to Sunday, UTC), before `now`. */
export function digestPeriodBefore(now: Date, frequency: NotificationDigestPeriodKind): DigestPeriod {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end = frequency === "daily" ? today : today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const start = end - (frequency === "daily" ? DAY_MS : 7 * DAY_MS);
  return {
    frequency,
    key: `${frequency}:${utcCalendarDay(new Date(start))}`,
    start: new Date(start),
    end: new Date(end),
  };
}

/*
 * What no email has covered: not yet emailed, or kept for the app only (notify marks those emailed in
 * the transaction that makes them, so their emailed_at is their created_at). One sent by email has a
 * later emailed_at and stays out of the digest.
 */
const notEmailed = or(isNull(notifications.emailedAt), eq(notifications.emailedAt, notifications.createdAt));

function missedIn(period: DigestPeriod) {
  return and(
    isNull(notifications.readAt),
    notEmailed,
    gte(notifications.createdAt, period.start),
    lt(notifications.createdAt, period.end),
  );
}

/** The people due a digest of `period`: their frequency, away all period, something missed, none sent. */
async function peopleDue(db: Database, period: DigestPeriod): Promise<string[]> {
  const frequency = sql`coalesce(${notificationSettings.digestFrequency}, ${DEFAULT_NOTIFICATION_DIGEST_FREQUENCY})`;
  const rows = await db
    .select({ userId: users.id })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        sql`${frequency} = ${period.frequency}`,
        or(isNull(notificationSettings.lastVisitAt), lt(notificationSettings.lastVisitAt, period.start)),
        sql`${notificationSettings.lastDigestPeriod} is distinct from ${period.key}`,
        sql`exists (select 1 from ${notifications} where ${notifications.userId} = ${users.id} and ${missedIn(period)})`,
      ),
    );
  return rows.map((row) => row.userId);
}

/**
 * Sends one person's digest of `period`, in one transaction: claims the period, marks what it lists
 * as emailed (so a pending single email of one of them is not sent as well), and queues the message.
 * Returns whether it was sent (false when another run had claimed it).
 */
async function sendDigest(
  db: Database,
  userId: string,
  period: DigestPeriod,
  deps: NotificationEmailDeps,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(notificationSettings)
      .values({ userId, lastDigestPeriod: period.key })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { lastDigestPeriod: period.key },
        setWhere: sql`${notificationSettings.lastDigestPeriod} is distinct from ${period.key}`,
      })
      .returning({ userId: notificationSettings.userId });
    if (!claimed) return false;
    const missed = await tx
      .select({ id: notifications.id, title: notifications.title, createdAt: notifications.createdAt })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), missedIn(period)))
      .orderBy(asc(notifications.createdAt));
    if (missed.length === 0) return false;
    await tx
      .update(notifications)
      .set({ emailedAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), missedIn(period), isNull(notifications.emailedAt)));
    const [person] = await tx
      .select({ email: users.email, firstName: users.firstName, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, userId));
    if (!person) return false;
    const when = period.frequency === "daily" ? "yesterday" : "last week";
    const count = missed.length === 1 ? "1 notification" : `${missed.length} notifications`;
    // Each with its moment in the person's zone, named: the digest is read days later, anywhere.
    const listed = missed
      .slice(0, DIGEST_ITEMS_SHOWN)
      .map((item) => `• ${item.title} — ${formatDayAndTime(item.createdAt, person.timeZone)}`);
    const more = missed.length - listed.length;
    await enqueueEmail(
      tx,
      renderEmail({
        kind: "notification-digest",
        to: person.email,
        subject: `You missed ${count} on ${PRODUCT_NAME} ${when}`,
        greetingName: person.firstName ?? "",
        paragraphs: [
          `While you were away ${when}, you got ${count}:`,
          listed.join("\n"),
          ...(more > 0 ? [`…and ${more} more.`] : []),
        ],
        action: { label: "Open your notifications", url: siteUrl(deps.publicUrl, "/notifications") },
        footnote: `You receive this ${period.frequency === "daily" ? "daily" : "weekly"} digest because you did not visit ${PRODUCT_NAME} ${when}. You can choose daily, weekly or off in your profile's notification settings.`,
        unsubscribe: {
          label: "Unsubscribe from the digest",
          url: unsubscribeUrl(deps, userId, "digest"),
        },
      }),
    );
    return true;
  });
}

/** Sends every digest due at `now`, daily and weekly; returns how many were sent. */
export async function sendDueDigests(db: Database, now: Date, deps: NotificationEmailDeps): Promise<number> {
  let sent = 0;
  for (const frequency of NOTIFICATION_DIGEST_PERIODS) {
    const period = digestPeriodBefore(now, frequency);
    for (const userId of await peopleDue(db, period)) {
      if (await sendDigest(db, userId, period, deps)) sent += 1;
    }
  }
  return sent;
}

/** `deps` is read when the schedule runs: the server resolves its secret after the job list is made. */
export function notificationDigestJobs(db: Database, deps: () => NotificationEmailDeps): JobRegistration[] {
  return [
    registerSchedule(notificationDigestJob, DIGEST_INTERVAL_MS, async ({ now }) => {
      await sendDueDigests(db, now, deps());
    }),
  ];
}
