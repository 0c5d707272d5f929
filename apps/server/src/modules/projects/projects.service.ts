import {
  type CreateProjectData,
  FUNDING_CALL_MESSAGES,
  isIncubatorSlug,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  type Project,
  type ProjectDetailResponse,
  type ProjectListResponse,
  type ProjectStatus,
  type ProjectSummary,
  type ProjectUpdateField,
  plainTextLine,
  RESERVED_PROJECT_SLUGS,
  type UpdateProjectData,
} from "@hatchery/shared";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubators, projectMilestones, projects, teams } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { violatedForeignKeyConstraint, violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { sanitizedDescription, sanitizedName, slugBaseFromName } from "../../lib/form-text";
import { insertWithGeneratedSlug } from "../../lib/generated-slug";
import { escapeLike } from "../../lib/like-pattern";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import type { Storage } from "../../lib/storage/storage";
import { loadTeamAccess, visibleTeamCondition } from "../access/team-access";
import * as teamPolicy from "../access/teams.policy";
import { teamFundingOf } from "../funding/team-funding.service";
import { projectCovers } from "./project-covers.service";
import {
  announceProject,
  GENERATED_SLUG_LOCK_CLASS,
  loadProjectAccess,
  milestonesOf,
  milestoneValues,
  PROJECT_ORDER,
  type ProjectRow,
  projectForChange,
  projectNotFound,
  projectSlugTaken,
  SLUG_UNIQUE_CONSTRAINT,
  toProject,
  toSummary,
} from "./project-records";
import { recentProjectUpdates, recordProjectUpdate } from "./project-updates";

/**
 * A team's projects and their milestones (docs/decisions/018-teams-projects-positions.md). A project is
 * seen by whoever sees its team (team-access.ts) and changed by the team's members (`manageProjects`).
 */

/** The projects of a team the caller already may see, for its page. */
export async function projectSummariesOfTeam(
  db: Database,
  team: { id: string; slug: string; name: string },
): Promise<ProjectSummary[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.teamId, team.id))
    .orderBy(...PROJECT_ORDER);
  return rows.map((row) => toSummary(row, team));
}

/**
 * The list's sort key: `updated_at` as the database's text (to the microsecond, decision 013) and the id.
 */
const projectCursorSchema = z.tuple([z.string().min(1).max(64), z.uuid()]);

