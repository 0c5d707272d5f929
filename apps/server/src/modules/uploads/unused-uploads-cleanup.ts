import { and, asc, inArray, lt, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "../../lib/jobs/jobs";
import type { Storage } from "../../lib/storage/storage";

/**
 * Removes uploads nobody used, once they are older than a grace period (a person may upload, then write
 * for a while). The kinds of upload and what makes one unused are the areas' own, listed in
 * src/upload-kind-list.ts, so this module imports no area.
 */

/** How long an upload may wait for its post or message. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60_000;
export const UNUSED_UPLOADS_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** Uploads removed per transaction: a batch's rows stay locked while their files are deleted. */
export const UNUSED_UPLOADS_BATCH_SIZE = 100;
/** Batches per run at most, so one run stays short; what is left waits for the next run. */
const MAX_BATCHES_PER_RUN = 50;

export const unusedUploadsCleanupJob = defineScheduledJob({ name: "uploads.cleanup" });

/** Where one kind of upload is recorded, and what makes it unused. */
export interface UploadKind {
  /** The kind's count in the cleanup's result, such as `feedImages`. */
  label: string;
  table: PgTable;
  storedName: AnyPgColumn;
  createdAt: AnyPgColumn;
  unused: SQL;
  /** The storage key of a stored name. */
  keyOf(storedName: string): string;
}

/** Claims up to `limit` unused uploads older than `before`, locked, skipping rows a writer holds. */
async function claim(tx: Database, kind: UploadKind, before: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ name: kind.storedName })
    .from(kind.table)
    .where(and(kind.unused, lt(kind.createdAt, before)))
    .orderBy(asc(kind.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return rows.map((row) => String(row.name));
}

/**
 * One batch in one transaction: the rows are claimed and locked, their files deleted, then the rows.
 * A post or message that reaches for one of them meanwhile waits for the lock and then finds it gone
 * (and is refused); one that marked it first holds its lock, so the claim skips it. A file deletion
 * that fails rolls the batch back: its rows stay for the next run, and deleting a file already gone is
 * no error, so a batch done twice does no harm.
 */
async function removeBatch(db: Database, storage: Storage, kind: UploadKind, before: Date, limit: number) {
  return db.transaction(async (tx) => {
    const names = await claim(tx, kind, before, limit);
    if (names.length === 0) return 0;
    await Promise.all(names.map((name) => storage.delete(kind.keyOf(name))));
    await tx.delete(kind.table).where(inArray(kind.storedName, names));
    return names.length;
  });
}

/**
 * Removes the uploads of these kinds unused since before `now` minus the grace period; returns how many
 * of each kind, by its label.
 */
export async function removeUnusedUploads(
  db: Database,
  storage: Storage,
  kinds: readonly UploadKind[],
  now: Date,
  { batchSize = UNUSED_UPLOADS_BATCH_SIZE }: { batchSize?: number } = {},
): Promise<Record<string, number>> {
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
  const removed: Record<string, number> = {};
  for (const kind of kinds) removed[kind.label] = await removeAll(kind);
  return removed;
}

export function unusedUploadsJobs(
  db: Database,
  storage: Storage,
  kinds: readonly UploadKind[],
): JobRegistration[] {
  return [
    registerSchedule(unusedUploadsCleanupJob, UNUSED_UPLOADS_CLEANUP_INTERVAL_MS, async ({ now }) => {
      await removeUnusedUploads(db, storage, kinds, now);
    }),
  ];
}
