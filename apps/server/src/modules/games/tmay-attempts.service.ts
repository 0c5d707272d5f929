import {
  TMAY_LIST_LIMIT,
  type TmayAttempt,
  type TmayAttemptInput,
  type TmayAttemptsResponse,
  tmayFeedback,
} from "@hatchery/shared";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { tmayAttempts } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { publishEvent } from "../../lib/realtime/event-log";
import * as tmayPolicy from "./tmay.policy";

/*
 * A signed-in person's timed deliveries in the introduction tutor (docs/decisions/048-tmay-tutor.md).
 * The feedback is computed here from the kept text with the same functions the page uses; the browser
 * never sends its own copy.
 */

function ownerOf(actor: Actor, action: "keepAttempt" | "readOwn"): string {
  tmayPolicy.assertCan(actor, action, null);
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

function toAttempt(row: typeof tmayAttempts.$inferSelect): TmayAttempt {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    text: row.text,
    mode: row.mode,
    seconds: row.seconds,
    feedback: row.feedback,
  };
}

/** Keeps a delivery with the server's feedback and publishes the event that may earn its points. */
export async function saveTmayAttempt(
  db: Database,
  actor: Actor,
  input: TmayAttemptInput & { now: Date },
): Promise<TmayAttempt> {
  const userId = ownerOf(actor, "keepAttempt");
  const feedback = tmayFeedback({ text: input.text, mode: input.mode, seconds: input.seconds });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tmayAttempts)
      .values({
        userId,
        text: input.text,
        mode: input.mode,
        seconds: input.seconds,
        words: feedback.words,
        lengthSeconds: feedback.lengthSeconds,
        wordsPerMinute: feedback.wordsPerMinute,
        fillersPerMinute: feedback.fillersPerMinute,
        partsFound: feedback.structure.found,
        feedback,
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error("the delivery was not stored");
    await publishEvent(tx, {
      type: "games.tmay_completed",
      audience: { kind: "person", id: userId },
      payload: { attemptId: row.id },
    });
    return toAttempt(row);
  });
}

/** The person's deliveries, newest first, the latest `TMAY_LIST_LIMIT` of them (the trend reads these). */
export async function listMyTmayAttempts(db: Database, actor: Actor): Promise<TmayAttemptsResponse> {
  const userId = ownerOf(actor, "readOwn");
  const rows = await db
    .select()
    .from(tmayAttempts)
    .where(eq(tmayAttempts.userId, userId))
    .orderBy(desc(tmayAttempts.createdAt), desc(tmayAttempts.id))
    .limit(TMAY_LIST_LIMIT);
  return { items: rows.map(toAttempt) };
}

/** How many deliveries the person kept (for the skills profile); none for a visitor. */
export async function countMyTmayAttempts(db: Database, actor: Actor): Promise<number> {
  if (actor.kind !== "user") return 0;
  const [row] = await db
    .select({ attempts: count() })
    .from(tmayAttempts)
    .where(eq(tmayAttempts.userId, actor.userId));
  return row?.attempts ?? 0;
}