export interface ProjectListInput {
  search?: string | undefined;
  status?: ProjectStatus | undefined;
  tag?: string | undefined;
  incubator?: string | undefined;
  team?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** The project directory, recently updated first: only projects of teams the viewer may see. */
export async function listProjects(
  db: Database,
  actor: PolicyActor,
  input: ProjectListInput,
): Promise<ProjectListResponse> {
  // A filter that cannot be a slug names no incubator or team: nothing matches.
  for (const slug of [input.incubator, input.team]) {
    if (slug !== undefined && !isIncubatorSlug(slug)) return { items: [], nextCursor: null };
  }
  const conditions: (SQL | undefined)[] = [visibleTeamCondition(actor)];
  if (input.status !== undefined) conditions.push(eq(projects.status, input.status));
  if (input.tag) conditions.push(sql`${projects.tags} @> array[${input.tag}]::text[]`);
  if (input.incubator !== undefined) conditions.push(eq(incubators.slug, input.incubator));
  if (input.team !== undefined) conditions.push(eq(teams.slug, input.team));
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    conditions.push(or(sql`${projects.name} ilike ${pattern}`, sql`${projects.summary} ilike ${pattern}`));
  }
  if (input.cursor !== undefined) {
    const [updatedAt, id] = decodeCursor(input.cursor, projectCursorSchema);
    conditions.push(sql`(${projects.updatedAt}, ${projects.id}) < (${updatedAt}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({
      project: projects,
      updatedAtExact: sql<string>`${projects.updatedAt}::text`,
      teamSlug: teams.slug,
      teamName: teams.name,
    })
    .from(projects)
    .innerJoin(teams, eq(teams.id, projects.teamId))
    .innerJoin(incubators, eq(incubators.id, teams.incubatorId))
    .where(and(...conditions))
    .orderBy(...PROJECT_ORDER)
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.updatedAtExact, row.project.id]);
  return {
    items: page.items.map((row) => toSummary(row.project, { slug: row.teamSlug, name: row.teamName })),
    nextCursor: page.nextCursor,
  };
}

/**
 * A project's page: the project (its description also as HTML for a page of `siteUrl`), its team and
 * incubator, its milestones by due date, the viewer's rights.
 */
export async function getProjectDetail(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; siteUrl: string },
): Promise<ProjectDetailResponse> {
  const { project, access } = await loadProjectAccess(db, actor, input.slug);
  return {
    project: {
      ...toProject(project),
      descriptionHtml: await renderMarkdownHtml(project.description, input.siteUrl),
    },
    team: {
      slug: access.team.slug,
      name: access.team.name,
      incubator: { slug: access.incubator.slug, name: access.incubator.name },
    },
    milestones: await milestonesOf(db, project.id),
    recentUpdates: await recentProjectUpdates(db, project.id),
    funding: await teamFundingOf(db, actor, access, { projectId: project.id }),
    viewer:
      actor.kind === "user"
        ? { permissions: { edit: teamPolicy.can(actor, "manageProjects", access) } }
        : null,
  };
}

function projectValues(input: UpdateProjectData): Partial<typeof projects.$inferInsert> {
  return {
    ...(input.name !== undefined && { name: sanitizedName(input.name) }),
    ...(input.slug !== undefined && { slug: input.slug }),
    ...(input.summary !== undefined && { summary: plainTextLine(input.summary) }),
    ...(input.description !== undefined && {
      description: sanitizedDescription(input.description, PROJECT_DESCRIPTION_MAX_LENGTH),
    }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.repositoryUrl !== undefined && { repositoryUrl: input.repositoryUrl }),
    ...(input.demoUrl !== undefined && { demoUrl: input.demoUrl }),
    ...(input.tags !== undefined && { tags: input.tags }),
  };
}

/** The fields (besides the status) whose values an edit changed, as the timeline names them. */
function changedProjectFields(before: ProjectRow, after: ProjectRow): ProjectUpdateField[] {
  const fields = ["name", "slug", "summary", "description", "repositoryUrl", "demoUrl", "tags"] as const;
  return fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/**
 * Creates a project of a team, by one of its members (or an administrator), with its first
 * milestones. Without a slug one is made from the name, with a number appended when taken.
 */
export async function createProject(
  db: Database,
  actor: PolicyActor,
  input: CreateProjectData,
  options: AuditOptions = {},
): Promise<{ project: Project }> {
  const { team: teamSlug, milestones, slug: askedSlug, ...fields } = input;
  const values = { ...projectValues(fields), createdBy: actor.kind === "user" ? actor.userId : null };
  try {
    return await db.transaction(async (tx) => {
      const access = await loadTeamAccess(tx, actor, teamSlug);
      teamPolicy.assertCan(actor, "manageProjects", access);
      const base = askedSlug === undefined ? slugBaseFromName(values.name as string) : undefined;
      const insertValues = { ...values, name: values.name as string, teamId: access.team.id };
      const row =
        base === undefined
          ? (
              await tx
                .insert(projects)
                .values({ ...insertValues, slug: askedSlug as string })
                .returning()
            )[0]
          : await insertWithGeneratedSlug(tx, {
              table: projects,
              slugColumn: projects.slug,
              base,
              reserved: RESERVED_PROJECT_SLUGS,
              lockClass: GENERATED_SLUG_LOCK_CLASS,
              insert: async (slug) =>
                (
                  await tx
                    .insert(projects)
                    .values({ ...insertValues, slug })
                    .onConflictDoNothing({ target: projects.slug })
                    .returning()
                )[0],
              exhausted: () => projectSlugTaken(undefined),
            });
      if (!row) throw new Error("the project insert returned no row");
      if (milestones.length > 0) {
        await tx
          .insert(projectMilestones)
          .values(milestones.map((milestone) => ({ projectId: row.id, ...milestoneValues(milestone) })));
      }
      await announceProject(tx, "project.created", row, access, row.status === "launched");
      await recordProjectUpdate(tx, { projectId: row.id, actor, kind: "created" });
      await recordAudit(tx, {
        actor,
        action: "project.create",
        target: { type: "project", id: row.id },
        before: {},
        after: fieldsOf(row, ["teamId", "slug", ...Object.keys(values)]),
        requestId: options.requestId,
      });
      return { project: toProject(row) };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === SLUG_UNIQUE_CONSTRAINT) throw projectSlugTaken(error);
    throw error;
  }
}

/** Changes the fields that were sent (a member of the team); a status becoming launched is announced. */
export async function updateProject(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; changes: UpdateProjectData },
  options: AuditOptions = {},
): Promise<{ project: Project }> {
  const values = projectValues(input.changes);
  try {
    return await db.transaction(async (tx) => {
      const { project, access } = await projectForChange(tx, actor, input.slug);
      if (Object.keys(values).length === 0) return { project: toProject(project) };
      const [row] = await tx.update(projects).set(values).where(eq(projects.id, project.id)).returning();
      if (!row) throw projectNotFound();
      const launched = row.status === "launched" && project.status !== "launched";
      await announceProject(tx, "project.updated", row, access, launched);
      await recordProjectUpdate(tx, {
        projectId: project.id,
        actor,
        kind: launched ? "launched" : "updated",
        changedFields: changedProjectFields(project, row),
        status: row.status === project.status ? null : row.status,
      });
      await recordAudit(tx, {
        actor,
        action: "project.update",
        target: { type: "project", id: project.id },
        before: fieldsOf(project, Object.keys(values)),
        after: fieldsOf(row, Object.keys(values)),
        requestId: options.requestId,
      });
      return { project: toProject(row) };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === SLUG_UNIQUE_CONSTRAINT) throw projectSlugTaken(error);
    throw error;
  }
}

/** Deletes a project with its milestones (a member of the team); its cover once that has committed. */
export async function deleteProject(
  db: Database,
  actor: PolicyActor,
  input: { slug: string },
  services: { storage: Storage },
  options: AuditOptions = {},
): Promise<void> {
  const coverUrl = await db.transaction(async (tx) => {
    const { project } = await projectForChange(tx, actor, input.slug);
    await tx
      .delete(projects)
      .where(eq(projects.id, project.id))
      .catch((error: unknown) => {
        // A funding application's tranches follow this project's milestones: its foreign key refuses.
        if (violatedForeignKeyConstraint(error) !== "funding_applications_project_fk") throw error;
        const conflict = new AppError("conflict", FUNDING_CALL_MESSAGES.projectHasApplication);
        conflict.cause = error;
        throw conflict;
      });
    await recordAudit(tx, {
      actor,
      action: "project.delete",
      target: { type: "project", id: project.id },
      before: fieldsOf(project, ["teamId", "slug", "name", "status"]),
      after: {},
      requestId: options.requestId,
    });
    return project.coverUrl;
  });
  await projectCovers.remove(services.storage, coverUrl);
}

/** The pages of the projects of public teams, for the sitemap (read in keyset pages of the slug). */
export const PUBLIC_PROJECT_PAGES = {
  key: projects.slug,
  lastmod: projects.updatedAt,
  from: sql`from ${projects} join ${teams} on ${teams.id} = ${projects.teamId} where ${teams.visibility} = 'public'`,
};
