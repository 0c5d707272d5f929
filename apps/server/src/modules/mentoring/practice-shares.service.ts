import {
  INTERVIEW_GROUP_LABELS,
  type InterviewGroup,
  interviewResultsPath,
  MENTORING_SHARED_PATH,
  PRACTICE_SHARE_MESSAGES,
  type PracticeShareComment,
  type PracticeShareDetail,
  type PracticeShareKind,
  type PracticeShareSummary,
  type PracticeSharesOfItemResponse,
  type PracticeSharesWithMeResponse,
  type PracticeShareText,
} from "@hatchery/shared";
import { and, asc, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  interviewAnswers,
  interviewSessions,
  mentorProfiles,
  practiceShareComments,
  practiceShares,
  tmayAttempts,
  users,
} from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import type { Actor } from "../../lib/context";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/uuid";
import { notify } from "../notifications/notify.service";
import { isPublishedMentor } from "./practice-share-mentors.service";
import * as policy from "./practice-shares.policy";

/*
 * Practice results shared with a mentor (docs/decisions/051-mentoring.md): sharing, reading, revoking.
 * The comments are in practice-share-comments.service.ts.
 */

/** What a share is of: its owner, how it is named, when it was practised, and its texts. */
export interface SharedItem {
  ownerId: string;
  title: string;
  practisedAt: Date;
  /** The page where the owner sees it. */
  path: string;
  texts: PracticeShareText[];
}

const TMAY_TITLE = "Tell me about yourself";

function interviewTitle(group: InterviewGroup): string {
  return `Interview practice: ${INTERVIEW_GROUP_LABELS[group]}`;
}

/** The path where the owner sees a shared TMAY delivery: the tutor, with that delivery open. */
export function tmayAttemptPath(attemptId: string): string {
  return `/games/tmay-tutor?attempt=${attemptId}#tmay-shared`;
}

/** The person's result of that kind and id with its texts; null for an unknown or malformed id. */
export async function loadSharedItem(
  db: Database,
  kind: PracticeShareKind,
  itemId: string,
): Promise<SharedItem | null> {
  if (!isUuid(itemId)) return null;
  if (kind === "tmay") {
    const [attempt] = await db.select().from(tmayAttempts).where(eq(tmayAttempts.id, itemId));
    if (!attempt) return null;
    return {
      ownerId: attempt.userId,
      title: TMAY_TITLE,
      practisedAt: attempt.createdAt,
      path: tmayAttemptPath(attempt.id),
      texts: [{ id: attempt.id, questionId: null, label: "Your introduction", text: attempt.text }],
    };
  }
  const [session] = await db.select().from(interviewSessions).where(eq(interviewSessions.id, itemId));
  if (!session) return null;
  const answers = await db
    .select()
    .from(interviewAnswers)
    .where(eq(interviewAnswers.sessionId, session.id))
    .orderBy(asc(interviewAnswers.position));
  return {
    ownerId: session.userId,
    title: interviewTitle(session.questionGroup),
    practisedAt: session.createdAt,
    path: interviewResultsPath(session.id),
    texts: answers.map((answer) => ({
      id: answer.id,
      questionId: answer.questionId,
      label: answer.question,
      text: answer.text,
    })),
  };
}

const owners = alias(users, "practice_share_owners");
const mentors = alias(users, "practice_share_mentors");

const liveComments = sql<number>`(select count(*) from ${practiceShareComments} where ${practiceShareComments.shareId} = ${practiceShares.id} and ${practiceShareComments.deletedAt} is null)`;

