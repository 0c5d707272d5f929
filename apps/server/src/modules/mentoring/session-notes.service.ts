import {
  MENTORING_AFTER_MESSAGES,
  type PrivateNotes,
  SESSION_NOTES_MAX_LENGTH,
  type SessionFollowUp,
  type SessionNotes,
} from "@hatchery/shared";
import { sanitizeMarkdown } from "@hatchery/shared/sanitize";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mentoringPrivateNotes, mentoringSessionNotes, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import type { PolicyActor } from "../../lib/policy";
import { actionItemsOfSession } from "./action-items.service";
import { readSessionReviews } from "./mentor-reviews.service";
import { assertCan, can } from "./session-notes.policy";
import { findFollowUpSession, userIdOf } from "./session-notes.records";

/*
 * Shared and private notes of a session (docs/decisions/051-mentoring.md, "After the session"). The
 * shared notes carry a version: a save names the version it was written over, and one over a newer
 * version is refused (409) instead of silently replacing the other person's text.
 */

/** Sanitised as a bio is; rewriting an autolink as a markdown link can lengthen the text past the limit. */
function sanitizedNotes(value: string): string {
  const markdown = sanitizeMarkdown(value);
  if ([...markdown].length > SESSION_NOTES_MAX_LENGTH) {
    const message = `Notes can be at most ${SESSION_NOTES_MAX_LENGTH.toLocaleString("en-US")} characters`;
    throw new AppError("validation_failed", message, [{ path: ["markdown"], message }]);
  }
  return markdown;
}

async function sharedNotesOf(db: Database, sessionId: string, siteUrl: string): Promise<SessionNotes> {
  const [row] = await db
    .select({
      markdown: mentoringSessionNotes.markdown,
      version: mentoringSessionNotes.version,
      updatedAt: mentoringSessionNotes.updatedAt,
      updatedById: users.id,
      updatedByName: users.name,
    })
    .from(mentoringSessionNotes)
    .leftJoin(users, eq(users.id, mentoringSessionNotes.updatedBy))
    .where(eq(mentoringSessionNotes.sessionId, sessionId));
  if (!row) return { markdown: "", html: "", version: 0, updatedBy: null, updatedAt: null };
  return {
    markdown: row.markdown,
    html: await renderMarkdownHtml(row.markdown, siteUrl),
    version: row.version,
    updatedBy:
      row.updatedById !== null && row.updatedByName !== null
        ? { id: row.updatedById, name: row.updatedByName }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function privateNotesOf(db: Database, sessionId: string): Promise<PrivateNotes> {
  const [row] = await db
    .select({ markdown: mentoringPrivateNotes.markdown, updatedAt: mentoringPrivateNotes.updatedAt })
    .from(mentoringPrivateNotes)
    .where(eq(mentoringPrivateNotes.sessionId, sessionId));
  return row
    ? { markdown: row.markdown, updatedAt: row.updatedAt.toISOString() }
    : { markdown: "", updatedAt: null };
}

/** Everything that follows a session, for one of its two people; private notes for the mentor only. */
export async function readSessionFollowUp(
  db: Database,
  actor: PolicyActor,
  input: { sessionId: string; siteUrl: string; now: Date },
): Promise<SessionFollowUp> {
  const session = await findFollowUpSession(db, actor, input.sessionId);
  const resource = { kind: "session", ...session } as const;
  assertCan(actor, "read", resource);
  const isMentor = userIdOf(actor) === session.mentorId;
  const [notes, privateNotes, actionItems, reviews] = await Promise.all([
    sharedNotesOf(db, session.id, input.siteUrl),
    isMentor ? privateNotesOf(db, session.id) : Promise.resolve(null),
    actionItemsOfSession(db, actor, session),
    readSessionReviews(db, actor, session, input.now),
  ]);
  return {
    sessionId: session.id,
    viewerRole: isMentor ? "mentor" : "mentee",
    notes,
    privateNotes,
    actionItems,
    reviews,
    permissions: {
      editNotes: can(actor, "editNotes", resource),
      review: can(actor, "review", resource) && reviews.mine === null,
    },
  };
}

/**
 * Saves the shared notes over the version the person read. The first save inserts version 1 (two
 * first saves at once: the primary key lets one in, the other is stale); each later save is an update
 * that matches only the version read, so of two saves over one version exactly one is kept.
 */
export async function saveSessionNotes(
  db: Database,
  actor: PolicyActor,
  input: { sessionId: string; markdown: string; version: number; siteUrl: string; now: Date },
): Promise<SessionNotes> {
  const byUserId = userIdOf(actor);
  const markdown = sanitizedNotes(input.markdown);
  await db.transaction(async (tx) => {
    const session = await findFollowUpSession(tx, actor, input.sessionId, { lock: true });
    assertCan(actor, "editNotes", { kind: "session", ...session });
    const values = { markdown, updatedBy: byUserId, updatedAt: input.now };
    const written =
      input.version === 0
        ? await tx
            .insert(mentoringSessionNotes)
            .values({ sessionId: session.id, version: 1, ...values })
            .onConflictDoNothing()
            .returning({ version: mentoringSessionNotes.version })
        : await tx
            .update(mentoringSessionNotes)
            .set({ ...values, version: sql`${mentoringSessionNotes.version} + 1` })
            .where(
              and(
                eq(mentoringSessionNotes.sessionId, session.id),
                eq(mentoringSessionNotes.version, input.version),
              ),
            )
            .returning({ version: mentoringSessionNotes.version });
    if (written.length === 0) throw new AppError("conflict", MENTORING_AFTER_MESSAGES.staleNotes);
  });
  return sharedNotesOf(db, input.sessionId, input.siteUrl);
}

/** The mentor's own notes: last save wins, as only one person writes them. */
export async function savePrivateNotes(
  db: Database,
  actor: PolicyActor,
  input: { sessionId: string; markdown: string; now: Date },
): Promise<PrivateNotes> {
  const markdown = sanitizedNotes(input.markdown);
  await db.transaction(async (tx) => {
    const session = await findFollowUpSession(tx, actor, input.sessionId, { lock: true });
    assertCan(actor, "keepPrivateNotes", { kind: "session", ...session });
    await tx
      .insert(mentoringPrivateNotes)
      .values({ sessionId: session.id, markdown, updatedAt: input.now })
      .onConflictDoUpdate({
        target: mentoringPrivateNotes.sessionId,
        set: { markdown, updatedAt: input.now },
      });
  });
  return privateNotesOf(db, input.sessionId);
}
