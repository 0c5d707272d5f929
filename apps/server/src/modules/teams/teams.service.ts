import {
  type CoreTeamRole,
  type CreateTeamData,
  isIncubatorSlug,
  JOIN_FAILURE_REASONS,
  OPEN_APPLICATION_STATUSES,
  plainTextLine,
  RESERVED_TEAM_SLUGS,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_ERROR_MESSAGES,
  type TeamCard,
  type TeamDetailResponse,
  type TeamListResponse,
  type TeamResponse,
  type UpdateTeamData,
} from "@hatchery/shared";
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubators, projects, teamApplications, teamMembers, teams } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { sanitizedDescription, sanitizedName, slugBaseFromName } from "../../lib/form-text";
import { insertWithGeneratedSlug } from "../../lib/generated-slug";
import { escapeLike } from "../../lib/like-pattern";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import type { Storage } from "../../lib/storage/storage";
import { activeTierIn, loadTeamAccess, visibleTeamCondition } from "../access/team-access";
import * as teamPolicy from "../access/teams.policy";
import { teamFundingOf } from "../funding/team-funding.service";
import { signedInUserId } from "../memberships/memberships.service";
import { openPositionsOfTeam } from "../positions/positions.service";
import { projectSummariesOfTeam } from "../projects/projects.service";
import { teamLogos } from "./team-logos.service";
import {
  coverageOf,
  GENERATED_SLUG_LOCK_CLASS,
  membersOf,
  SLUG_UNIQUE_CONSTRAINT,
  selectCards,
  teamForChange,
  teamNotFound,
  toCard,
  toTeam,
  withCause,
} from "./team-records";

/**
 * Teams and their members (docs/decisions/018-teams-projects-positions.md). Every route reads the team
 * and the viewer's place through `team-access.ts` and asks `teams.policy.ts`; the database holds one
 * holder per core role and one leader, and a violation of either is answered 409, never 500. This file
 * lists, shows, creates, changes and deletes teams; their members, logos and suggestions have their own.
 */

/** The list's sort key, (name, id), of the last team of a page. */
const teamCursorSchema = z.tuple([z.string(), z.uuid()]);

export interface TeamListInput {
  search?: string | undefined;
  incubator?: string | undefined;
  role?: CoreTeamRole | undefined;
  stage?: TeamCard["stage"] | undefined;
  /** Only the teams the signed-in person is a member of. */
  mine?: boolean | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * The team directory by name, a page at a time (decision 013): only teams the viewer may see. `role`
 * keeps the teams where no member holds that core role.
 */
export async function listTeams(
  db: Database,
  actor: PolicyActor,
  input: TeamListInput,
): Promise<TeamListResponse> {
  // An incubator filter that cannot be a slug names no incubator: nothing matches.
  if (input.incubator !== undefined && !isIncubatorSlug(input.incubator))
    return { items: [], nextCursor: null };
  const conditions: (SQL | undefined)[] = [visibleTeamCondition(actor)];
  if (input.incubator !== undefined) conditions.push(eq(incubators.slug, input.incubator));
  if (input.stage !== undefined) conditions.push(eq(teams.stage, input.stage));
  if (input.mine) {
    // Signed out, a person has no teams of their own.
    if (actor.kind !== "user") return { items: [], nextCursor: null };
    conditions.push(
      sql`exists (select 1 from team_members own where own.team_id = teams.id and own.user_id = ${actor.userId})`,
    );
  }
  if (input.role !== undefined) {
    conditions.push(
      sql`not exists (select 1 from team_members role_holder where role_holder.team_id = teams.id and role_holder.core_role = ${input.role})`,
    );
  }
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    conditions.push(or(sql`${teams.name} ilike ${pattern}`, sql`${teams.tagline} ilike ${pattern}`));
  }
  if (input.cursor !== undefined) {
    const [name, id] = decodeCursor(input.cursor, teamCursorSchema);
    conditions.push(sql`(${teams.name}, ${teams.id}) > (${name}::text, ${id}::uuid)`);
  }
  const rows = await selectCards(db)
    .where(and(...conditions))
    .orderBy(asc(teams.name), asc(teams.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.name, row.id]);
  return { items: page.items.map(toCard), nextCursor: page.nextCursor };
}

