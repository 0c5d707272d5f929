import type { FeedReportReason } from "@hatchery/shared";
import type { Database } from "../../db/client";
import type { PolicyActor } from "../../lib/policy";
import { fileReport } from "../reports/reports.service";
import { loadCommentAccess } from "./feed-comments.service";
import { loadItemAccess, signedInId } from "./feed-items.service";

/**
 * Stores a report of a post or comment for moderation (decision 034): anyone who can read it may
 * report it, once while the report is open (409 for a second).
 */
export async function reportContent(
  db: Database,
  actor: PolicyActor,
  target: { itemId: string } | { commentId: string },
  input: { reason: FeedReportReason; details: string },
): Promise<{ reportId: string }> {
  const reporterId = signedInId(actor);
  return db.transaction(async (tx) => {
    const content =
      "commentId" in target
        ? {
            contentKind: "feed_comment" as const,
            contentId: (await loadCommentAccess(tx, actor, target.commentId)).comment.id,
          }
        : {
            contentKind: "feed_item" as const,
            contentId: (await loadItemAccess(tx, actor, target.itemId)).row.id,
          };
    return fileReport(tx, { reporterId, ...content, reason: input.reason, details: input.details });
  });
}
