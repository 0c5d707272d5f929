import { FEED_COMMENTS_PER_MINUTE, FEED_ERROR_MESSAGES } from "@hatchery/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { feedImages } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { createRateLimit } from "../../lib/rate-limit";
import type { CheckedFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import {
  createStoredImages,
  type ServedImage,
  STORED_IMAGE_MIME_TYPES,
} from "../../lib/storage/stored-images";
import { type FeedScopeAccess, readsScope, type ScopeKey } from "./feed-access";
import * as feedPolicy from "./feeds.policy";

/**
 * Images of posts and comments: uploaded for one feed, shown in that feed only and served to its
 * readers only (docs/decisions/024-members-only-teams.md), removed when never shown (decision 020).
 */

export const FEED_IMAGE_MIME_TYPES = STORED_IMAGE_MIME_TYPES;
/** Where feed images are stored; the uploads cleanup removes unused ones from there. */
export const FEED_IMAGE_KEY_PREFIX = "feed-images/";
const FEED_IMAGE_URL_PREFIX = "/api/files/feed-images/";
const feedImageFiles = createStoredImages({
  keyPrefix: FEED_IMAGE_KEY_PREFIX,
  urlPrefix: FEED_IMAGE_URL_PREFIX,
  notFoundMessage: "There is no such image.",
});

function signedInId(actor: PolicyActor): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated", "Please sign in to continue.");
  return actor.userId;
}

const imageLimits = new WeakMap<Database, ReturnType<typeof createRateLimit>>();

/**
 * Refuses an image upload before a byte is read unless the person may post in the scope, and counts it
 * (30 a minute, with the comments' words) so uploads cannot flood the storage.
 */
export async function assertMayUploadImage(
  db: Database,
  actor: PolicyActor,
  access: FeedScopeAccess,
): Promise<void> {
  const userId = signedInId(actor);
  feedPolicy.assertCan(actor, "post", access);
  let limit = imageLimits.get(db);
  if (!limit) {
    limit = createRateLimit(db, {
      name: "feed-images",
      points: FEED_COMMENTS_PER_MINUTE,
      windowMs: 60_000,
      message: "You can add at most 30 images a minute. Please wait a moment.",
    });
    imageLimits.set(db, limit);
  }
  await limit.consume(userId);
}

/**
 * Stores a checked image (SPEC §5 file check, images only) for a post in the scope; answers its
 * address. Its record says it is not used yet: unless a post or comment shows it within a day, the
 * uploads cleanup removes it.
 */
export async function storeFeedImage(
  db: Database,
  storage: Storage,
  actor: PolicyActor,
  input: { scope: ScopeKey; file: CheckedFileStream },
): Promise<{ url: string }> {
  const uploaderId = signedInId(actor);
  const image = feedImageFiles.newFile(input.file);
  await feedImageFiles.replace(storage, image, async () => {
    await db
      .insert(feedImages)
      .values({ storedName: image.name, uploaderId, scopeKind: input.scope.kind, scopeId: input.scope.id });
    return null;
  });
  return { url: image.url };
}

/**
 * An image for the readers of the feed it was uploaded for, and for its uploader (whose composer shows
 * it before the post exists). A feed is never public, so neither is the image: it is served privately,
 * and to anyone else it does not exist.
 */
export function readFeedImage(
  db: Database,
  actor: PolicyActor,
  input: { name: string },
  services: { storage: Storage },
): Promise<ServedImage> {
  return feedImageFiles.serve(services.storage, input.name, async () => {
    if (actor.kind !== "user") return undefined;
    const [row] = await db
      .select({
        uploaderId: feedImages.uploaderId,
        scopeKind: feedImages.scopeKind,
        scopeId: feedImages.scopeId,
      })
      .from(feedImages)
      .where(eq(feedImages.storedName, input.name));
    if (!row) return undefined;
    if (row.uploaderId === actor.userId) return "private";
    if (row.scopeKind === null || row.scopeId === null) return undefined;
    return (await readsScope(db, actor, { kind: row.scopeKind, id: row.scopeId })) ? "private" : undefined;
  });
}

const FEED_IMAGE_IN_TEXT = new RegExp(`${FEED_IMAGE_URL_PREFIX}([A-Za-z0-9_-]+\\.[a-z]+)`, "g");

/** The names of the uploaded feed images a text shows. */
export function feedImageNamesIn(body: string): string[] {
  return [...new Set(Array.from(body.matchAll(FEED_IMAGE_IN_TEXT), (match) => match[1] ?? ""))];
}

/**
 * Marks the images a post or comment in `scope` shows as used, in its transaction, so the uploads
 * cleanup keeps them. The cleanup holds the rows it removes locked until their files are gone: a text
 * written at the same moment either marks an image first (and the cleanup leaves it) or finds it gone
 * and is refused, never published with an image that no longer exists. An image uploaded for another
 * feed is refused too: that feed's readers are the only ones it is served to.
 */
export async function claimFeedImages(tx: Database, body: string, scope: ScopeKey): Promise<void> {
  const names = feedImageNamesIn(body);
  if (names.length === 0) return;
  const claimed = await tx
    .update(feedImages)
    .set({
      usedAt: sql`coalesce(${feedImages.usedAt}, now())`,
      // An image uploaded before scopes were recorded belongs to the first feed that shows it.
      scopeKind: sql`coalesce(${feedImages.scopeKind}, ${scope.kind})`,
      scopeId: sql`coalesce(${feedImages.scopeId}, ${scope.id}::uuid)`,
    })
    .where(inArray(feedImages.storedName, names))
    .returning({
      storedName: feedImages.storedName,
      scopeKind: feedImages.scopeKind,
      scopeId: feedImages.scopeId,
    });
  if (claimed.length !== names.length) {
    throw new AppError("validation_failed", FEED_ERROR_MESSAGES.imageNotStored, [
      { path: ["body"], message: FEED_ERROR_MESSAGES.imageNotStored },
    ]);
  }
  if (claimed.some((image) => image.scopeKind !== scope.kind || image.scopeId !== scope.id)) {
    throw new AppError("validation_failed", FEED_ERROR_MESSAGES.imageOfAnotherFeed, [
      { path: ["body"], message: FEED_ERROR_MESSAGES.imageOfAnotherFeed },
    ]);
  }
}