async function summaries(db: Database, where: SQL | undefined): Promise<PracticeShareSummary[]> {
  const rows = await db
    .select({
      share: practiceShares,
      ownerName: owners.name,
      mentorName: mentors.name,
      mentorKind: mentorProfiles.kind,
      mentorSlug: mentorProfiles.slug,
      group: interviewSessions.questionGroup,
      sessionCreatedAt: interviewSessions.createdAt,
      attemptCreatedAt: tmayAttempts.createdAt,
      commentCount: liveComments.mapWith(Number),
    })
    .from(practiceShares)
    .innerJoin(owners, eq(owners.id, practiceShares.ownerId))
    .innerJoin(mentors, eq(mentors.id, practiceShares.mentorId))
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, practiceShares.mentorId))
    .leftJoin(interviewSessions, eq(interviewSessions.id, practiceShares.interviewSessionId))
    .leftJoin(tmayAttempts, eq(tmayAttempts.id, practiceShares.tmayAttemptId))
    .where(where)
    .orderBy(desc(practiceShares.createdAt), desc(practiceShares.id));
  return rows.map((row) => {
    const { share } = row;
    const isInterview = share.interviewSessionId !== null;
    return {
      id: share.id,
      kind: isInterview ? "interview" : "tmay",
      itemId: share.interviewSessionId ?? share.tmayAttemptId ?? "",
      title: isInterview && row.group ? interviewTitle(row.group) : TMAY_TITLE,
      practisedAt: (row.sessionCreatedAt ?? row.attemptCreatedAt ?? share.createdAt).toISOString(),
      owner: { userId: share.ownerId, name: row.ownerName },
      mentor: { userId: share.mentorId, name: row.mentorName, kind: row.mentorKind, slug: row.mentorSlug },
      message: share.message,
      createdAt: share.createdAt.toISOString(),
      revokedAt: share.revokedAt?.toISOString() ?? null,
      commentCount: row.commentCount,
    };
  });
}

