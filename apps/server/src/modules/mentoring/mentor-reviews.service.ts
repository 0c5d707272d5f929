import {
  MENTOR_REVIEW_REVEAL_DAYS,
  MENTORING_AFTER_MESSAGES,
  MENTORING_MESSAGES,
  type MentorReview,
  type MentorReviewSummary,
  type MentorReviewsResponse,
  type ReportReason,
} from "@hatchery/shared";
import { and, avg, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { mentoringReviews, mentoringSessions, mentorProfiles, users } from "../../db/schema";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { decodeCursor, exactTimestamp, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";
import { fileReport } from "../reports/reports.service";
import { LISTED_MENTOR } from "./mentor-profile-records";
import { assertCan, can } from "./session-notes.policy";
import { type FollowUpSessionRow, findFollowUpSession, userIdOf } from "./session-notes.records";

/*
 * Reviews of a completed session (docs/decisions/051-mentoring.md, "After the session"): each side
 * rates once (a unique constraint), and neither sees the other's rating until both have rated or
 * 14 days have passed since the session ended, so the first to rate cannot sway the second.
 */

const DAY_MS = 86_400_000;

/**
 * The reveal rule, the only place it is written: a review shows when both sides of its session have
 * rated, or the session ended at least 14 days before `now`. Every read of reviews filters or marks
 * them with it (joined with `mentoring_sessions`).
 */
export function reviewRevealed(now: Date): SQL<boolean> {
  const revealFrom = new Date(now.getTime() - MENTOR_REVIEW_REVEAL_DAYS * DAY_MS).toISOString();
  // Written with the table's name: a select of one table would leave the columns unqualified, and
  // the subquery's own "id" would shadow the session's.
  return sql<boolean>`("mentoring_sessions"."ends_at" <= ${revealFrom}::timestamptz or (
    select count(*) from "mentoring_reviews" as both_sides
    where both_sides.session_id = "mentoring_sessions"."id"
  ) = 2)`;
}

/** When a session's reviews show whatever happens: the same 14 days the rule reads. */
export function reviewsRevealAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() + MENTOR_REVIEW_REVEAL_DAYS * DAY_MS);
}

const REVIEW_COLUMNS = {
  id: mentoringReviews.id,
  side: mentoringReviews.side,
  rating: mentoringReviews.rating,
  comment: mentoringReviews.comment,
  authorId: mentoringReviews.authorId,
  authorName: users.name,
  createdAt: mentoringReviews.createdAt,
};

type ReviewRow = {
  id: string;
  side: "mentor" | "mentee";
  rating: number;
  comment: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
};

