import { eq } from "drizzle-orm";
import { authSecretOf } from "../auth/auth";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import type { Env } from "../env";
import { sendNotificationEmail } from "../modules/notifications/notification-emails";
import { notificationEmailJob } from "../modules/notifications/notify.service";
import { NOTIFICATION_EMAIL_RENDERERS } from "../notification-email-list";

/**
 * Runs every queued `notifications.email` job, as the job worker would, so a test reads the outbox as
 * people would receive it. Each email is sent once however often this runs.
 */
export async function deliverNotificationEmails(db: Database, env: Env): Promise<void> {
  const queued = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.name, notificationEmailJob.name));
  for (const { payload } of queued) {
    const { notificationId } = notificationEmailJob.payload.parse(payload);
    await sendNotificationEmail(
      db,
      notificationId,
      { publicUrl: env.PUBLIC_URL, secret: authSecretOf(env) },
      NOTIFICATION_EMAIL_RENDERERS,
    );
  }
}
