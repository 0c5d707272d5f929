import {
  type CreateMilestoneData,
  type MilestoneResponse,
  PROJECT_MILESTONES_MAX_COUNT,
  plainTextLine,
  TEAM_ERROR_MESSAGES,
  type UpdateMilestoneData,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { projectMilestones } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { invalid } from "../../lib/form-text";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import { type MilestoneRow, milestoneValues, projectForChange, toMilestone } from "./project-records";
import { recordProjectUpdate } from "./project-updates";

/** A project's milestones, added, changed and deleted by the team's members. */

function milestoneNotFound(): AppError {
  return new AppError("not_found", TEAM_ERROR_MESSAGES.milestoneNotFound);
}

const milestoneIdSchema = z.uuid();

/** Adds a milestone (a member of the team), up to the limit per project. */
export async function createMilestone(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; milestone: CreateMilestoneData },
): Promise<MilestoneResponse> {
  const values = milestoneValues(input.milestone);
  if (!values.title) throw invalid("title", "Milestone title is required");
  return db.transaction(async (tx) => {
    // The project's row lock makes additions take turns, so the count below stays true until commit.
    const { project } = await projectForChange(tx, actor, input.slug);
    const [counted] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, project.id));
    if ((counted?.count ?? 0) >= PROJECT_MILESTONES_MAX_COUNT) {
      throw new AppError("conflict", TEAM_ERROR_MESSAGES.milestoneLimitReached);
    }
    const [row] = await tx
      .insert(projectMilestones)
      .values({ projectId: project.id, ...values })
      .returning();
    if (!row) throw new Error("the milestone insert returned no row");
    return { milestone: toMilestone(row) };
  });
}

async function lockedMilestone(tx: Database, projectId: string, id: string): Promise<MilestoneRow> {
  if (!milestoneIdSchema.safeParse(id).success) throw milestoneNotFound();
  const [row] = await tx
    .select()
    .from(projectMilestones)
    .where(and(eq(projectMilestones.id, id), eq(projectMilestones.projectId, projectId)))
    .for("update");
  if (!row) throw milestoneNotFound();
  return row;
}

/**
 * Changes a milestone (a member of the team). `done: true` marks it done at the app's clock's now, once:
 * marking a done milestone done again keeps its time; `done: false` opens it again.
 */
export async function updateMilestone(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; id: string; changes: UpdateMilestoneData },
  services: { clock: Clock },
): Promise<MilestoneResponse> {
  const { changes } = input;
  return db.transaction(async (tx) => {
    const { project } = await projectForChange(tx, actor, input.slug);
    const current = await lockedMilestone(tx, project.id, input.id);
    const title = changes.title === undefined ? undefined : plainTextLine(changes.title);
    if (title === "") throw invalid("title", "Milestone title is required");
    const becomesDone = changes.done === true && current.doneAt === null;
    const values: Partial<typeof projectMilestones.$inferInsert> = {
      ...(title !== undefined && { title }),
      ...(changes.dueOn !== undefined && { dueOn: changes.dueOn }),
      ...(becomesDone && { doneAt: services.clock.now() }),
      ...(changes.done === false && { doneAt: null }),
    };
    if (Object.keys(values).length === 0) return { milestone: toMilestone(current) };
    const [row] = await tx
      .update(projectMilestones)
      .set(values)
      .where(eq(projectMilestones.id, current.id))
      .returning();
    if (!row) throw milestoneNotFound();
    if (becomesDone) {
      await publishEvent(tx, {
        type: "project.milestone_done",
        audience: { kind: "team", id: project.teamId },
        payload: {
          projectId: project.id,
          projectSlug: project.slug,
          teamId: project.teamId,
          milestoneId: row.id,
          title: row.title,
        },
      });
      await recordProjectUpdate(tx, {
        projectId: project.id,
        actor,
        kind: "milestone_done",
        milestoneTitle: row.title,
      });
    }
    return { milestone: toMilestone(row) };
  });
}

/** Deletes a milestone (a member of the team). */
export async function deleteMilestone(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { project } = await projectForChange(tx, actor, input.slug);
    const milestone = await lockedMilestone(tx, project.id, input.id);
    await tx.delete(projectMilestones).where(eq(projectMilestones.id, milestone.id));
  });
}
