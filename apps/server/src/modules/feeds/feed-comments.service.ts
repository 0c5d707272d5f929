import {
  FEED_COMMENTS_PER_MINUTE,
  FEED_ERROR_MESSAGES,
  type FeedComment,
  type FeedCommentList,
  type FeedCommentResponse,
} from "@hatchery/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { feedComments } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { createRateLimit } from "../../lib/rate-limit";
import { notify } from "../notifications/notify.service";
import { type FeedScopeAccess, feedPathOf } from "./feed-access";
import { claimFeedImages } from "./feed-images";
import {
  allowedMentions,
  announceItem,
  cleanBody,
  loadItemAccess,
  notifyMentions,
  signedInId,
} from "./feed-items.service";
import { consumeFeedChange } from "./feed-limits";
import { changeCount, feedHtmlOf, peopleByIds } from "./feed-records";
import type { FeedContent } from "./feeds.policy";
import * as feedPolicy from "./feeds.policy";

/**
 * Comments of feed items, one level of replies (docs/decisions/020-feeds.md), and the notifications
 * they make: replies and comments tell the author. Reactions are feed-reactions.service.ts.
 */

type CommentRow = typeof feedComments.$inferSelect;

const commentCursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

const commentLimits = new WeakMap<Database, ReturnType<typeof createRateLimit>>();
function commentLimit(db: Database) {
  let limit = commentLimits.get(db);
  if (!limit) {
    limit = createRateLimit(db, {
      name: "feed-comments",
      points: FEED_COMMENTS_PER_MINUTE,
      windowMs: 60_000,
      message: FEED_ERROR_MESSAGES.commentsTooFast,
    });
    commentLimits.set(db, limit);
  }
  return limit;
}

/** A comment as the feed policy sees it: people write comments, the platform never does. */
function commentContentOf(row: Pick<CommentRow, "authorId">): FeedContent {
  return { authorId: row.authorId, writtenByPlatform: false };
}

async function toComments(
  db: Database,
  actor: PolicyActor,
  rows: readonly CommentRow[],
  access: FeedScopeAccess,
  siteUrl: string,
): Promise<FeedComment[]> {
  const people = await peopleByIds(
    db,
    rows.flatMap((row) => [row.authorId, ...row.mentionIds]),
  );
  const goneOf = (row: CommentRow) => row.deletedAt !== null || row.hiddenAt !== null;
  const mentionsOf = (row: CommentRow) =>
    goneOf(row) ? [] : row.mentionIds.flatMap((id) => people.get(id) ?? []);
  const htmlOf = await Promise.all(
    rows.map((row) => (goneOf(row) ? "" : feedHtmlOf(row.body, mentionsOf(row), siteUrl))),
  );
  return rows.map((row, index) => {
    const gone = goneOf(row);
    const onComment = { standing: access.standing, content: commentContentOf(row) };
    return {
      id: row.id,
      itemId: row.itemId,
      parentId: row.parentId,
      author: gone || row.authorId === null ? null : (people.get(row.authorId) ?? null),
      body: gone ? "" : row.body,
      bodyHtml: htmlOf[index] ?? "",
      mentions: mentionsOf(row),
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      deleted: gone,
      can: {
        edit: !gone && feedPolicy.can(actor, "edit", onComment),
        delete: !gone && feedPolicy.can(actor, "delete", onComment),
        hide: !gone && feedPolicy.can(actor, "hide", access),
      },
    };
  });
}

/**
 * The item's comments, oldest first, replies among them (the page groups them under their parent). A
 * deleted comment stays as an empty placeholder while replies hang from it; without replies it is left out.
 */
