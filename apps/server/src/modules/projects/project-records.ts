import {
  type CreateMilestoneData,
  isIncubatorSlug,
  type Milestone,
  type Project,
  type ProjectSummary,
  plainTextLine,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projectMilestones, projects } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import { loadTeamAccessById, type TeamAccess } from "../access/team-access";
import * as teamPolicy from "../access/teams.policy";

/**
 * What the project services share: a project's rows in the contract's shapes, the database's refusals,
 * and the project as the actor may see or change it.
 */

export type ProjectRow = typeof projects.$inferSelect;
export type MilestoneRow = typeof projectMilestones.$inferSelect;

export const SLUG_UNIQUE_CONSTRAINT = "projects_slug_unique";
/** The advisory lock class of generated project slugs (lib/generated-slug.ts). */
export const GENERATED_SLUG_LOCK_CLASS = 1_003;

export function projectNotFound(): AppError {
  return new AppError("not_found", TEAM_ERROR_MESSAGES.projectNotFound);
}

export function projectSlugTaken(cause: unknown): AppError {
  const conflict = new AppError("conflict", TEAM_ERROR_MESSAGES.projectSlugTaken);
  conflict.cause = cause;
  return conflict;
}

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    description: row.description,
    status: row.status,
    repositoryUrl: row.repositoryUrl,
    demoUrl: row.demoUrl,
    tags: row.tags,
    coverUrl: row.coverUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMilestone(row: MilestoneRow): Milestone {
  return {
    id: row.id,
    title: row.title,
    dueOn: row.dueOn,
    doneAt: row.doneAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSummary(row: ProjectRow, team: { slug: string; name: string }): ProjectSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    status: row.status,
    tags: row.tags,
    coverUrl: row.coverUrl,
    team: { slug: team.slug, name: team.name },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Recently updated first, the order of every project list. */
export const PROJECT_ORDER = [desc(projects.updatedAt), desc(projects.id)];

/**
 * The project of this slug with its team as the actor may see it; a project of a team the actor may not
 * see does not exist for them (404 'Project not found').
 */
export async function loadProjectAccess(
  db: Database,
  actor: PolicyActor,
  slug: string,
  { lock }: { lock: boolean } = { lock: false },
): Promise<{ project: ProjectRow; access: TeamAccess }> {
  if (!isIncubatorSlug(slug)) throw projectNotFound();
  const query = db.select().from(projects).where(eq(projects.slug, slug));
  const [project] = lock ? await query.for("update") : await query;
  if (!project) throw projectNotFound();
  try {
    return { project, access: await loadTeamAccessById(db, actor, project.teamId) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw projectNotFound();
    throw error;
  }
}

export async function milestonesOf(db: Database, projectId: string): Promise<Milestone[]> {
  const rows = await db
    .select()
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(
      sql`${projectMilestones.dueOn} asc nulls last`,
      asc(projectMilestones.createdAt),
      asc(projectMilestones.id),
    );
  return rows.map(toMilestone);
}

/** The project for a change: its row locked, its team read with the actor's place, the policy asked. */
export async function projectForChange(
  tx: Database,
  actor: PolicyActor,
  slug: string,
): Promise<{ project: ProjectRow; access: TeamAccess }> {
  const found = await loadProjectAccess(tx, actor, slug, { lock: true });
  teamPolicy.assertCan(actor, "manageProjects", found.access);
  return found;
}

/** The events a project's change announces: to the team, and a launch to the whole incubator. */
export async function announceProject(
  tx: Database,
  type: "project.created" | "project.updated",
  project: ProjectRow,
  access: TeamAccess,
  launched: boolean,
): Promise<void> {
  const payload = { projectId: project.id, projectSlug: project.slug, teamId: project.teamId };
  await publishEvent(tx, { type, audience: { kind: "team", id: project.teamId }, payload });
  if (launched) {
    await publishEvent(tx, {
      type: "project.launched",
      audience: { kind: "incubator", id: access.team.incubatorId },
      payload,
    });
  }
}

/** A milestone's row values from its input: the title as one plain line. */
export function milestoneValues(input: CreateMilestoneData) {
  return { title: plainTextLine(input.title), dueOn: input.dueOn };
}
