import { FEED_ERROR_MESSAGES, type FeedReportReason } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { feedReports } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { loadCommentAccess } from "./feed-comments.service";
import { loadItemAccess, signedInId } from "./feed-items.service";

/** Stores a report for moderation; one per person and post or comment (409 for a second). */
export async function reportContent(
  db: Database,
  actor: PolicyActor,
  target: { itemId: string } | { commentId: string },
  input: { reason: FeedReportReason; details: string },
): Promise<{ reportId: string }> {
  const reporterId = signedInId(actor);
  return db.transaction(async (tx) => {
    let itemId: string;
    let commentId: string | null = null;
    if ("commentId" in target) {
      const { comment } = await loadCommentAccess(tx, actor, target.commentId);
      itemId = comment.itemId;
      commentId = comment.id;
    } else {
      itemId = (await loadItemAccess(tx, actor, target.itemId)).row.id;
    }
    const [row] = await tx
      .insert(feedReports)
      .values({
        itemId,
        commentId,
        reporterId,
        reason: input.reason,
        details: input.details.replaceAll("\u0000", ""),
      })
      .onConflictDoNothing()
      .returning({ id: feedReports.id });
    if (!row) throw new AppError("conflict", FEED_ERROR_MESSAGES.alreadyReported);
    return { reportId: row.id };
  });
}
