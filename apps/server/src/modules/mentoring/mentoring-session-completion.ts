import { MENTORING_MESSAGES, type MentoringSessionResponse } from "@hatchery/shared";
import { and, asc, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mentoringSessions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { notifySessionStep } from "./mentoring-sessions.notifications";
import { assertCan } from "./mentoring-sessions.policy";
import { findSessionFor, publishSessionChange, toMentoringSession } from "./mentoring-sessions.records";

/*
 * How a confirmed session ends (docs/decisions/051-mentoring.md, "Completion"). After its end the
 * mentor marks it completed, or either side marks the other absent (a no-show); a session nobody
 * marked within COMPLETION_GRACE_MS is completed by the completion job, since most sessions that
 * happened are never marked. Each is a `mentoring.session_changed` event ("completed" or "no_show"),
 * which the points projector reads.
 */

/** How long after its end a confirmed session waits to be marked before the job completes it. */
export const COMPLETION_GRACE_MS = 48 * 60 * 60_000;

/** At most this many sessions are completed per run; the next run takes the rest. */
const COMPLETION_BATCH = 200;

export async function markSession(
  db: Database,
  actor: PolicyActor,
  id: string,
  action: "complete" | "markNoShow",
  now: Date,
): Promise<MentoringSessionResponse> {
  const record = await findSessionFor(db, actor, id);
  assertCan(actor, action, { kind: "session", ...record.session, now });
  const byUserId = actor.kind === "user" ? actor.userId : "";
  const change = action === "complete" ? "completed" : "no_show";
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(mentoringSessions)
      .set({ status: change, markedAt: now, markedBy: byUserId, updatedAt: now })
      .where(and(eq(mentoringSessions.id, id), eq(mentoringSessions.status, "confirmed")))
      .returning();
    if (!row) throw new AppError("conflict", MENTORING_MESSAGES.notConfirmed);
    await publishSessionChange(tx, row, change, byUserId);
    await notifySessionStep(tx, row, change, byUserId);
  });
  return { session: toMentoringSession(await findSessionFor(db, actor, id), actor, now) };
}

/**
 * Completes the confirmed sessions that ended more than the grace period ago and were never marked.
 * Each row is updated only while still confirmed, so a mark made meanwhile, a second worker or a
 * replayed run completes nothing twice and publishes no second event. Returns how many it completed.
 */
export async function completeUnmarkedSessions(db: Database, now: Date): Promise<number> {
  const endedBefore = new Date(now.getTime() - COMPLETION_GRACE_MS);
  const due = await db
    .select({ id: mentoringSessions.id })
    .from(mentoringSessions)
    .where(and(eq(mentoringSessions.status, "confirmed"), lte(mentoringSessions.endsAt, endedBefore)))
    .orderBy(asc(mentoringSessions.startsAt))
    .limit(COMPLETION_BATCH);
  let completed = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(mentoringSessions)
        .set({ status: "completed", markedAt: now, markedBy: null, updatedAt: now })
        .where(and(eq(mentoringSessions.id, id), eq(mentoringSessions.status, "confirmed")))
        .returning();
      if (!row) return;
      await publishSessionChange(tx, row, "completed", null);
      completed += 1;
    });
  }
  return completed;
}
