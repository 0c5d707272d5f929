import { MENTORING_MESSAGES } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mentoringSessions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";

export type FollowUpSessionRow = Pick<
  typeof mentoringSessions.$inferSelect,
  "id" | "mentorId" | "menteeId" | "status" | "startsAt" | "endsAt"
>;

const FOLLOW_UP_COLUMNS = {
  id: mentoringSessions.id,
  mentorId: mentoringSessions.mentorId,
  menteeId: mentoringSessions.menteeId,
  status: mentoringSessions.status,
  startsAt: mentoringSessions.startsAt,
  endsAt: mentoringSessions.endsAt,
};

/**
 * The session a follow-up route names, for the policy to judge. An unknown id is the same 404 as a
 * session of others (the policy's), so neither tells that a session exists.
 */
export async function findFollowUpSession(
  db: Database,
  actor: PolicyActor,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<FollowUpSessionRow> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  if (!isUuid(id)) throw new AppError("not_found", MENTORING_MESSAGES.sessionNotFound);
  const query = db.select(FOLLOW_UP_COLUMNS).from(mentoringSessions).where(eq(mentoringSessions.id, id));
  // A write locks the session row so a cancellation commits before it or after it, never between.
  const [row] = lock ? await query.for("share") : await query;
  if (!row) throw new AppError("not_found", MENTORING_MESSAGES.sessionNotFound);
  return row;
}

export function userIdOf(actor: PolicyActor): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}