/**
 * A team's page: the team (its description also as HTML for a page of `siteUrl`), its members, which core roles are covered, its projects and open positions,
 * and for a signed-in person their permissions, their place and their open request to join.
 */
export async function getTeamDetail(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; siteUrl: string },
): Promise<TeamDetailResponse> {
  const access = await loadTeamAccess(db, actor, input.slug);
  const teamId = access.team.id;
  const [members, openPositions, teamProjects, openRequest, descriptionHtml, funding] = await Promise.all([
    membersOf(db, access.team, { withLeadership: teamPolicy.can(actor, "manageMembers", access) }),
    openPositionsOfTeam(db, actor, teamId),
    projectSummariesOfTeam(db, access.team),
    actor.kind === "user"
      ? db
          .select({ id: teamApplications.id, status: teamApplications.status })
          .from(teamApplications)
          .where(
            and(
              eq(teamApplications.teamId, teamId),
              eq(teamApplications.userId, actor.userId),
              isNull(teamApplications.positionId),
              inArray(teamApplications.status, [...OPEN_APPLICATION_STATUSES]),
            ),
          )
          .then((rows) => rows[0] ?? null)
      : null,
    renderMarkdownHtml(access.team.description, input.siteUrl),
    teamFundingOf(db, actor, access),
  ]);
  const held = members.flatMap((member) => (member.coreRole ? [member.coreRole] : []));
  const hiring = openPositions.flatMap(({ position }) => (position.coreRole ? [position.coreRole] : []));
  return {
    team: { ...toTeam(access.team), descriptionHtml },
    incubator: { slug: access.incubator.slug, name: access.incubator.name },
    members,
    coverage: coverageOf(held, hiring),
    projects: teamProjects,
    openPositions,
    leaderIsSubscriber: access.leaderIsSubscriber,
    funding,
    viewer:
      actor.kind === "user"
        ? {
            permissions: teamPolicy.teamPermissionsOn(actor, access),
            isMember: access.viewerMember !== null,
            isLeader: access.viewerMember?.isLeader === true,
            openRequest,
          }
        : null,
  };
}

function teamSlugTaken(cause: unknown): AppError {
  return withCause(new AppError("conflict", TEAM_ERROR_MESSAGES.teamSlugTaken), cause);
}

/**
 * Forms a team in an incubator. The creator needs a verified email (the route's guard) and an active
 * subscriber tier there, and becomes the team's leader, holding `coreRole` if given. Without a slug one
 * is made from the name, with a number appended when taken; a slug asked for and taken answers 409.
 */