export async function listComments(
  db: Database,
  actor: PolicyActor,
  itemId: string,
  input: { cursor?: string | undefined; limit: number; siteUrl: string },
): Promise<FeedCommentList> {
  const { row: item, access } = await loadItemAccess(db, actor, itemId);
  const conditions = [
    eq(feedComments.itemId, item.id),
    sql`(${feedComments.deletedAt} is null and ${feedComments.hiddenAt} is null
      or exists (select 1 from feed_comments reply where reply.parent_id = ${feedComments.id}
        and reply.deleted_at is null and reply.hidden_at is null))`,
  ];
  if (input.cursor !== undefined) {
    const [createdAt, id] = decodeCursor(input.cursor, commentCursorSchema);
    conditions.push(
      sql`(${feedComments.createdAt}, ${feedComments.id}) > (${createdAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      comment: feedComments,
      createdExact: sql<string>`to_char(${feedComments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(feedComments)
    .where(and(...conditions))
    .orderBy(asc(feedComments.createdAt), asc(feedComments.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.createdExact, row.comment.id]);
  return {
    items: await toComments(
      db,
      actor,
      page.items.map((row) => row.comment),
      access,
      input.siteUrl,
    ),
    nextCursor: page.nextCursor,
  };
}

/** The comment (locked) with its item and scope; 404 for one the actor may not read. */
export async function loadCommentAccess(tx: Database, actor: PolicyActor, id: string) {
  if (!z.uuid().safeParse(id).success) throw new AppError("not_found", FEED_ERROR_MESSAGES.commentNotFound);
  const [comment] = await tx.select().from(feedComments).where(eq(feedComments.id, id)).for("update");
  if (!comment || comment.deletedAt !== null)
    throw new AppError("not_found", FEED_ERROR_MESSAGES.commentNotFound);
  try {
    const { row, access } = await loadItemAccess(tx, actor, comment.itemId, { lock: true });
    if (comment.hiddenAt !== null && !feedPolicy.can(actor, "hide", access)) {
      throw new AppError("not_found", FEED_ERROR_MESSAGES.commentNotFound);
    }
    return { comment, item: row, access };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw new AppError("not_found", FEED_ERROR_MESSAGES.commentNotFound);
    }
    throw error;
  }
}

/**
 * Comments on an item anyone who reads it can see, or replies to one of its top-level comments. The
 * post's author and the parent comment's author are told (kind `reply`), the mentioned (kind `mention`).
 */
export async function createComment(
  db: Database,
  actor: PolicyActor,
  itemId: string,
  input: { body: string; parentId: string | null; mentionIds: readonly string[]; siteUrl: string },
): Promise<FeedCommentResponse> {
  const authorId = signedInId(actor);
  const body = cleanBody(input.body);
  await commentLimit(db).consume(authorId);
  return db.transaction(async (tx) => {
    const { row: item, access } = await loadItemAccess(tx, actor, itemId, { lock: true });
    await claimFeedImages(tx, body, access.scope);
    let parent: CommentRow | undefined;
    if (input.parentId !== null) {
      [parent] = await tx
        .select()
        .from(feedComments)
        .where(and(eq(feedComments.id, input.parentId), eq(feedComments.itemId, item.id)));
      if (!parent || parent.deletedAt !== null || parent.hiddenAt !== null) {
        throw new AppError("validation_failed", FEED_ERROR_MESSAGES.commentNotFound, [
          { path: ["parentId"], message: FEED_ERROR_MESSAGES.commentNotFound },
        ]);
      }
      if (parent.parentId !== null) {
        throw new AppError("validation_failed", FEED_ERROR_MESSAGES.replyDepth, [
          { path: ["parentId"], message: FEED_ERROR_MESSAGES.replyDepth },
        ]);
      }
    }
    const mentionIds = await allowedMentions(tx, access, authorId, input.mentionIds);
    const [row] = await tx
      .insert(feedComments)
      .values({ itemId: item.id, parentId: parent?.id ?? null, authorId, body, mentionIds })
      .returning();
    if (!row) throw new Error("the comment insert returned no row");
    await changeCount(tx, item.id, "comments", 1);
    await announceItem(tx, "feed.item_changed", item);
    await notifyMentions(tx, {
      actorId: authorId,
      people: mentionIds,
      scope: access.scope,
      itemId: item.id,
      body,
      where: "comment",
    });
    const actorName = (await peopleByIds(tx, [authorId])).get(authorId)?.name ?? "Someone";
    const url = feedPathOf(access.scope, item.id);
    // A mention already told them; one notification per person for one comment.
    const toldAlready = new Set(mentionIds);
    const parentAuthor = parent?.authorId ?? null;
    if (parentAuthor !== null && !toldAlready.has(parentAuthor)) {
      await notify(tx, [parentAuthor], {
        kind: "reply",
        actorId: authorId,
        title: `${actorName} replied to your comment in ${access.scope.name}`,
        excerpt: body,
        url,
        subject: { feedItemId: item.id, feedCommentId: row.id },
      });
      toldAlready.add(parentAuthor);
    }
    if (item.kind === "post" && item.authorId !== null && !toldAlready.has(item.authorId)) {
      await notify(tx, [item.authorId], {
        kind: "reply",
        actorId: authorId,
        title: `${actorName} commented on your post in ${access.scope.name}`,
        excerpt: body,
        url,
        subject: { feedItemId: item.id, feedCommentId: row.id },
      });
    }
    const [comment] = await toComments(tx, actor, [row], access, input.siteUrl);
    if (!comment) throw new Error("the comment could not be shown");
    return { comment };
  });
}

/** Changes a comment's text (its author only); newly mentioned people are told. */
export async function updateComment(
  db: Database,
  actor: PolicyActor,
  id: string,
  input: { body: string; mentionIds: readonly string[]; siteUrl: string },
): Promise<FeedCommentResponse> {
  const userId = signedInId(actor);
  const body = cleanBody(input.body);
  await consumeFeedChange(db, userId);
  return db.transaction(async (tx) => {
    const { comment, item, access } = await loadCommentAccess(tx, actor, id);
    await claimFeedImages(tx, body, access.scope);
    feedPolicy.assertCan(actor, "edit", { standing: access.standing, content: commentContentOf(comment) });
    const mentionIds = await allowedMentions(tx, access, userId, input.mentionIds);
    const [updated] = await tx
      .update(feedComments)
      .set({ body, mentionIds, editedAt: sql`now()` })
      .where(eq(feedComments.id, comment.id))
      .returning();
    if (!updated) throw new Error("the comment update returned no row");
    await announceItem(tx, "feed.item_changed", item);
    await notifyMentions(tx, {
      actorId: userId,
      people: mentionIds.filter((mentioned) => !comment.mentionIds.includes(mentioned)),
      scope: access.scope,
      itemId: item.id,
      body,
      where: "comment",
    });
    const [shown] = await toComments(tx, actor, [updated], access, input.siteUrl);
    if (!shown) throw new Error("the comment could not be shown");
    return { comment: shown };
  });
}

/** Deletes a comment softly: its author, a team leader, the incubator owner or an administrator. */
export async function deleteComment(
  db: Database,
  actor: PolicyActor,
  id: string,
  options: AuditOptions = {},
): Promise<void> {
  const userId = signedInId(actor);
  await db.transaction(async (tx) => {
    const { comment, item, access } = await loadCommentAccess(tx, actor, id);
    const content = commentContentOf(comment);
    feedPolicy.assertCan(actor, "delete", { standing: access.standing, content });
    const [deleted] = await tx
      .update(feedComments)
      .set({ deletedAt: sql`now()`, deletedBy: userId })
      .where(eq(feedComments.id, comment.id))
      .returning();
    if (!deleted) throw new Error("the comment delete returned no row");
    if (comment.hiddenAt === null) await changeCount(tx, item.id, "comments", -1);
    await announceItem(tx, "feed.item_changed", item);
    if (feedPolicy.deletesAnothersContent(actor, content)) {
      await recordAudit(tx, {
        actor,
        action: "feed_comment.delete",
        target: { type: "feed_comment", id: comment.id },
        before: fieldsOf(comment, ["deletedAt"]),
        after: fieldsOf(deleted, ["deletedAt"]),
        requestId: options.requestId,
      });
    }
  });
}

/** Hides a comment at once: the incubator owner or an administrator. */
export async function hideComment(
  db: Database,
  actor: PolicyActor,
  id: string,
  options: AuditOptions = {},
): Promise<void> {
  const userId = signedInId(actor);
  await db.transaction(async (tx) => {
    const { comment, item, access } = await loadCommentAccess(tx, actor, id);
    feedPolicy.assertCan(actor, "hide", access);
    if (comment.hiddenAt !== null) return;
    const [hidden] = await tx
      .update(feedComments)
      .set({ hiddenAt: sql`now()`, hiddenBy: userId })
      .where(eq(feedComments.id, comment.id))
      .returning();
    if (!hidden) throw new Error("the comment hide returned no row");
    await changeCount(tx, item.id, "comments", -1);
    await announceItem(tx, "feed.item_changed", item);
    await recordAudit(tx, {
      actor,
      action: "feed_comment.hide",
      target: { type: "feed_comment", id: comment.id },
      before: fieldsOf(comment, ["hiddenAt"]),
      after: fieldsOf(hidden, ["hiddenAt"]),
      requestId: options.requestId,
    });
  });
}
