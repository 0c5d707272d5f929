import {
  FEED_ERROR_MESSAGES,
  FEED_POSTS_PER_MINUTE,
  type FeedItem,
  type FeedItemResponse,
  type FeedScope,
  type MentionCandidatesResponse,
} from "@hatchery/shared";
import { sanitizeMarkdown } from "@hatchery/shared/sanitize";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { feedItems, teams, users } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { mentionCandidatesAmong } from "../../lib/mention-candidates";
import type { PolicyActor } from "../../lib/policy";
import { createRateLimit } from "../../lib/rate-limit";
import { publishEvent } from "../../lib/realtime/event-log";
import { notify } from "../notifications/notify.service";
import { type FeedScopeAccess, feedPathOf, loadScopeByKey, readsScopeCondition } from "./feed-access";
import { claimFeedImages } from "./feed-images";
import { consumeFeedChange } from "./feed-limits";
import { contentOf, type FeedItemRow, peopleByIds, toFeedItems } from "./feed-records";
import * as feedPolicy from "./feeds.policy";

/**
 * Posts and platform items of the three feeds (docs/decisions/020-feeds.md): reading one, writing,
 * editing, deleting (soft), pinning and hiding. Pages of items are feed-pages.service.ts.
 */

export function signedInId(actor: PolicyActor): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated", "Please sign in to continue.");
  return actor.userId;
}

/**
 * The item of this id with its scope as the actor stands in it; 404 for what the actor may not read,
 * what was deleted, and what was hidden (except to those who hide). `lock` takes the row lock for a change.
 */
export async function loadItemAccess(
  db: Database,
  actor: PolicyActor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ row: FeedItemRow; access: FeedScopeAccess }> {
  if (!z.uuid().safeParse(id).success) throw new AppError("not_found", FEED_ERROR_MESSAGES.itemNotFound);
  const query = db.select().from(feedItems).where(eq(feedItems.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row || row.deletedAt !== null) throw new AppError("not_found", FEED_ERROR_MESSAGES.itemNotFound);
  let access: FeedScopeAccess;
  try {
    access = await loadScopeByKey(db, actor, { kind: row.scopeKind, id: row.scopeId });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw new AppError("not_found", FEED_ERROR_MESSAGES.itemNotFound);
    }
    throw error;
  }
  if (
    !feedPolicy.can(actor, "read", access) ||
    (row.hiddenAt !== null && !feedPolicy.can(actor, "hide", access))
  ) {
    throw new AppError("not_found", FEED_ERROR_MESSAGES.itemNotFound);
  }
  return { row, access };
}

export async function itemResponse(
  db: Database,
  actor: PolicyActor,
  row: FeedItemRow,
  access: FeedScopeAccess,
  siteUrl: string,
): Promise<FeedItemResponse> {
  const [item] = await toFeedItems(db, actor, [row], () => access, { siteUrl });
  if (!item) throw new Error("the item could not be shown");
  return { item };
}

export async function getFeedItem(
  db: Database,
  actor: PolicyActor,
  id: string,
  siteUrl: string,
): Promise<FeedItemResponse> {
  const { row, access } = await loadItemAccess(db, actor, id);
  return itemResponse(db, actor, row, access, siteUrl);
}

/** The markdown a person wrote, sanitised (SPEC §5's markdown variant); empty after it is refused. */
export function cleanBody(body: string): string {
  const clean = sanitizeMarkdown(body).trim();
  if (clean === "") {
    throw new AppError("validation_failed", FEED_ERROR_MESSAGES.bodyRequired, [
      { path: ["body"], message: FEED_ERROR_MESSAGES.bodyRequired },
    ]);
  }
  return clean;
}

/** Of the people named, those who can read the scope (never the writer): mentions reach no one else. */
export async function allowedMentions(
  tx: Database,
  access: FeedScopeAccess,
  writerId: string,
  mentionIds: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(mentionIds)].filter((id) => id !== writerId);
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), readsScopeCondition(access, sql`${users.id}`)));
  return wanted.filter((id) => rows.some((row) => row.id === id));
}

