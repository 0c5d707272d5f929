import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type MENTORING_REMINDER_LEADS,
  mentoringSessionReminders,
  mentoringSessions,
  users,
} from "../../db/schema";
import { formatDayAndTime } from "../../lib/dates";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "../../lib/jobs/jobs";
import { notify } from "../notifications/notify.service";
import { completeUnmarkedSessions } from "./mentoring-session-completion";

/*
 * Reminders a day and an hour before a confirmed session, to both people (docs/decisions/051-mentoring.md,
 * "Invitations and reminders"). A reminder is sent in the transaction that inserts its row of
 * `mentoring_session_reminders`; the row's primary key (session, person, lead, start time) is what
 * keeps it from being sent twice by a replayed run or a second worker. The start time in the key gives
 * a moved session reminders for its new time; the scan reads only confirmed sessions at their current
 * time, so an old time or a cancelled session gets none.
 */

export type ReminderLead = (typeof MENTORING_REMINDER_LEADS)[number];

const HOUR_MS = 60 * 60_000;
const LEAD_MS: Readonly<Record<ReminderLead, number>> = { day: 24 * HOUR_MS, hour: HOUR_MS };

/** How often the reminder and completion schedule runs: a reminder is at most this late. */
export const MENTORING_SCHEDULE_INTERVAL_MS = 5 * 60_000;

/** At most this many sessions are reminded per run; the next run takes the rest. */
const REMINDER_BATCH = 500;

/**
 * The reminder due now for a session starting at `startsAt`, if any: the hour's inside the last hour,
 * the day's inside the last day before that. A session booked or confirmed inside the last hour gets
 * only the hour's: a day's reminder then would say the same thing twice.
 */
export function reminderLeadAt(startsAt: Date, now: Date): ReminderLead | null {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 0) return null;
  if (ahead <= LEAD_MS.hour) return "hour";
  if (ahead <= LEAD_MS.day) return "day";
  return null;
}

function reminderTitle(lead: ReminderLead, otherName: string, when: string): string {
  return lead === "hour"
    ? `Reminder: your session with ${otherName} starts within the hour, on ${when}`
    : `Reminder: your session with ${otherName} is on ${when}`;
}

type SessionRow = typeof mentoringSessions.$inferSelect;

async function remindBoth(db: Database, session: SessionRow, lead: ReminderLead): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(mentoringSessionReminders)
      .values(
        [session.mentorId, session.menteeId].map((userId) => ({
          sessionId: session.id,
          userId,
          lead,
          startsAt: session.startsAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: mentoringSessionReminders.userId });
    if (claimed.length === 0) return 0;
    const people = await tx
      .select({ id: users.id, name: users.name, timeZone: users.timeZone })
      .from(users)
      .where(inArray(users.id, [session.mentorId, session.menteeId]));
    for (const { userId } of claimed) {
      const recipient = people.find((person) => person.id === userId);
      const other = people.find((person) => person.id !== userId);
      await notify(tx, [userId], {
        kind: "mentoring_session",
        actorId: null,
        title: reminderTitle(
          lead,
          other?.name ?? "your mentoring partner",
          formatDayAndTime(session.startsAt, recipient?.timeZone),
        ),
        url: "/mentoring/sessions",
        subject: {
          sessionId: session.id,
          change: "reminder",
          lead,
          startsAt: session.startsAt.toISOString(),
          endsAt: session.endsAt.toISOString(),
        },
      });
    }
    return claimed.length;
  });
}

/** Sends every reminder due at `now` that was not sent yet. Returns how many people were reminded. */
export async function sendDueReminders(db: Database, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(mentoringSessions)
    .where(
      and(
        eq(mentoringSessions.status, "confirmed"),
        gt(mentoringSessions.startsAt, now),
        lte(mentoringSessions.startsAt, new Date(now.getTime() + LEAD_MS.day)),
      ),
    )
    .orderBy(asc(mentoringSessions.startsAt))
    .limit(REMINDER_BATCH);
  let reminded = 0;
  for (const session of due) {
    const lead = reminderLeadAt(session.startsAt, now);
    if (lead) reminded += await remindBoth(db, session, lead);
  }
  return reminded;
}

export const mentoringSessionsScheduleJob = defineScheduledJob({ name: "mentoring.sessions" });

/** The mentoring schedule for the job registry: reminders due now, then sessions to complete. */
export function mentoringJobs(db: Database): JobRegistration[] {
  return [
    registerSchedule(mentoringSessionsScheduleJob, MENTORING_SCHEDULE_INTERVAL_MS, async ({ now }) => {
      await sendDueReminders(db, now);
      await completeUnmarkedSessions(db, now);
    }),
  ];
}
