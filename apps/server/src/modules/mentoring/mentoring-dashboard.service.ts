import type { MentoringDashboard } from "@hatchery/shared";
import { and, asc, eq, gt, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mentoringSessions } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { openActionItemsOf } from "./action-items.service";
import { sessionRecordsByIds, toMentoringSession } from "./mentoring-sessions.records";
import { userIdOf } from "./session-notes.records";

/** Sessions the card shows of each list; the sessions page has them all. */
const DASHBOARD_SESSIONS = 5;

/**
 * The dashboard's mentoring card (docs/decisions/051-mentoring.md, "After the session"): the person's
 * next sessions in both roles, the requests waiting for them as mentor, and their open action items.
 */
export async function readMentoringDashboard(
  db: Database,
  actor: PolicyActor,
  now: Date,
): Promise<MentoringDashboard> {
  const userId = userIdOf(actor);
  const ids = (where: ReturnType<typeof and>) =>
    db
      .select({ id: mentoringSessions.id })
      .from(mentoringSessions)
      .where(where)
      .orderBy(asc(mentoringSessions.startsAt), asc(mentoringSessions.id))
      .limit(DASHBOARD_SESSIONS);
  const [upcomingIds, waitingIds, openActionItems] = await Promise.all([
    ids(
      and(
        or(eq(mentoringSessions.mentorId, userId), eq(mentoringSessions.menteeId, userId)),
        inArray(mentoringSessions.status, ["requested", "confirmed"]),
        gt(mentoringSessions.endsAt, now),
      ),
    ),
    ids(
      and(
        eq(mentoringSessions.mentorId, userId),
        eq(mentoringSessions.status, "requested"),
        gt(mentoringSessions.startsAt, now),
      ),
    ),
    openActionItemsOf(db, actor),
  ]);
  const [upcoming, waiting] = await Promise.all([
    sessionRecordsByIds(
      db,
      upcomingIds.map((row) => row.id),
    ),
    sessionRecordsByIds(
      db,
      waitingIds.map((row) => row.id),
    ),
  ]);
  return {
    upcoming: upcoming.map((record) => toMentoringSession(record, actor, now)),
    waitingForYou: waiting.map((record) => toMentoringSession(record, actor, now)),
    openActionItems,
  };
}
