import type { FundingComment, FundingCommentsResponse, PersonRef } from "@hatchery/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fundingApplicationComments, users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { notify } from "../notifications/notify.service";
import { assertCan } from "./funding-applications.policy";
import { type FundingApplicationAccess, loadApplicationAccess } from "./funding-applications.records";
import { applicantsOf } from "./funding-reviews.records";

/**
 * The team's core members talk an application over before it is submitted; no one else reads it, and
 * those who read it hear of each new comment (docs/decisions/059-business-funding.md).
 */

type CommentRow = typeof fundingApplicationComments.$inferSelect;

function toComment(row: CommentRow, author: PersonRef | null): FundingComment {
  return { id: row.id, body: row.body, createdAt: row.createdAt.toISOString(), author };
}

/** `GET /api/funding-applications/:applicationId/comments`: oldest first. */
export async function listComments(
  db: Database,
  actor: PolicyActor,
  input: { applicationId: string },
  clock: Clock,
): Promise<FundingCommentsResponse> {
  const access = await loadApplicationAccess(db, actor, input.applicationId, clock.now());
  assertCan(actor, "readComments", access);
  const rows = await db
    .select({
      comment: fundingApplicationComments,
      author: personRefColumns,
    })
    .from(fundingApplicationComments)
    .leftJoin(users, eq(users.id, fundingApplicationComments.authorId))
    .where(eq(fundingApplicationComments.applicationId, input.applicationId))
    .orderBy(asc(fundingApplicationComments.createdAt), asc(fundingApplicationComments.id));
  return { items: rows.map((row) => toComment(row.comment, row.author)) };
}

/** `POST /api/funding-applications/:applicationId/comments`. */
export async function addComment(
  db: Database,
  actor: PolicyActor,
  input: { applicationId: string; body: string },
  clock: Clock,
): Promise<{ comment: FundingComment }> {
  const access = await loadApplicationAccess(db, actor, input.applicationId, clock.now());
  assertCan(actor, "comment", access);
  const authorId = actor.kind === "user" ? actor.userId : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fundingApplicationComments)
      .values({ applicationId: input.applicationId, authorId, body: input.body })
      .returning();
    if (!row) throw new Error("the comment insert returned no row");
    const [author] = authorId
      ? await tx.select(personRefColumns).from(users).where(eq(users.id, authorId))
      : [];
    await notifyCoreMembers(tx, access, row, author?.name ?? "Someone");
    return { comment: toComment(row, author ?? null) };
  });
}

/**
 * The people who read the draft's comments (the leader and the core-role holders) hear of a new one, the
 * author aside; one unread notification per application gathers the comments that follow it.
 */
async function notifyCoreMembers(
  tx: Database,
  access: FundingApplicationAccess,
  comment: CommentRow,
  authorName: string,
): Promise<void> {
  const where = `${access.team.name}'s application to ${access.call.row.title}`;
  await notify(tx, await applicantsOf(tx, access.team.id), {
    kind: "funding",
    actorId: comment.authorId,
    title: `${authorName} commented on ${where}`,
    groupTitle: `${authorName} and {others} commented on ${where}`,
    groupKey: `funding-comments:${access.row.id}`,
    excerpt: comment.body,
    url: `/funding/applications/${access.row.id}`,
    subject: { applicationId: access.row.id, commentId: comment.id },
  });
}
