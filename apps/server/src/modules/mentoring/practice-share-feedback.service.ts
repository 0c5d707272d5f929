import type { InterviewGroup } from "@hatchery/shared";
import { and, countDistinct, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { interviewAnswers, interviewSessions, practiceShareComments, practiceShares } from "../../db/schema";
import type { Actor } from "../../lib/context";

/** Mentor feedback on one question group's shared answers, for the skills profile. */
export interface MentorFeedbackStanding {
  group: InterviewGroup;
  /** Answers of the group's shared sessions. */
  sharedAnswers: number;
  /** Of those, the answers a mentor commented on. */
  commentedAnswers: number;
  comments: number;
}

export interface MentorFeedback {
  /** Every live comment mentors wrote on the person's shared results, TMAY deliveries included. */
  comments: number;
  interview: MentorFeedbackStanding[];
}

/**
 * What mentors said about the person's shared practice (docs/decisions/051-mentoring.md): comments in
 * all, and per interview question group how many of the shared answers drew a comment. Comments on a
 * revoked share still count: they were given.
 */
export async function readMentorFeedback(db: Database, actor: Actor): Promise<MentorFeedback> {
  if (actor.kind !== "user") return { comments: 0, interview: [] };
  const [total] = await db
    .select({ comments: countDistinct(practiceShareComments.id) })
    .from(practiceShareComments)
    .innerJoin(practiceShares, eq(practiceShares.id, practiceShareComments.shareId))
    .where(and(eq(practiceShares.ownerId, actor.userId), isNull(practiceShareComments.deletedAt)));
  const comments = total?.comments ?? 0;
  if (comments === 0) return { comments: 0, interview: [] };
  const live = and(
    eq(practiceShareComments.interviewAnswerId, interviewAnswers.id),
    isNull(practiceShareComments.deletedAt),
  );
  const rows = await db
    .select({
      group: interviewSessions.questionGroup,
      sharedAnswers: countDistinct(interviewAnswers.id),
      commentedAnswers: countDistinct(practiceShareComments.interviewAnswerId),
      comments: countDistinct(practiceShareComments.id),
    })
    .from(interviewSessions)
    .innerJoin(interviewAnswers, eq(interviewAnswers.sessionId, interviewSessions.id))
    .leftJoin(practiceShareComments, live)
    .where(
      and(
        eq(interviewSessions.userId, actor.userId),
        sql`exists (select 1 from ${practiceShares} where ${practiceShares.interviewSessionId} = ${interviewSessions.id})`,
      ),
    )
    .groupBy(interviewSessions.questionGroup);
  return { comments, interview: rows };
}
