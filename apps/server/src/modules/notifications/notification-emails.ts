import { NOTIFICATION_KIND_LABELS, PRODUCT_NAME } from "@hatchery/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { authSecretOf } from "../../auth/auth";
import type { Database } from "../../db/client";
import { notifications, users } from "../../db/schema";
import type { Env } from "../../env";
import { type EmailLink, renderEmail, siteUrl } from "../../lib/email-layout";
import { type JobRegistration, registerJob } from "../../lib/jobs/jobs";
import { enqueueEmail, type OutboxMessage } from "../../lib/outbox";
import { notificationDigestJobs } from "./notification-digest";
import { deliveriesFor, type NotificationEmailRenderer, notificationEmailJob } from "./notify.service";
import { type NotificationEmailDeps, unsubscribeUrl } from "./unsubscribe-links";

/**
 * The email of a notification (docs/decisions/019-notifications.md), sent by the `notifications.email`
 * job for people who chose email for its kind. Every such email carries a one-click unsubscribe from
 * its kind (RFC 8058): a link signed with the server's secret, so it works without signing in.
 */

/** A sentence as an email paragraph: with a full stop unless it ends in its own punctuation. */
function asSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

type NotificationRow = typeof notifications.$inferSelect;

/**
 * The words of one notification's email. An area's own renderer (an application's step, a
 * subscription's change) keeps the words of that area's emails; every other notification says its
 * sentence, its preview and a link.
 */
async function composeNotificationEmail(
  db: Database,
  notification: NotificationRow,
  recipient: { email: string; firstName: string | null; timeZone: string | null },
  deps: NotificationEmailDeps,
  renderers: readonly NotificationEmailRenderer[],
): Promise<OutboxMessage | null> {
  const label = NOTIFICATION_KIND_LABELS[notification.kind];
  const unsubscribe: EmailLink = {
    label: `Unsubscribe from emails about ${label.toLowerCase()}`,
    url: unsubscribeUrl(deps, notification.userId, notification.kind),
  };
  for (const render of renderers) {
    const message = await render(db, { notification, recipient, publicUrl: deps.publicUrl, unsubscribe });
    if (message) return message;
  }
  return renderEmail({
    kind: `notification-${notification.kind.replaceAll("_", "-")}`,
    to: recipient.email,
    subject: notification.title,
    greetingName: recipient.firstName ?? "",
    paragraphs: [asSentence(notification.title)],
    ...(notification.excerpt ? { quote: notification.excerpt } : {}),
    action: { label: `Open in ${PRODUCT_NAME}`, url: siteUrl(deps.publicUrl, notification.url) },
    footnote: `You receive this because you chose email for “${label}”. You can change that in your profile.`,
    unsubscribe,
  });
}

/**
 * Sends one notification's email, once: the notification is claimed by setting `emailed_at` in the
 * transaction that queues the message, so a second run (a retry, a job run twice) finds it claimed.
 * Nothing is sent when the person read it in the app meanwhile or no longer wants email for its kind.
 * Returns whether a message was queued.
 */
export async function sendNotificationEmail(
  db: Database,
  notificationId: string,
  deps: NotificationEmailDeps,
  renderers: readonly NotificationEmailRenderer[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(notifications)
      .set({ emailedAt: sql`now()` })
      .where(and(eq(notifications.id, notificationId), isNull(notifications.emailedAt)))
      .returning();
    if (!claimed || claimed.readAt !== null) return false;
    const delivery = (await deliveriesFor(tx, claimed.kind, [claimed.userId])).get(claimed.userId);
    if (delivery !== "email") return false;
    const [recipient] = await tx
      .select({ email: users.email, firstName: users.firstName, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, claimed.userId));
    if (!recipient) return false;
    const message = await composeNotificationEmail(tx, claimed, recipient, deps, renderers);
    if (!message) return false;
    await enqueueEmail(tx, message);
    return true;
  });
}

/**
 * The notification jobs: each email, written by the areas' `renderers` where they have their own
 * (src/notification-email-list.ts), and the digest's schedule. The secret is read when a job runs: the server resolves it at
 * start-up (auth/secret.ts), after the job list is made.
 */
export function notificationJobs(
  db: Database,
  env: Env,
  renderers: readonly NotificationEmailRenderer[],
): JobRegistration[] {
  return [
    registerJob(notificationEmailJob, async ({ notificationId }) => {
      await sendNotificationEmail(
        db,
        notificationId,
        {
          publicUrl: env.PUBLIC_URL,
          secret: authSecretOf(env),
        },
        renderers,
      );
    }),
    ...notificationDigestJobs(db, () => ({ publicUrl: env.PUBLIC_URL, secret: authSecretOf(env) })),
  ];
}
