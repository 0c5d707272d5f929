import {
  FEED_REACTIONS,
  type FeedItemResponse,
  type FeedReaction,
  type FeedReactors,
} from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { feedReactions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { notify } from "../notifications/notify.service";
import { feedPathOf } from "./feed-access";
import { itemResponse, loadItemAccess, signedInId } from "./feed-items.service";
import { consumeFeedChange } from "./feed-limits";
import { feedReactionAnnouncements } from "./feed-reaction-events";
import { changeCount, peopleByIds } from "./feed-records";

/** Reactions to feed items (decision 020): the author is told, grouped per post while unread. */

function reactionOf(value: string): FeedReaction {
  const reaction = FEED_REACTIONS.find((known) => known === value);
  if (!reaction) throw new AppError("not_found", `Unknown reaction; one of ${FEED_REACTIONS.join(", ")}`);
  return reaction;
}

/**
 * Adds the person's reaction (once per kind); the post's author is told, grouped per post while unread
 * ("Ada and 2 others reacted to your post").
 */
export async function react(
  db: Database,
  actor: PolicyActor,
  itemId: string,
  value: string,
  /**
   * How long a burst of reaction changes to one item is merged into one event (decision 025), and the
   * site's address, for the item's HTML.
   */
  deps: { mergeWindowMs: number; siteUrl: string },
): Promise<FeedItemResponse> {
  const userId = signedInId(actor);
  const reaction = reactionOf(value);
  await consumeFeedChange(db, userId);
  return db.transaction(async (tx) => {
    const { row: item, access } = await loadItemAccess(tx, actor, itemId, { lock: true });
    const added = await tx
      .insert(feedReactions)
      .values({ itemId: item.id, userId, reaction })
      .onConflictDoNothing()
      .returning({ itemId: feedReactions.itemId });
    if (added.length === 0) return itemResponse(tx, actor, item, access, deps.siteUrl);
    const updated = await changeCount(tx, item.id, "reactions", 1);
    await feedReactionAnnouncements.changed(tx, { itemId: item.id }, deps.mergeWindowMs);
    if (item.kind === "post" && item.authorId !== null) {
      const actorName = (await peopleByIds(tx, [userId])).get(userId)?.name ?? "Someone";
      await notify(tx, [item.authorId], {
        kind: "reaction",
        actorId: userId,
        title: `${actorName} reacted to your post in ${access.scope.name}`,
        groupTitle: `${actorName} and {others} reacted to your post in ${access.scope.name}`,
        groupKey: `feed-reactions:${item.id}`,
        excerpt: item.body,
        url: feedPathOf(access.scope, item.id),
        subject: { feedItemId: item.id },
      });
    }
    return itemResponse(tx, actor, updated, access, deps.siteUrl);
  });
}

/** Takes the person's reaction back; taking back one they never gave changes nothing. */
export async function unreact(
  db: Database,
  actor: PolicyActor,
  itemId: string,
  value: string,
  /**
   * How long a burst of reaction changes to one item is merged into one event (decision 025), and the
   * site's address, for the item's HTML.
   */
  deps: { mergeWindowMs: number; siteUrl: string },
): Promise<FeedItemResponse> {
  const userId = signedInId(actor);
  const reaction = reactionOf(value);
  await consumeFeedChange(db, userId);
  return db.transaction(async (tx) => {
    const { row: item, access } = await loadItemAccess(tx, actor, itemId, { lock: true });
    const removed = await tx
      .delete(feedReactions)
      .where(
        and(
          eq(feedReactions.itemId, item.id),
          eq(feedReactions.userId, userId),
          eq(feedReactions.reaction, reaction),
        ),
      )
      .returning({ itemId: feedReactions.itemId });
    if (removed.length === 0) return itemResponse(tx, actor, item, access, deps.siteUrl);
    const updated = await changeCount(tx, item.id, "reactions", -1);
    await feedReactionAnnouncements.changed(tx, { itemId: item.id }, deps.mergeWindowMs);
    return itemResponse(tx, actor, updated, access, deps.siteUrl);
  });
}

const REACTORS_PER_REACTION = 50;

/** Who reacted with what, earliest first, up to fifty people per reaction. */
export async function listReactors(db: Database, actor: PolicyActor, itemId: string): Promise<FeedReactors> {
  const { row: item } = await loadItemAccess(db, actor, itemId);
  const rows = await db
    .select({
      reaction: feedReactions.reaction,
      ...personRefColumns,
    })
    .from(feedReactions)
    .innerJoin(users, eq(users.id, feedReactions.userId))
    .where(eq(feedReactions.itemId, item.id))
    .orderBy(asc(feedReactions.reaction), asc(feedReactions.createdAt), asc(users.id));
  return {
    reactions: FEED_REACTIONS.flatMap((reaction) => {
      const people = rows
        .filter((row) => row.reaction === reaction)
        .slice(0, REACTORS_PER_REACTION)
        .map(({ id, name, image, handle }) => ({ id, name, image, handle }));
      return people.length === 0 ? [] : [{ reaction, people }];
    }),
  };
}