/** Tells the newly mentioned people, in the transaction of the post or comment that names them. */
export async function notifyMentions(
  tx: Database,
  input: {
    actorId: string;
    people: readonly string[];
    scope: FeedScope;
    itemId: string;
    body: string;
    where: "post" | "comment";
  },
): Promise<void> {
  if (input.people.length === 0) return;
  const actorName = (await peopleByIds(tx, [input.actorId])).get(input.actorId)?.name ?? "Someone";
  await notify(tx, input.people, {
    kind: "mention",
    actorId: input.actorId,
    title: `${actorName} mentioned you in a ${input.where} in ${input.scope.name}`,
    excerpt: input.body,
    url: feedPathOf(input.scope, input.itemId),
    subject: { feedItemId: input.itemId },
  });
}

/**
 * Tells the item's readers it is new or changed. A public team's feed is also read by its incubator's
 * members (and owner), who are not in the team's audience: they get the same notice as the incubator's,
 * so their "new posts" pill moves too. A members-only team's items never reach the incubator.
 */
export async function announceItem(
  tx: Database,
  type: "feed.item_created" | "feed.item_changed",
  row: Pick<FeedItemRow, "id" | "scopeKind" | "scopeId" | "incubatorId">,
): Promise<void> {
  const payload = { itemId: row.id, scopeKind: row.scopeKind, scopeId: row.scopeId };
  await publishEvent(tx, { type, audience: { kind: row.scopeKind, id: row.scopeId }, payload });
  if (row.scopeKind !== "team") return;
  const [team] = await tx
    .select({ visibility: teams.visibility })
    .from(teams)
    .where(eq(teams.id, row.scopeId));
  if (team?.visibility === "public") {
    await publishEvent(tx, { type, audience: { kind: "incubator", id: row.incubatorId }, payload });
  }
}

const postLimits = new WeakMap<Database, ReturnType<typeof createRateLimit>>();
function postLimit(db: Database) {
  let limit = postLimits.get(db);
  if (!limit) {
    limit = createRateLimit(db, {
      name: "feed-posts",
      points: FEED_POSTS_PER_MINUTE,
      windowMs: 60_000,
      message: FEED_ERROR_MESSAGES.postsTooFast,
    });
    postLimits.set(db, limit);
  }
  return limit;
}

/** Writes a post in the scope (its members; the mentioned who can read it are told). */
export async function createPost(
  db: Database,
  actor: PolicyActor,
  access: FeedScopeAccess,
  input: { body: string; mentionIds: readonly string[]; siteUrl: string },
): Promise<FeedItemResponse> {
  const authorId = signedInId(actor);
  feedPolicy.assertCan(actor, "post", access);
  const body = cleanBody(input.body);
  await postLimit(db).consume(authorId);
  return db.transaction(async (tx) => {
    await claimFeedImages(tx, body, access.scope);
    const mentionIds = await allowedMentions(tx, access, authorId, input.mentionIds);
    const [row] = await tx
      .insert(feedItems)
      .values({
        scopeKind: access.scope.kind,
        scopeId: access.scope.id,
        incubatorId: access.incubatorId,
        teamId: access.teamId,
        kind: "post",
        authorId,
        body,
        mentionIds,
        // Created now without reactions or comments: it ranks at its creation.
        rankedAt: sql`now()`,
      })
      .returning();
    if (!row) throw new Error("the post insert returned no row");
    await announceItem(tx, "feed.item_created", row);
    await notifyMentions(tx, {
      actorId: authorId,
      people: mentionIds,
      scope: access.scope,
      itemId: row.id,
      body,
      where: "post",
    });
    return itemResponse(tx, actor, row, access, input.siteUrl);
  });
}

/** Changes a post's text (its author only); it shows "edited" from then on. Newly mentioned people are told. */
export async function updatePost(
  db: Database,
  actor: PolicyActor,
  id: string,
  input: { body: string; mentionIds: readonly string[]; siteUrl: string },
): Promise<FeedItemResponse> {
  const userId = signedInId(actor);
  const body = cleanBody(input.body);
  await consumeFeedChange(db, userId);
  return db.transaction(async (tx) => {
    const { row, access } = await loadItemAccess(tx, actor, id, { lock: true });
    feedPolicy.assertCan(actor, "edit", { standing: access.standing, content: contentOf(row) });
    await claimFeedImages(tx, body, access.scope);
    const mentionIds = await allowedMentions(tx, access, userId, input.mentionIds);
    const [updated] = await tx
      .update(feedItems)
      .set({ body, mentionIds, editedAt: sql`now()` })
      .where(eq(feedItems.id, row.id))
      .returning();
    if (!updated) throw new Error("the post update returned no row");
    await announceItem(tx, "feed.item_changed", updated);
    const newlyMentioned = mentionIds.filter((mentioned) => !row.mentionIds.includes(mentioned));
    await notifyMentions(tx, {
      actorId: userId,
      people: newlyMentioned,
      scope: access.scope,
      itemId: row.id,
      body,
      where: "post",
    });
    return itemResponse(tx, actor, updated, access, input.siteUrl);
  });
}

