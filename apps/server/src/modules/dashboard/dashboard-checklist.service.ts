import { CHECKLIST_STEPS, type ChecklistResponse, type ChecklistStep } from "@hatchery/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  assessmentResults,
  dashboardChecklistDismissals,
  feedItems,
  incubatorMembers,
  teamMembers,
  userProfiles,
  users,
} from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { ownerOf } from "./dashboard.policy";

/**
 * The getting-started checklist (docs/decisions/056-dashboard-and-points.md). Every step is read from
 * the rows that make it true, never from a flag the person ticks, so it cannot say done before it is.
 */

/** Whether any row matches: the steps only need to know that one exists. */
function exists(query: { getSQL(): ReturnType<typeof sql> }) {
  return sql<boolean>`exists (${query})`;
}

async function readChecklist(db: Database, userId: string): Promise<ChecklistResponse> {
  const [row] = await db
    .select({
      verify_email: users.emailVerified,
      // A profile others can read something from: a headline and a few words about the person.
      complete_profile: exists(
        db
          .select({ one: sql`1` })
          .from(userProfiles)
          .where(
            and(
              eq(userProfiles.userId, userId),
              sql`btrim(coalesce(${userProfiles.headline}, '')) <> ''`,
              sql`btrim(coalesce(${userProfiles.bio}, '')) <> ''`,
            ),
          ),
      ),
      join_incubator: exists(
        db
          .select({ one: sql`1` })
          .from(incubatorMembers)
          .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.status, "active"))),
      ),
      take_assessment: exists(
        db.select({ one: sql`1` }).from(assessmentResults).where(eq(assessmentResults.userId, userId)),
      ),
      join_team: exists(db.select({ one: sql`1` }).from(teamMembers).where(eq(teamMembers.userId, userId))),
      // An introduction is the person's first post in a feed; one they deleted no longer introduces them.
      post_introduction: exists(
        db
          .select({ one: sql`1` })
          .from(feedItems)
          .where(
            and(eq(feedItems.authorId, userId), eq(feedItems.kind, "post"), isNull(feedItems.deletedAt)),
          ),
      ),
      dismissedAt: dashboardChecklistDismissals.dismissedAt,
    })
    .from(users)
    .leftJoin(dashboardChecklistDismissals, eq(dashboardChecklistDismissals.userId, users.id))
    .where(eq(users.id, userId));
  const done = (step: ChecklistStep): boolean => row?.[step] === true;
  return {
    steps: CHECKLIST_STEPS.map((step) => ({ step, done: done(step) })),
    dismissedAt: row?.dismissedAt?.toISOString() ?? null,
  };
}

/** The signed-in person's checklist: each step's state, and when they put it away (null if never). */
export async function readOwnChecklist(db: Database, actor: PolicyActor): Promise<ChecklistResponse> {
  return readChecklist(db, ownerOf(actor, "readOwn"));
}

/**
 * Puts the person's checklist away for good, on every device; dismissing it again keeps the first
 * time. Only their own dashboard changes, so nothing is audited (the audit log is for authority).
 */
export async function dismissOwnChecklist(
  db: Database,
  actor: PolicyActor,
  now: Date,
): Promise<ChecklistResponse> {
  const userId = ownerOf(actor, "dismissOwnChecklist");
  await db.insert(dashboardChecklistDismissals).values({ userId, dismissedAt: now }).onConflictDoNothing();
  return readChecklist(db, userId);
}
