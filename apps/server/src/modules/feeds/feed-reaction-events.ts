import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { feedItems } from "../../db/schema";
import type { JobRegistration } from "../../lib/jobs/jobs";
import { defineMergedAnnouncements } from "../../lib/merged-announcements";
import { announceItem } from "./feed-items.service";

/** The item changed, to its feed's readers: the event carries ids, and the web reads the item again. */
async function announceReactions(tx: Database, { itemId }: { itemId: string }): Promise<void> {
  const [row] = await tx
    .select({
      id: feedItems.id,
      scopeKind: feedItems.scopeKind,
      scopeId: feedItems.scopeId,
      incubatorId: feedItems.incubatorId,
    })
    .from(feedItems)
    .where(eq(feedItems.id, itemId));
  if (row) await announceItem(tx, "feed.item_changed", row);
}

/** Reaction changes to one feed item, announced at once or merged per window (decision 025). */
export const feedReactionAnnouncements = defineMergedAnnouncements({
  name: "feeds.reactions-changed",
  payload: z.strictObject({ itemId: z.uuid() }),
  subjectOf: ({ itemId }) => itemId,
  announce: announceReactions,
});

export function feedJobs(db: Database, mergeWindowMs: number): JobRegistration[] {
  return [feedReactionAnnouncements.registration(db, mergeWindowMs)];
}
