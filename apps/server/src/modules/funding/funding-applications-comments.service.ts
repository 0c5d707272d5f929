import type { FundingComment, FundingCommentsResponse } from "@hatchery/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fundingApplicationComments, users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import type { PolicyActor } from "../../lib/policy";
import { assertCan } from "./funding-applications.policy";
import { loadApplicationAccess } from "./funding-applications.records";

/** The team's core members talk an application over before it is submitted; no one else reads it. */

type CommentRow = typeof fundingApplicationComments.$inferSelect;

function toComment(
  row: CommentRow,
  author: { id: string; name: string; image: string | null } | null,
): FundingComment {
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
      author: { id: users.id, name: users.name, image: users.image },
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
  const [row] = await db
    .insert(fundingApplicationComments)
    .values({ applicationId: input.applicationId, authorId, body: input.body })
    .returning();
  if (!row) throw new Error("the comment insert returned no row");
  const [author] = authorId
    ? await db
        .select({ id: users.id, name: users.name, image: users.image })
        .from(users)
        .where(eq(users.id, authorId))
    : [];
  return { comment: toComment(row, author ?? null) };
}
