import {
  FEED_REACTIONS,
  FEED_TOP_COMMENT_WEIGHT,
  FEED_TOP_HALF_LIFE_HOURS,
  type FeedItem,
  type FeedPerson,
  type FeedReaction,
  type FeedScope,
  feedTopWeight,
} from "@hatchery/shared";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { feedItems, users } from "../../db/schema";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import type { FeedScopeAccess } from "./feed-access";
import type { FeedContent } from "./feeds.policy";
import * as feedPolicy from "./feeds.policy";

/** Turning stored feed rows into what the pages read: people, reaction counts and what the reader may do. */

export type FeedItemRow = typeof feedItems.$inferSelect;

/** A stored item as the feed policy sees it: who wrote it, or that the platform did. */
export function contentOf(row: Pick<FeedItemRow, "authorId" | "kind">): FeedContent {
  return { authorId: row.authorId, writtenByPlatform: row.kind !== "post" };
}

/** The people of these ids, by id: authors and mentions are shown with their name and picture. */
export async function peopleByIds(
  db: Database,
  ids: Iterable<string | null>,
): Promise<Map<string, FeedPerson>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(personRefColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

function mentionsOf(ids: readonly string[], people: Map<string, FeedPerson>): FeedPerson[] {
  return ids.flatMap((id) => {
    const found = people.get(id);
    return found ? [found] : [];
  });
}

interface ReactionCount {
  itemId: string;
  reaction: FeedReaction;
  count: number;
  /** Whether the reader gave it. */
  mine: boolean;
}

/** An array of values as one SQL expression of `cast` (`text[]`), empty included. */
export function sqlArray(values: readonly string[], cast: string): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(cast)}`;
}

/** How items are shown: for a page of the site at `siteUrl` (PUBLIC_URL), ranked by Top's `scores`. */
export interface FeedShowing {
  siteUrl: string;
  scores?: ReadonlyMap<string, number>;
}

/**
 * A post's markdown as the HTML its card shows, rendered here rather than in every browser: the feed's
 * first view then needs no markdown parser (decision 075).
 */
export function feedHtmlOf(
  body: string,
  mentions: readonly Pick<FeedPerson, "name" | "handle">[],
  siteUrl: string,
): Promise<string> {
  return renderMarkdownHtml(body, siteUrl, { mentions });
}

/**
 * Each item with its reactions counted, the reader's own, its people, its post's HTML and what the
 * reader may do.
 */
export async function toFeedItems(
  db: Database,
  actor: PolicyActor,
  rows: readonly FeedItemRow[],
  scopeOf: (row: FeedItemRow) => FeedScopeAccess,
  { siteUrl, scores }: FeedShowing,
): Promise<FeedItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const viewerId = actor.kind === "user" ? actor.userId : null;
  const wantedPeople = [
    ...new Set(rows.flatMap((row) => [row.authorId, ...row.mentionIds]).filter((id) => id !== null)),
  ];
  // One round trip for both: under load each query costs more in the pool and the socket than in
  // PostgreSQL (docs/decisions/020-feeds.md).
  const { rows: found } = await db.execute<{ people: FeedPerson[]; counts: ReactionCount[] }>(sql`
    select
      (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'image', u.image,
          'handle', u.handle)), '[]')
        from users u where u.id = any(${sqlArray(wantedPeople, "text[]")})) as people,
      (select coalesce(json_agg(json_build_object('itemId', r.item_id, 'reaction', r.reaction,
          'count', r.count, 'mine', r.mine)), '[]')
        from (select item_id, reaction, count(*)::int as count,
            coalesce(bool_or(user_id = ${viewerId}), false) as mine
          from feed_reactions where item_id = any(${sqlArray(ids, "uuid[]")})
          group by item_id, reaction) r) as counts`);
  const people = new Map((found[0]?.people ?? []).map((one) => [one.id, one]));
  const counts = found[0]?.counts ?? [];
  const order = (reaction: FeedReaction) => FEED_REACTIONS.indexOf(reaction);
  const htmlOf = await Promise.all(
    rows.map((row) =>
      row.kind === "post" ? feedHtmlOf(row.body, mentionsOf(row.mentionIds, people), siteUrl) : null,
    ),
  );
  return rows.map((row, index) => {
    const access = scopeOf(row);
    const onContent = {
      standing: access.standing,
      content: contentOf(row),
    };
    return {
      id: row.id,
      kind: row.kind,
      scope: access.scope,
      author: row.authorId === null ? null : (people.get(row.authorId) ?? null),
      body: row.body,
      bodyHtml: htmlOf[index] ?? null,
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
      myReactions: counts
        .filter((count) => count.itemId === row.id && count.mine)
        .map(({ reaction }) => reaction)
        .sort((a, b) => order(a) - order(b)),
      score: scores?.get(row.id) ?? null,
      can: {
        edit: feedPolicy.can(actor, "edit", onContent),
        delete: feedPolicy.can(actor, "delete", onContent),
        pin: feedPolicy.can(actor, "pin", access),
        hide: feedPolicy.can(actor, "hide", access),
      },
    };
  });
}

export function scopeKeyOf(row: Pick<FeedItemRow, "scopeKind" | "scopeId">): string {
  return `${row.scopeKind}:${row.scopeId}`;
}

export type { FeedScope };

const HALF_LIFE_SECONDS = FEED_TOP_HALF_LIFE_HOURS * 3600;

/**
 * Where "Top" ranks an item with these counters (the new values, in the statement that sets them): its
 * creation moved later by the half-life times log2 of its weight. An item ranked at `ranked_at` scores
 * 2^((ranked_at − now) / half-life) = weight × 2^(−hours since / half-life), the formula the page
 * explains (packages/shared feed-model.ts), and two items keep their order as time passes.
 */
export function rankedAtOf(reactions: SQL, comments: SQL): SQL {
  return sql`${feedItems.createdAt} + make_interval(secs => ${HALF_LIFE_SECONDS}::float8
    * ln(((${reactions}) + ${FEED_TOP_COMMENT_WEIGHT} * (${comments}) + 1)::float8) / ln(2))`;
}

/** The same for an item written outside SQL (the demo content): its `ranked_at` from its counters. */
export function rankedAtFor(createdAt: Date, reactions: number, comments: number): Date {
  return new Date(
    createdAt.getTime() + HALF_LIFE_SECONDS * 1000 * Math.log2(feedTopWeight(reactions, comments)),
  );
}

/** An item's score now, from where it ranks. */
export function topScoreOf(rankedAt: AnyPgColumn): SQL<number> {
  return sql<number>`power(2::float8, (extract(epoch from ${rankedAt} - now()) / ${HALF_LIFE_SECONDS})::float8)`.mapWith(
    Number,
  );
}

/**
 * Moves one of an item's counters by one (never below zero) and its Top rank with it, in one statement;
 * the item as it is after.
 */
export async function changeCount(
  tx: Database,
  itemId: string,
  counter: "reactions" | "comments",
  by: 1 | -1,
): Promise<FeedItemRow> {
  const moved = (column: AnyPgColumn) => sql`greatest(${column} + ${by}, 0)`;
  const reactions =
    counter === "reactions" ? moved(feedItems.reactionCount) : sql`${feedItems.reactionCount}`;
  const comments = counter === "comments" ? moved(feedItems.commentCount) : sql`${feedItems.commentCount}`;
  const [row] = await tx
    .update(feedItems)
    .set({ reactionCount: reactions, commentCount: comments, rankedAt: rankedAtOf(reactions, comments) })
    .where(eq(feedItems.id, itemId))
    .returning();
  if (!row) throw new Error(`the ${counter} count update returned no row`);
  return row;
}