/** An author whose account is gone is named as such; the review still counts. */
function toReview(row: ReviewRow): MentorReview {
  return {
    id: row.id,
    side: row.side,
    rating: row.rating,
    comment: row.comment,
    author: { id: row.authorId ?? "", name: row.authorName ?? "Former member" },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The viewer's own review, the other side's once revealed, and whether the other side has rated. */
export async function readSessionReviews(
  db: Database,
  actor: PolicyActor,
  session: FollowUpSessionRow,
  now: Date,
) {
  const userId = userIdOf(actor);
  const mySide = userId === session.mentorId ? "mentor" : "mentee";
  const rows = await db
    .select({ ...REVIEW_COLUMNS, revealed: reviewRevealed(now) })
    .from(mentoringReviews)
    .innerJoin(mentoringSessions, eq(mentoringSessions.id, mentoringReviews.sessionId))
    .leftJoin(users, eq(users.id, mentoringReviews.authorId))
    .where(eq(mentoringReviews.sessionId, session.id));
  const mine = rows.find((row) => row.side === mySide);
  const theirs = rows.find((row) => row.side !== mySide);
  const [{ revealed } = { revealed: false }] = await db
    .select({ revealed: reviewRevealed(now) })
    .from(mentoringSessions)
    .where(eq(mentoringSessions.id, session.id));
  return {
    mine: mine ? toReview(mine) : null,
    theirs: theirs?.revealed ? toReview(theirs) : null,
    theyHaveRated: theirs !== undefined,
    revealed,
    revealsAt: reviewsRevealAt(session.endsAt).toISOString(),
  };
}

/** One review per side of a completed session; a second is 409 (the unique constraint decides). */
export async function reviewSession(
  db: Database,
  actor: PolicyActor,
  input: { sessionId: string; rating: number; comment: string; now: Date },
): Promise<MentorReview> {
  const userId = userIdOf(actor);
  try {
    return await db.transaction(async (tx) => {
      const session = await findFollowUpSession(tx, actor, input.sessionId, { lock: true });
      assertCan(actor, "review", { kind: "session", ...session });
      const side = userId === session.mentorId ? "mentor" : "mentee";
      const [row] = await tx
        .insert(mentoringReviews)
        .values({
          sessionId: session.id,
          side,
          authorId: userId,
          subjectId: side === "mentor" ? session.menteeId : session.mentorId,
          rating: input.rating,
          comment: input.comment.replaceAll("\u0000", ""),
          createdAt: input.now,
        })
        .returning();
      if (!row) throw new Error("the review insert returned no row");
      const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return toReview({ ...row, authorName: author?.name ?? null });
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === "mentoring_reviews_one_per_side") {
      throw new AppError("conflict", MENTORING_AFTER_MESSAGES.alreadyReviewed);
    }
    throw error;
  }
}

/** What mentees said of a mentor, revealed reviews only: the public profile's average and count. */
function revealedMenteeReviewsOf(mentorId: string, now: Date): SQL | undefined {
  return and(
    eq(mentoringReviews.subjectId, mentorId),
    eq(mentoringReviews.side, "mentee"),
    reviewRevealed(now),
    // A review a moderator hid leaves the list and the average (decision 055).
    isNull(mentoringReviews.hiddenAt),
  );
}

export async function mentorReviewSummary(
  db: Database,
  mentorId: string,
  now: Date,
): Promise<MentorReviewSummary> {
  const [row] = await db
    .select({ count: count(), average: avg(mentoringReviews.rating) })
    .from(mentoringReviews)
    .innerJoin(mentoringSessions, eq(mentoringSessions.id, mentoringReviews.sessionId))
    .where(revealedMenteeReviewsOf(mentorId, now));
  const average = row?.average === null || row?.average === undefined ? null : Number(row.average);
  return { count: row?.count ?? 0, average: average === null ? null : Math.round(average * 10) / 10 };
}

const cursorSchema = z.tuple([z.string(), z.string()]);

/** A listed mentor's revealed reviews from their mentees, newest first, a page at a time. */
export async function listMentorReviews(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; cursor?: string | undefined; limit: number; now: Date },
): Promise<MentorReviewsResponse> {
  const [mentor] = await db
    .select({ userId: mentorProfiles.userId })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(and(eq(mentorProfiles.slug, input.slug), LISTED_MENTOR));
  if (!mentor) throw new AppError("not_found", MENTORING_MESSAGES.mentorNotFound);
  const conditions: (SQL | undefined)[] = [revealedMenteeReviewsOf(mentor.userId, input.now)];
  if (input.cursor) {
    const [createdAt, id] = decodeCursor(input.cursor, cursorSchema);
    conditions.push(
      sql`(${mentoringReviews.createdAt}, ${mentoringReviews.id}) < (${createdAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({ ...REVIEW_COLUMNS, cursorAt: exactTimestamp(mentoringReviews.createdAt) })
    .from(mentoringReviews)
    .innerJoin(mentoringSessions, eq(mentoringSessions.id, mentoringReviews.sessionId))
    .leftJoin(users, eq(users.id, mentoringReviews.authorId))
    .where(and(...conditions))
    .orderBy(desc(mentoringReviews.createdAt), desc(mentoringReviews.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.cursorAt, row.id]);
  const summary = await mentorReviewSummary(db, mentor.userId, input.now);
  return {
    items: page.items.map((row) => {
      const { side: _side, ...review } = toReview(row);
      const reportable = {
        kind: "review",
        authorId: row.authorId,
        revealed: true,
        public: true,
      } as const;
      return { ...review, canReport: can(actor, "reportReview", reportable) };
    }),
    nextCursor: page.nextCursor,
    summary,
  };
}

/**
 * Reports a review to the moderators (decision 034): a revealed review its reader can see (a mentee's
 * review of a listed mentor, for anyone; a review of their own session, for its two people), never
 * their own. Anything else is 404.
 */
export async function reportReview(
  db: Database,
  actor: PolicyActor,
  input: { reviewId: string; reason: ReportReason; details: string; now: Date },
): Promise<{ reportId: string }> {
  const reporterId = userIdOf(actor);
  if (!isUuid(input.reviewId)) throw new AppError("not_found", MENTORING_AFTER_MESSAGES.reviewNotFound);
  const [row] = await db
    .select({
      authorId: mentoringReviews.authorId,
      side: mentoringReviews.side,
      mentorId: mentoringSessions.mentorId,
      menteeId: mentoringSessions.menteeId,
      status: mentoringSessions.status,
      revealed: reviewRevealed(input.now),
      mentorListed: sql<boolean>`coalesce(${LISTED_MENTOR}, false)`,
    })
    .from(mentoringReviews)
    .innerJoin(mentoringSessions, eq(mentoringSessions.id, mentoringReviews.sessionId))
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, mentoringSessions.mentorId))
    .where(eq(mentoringReviews.id, input.reviewId));
  if (!row) throw new AppError("not_found", MENTORING_AFTER_MESSAGES.reviewNotFound);
  const onThePublicProfile = row.side === "mentee" && row.mentorListed;
  assertCan(
    actor,
    "reportReview",
    onThePublicProfile
      ? { kind: "review", authorId: row.authorId, revealed: row.revealed, public: true }
      : {
          kind: "review",
          authorId: row.authorId,
          revealed: row.revealed,
          public: false,
          mentorId: row.mentorId,
          menteeId: row.menteeId,
          status: row.status,
        },
  );
  return db.transaction((tx) =>
    fileReport(tx, {
      reporterId,
      contentKind: "mentor_review",
      contentId: input.reviewId,
      reason: input.reason,
      details: input.details,
    }),
  );
}