/** Deletes an item softly: its author, a team leader, the incubator owner or an administrator. */
export async function deleteItem(
  db: Database,
  actor: PolicyActor,
  id: string,
  options: AuditOptions = {},
): Promise<void> {
  const userId = signedInId(actor);
  await db.transaction(async (tx) => {
    const { row, access } = await loadItemAccess(tx, actor, id, { lock: true });
    const content = contentOf(row);
    feedPolicy.assertCan(actor, "delete", { standing: access.standing, content });
    const [deleted] = await tx
      .update(feedItems)
      .set({ deletedAt: sql`now()`, deletedBy: userId })
      .where(eq(feedItems.id, row.id))
      .returning();
    if (!deleted) throw new Error("the delete returned no row");
    await announceItem(tx, "feed.item_changed", row);
    if (feedPolicy.deletesAnothersContent(actor, content)) {
      await recordAudit(tx, {
        actor,
        action: "feed_item.delete",
        target: { type: "feed_item", id: row.id },
        before: fieldsOf(row, ["deletedAt"]),
        after: fieldsOf(deleted, ["deletedAt"]),
        requestId: options.requestId,
      });
    }
  });
}

/** Pins or unpins an item at the top of its feed: the incubator owner or the team's leader. */
export async function pinItem(
  db: Database,
  actor: PolicyActor,
  id: string,
  { pinned, siteUrl }: { pinned: boolean; siteUrl: string },
  options: AuditOptions = {},
): Promise<FeedItemResponse> {
  signedInId(actor);
  return db.transaction(async (tx) => {
    const { row, access } = await loadItemAccess(tx, actor, id, { lock: true });
    feedPolicy.assertCan(actor, "pin", access);
    const pinnedAt = pinned ? (row.pinnedAt ?? sql`now()`) : null;
    const [updated] = await tx
      .update(feedItems)
      .set({ pinnedAt })
      .where(eq(feedItems.id, row.id))
      .returning();
    if (!updated) throw new Error("the pin update returned no row");
    await announceItem(tx, "feed.item_changed", updated);
    // Pinning what is pinned (or unpinning the unpinned) changes nothing, so no entry is written.
    await recordAudit(tx, {
      actor,
      action: pinned ? "feed_item.pin" : "feed_item.unpin",
      target: { type: "feed_item", id: row.id },
      before: fieldsOf(row, ["pinnedAt"]),
      after: fieldsOf(updated, ["pinnedAt"]),
      requestId: options.requestId,
    });
    return itemResponse(tx, actor, updated, access, siteUrl);
  });
}

/** Hides an item from its feed at once, until moderation decides: the incubator owner or an administrator. */
export async function hideItem(
  db: Database,
  actor: PolicyActor,
  id: string,
  options: AuditOptions = {},
): Promise<void> {
  const userId = signedInId(actor);
  await db.transaction(async (tx) => {
    const { row, access } = await loadItemAccess(tx, actor, id, { lock: true });
    feedPolicy.assertCan(actor, "hide", access);
    if (row.hiddenAt !== null) return;
    const [hidden] = await tx
      .update(feedItems)
      .set({ hiddenAt: sql`now()`, hiddenBy: userId })
      .where(eq(feedItems.id, row.id))
      .returning();
    if (!hidden) throw new Error("the hide returned no row");
    await announceItem(tx, "feed.item_changed", row);
    await recordAudit(tx, {
      actor,
      action: "feed_item.hide",
      target: { type: "feed_item", id: row.id },
      before: fieldsOf(row, ["hiddenAt"]),
      after: fieldsOf(hidden, ["hiddenAt"]),
      requestId: options.requestId,
    });
  });
}

/** People who can read the scope whose name starts (or a word of it starts) with the text typed. */
export function mentionCandidates(
  db: Database,
  actor: PolicyActor,
  access: FeedScopeAccess,
  query: string,
): Promise<MentionCandidatesResponse> {
  return mentionCandidatesAmong(
    db,
    (candidate) => readsScopeCondition(access, candidate),
    signedInId(actor),
    query,
  );
}

export type { FeedItem };
