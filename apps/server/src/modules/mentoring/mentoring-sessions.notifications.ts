import type { MentoringSessionChange } from "@hatchery/shared";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type mentoringSessions, users } from "../../db/schema";
import { formatDayAndTime } from "../../lib/dates";
import { notify } from "../notifications/notify.service";

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
  }
}

/**
 * Tells the other person of a session's step in the notification centre (and by email where they
 * chose it), in the step's transaction. The calendar invitations of the next slice build on the same
 * steps through their events.
 */
export async function notifySessionStep(
  tx: Database,
  row: SessionRow,
  change: MentoringSessionChange,
  byUserId: string,
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
  await notify(tx, [recipientId], {
    kind: "mentoring_session",
    actorId: byUserId,
    title: titleOf(change, row, actor?.name ?? "Someone", when),
    excerpt: change === "requested" ? row.agenda : (reason ?? undefined),
    url: "/mentoring/sessions",
    subject: { sessionId: row.id, change },
  });
}
