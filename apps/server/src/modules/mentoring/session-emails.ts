import { PRODUCT_NAME } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { mentoringSessions, mentorProfiles, users } from "../../db/schema";
import { formatDayAndTime, timeZoneOrDefault } from "../../lib/dates";
import { renderEmail, siteUrl } from "../../lib/email-layout";
import type { NotificationEmailRenderer } from "../notifications/notify.service";
import { type SessionCalendarChange, sessionCalendarAttachment } from "./session-calendar";

/*
 * The emails of mentoring sessions (docs/decisions/051-mentoring.md, "Invitations and reminders"): the
 * notification's sentence in the recipient's zone, and for a step that changes the calendar an `.ics`
 * invitation, update or cancellation. Listed in src/notification-email-list.ts; the person's choice for
 * "Mentoring sessions" decides whether it is sent, like every notification email.
 */

const CALENDAR_CHANGES: readonly SessionCalendarChange[] = ["invitation", "update", "cancellation"];

function isCalendarChange(value: string | undefined): value is SessionCalendarChange {
  return CALENDAR_CHANGES.some((change) => change === value);
}

/** The event's UID: one per session for its whole life, on the host of the public address. */
export function sessionCalendarUid(sessionId: string, publicUrl: string): string {
  return `mentoring-session-${sessionId}@${new URL(publicUrl).hostname}`;
}

const mentorUser = alias(users, "mentor_user");
const menteeUser = alias(users, "mentee_user");

async function sessionPeopleOf(db: Database, sessionId: string) {
  const [row] = await db
    .select({
      agenda: mentoringSessions.agenda,
      updatedAt: mentoringSessions.updatedAt,
      mentor: { name: mentorUser.name, email: mentorUser.email },
      mentee: { name: menteeUser.name, email: menteeUser.email },
      meetingLink: mentorProfiles.meetingLink,
    })
    .from(mentoringSessions)
    .innerJoin(mentorUser, eq(mentorUser.id, mentoringSessions.mentorId))
    .innerJoin(menteeUser, eq(menteeUser.id, mentoringSessions.menteeId))
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, mentoringSessions.mentorId))
    .where(eq(mentoringSessions.id, sessionId));
  return row ?? null;
}

/** The email names the start and the length; the calendar shows the end. */
function lengthInMinutes(startsAt: Date, endsAt: Date): number {
  return Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
}

/**
 * The email of a `mentoring_session` notification: its sentence, when (in the recipient's zone, named),
 * the meeting link, and the `.ics` the step's subject asks for. Null for any other notification, or
 * when the session is gone (the plain notification email then has nothing to say either).
 */
export const mentoringSessionEmail: NotificationEmailRenderer = async (db, input) => {
  const { notification, recipient } = input;
  if (notification.kind !== "mentoring_session") return null;
  const { sessionId, startsAt, endsAt, sequence, calendar } = notification.subject;
  if (!sessionId || !startsAt || !endsAt) return null;
  const facts = await sessionPeopleOf(db, sessionId);
  if (!facts) return null;
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const zone = timeZoneOrDefault(recipient.timeZone);
  const attachments = isCalendarChange(calendar)
    ? [
        sessionCalendarAttachment(calendar, {
          uid: sessionCalendarUid(sessionId, input.publicUrl),
          sequence: Number(sequence ?? 0),
          start,
          end,
          timeZone: zone,
          summary: `Mentoring: ${facts.mentor.name} and ${facts.mentee.name}`,
          description: facts.agenda,
          meetingUrl: facts.meetingLink,
          organizer: facts.mentor,
          attendee: facts.mentee,
          stampedAt: notification.createdAt,
        }),
      ]
    : [];
  const message = renderEmail({
    kind: `mentoring-session${isCalendarChange(calendar) ? `-${calendar}` : ""}`,
    to: recipient.email,
    subject: notification.title,
    greetingName: recipient.firstName ?? "",
    paragraphs: [
      /[.!?…]$/.test(notification.title) ? notification.title : `${notification.title}.`,
      ...(calendar === "cancellation"
        ? ["The attached cancellation removes the session from your calendar."]
        : calendar
          ? ["The attached invitation puts the session in your calendar at this time."]
          : []),
    ],
    details: [
      { label: "When", value: formatDayAndTime(start, zone) },
      { label: "Length", value: `${lengthInMinutes(start, end)} minutes` },
      ...(facts.meetingLink && calendar !== "cancellation"
        ? [{ label: "Meeting link", value: facts.meetingLink }]
        : []),
    ],
    ...(notification.excerpt ? { quote: notification.excerpt } : {}),
    action: { label: `Open in ${PRODUCT_NAME}`, url: siteUrl(input.publicUrl, notification.url) },
    footnote:
      "You receive this because you chose email for “Mentoring sessions”. You can change that in your profile.",
    unsubscribe: input.unsubscribe,
  });
  return attachments.length > 0 ? { ...message, attachments } : message;
};
