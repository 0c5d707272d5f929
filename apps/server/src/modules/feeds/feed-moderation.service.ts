import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { feedComments, feedItems } from "../../db/schema";
import { announceItem } from "./feed-items.service";
import { changeCount, type FeedItemRow } from "./feed-records";

/**
 * The moderation queue hides and restores posts and comments (docs/decisions/055-moderation-queue.md).
 * The moderation module has decided who may and writes the audit; this changes the row, keeps the
 * item's comment count to what readers see, and tells the feed's open pages, so a hidden post leaves
 * every feed at once and a restored one comes back. Null when no such row exists.
 */

type CommentRow = typeof feedComments.$inferSelect;

export async function setItemHidden(
  tx: Database,
  itemId: string,
  hiddenBy: string | null,
): Promise<{ before: FeedItemRow; after: FeedItemRow } | null> {
  const [before] = await tx.select().from(feedItems).where(eq(feedItems.id, itemId)).for("update");
  if (!before) return null;
  if ((before.hiddenAt !== null) === (hiddenBy !== null)) return { before, after: before };
  const [after] = await tx
    .update(feedItems)
    .set(hiddenBy === null ? { hiddenAt: null, hiddenBy: null } : { hiddenAt: new Date(), hiddenBy })
    .where(eq(feedItems.id, itemId))
    .returning();
  if (!after) throw new Error("the item update returned no row");
  await announceItem(tx, "feed.item_changed", after);
  return { before, after };
}

export async function setCommentHidden(
  tx: Database,
  commentId: string,
  hiddenBy: string | null,
): Promise<{ before: CommentRow; after: CommentRow } | null> {
  const [before] = await tx.select().from(feedComments).where(eq(feedComments.id, commentId)).for("update");
  if (!before) return null;
  if ((before.hiddenAt !== null) === (hiddenBy !== null)) return { before, after: before };
  const [after] = await tx
    .update(feedComments)
    .set(hiddenBy === null ? { hiddenAt: null, hiddenBy: null } : { hiddenAt: new Date(), hiddenBy })
    .where(eq(feedComments.id, commentId))
    .returning();
  if (!after) throw new Error("the comment update returned no row");
  // A deleted comment is out of the count already; a shown one leaves it when hidden and comes back.
  const item =
    before.deletedAt === null
      ? await changeCount(tx, before.itemId, "comments", hiddenBy === null ? 1 : -1)
      : (await tx.select().from(feedItems).where(eq(feedItems.id, before.itemId)))[0];
  if (item) await announceItem(tx, "feed.item_changed", item);
  return { before, after };
}
