import { and, eq } from "drizzle-orm";
import { mentoringSessions } from "../../db/schema";
import { defineEventProjector, type EventProjector } from "../../lib/realtime/event-projectors";
import { isUuid } from "../../lib/uuid";
import { awardPoints } from "../points/points-award.service";

/*
 * Points for mentoring (docs/decisions/030-points-ledger.md, 051-mentoring.md "After the session"): a
 * completed session earns its mentor and its mentee `mentoring_session_completed` each, in the
 * incubator whose subscription allowed the booking. The session's step event goes to both people, and
 * may be replayed: the ledger's unique key keeps one row per person and session.
 */
export const mentoringPointsProjectors: readonly EventProjector[] = [
  defineEventProjector("points", "mentoring.session_changed", async (tx, event) => {
    const { sessionId, status } = event.payload;
    if (status !== "completed" || !isUuid(sessionId)) return;
    // The row, not the event, says whether the session was completed and by whom it was held.
    const [session] = await tx
      .select({
        mentorId: mentoringSessions.mentorId,
        menteeId: mentoringSessions.menteeId,
        incubatorId: mentoringSessions.incubatorId,
      })
      .from(mentoringSessions)
      .where(and(eq(mentoringSessions.id, sessionId), eq(mentoringSessions.status, "completed")));
    if (!session) return;
    await awardPoints(tx, {
      userIds: [session.mentorId, session.menteeId],
      incubatorId: session.incubatorId,
      sourceKind: "mentoring_session",
      sourceId: sessionId,
      reason: "mentoring_session_completed",
    });
  }),
];