/** The share as the policy meets it; null when there is none (or the id is malformed). */
export async function shareAccess(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<(policy.ShareAccess & { row: typeof practiceShares.$inferSelect }) | null> {
  if (!isUuid(id)) return null;
  const query = db.select().from(practiceShares).where(eq(practiceShares.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) return null;
  return {
    kind: "share",
    ownerId: row.ownerId,
    mentorId: row.mentorId,
    revoked: row.revokedAt !== null,
    row,
  };
}

async function commentsOf(
  db: Database,
  shareId: string,
  tmayAttemptId: string | null,
): Promise<PracticeShareComment[]> {
  const rows = await db
    .select({ comment: practiceShareComments, authorName: users.name })
    .from(practiceShareComments)
    .innerJoin(users, eq(users.id, practiceShareComments.authorId))
    .where(and(eq(practiceShareComments.shareId, shareId), isNull(practiceShareComments.deletedAt)))
    .orderBy(asc(practiceShareComments.createdAt), asc(practiceShareComments.id));
  return rows.map(({ comment, authorName }) => toComment(comment, authorName, tmayAttemptId));
}

/** A comment as answered; on a TMAY share its text is the delivery itself (`tmayAttemptId`). */
export function toComment(
  comment: typeof practiceShareComments.$inferSelect,
  authorName: string,
  tmayAttemptId: string | null,
): PracticeShareComment {
  return {
    id: comment.id,
    textId: comment.interviewAnswerId ?? tmayAttemptId ?? "",
    start: comment.startOffset,
    end: comment.endOffset,
    quote: comment.quote,
    body: comment.body,
    author: { userId: comment.authorId, name: authorName },
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
  };
}

async function detailOf(db: Database, summary: PracticeShareSummary): Promise<PracticeShareDetail> {
  const item = await loadSharedItem(db, summary.kind, summary.itemId);
  const comments = await commentsOf(db, summary.id, summary.kind === "tmay" ? summary.itemId : null);
  return { share: summary, texts: item?.texts ?? [], comments };
}

function itemColumn(kind: PracticeShareKind) {
  return kind === "interview" ? practiceShares.interviewSessionId : practiceShares.tmayAttemptId;
}

/**
 * Shares one of the actor's results with a published mentor and tells the mentor. 404 for a result
 * that is not the actor's, 422 for someone who is not a published mentor, 409 when it is already
 * shared with them (a unique index holds it under concurrent requests too).
 */
export async function sharePracticeResult(
  db: Database,
  actor: Actor,
  input: { kind: PracticeShareKind; itemId: string; mentorId: string; message: string; now: Date },
  audit: AuditOptions = {},
): Promise<PracticeShareDetail> {
  policy.assertCan(actor, "listMine", null);
  const item = await loadSharedItem(db, input.kind, input.itemId);
  const mentorPublished = await isPublishedMentor(db, input.mentorId);
  policy.assertCan(actor, "share", {
    kind: "target",
    itemOwnerId: item?.ownerId ?? null,
    mentorId: input.mentorId,
    mentorPublished,
  });
  if (!item || actor.kind !== "user") throw new AppError("not_found", PRACTICE_SHARE_MESSAGES.itemNotFound);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(practiceShares)
        .values({
          ownerId: actor.userId,
          mentorId: input.mentorId,
          interviewSessionId: input.kind === "interview" ? input.itemId : null,
          tmayAttemptId: input.kind === "tmay" ? input.itemId : null,
          message: input.message,
          createdAt: input.now,
        })
        .returning();
      if (!row) throw new Error("The share was not written");
      const [owner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
      await notify(tx, [input.mentorId], {
        kind: "practice_share",
        actorId: actor.userId,
        title: `${owner?.name ?? "A mentee"} shared ${item.title} with you`,
        excerpt: input.message,
        url: `${MENTORING_SHARED_PATH}?share=${row.id}`,
        subject: { practiceShareId: row.id },
      });
      await recordAudit(tx, {
        actor,
        action: "practice_share.create",
        target: { type: "practice_share", id: row.id },
        before: {},
        after: { mentorId: row.mentorId, kind: input.kind, itemId: input.itemId },
        requestId: audit.requestId,
      });
      return row.id;
    })
    .catch((error: unknown) => {
      if (violatedUniqueConstraint(error)?.startsWith("practice_shares_live_")) {
        throw new AppError("conflict", PRACTICE_SHARE_MESSAGES.alreadyShared);
      }
      throw error;
    });
  return readPracticeShare(db, actor, id);
}

/** The actor's shares of one of their results, newest first, revoked ones too, each with its comments. */
export async function listSharesOfItem(
  db: Database,
  actor: Actor,
  query: { kind: PracticeShareKind; itemId: string },
): Promise<PracticeSharesOfItemResponse> {
  policy.assertCan(actor, "listMine", null);
  if (actor.kind !== "user" || !isUuid(query.itemId)) return { items: [] };
  const shares = await summaries(
    db,
    and(eq(practiceShares.ownerId, actor.userId), eq(itemColumn(query.kind), query.itemId)),
  );
  return { items: await Promise.all(shares.map((share) => detailOf(db, share))) };
}

/** What is shared with the actor as a mentor now, newest first; revoked shares are gone from it. */
export async function listSharedWithMe(db: Database, actor: Actor): Promise<PracticeSharesWithMeResponse> {
  policy.assertCan(actor, "listSharedWithMe", null);
  if (actor.kind !== "user") return { items: [] };
  return {
    items: await summaries(
      db,
      and(eq(practiceShares.mentorId, actor.userId), isNull(practiceShares.revokedAt)),
    ),
  };
}

/** One share with its texts and comments, for its owner or the mentor of a live share; 404 for anyone else. */
export async function readPracticeShare(
  db: Database,
  actor: Actor,
  id: string,
): Promise<PracticeShareDetail> {
  const access = await shareAccess(db, id);
  policy.assertCan(actor, "read", access);
  const [summary] = await summaries(db, eq(practiceShares.id, id));
  if (!summary) throw new AppError("not_found", PRACTICE_SHARE_MESSAGES.notFound);
  return detailOf(db, summary);
}

/** Stops sharing: the mentor loses access at once. Revoking a revoked share changes nothing. */
export async function revokePracticeShare(
  db: Database,
  actor: Actor,
  id: string,
  now: Date,
  audit: AuditOptions = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await shareAccess(tx, id, { lock: true });
    policy.assertCan(actor, "revoke", access);
    if (!access || access.revoked) return;
    await tx.update(practiceShares).set({ revokedAt: now }).where(eq(practiceShares.id, access.row.id));
    await recordAudit(tx, {
      actor,
      action: "practice_share.revoke",
      target: { type: "practice_share", id: access.row.id },
      before: { revokedAt: null },
      after: { revokedAt: now },
      requestId: audit.requestId,
    });
  });
}
