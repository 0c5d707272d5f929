import {
  type CreateMilestoneData,
  type CreateProjectData,
  isIncubatorSlug,
  type Milestone,
  type MilestoneResponse,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_MILESTONES_MAX_COUNT,
  type Project,
  type ProjectCoverResponse,
  type ProjectDetailResponse,
  type ProjectListResponse,
  type ProjectStatus,
  type ProjectSummary,
  type ProjectUpdateField,
  plainTextLine,
  RESERVED_PROJECT_SLUGS,
  TEAM_ERROR_MESSAGES,
  type UpdateMilestoneData,
  type UpdateProjectData,
} from "@hatchery/shared";
import { and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubators, projectMilestones, projects, teams } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import type { Clock } from "../../lib/clock";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { invalid, sanitizedDescription, sanitizedName, slugBaseFromName } from "../../lib/form-text";
import { insertWithGeneratedSlug } from "../../lib/generated-slug";
import { escapeLike } from "../../lib/like-pattern";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import type { CheckedFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import {
  createStoredImages,
  type ServedImage,
  STORED_IMAGE_MIME_TYPES,
} from "../../lib/storage/stored-images";
import {
  loadTeamAccess,
  loadTeamAccessById,
  type TeamAccess,
  teamImageAudience,
  visibleTeamCondition,
} from "../access/team-access";
import * as teamPolicy from "../access/teams.policy";
import { recentProjectUpdates, recordProjectUpdate } from "./project-updates";

/**
 * A team's projects and their milestones (docs/decisions/018-teams-projects-positions.md). A project is
 * seen by whoever sees its team (team-access.ts) and changed by the team's members (`manageProjects`).
 */

type ProjectRow = typeof projects.$inferSelect;
type MilestoneRow = typeof projectMilestones.$inferSelect;

const SLUG_UNIQUE_CONSTRAINT = "projects_slug_unique";
/** The advisory lock class of generated project slugs (lib/generated-slug.ts). */
const GENERATED_SLUG_LOCK_CLASS = 1_003;

function projectNotFound(): AppError {
  return new AppError("not_found", TEAM_ERROR_MESSAGES.projectNotFound);
}

function projectSlugTaken(cause: unknown): AppError {
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

function toMilestone(row: MilestoneRow): Milestone {
  return {
    id: row.id,
    title: row.title,
    dueOn: row.dueOn,
    doneAt: row.doneAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toSummary(row: ProjectRow, team: { slug: string; name: string }): ProjectSummary {
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
const PROJECT_ORDER = [desc(projects.updatedAt), desc(projects.id)];

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
 * The project of this slug with its team as the actor may see it; a project of a team the actor may not
 * see does not exist for them (404 'Project not found').
 */
async function loadProjectAccess(
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

async function milestonesOf(db: Database, projectId: string): Promise<Milestone[]> {
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

/** The events a project's change announces: to the team, and a launch to the whole incubator. */
async function announceProject(
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

/** The project for a change: its row locked, its team read with the actor's place, the policy asked. */
async function projectForChange(
  tx: Database,
  actor: PolicyActor,
  slug: string,
): Promise<{ project: ProjectRow; access: TeamAccess }> {
  const found = await loadProjectAccess(tx, actor, slug, { lock: true });
  teamPolicy.assertCan(actor, "manageProjects", found.access);
  return found;
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
    await tx.delete(projects).where(eq(projects.id, project.id));
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
  await covers.remove(services.storage, coverUrl);
}

/** Covers are images. */
export const PROJECT_COVER_MIME_TYPES = STORED_IMAGE_MIME_TYPES;
export const PROJECT_COVER_URL_PREFIX = "/api/files/project-covers/";
const covers = createStoredImages({
  keyPrefix: "project-covers/",
  urlPrefix: PROJECT_COVER_URL_PREFIX,
  notFoundMessage: "There is no such cover.",
});

/** Deletes the covers of projects that are gone (their team was deleted). */
export async function removeProjectCovers(storage: Storage, urls: readonly (string | null)[]): Promise<void> {
  for (const url of urls) await covers.remove(storage, url);
}

/** Refuses before a byte of an upload is read: only a team member's upload is worth receiving. */
export async function assertMayEditProject(db: Database, actor: PolicyActor, slug: string): Promise<void> {
  const { access } = await loadProjectAccess(db, actor, slug);
  teamPolicy.assertCan(actor, "manageProjects", access);
}

/** Stores a checked image as the project's cover and deletes the one it replaces. */
export async function setProjectCover(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; file: CheckedFileStream },
  services: { storage: Storage },
): Promise<ProjectCoverResponse> {
  const cover = covers.newFile(input.file);
  await covers.replace(services.storage, cover, () =>
    db.transaction(async (tx) => {
      const { project, access } = await projectForChange(tx, actor, input.slug);
      const [row] = await tx
        .update(projects)
        .set({ coverUrl: cover.url })
        .where(eq(projects.id, project.id))
        .returning();
      if (row) {
        await announceProject(tx, "project.updated", row, access, false);
        await recordProjectUpdate(tx, {
          projectId: project.id,
          actor,
          kind: "updated",
          changedFields: ["cover"],
        });
      }
      return project.coverUrl;
    }),
  );
  return { coverUrl: cover.url };
}

/**
 * A cover by its file name, for those who may see its project's team (decision 024): anyone's for a
 * public team, otherwise as `canSeeTeam` decides; a name that is no project's cover is not found.
 */
export function readProjectCover(
  db: Database,
  actor: () => Promise<PolicyActor>,
  input: { name: string },
  services: { storage: Storage },
): Promise<ServedImage> {
  return covers.serve(services.storage, input.name, async () => {
    const [team] = await db
      .select({ id: teams.id, visibility: teams.visibility })
      .from(projects)
      .innerJoin(teams, eq(teams.id, projects.teamId))
      .where(eq(projects.coverUrl, `${PROJECT_COVER_URL_PREFIX}${input.name}`));
    return team && teamImageAudience(db, actor, team);
  });
}

function milestoneValues(input: CreateMilestoneData) {
  return { title: plainTextLine(input.title), dueOn: input.dueOn };
}

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

/** Slugs of the projects of public teams, for the sitemap. */
export async function listPublicProjectSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: projects.slug })
    .from(projects)
    .innerJoin(teams, eq(teams.id, projects.teamId))
    .where(eq(teams.visibility, "public"))
    .orderBy(asc(projects.slug));
  return rows.map((row) => row.slug);
}