export async function createTeam(
  db: Database,
  actor: PolicyActor,
  input: CreateTeamData,
  options: AuditOptions = {},
): Promise<TeamResponse> {
  const userId = signedInUserId(actor);
  if (!isIncubatorSlug(input.incubator)) throw new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
  const [incubator] = await db
    .select({ id: incubators.id, name: incubators.name })
    .from(incubators)
    .where(eq(incubators.slug, input.incubator));
  if (!incubator) throw new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
  const values = {
    incubatorId: incubator.id,
    name: sanitizedName(input.name),
    tagline: plainTextLine(input.tagline),
    description: sanitizedDescription(input.description, TEAM_DESCRIPTION_MAX_LENGTH),
    stage: input.stage,
    visibility: input.visibility,
    createdBy: userId,
  };
  const title = plainTextLine(input.title);
  const base = input.slug === undefined ? slugBaseFromName(values.name) : undefined;
  try {
    return await db.transaction(async (tx) => {
      teamPolicy.assertMayLead(await activeTierIn(tx, userId, incubator.id), incubator.name);
      const row =
        base === undefined
          ? (
              await tx
                .insert(teams)
                .values({ ...values, slug: input.slug as string })
                .returning()
            )[0]
          : await insertWithGeneratedSlug(tx, {
              table: teams,
              slugColumn: teams.slug,
              base,
              reserved: RESERVED_TEAM_SLUGS,
              lockClass: GENERATED_SLUG_LOCK_CLASS,
              insert: async (slug) =>
                (
                  await tx
                    .insert(teams)
                    .values({ ...values, slug })
                    .onConflictDoNothing({ target: teams.slug })
                    .returning()
                )[0],
              exhausted: () => teamSlugTaken(undefined),
            });
      if (!row) throw new Error("the team insert returned no row");
      await tx
        .insert(teamMembers)
        .values({ teamId: row.id, userId, coreRole: input.coreRole, title, isLeader: true });
      await publishEvent(tx, {
        type: "team.created",
        audience: { kind: "incubator", id: incubator.id },
        payload: { teamId: row.id, teamSlug: row.slug },
      });
      await recordAudit(tx, {
        actor,
        action: "team.create",
        target: { type: "team", id: row.id },
        before: {},
        after: fieldsOf(row, [...Object.keys(values), "slug"]),
        requestId: options.requestId,
      });
      return { team: toTeam(row) };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === SLUG_UNIQUE_CONSTRAINT) throw teamSlugTaken(error);
    throw error;
  }
}

/** Changes the fields that were sent (leader or administrator); a slug another team has answers 409. */
export async function updateTeam(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; changes: UpdateTeamData },
  options: AuditOptions = {},
): Promise<TeamResponse> {
  const { changes } = input;
  const values: Partial<typeof teams.$inferInsert> = {
    ...(changes.name !== undefined && { name: sanitizedName(changes.name) }),
    ...(changes.slug !== undefined && { slug: changes.slug }),
    ...(changes.tagline !== undefined && { tagline: plainTextLine(changes.tagline) }),
    ...(changes.description !== undefined && {
      description: sanitizedDescription(changes.description, TEAM_DESCRIPTION_MAX_LENGTH),
    }),
    ...(changes.stage !== undefined && { stage: changes.stage }),
    ...(changes.visibility !== undefined && { visibility: changes.visibility }),
  };
  try {
    return await db.transaction(async (tx) => {
      const { team } = await teamForChange(tx, actor, input.slug, "edit");
      if (Object.keys(values).length === 0) return { team: toTeam(team) };
      const [row] = await tx.update(teams).set(values).where(eq(teams.id, team.id)).returning();
      if (!row) throw teamNotFound();
      await recordAudit(tx, {
        actor,
        action: "team.update",
        target: { type: "team", id: team.id },
        before: fieldsOf(team, Object.keys(values)),
        after: fieldsOf(row, Object.keys(values)),
        requestId: options.requestId,
      });
      return { team: toTeam(row) };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === SLUG_UNIQUE_CONSTRAINT) throw teamSlugTaken(error);
    throw error;
  }
}

/**
 * Deletes a team (leader or administrator) with its members, projects, positions and applications
 * (the foreign keys cascade); its logo and its projects' covers are deleted once that has committed.
 */
export async function deleteTeam(
  db: Database,
  actor: PolicyActor,
  input: { slug: string },
  services: { storage: Storage; removeProjectCovers: (urls: (string | null)[]) => Promise<void> },
  options: AuditOptions = {},
): Promise<void> {
  const { logoUrl, coverUrls } = await db.transaction(async (tx) => {
    const { team } = await teamForChange(tx, actor, input.slug, "delete");
    const covers = await tx
      .select({ coverUrl: projects.coverUrl })
      .from(projects)
      .where(eq(projects.teamId, team.id));
    await tx.delete(teams).where(eq(teams.id, team.id));
    await recordAudit(tx, {
      actor,
      action: "team.delete",
      target: { type: "team", id: team.id },
      before: fieldsOf(team, ["incubatorId", "slug", "name", "visibility"]),
      after: {},
      requestId: options.requestId,
    });
    return { logoUrl: team.logoUrl, coverUrls: covers.map((cover) => cover.coverUrl) };
  });
  await teamLogos.remove(services.storage, logoUrl);
  await services.removeProjectCovers(coverUrls);
}

/**
 * The public teams' pages for the sitemap, read by it in keyset pages of the slug: a team for its
 * incubator's members only is left out.
 */
export const PUBLIC_TEAM_PAGES = {
  key: teams.slug,
  lastmod: teams.updatedAt,
  from: sql`from ${teams} where ${teams.visibility} = 'public'`,
};
