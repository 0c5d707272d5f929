import {
  TMAY_LIST_LIMIT,
  TMAY_MESSAGES,
  type TmayDraft,
  type TmayDraftInput,
  type TmayDraftsResponse,
} from "@hatchery/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { tmayDrafts } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import * as tmayPolicy from "./tmay.policy";

/*
 * A signed-in person's introduction drafts (docs/decisions/048-tmay-tutor.md). Every save is a new
 * version; a version once saved is never changed, so any two can be compared side by side.
 */

function ownerOf(actor: Actor, action: "keepDraft" | "readOwn"): string {
  tmayPolicy.assertCan(actor, action, null);
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

function toDraft(row: typeof tmayDrafts.$inferSelect): TmayDraft {
  return {
    id: row.id,
    version: row.version,
    present: row.present,
    past: row.past,
    future: row.future,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Saves the parts as the person's next version: one more than their highest, numbered in the insert
 * itself. Two saves at the same moment would take the same number; the unique index refuses the second,
 * which is answered with 409 and words to save again rather than a 500.
 */
export async function saveTmayDraft(
  db: Database,
  actor: Actor,
  input: TmayDraftInput & { now: Date },
): Promise<TmayDraft> {
  const userId = ownerOf(actor, "keepDraft");
  try {
    const [row] = await db
      .insert(tmayDrafts)
      .values({
        userId,
        version: sql`(select coalesce(max(${tmayDrafts.version}), 0) + 1 from ${tmayDrafts} where ${tmayDrafts.userId} = ${userId})`,
        present: input.present,
        past: input.past,
        future: input.future,
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error("the draft was not stored");
    return toDraft(row);
  } catch (error) {
    if (violatedUniqueConstraint(error) === "tmay_drafts_user_version_unique") {
      throw new AppError("conflict", TMAY_MESSAGES.versionTaken);
    }
    throw error;
  }
}

/** The person's drafts, newest version first, the latest `TMAY_LIST_LIMIT` of them. */
export async function listMyTmayDrafts(db: Database, actor: Actor): Promise<TmayDraftsResponse> {
  const userId = ownerOf(actor, "readOwn");
  const rows = await db
    .select()
    .from(tmayDrafts)
    .where(eq(tmayDrafts.userId, userId))
    .orderBy(desc(tmayDrafts.version))
    .limit(TMAY_LIST_LIMIT);
  return { items: rows.map(toDraft) };
}
