import {
  characterCount,
  characterSlice,
  PRACTICE_SHARE_MESSAGES,
  type PracticeShareComment,
} from "@hatchery/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { practiceShareComments, users } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/uuid";
import { notify } from "../notifications/notify.service";
import * as policy from "./practice-shares.policy";
import { loadSharedItem, shareAccess, toComment } from "./practice-shares.service";

/*
 * A mentor's comments on parts of a shared practice result (docs/decisions/051-mentoring.md). The
 * share is locked while a comment is written, so a revocation that commits first leaves the mentor
 * nothing to comment on, and one that comes after sees the comment.
 */

export interface CommentInput {
  textId: string;
  start: number;
  end: number;
  quote: string;
  body: string;
  now: Date;
}

function anchorError(message: string, field: string): AppError {
  return new AppError("validation_failed", message, [{ path: [field], message }]);
}

async function authorName(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? "";
}

/**
 * Comments on the characters [start, end) of one text of the share. The anchor must lie in the text as
 * stored and the quote must be exactly those characters (422 otherwise), so a comment never points at
 * a part the mentor did not see. The owner is told.
 */
export async function commentOnPracticeShare(
  db: Database,
  actor: Actor,
  shareId: string,
  input: CommentInput,
): Promise<PracticeShareComment> {
  return db.transaction(async (tx) => {
    const access = await shareAccess(tx, shareId, { lock: true });
    policy.assertCan(actor, "comment", access);
    if (!access || actor.kind !== "user") throw new AppError("not_found", PRACTICE_SHARE_MESSAGES.notFound);
    const { row } = access;
    const kind = row.interviewSessionId ? "interview" : "tmay";
    const item = await loadSharedItem(tx, kind, row.interviewSessionId ?? row.tmayAttemptId ?? "");
    const text = item?.texts.find((candidate) => candidate.id === input.textId);
    if (!item || !text) throw anchorError(PRACTICE_SHARE_MESSAGES.unknownText, "textId");
    if (input.end <= input.start || input.end > characterCount(text.text)) {
      throw anchorError(PRACTICE_SHARE_MESSAGES.anchorOutOfRange, "end");
    }
    if (characterSlice(text.text, input.start, input.end) !== input.quote) {
      throw anchorError(PRACTICE_SHARE_MESSAGES.quoteMismatch, "quote");
    }
    const [comment] = await tx
      .insert(practiceShareComments)
      .values({
        shareId: row.id,
        authorId: actor.userId,
        interviewAnswerId: kind === "interview" ? text.id : null,
        startOffset: input.start,
        endOffset: input.end,
        quote: input.quote,
        body: input.body,
        createdAt: input.now,
      })
      .returning();
    if (!comment) throw new Error("The comment was not written");
    const name = await authorName(tx, actor.userId);
    // One unread notification per share: further comments join it rather than fill the centre.
    await notify(tx, [row.ownerId], {
      kind: "practice_share_comment",
      actorId: actor.userId,
      title: `${name} commented on your ${item.title}`,
      groupKey: `practice_share_comment:${row.id}`,
      excerpt: input.body,
      url: item.path,
      subject: { practiceShareId: row.id },
    });
    return toComment(comment, name, row.tmayAttemptId);
  });
}

async function lockedComment(tx: Database, actor: Actor, shareId: string, commentId: string) {
  const access = await shareAccess(tx, shareId, { lock: true });
  // Not the owner or the live mentor: not found, before anything is said about the comment.
  policy.assertCan(actor, "read", access);
  const [comment] =
    access && isUuid(commentId)
      ? await tx
          .select()
          .from(practiceShareComments)
          .where(
            and(
              eq(practiceShareComments.id, commentId),
              eq(practiceShareComments.shareId, access.row.id),
              isNull(practiceShareComments.deletedAt),
            ),
          )
      : [];
  if (!access || !comment) throw new AppError("not_found", PRACTICE_SHARE_MESSAGES.commentNotFound);
  policy.assertCan(actor, "changeComment", { ...access, commentAuthorId: comment.authorId });
  return { access, comment };
}

/** Rewrites a comment's words (its anchor stays); only its author, while the share is live. */
export async function editPracticeShareComment(
  db: Database,
  actor: Actor,
  shareId: string,
  commentId: string,
  input: { body: string; now: Date },
): Promise<PracticeShareComment> {
  return db.transaction(async (tx) => {
    const { access, comment } = await lockedComment(tx, actor, shareId, commentId);
    const [updated] = await tx
      .update(practiceShareComments)
      .set({ body: input.body, editedAt: input.now })
      .where(eq(practiceShareComments.id, comment.id))
      .returning();
    if (!updated) throw new AppError("not_found", PRACTICE_SHARE_MESSAGES.commentNotFound);
    return toComment(updated, await authorName(tx, updated.authorId), access.row.tmayAttemptId);
  });
}

/** Deletes a comment (kept as a row out of every answer); only its author, while the share is live. */
export async function deletePracticeShareComment(
  db: Database,
  actor: Actor,
  shareId: string,
  commentId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { comment } = await lockedComment(tx, actor, shareId, commentId);
    await tx
      .update(practiceShareComments)
      .set({ deletedAt: now })
      .where(eq(practiceShareComments.id, comment.id));
  });
}
