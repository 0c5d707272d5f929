import { mentoringSessionEmail } from "./modules/mentoring/session-emails";
import type { NotificationEmailRenderer } from "./modules/notifications/notify.service";
import { applicationStepEmail } from "./modules/positions/application-emails";
import { subscriptionChangeEmail } from "./modules/subscriptions/subscription-emails.service";

/**
 * The areas' own notification emails, in one static list (as `backgroundJobs()` lists the jobs and
 * `EVENT_PROJECTORS` the projectors): the notification email job tries them in this order, and writes
 * the plain notification email when none of them claims the notification. A new area with emails of its
 * own adds its renderer here; the notifications module imports no area.
 */
export const NOTIFICATION_EMAIL_RENDERERS: readonly NotificationEmailRenderer[] = [
  subscriptionChangeEmail,
  applicationStepEmail,
  mentoringSessionEmail,
];
