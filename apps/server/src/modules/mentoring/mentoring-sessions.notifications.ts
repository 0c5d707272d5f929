import type { MentoringSessionChange } from "@hatchery/shared";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type mentoringSessions, users } from "../../db/schema";
import { formatDayAndTime } from "../../lib/dates";
import { notify } from "../notifications/notify.service";
import type { SessionCalendarChange } from "./session-calendar";

type SessionRow = typeof mentoringSessions.$inferSelect;

/** What the other person reads, with the session's moment in their own zone (decision 036). */
function titleOf(change: MentoringSessionChange, row: SessionRow, actorName: string, when: string): string {
  switch (change) {
    case "requested":
      return row.status === "confirmed"
        ? `${actorName} booked a session with you on ${when}`
        : `${actorName} asked for a session with you on ${when}`;
    case "confirmed":
      return `${actorName} confirmed your session on ${when}`;
    case "declined":
      return `${actorName} declined your session on ${when}`;
    case "cancelled":
      return `${actorName} cancelled your session on ${when}`;
    case "rescheduled":
      return `${actorName} moved your session to ${when}`;
    case "completed":
      return `${actorName} marked your session on ${when} completed`;
    case "no_show":
      return `${actorName} marked your session on ${when} as missed`;
  }
}

/**
 * Which calendar message a step's email carries, if any: a confirmed session is put in the calendar
 * (an invitation), a move of a session that is or was confirmed replaces it (an update), and a
 * cancellation or decline removes it. A request waiting for the mentor is not in any calendar yet.
 */
export function calendarChangeOf(
  change: MentoringSessionChange,
  row: SessionRow,
  wasConfirmed: boolean,
): SessionCalendarChange | null {
  switch (change) {
    case "requested":
    case "confirmed":
      return row.status === "confirmed" ? "invitation" : null;
    case "rescheduled":
      return row.status === "confirmed" || wasConfirmed ? "update" : null;
    case "declined":
    case "cancelled":
      return "cancellation";
    case "completed":
    case "no_show":
      return null;
  }
}

/**
 * Tells the other person of a session's step in the notification centre (and by email where they
 * chose it), in the step's transaction. The notification's subject keeps the step's version of the
 * session (its times and calendar sequence), so its email's `.ics` says what this step said even if
 * the session changes again before the email is written (session-emails.ts).
 */
export async function notifySessionStep(
  tx: Database,
  row: SessionRow,
  change: MentoringSessionChange,
  byUserId: string,
  options: { wasConfirmed?: boolean } = {},
): Promise<void> {
  const recipientId = byUserId === row.mentorId ? row.menteeId : row.mentorId;
  const people = await tx
    .select({ id: users.id, name: users.name, timeZone: users.timeZone })
    .from(users)
    .where(inArray(users.id, [byUserId, recipientId]));
  const actor = people.find((person) => person.id === byUserId);
  const recipient = people.find((person) => person.id === recipientId);
  const when = formatDayAndTime(row.startsAt, recipient?.timeZone);
  const reason = change === "declined" ? row.declineReason : change === "cancelled" ? row.cancelReason : null;
  const calendar = calendarChangeOf(change, row, options.wasConfirmed ?? false);
  await notify(tx, [recipientId], {
    kind: "mentoring_session",
    actorId: byUserId,
    title: titleOf(change, row, actor?.name ?? "Someone", when),
    excerpt: change === "requested" ? row.agenda : (reason ?? undefined),
    url: "/mentoring/sessions",
    subject: {
      sessionId: row.id,
      change,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      sequence: String(row.calendarSequence),
      ...(calendar ? { calendar } : {}),
    },
  });
}
