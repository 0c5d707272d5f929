import { and, asc, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatAttachments, feedImages } from "../../db/schema";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "../../lib/jobs/jobs";
import type { Storage } from "../../lib/storage/storage";
import { CHAT_FILE_STORAGE_PREFIX } from "../chat/chat-files";
import { FEED_IMAGE_KEY_PREFIX } from "../feeds/feed-items.service";

/**
 * Removes uploads nobody used: feed images no post or comment showed, chat files no message carried,
 * once they are older than a grace period (a person may upload, then write for a while). Files of
 * deleted chat messages go with the message; images of deleted posts stay, since a deleted post is kept
 * (soft) and another post may show the same image.
 */

/** How long an upload may wait for its post or message. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60_000;
export const UNUSED_UPLOADS_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** Uploads removed per transaction: a batch's rows stay locked while their files are deleted. */
export const UNUSED_UPLOADS_BATCH_SIZE = 100;
/** Batches per run at most, so one run stays short; what is left waits for the next run. */
const MAX_BATCHES_PER_RUN = 50;

export const unusedUploadsCleanupJob = defineScheduledJob({ name: "uploads.cleanup" });

interface UploadKind {
  /** Claims up to `limit` unused uploads older than `before` (locked, skipping rows locked by a writer). */
  claim(tx: Database, before: Date, limit: number): Promise<string[]>;
  remove(tx: Database, names: readonly string[]): Promise<void>;
  keyOf(name: string): string;
}

const feedImageUploads: UploadKind = {
  async claim(tx, before, limit) {
    const rows = await tx
      .select({ name: feedImages.storedName })
      .from(feedImages)
      .where(and(isNull(feedImages.usedAt), lt(feedImages.createdAt, before)))
      .orderBy(asc(feedImages.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    return rows.map((row) => row.name);
  },
  async remove(tx, names) {
    await tx.delete(feedImages).where(inArray(feedImages.storedName, [...names]));
  },
  keyOf: (name) => `${FEED_IMAGE_KEY_PREFIX}${name}`,
};

const chatFileUploads: UploadKind = {
  async claim(tx, before, limit) {
    const rows = await tx
      .select({ name: chatAttachments.storedName })
      .from(chatAttachments)
      .where(and(isNull(chatAttachments.messageId), lt(chatAttachments.createdAt, before)))
      .orderBy(asc(chatAttachments.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    return rows.map((row) => row.name);
  },
  async remove(tx, names) {
    await tx.delete(chatAttachments).where(inArray(chatAttachments.storedName, [...names]));
  },
  keyOf: (name) => `${CHAT_FILE_STORAGE_PREFIX}/${name}`,
};

/**
 * One batch in one transaction: the rows are claimed and locked, their files deleted, then the rows.
 * A post or message that reaches for one of them meanwhile waits for the lock and then finds it gone
 * (and is refused); one that marked it first holds its lock, so the claim skips it. A file deletion
 * that fails rolls the batch back: its rows stay for the next run, and deleting a file already gone is
 * no error, so a batch done twice does no harm.
 */
async function removeBatch(db: Database, storage: Storage, kind: UploadKind, before: Date, limit: number) {
  return db.transaction(async (tx) => {
    const names = await kind.claim(tx, before, limit);
    if (names.length === 0) return 0;
    await Promise.all(names.map((name) => storage.delete(kind.keyOf(name))));
    await kind.remove(tx, names);
    return names.length;
  });
}

/** Removes the uploads unused since before `now` minus the grace period; returns how many of each. */
export async function removeUnusedUploads(
  db: Database,
  storage: Storage,
  now: Date,
  { batchSize = UNUSED_UPLOADS_BATCH_SIZE }: { batchSize?: number } = {},
): Promise<{ feedImages: number; chatFiles: number }> {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS);
  const removeAll = async (kind: UploadKind) => {
    let removed = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const count = await removeBatch(db, storage, kind, before, batchSize);
      removed += count;
      if (count < batchSize) break;
    }
    return removed;
  };
  return { feedImages: await removeAll(feedImageUploads), chatFiles: await removeAll(chatFileUploads) };
}

export function unusedUploadsJobs(db: Database, storage: Storage): JobRegistration[] {
  return [
    registerSchedule(unusedUploadsCleanupJob, UNUSED_UPLOADS_CLEANUP_INTERVAL_MS, async ({ now }) => {
      await removeUnusedUploads(db, storage, now);
    }),
  ];
}
