import {
  FEED_REACTIONS,
  type FeedItem,
  type FeedPerson,
  type FeedReaction,
  type FeedScope,
} from "@hatchery/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type feedItems, feedReactions, users } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import type { FeedScopeAccess } from "./feed-access";

/** Turning stored feed rows into what the pages read: people, reaction counts and what the reader may do. */

export type FeedItemRow = typeof feedItems.$inferSelect;

/** The people of these ids, by id: authors and mentions are shown with their name and picture. */
export async function peopleByIds(
  db: Database,
  ids: Iterable<string | null>,
): Promise<Map<string, FeedPerson>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, image: users.image })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

function mentionsOf(ids: readonly string[], people: Map<string, FeedPerson>): FeedPerson[] {
  return ids.flatMap((id) => {
    const found = people.get(id);
    return found ? [found] : [];
  });
}

/** Each item with its reactions counted, the reader's own, its people and what the reader may do. */
export async function toFeedItems(
  db: Database,
  actor: PolicyActor,
  rows: readonly FeedItemRow[],
  scopeOf: (row: FeedItemRow) => FeedScopeAccess,
  scores?: ReadonlyMap<string, number>,
): Promise<FeedItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const viewerId = actor.kind === "user" ? actor.userId : null;
  // One after the other: an item answered from inside its change's transaction reads on one connection.
  const counts = await db
    .select({
      itemId: feedReactions.itemId,
      reaction: feedReactions.reaction,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(feedReactions)
    .where(inArray(feedReactions.itemId, ids))
    .groupBy(feedReactions.itemId, feedReactions.reaction);
  const mine =
    viewerId === null
      ? []
      : await db
          .select({ itemId: feedReactions.itemId, reaction: feedReactions.reaction })
          .from(feedReactions)
          .where(and(inArray(feedReactions.itemId, ids), eq(feedReactions.userId, viewerId)));
  const people = await peopleByIds(
    db,
    rows.flatMap((row) => [row.authorId, ...row.mentionIds]),
  );
  const order = (reaction: FeedReaction) => FEED_REACTIONS.indexOf(reaction);
  return rows.map((row) => {
    const access = scopeOf(row);
    const isAuthor = viewerId !== null && row.authorId === viewerId;
    return {
      id: row.id,
      kind: row.kind,
      scope: access.scope,
      author: row.authorId === null ? null : (people.get(row.authorId) ?? null),
      body: row.body,
      link: row.link ?? null,
      mentions: mentionsOf(row.mentionIds, people),
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      pinnedAt: row.pinnedAt?.toISOString() ?? null,
      commentCount: row.commentCount,
      reactions: counts
        .filter((count) => count.itemId === row.id)
        .map(({ reaction, count }) => ({ reaction, count }))
        .sort((a, b) => order(a.reaction) - order(b.reaction)),
      myReactions: mine
        .filter((reaction) => reaction.itemId === row.id)
        .map(({ reaction }) => reaction)
        .sort((a, b) => order(a) - order(b)),
      score: scores?.get(row.id) ?? null,
      can: {
        edit: isAuthor && row.kind === "post",
        delete: (isAuthor && row.kind === "post") || access.canDeleteAny,
        pin: access.canPin,
        hide: access.canHide,
      },
    };
  });
}

export function scopeKeyOf(row: Pick<FeedItemRow, "scopeKind" | "scopeId">): string {
  return `${row.scopeKind}:${row.scopeId}`;
}

export type { FeedScope };
