import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  type CreateTeamData,
  coreRoleTakenMessage,
  isIncubatorSlug,
  JOIN_FAILURE_REASONS,
  OPEN_APPLICATION_STATUSES,
  plainTextLine,
  RESERVED_TEAM_SLUGS,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_ERROR_MESSAGES,
  TEAM_SUGGESTIONS_MAX_COUNT,
  type Team,
  type TeamCandidatesResponse,
  type TeamCard,
  type TeamCoverage,
  type TeamDetailResponse,
  type TeamListResponse,
  type TeamLogoResponse,
  type TeamMember,
  type TeamMemberResponse,
  type TeamMembersResponse,
  type TeamResponse,
  type TeamSuggestionsResponse,
  type UpdateTeamData,
  type UpdateTeamMemberData,
} from "@hatchery/shared";
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import {
  incubatorMembers,
  incubators,
  positions,
  projects,
  teamApplications,
  teamMembers,
  teams,
  userProfiles,
  users,
} from "../../db/schema";
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
import type { CheckedFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import {
  createStoredImages,
  type ServedImage,
  STORED_IMAGE_MIME_TYPES,
} from "../../lib/storage/stored-images";
import {
  activeTier,
  activeTierIn,
  loadTeamAccess,
  type TeamAccess,
  type TeamRow,
  teamImageAudience,
  visibleTeamCondition,
} from "../access/team-access";
import * as teamPolicy from "../access/teams.policy";
import { signedInUserId } from "../memberships/memberships.service";
import { openPositionsOfTeam } from "../positions/positions.service";
import { projectSummariesOfTeam } from "../projects/projects.service";

/**
 * Teams and their members (docs/decisions/018-teams-projects-positions.md). Every route reads the team
 * and the viewer's place through `team-access.ts` and asks `teams.policy.ts`; the database holds one
 * holder per core role and one leader, and a violation of either is answered 409, never 500.
 */

const SLUG_UNIQUE_CONSTRAINT = "teams_slug_unique";
const CORE_ROLE_UNIQUE_INDEX = "team_members_core_role_unique";
/** The advisory lock class of generated team slugs (lib/generated-slug.ts). */
const GENERATED_SLUG_LOCK_CLASS = 1_002;

function teamNotFound(): AppError {
  return new AppError("not_found", TEAM_ERROR_MESSAGES.teamNotFound);
}

function withCause(error: AppError, cause: unknown): AppError {
  error.cause = cause;
  return error;
}

export function toTeam(row: TeamRow): Team {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    logoUrl: row.logoUrl,
    stage: row.stage,
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Held by a member, else sought by an open position, else open. */
export function coverageOf(held: readonly string[], hiring: readonly string[]): TeamCoverage {
  const coverage = {} as TeamCoverage;
  for (const role of CORE_TEAM_ROLES) {
    coverage[role] = held.includes(role) ? "filled" : hiring.includes(role) ? "hiring" : "open";
  }
  return coverage;
}

/*
 * The card figures of each team, as subqueries on the outer `teams` row. Written with the table's name:
 * Drizzle may leave a column unqualified, which inside a subquery would name the subquery's own table.
 */
const memberCountSql =
  sql<number>`(select count(*) from team_members card_member where card_member.team_id = teams.id)`.mapWith(
    Number,
  );
const heldRolesSql = sql<string[]>`(select coalesce(array_agg(card_member.core_role::text), '{}'::text[])
  from team_members card_member where card_member.team_id = teams.id and card_member.core_role is not null)`;
const hiringRolesSql = sql<
  string[]
>`(select coalesce(array_agg(distinct card_position.core_role::text), '{}'::text[])
  from positions card_position where card_position.team_id = teams.id and card_position.status = 'open'
    and card_position.core_role is not null)`;
const openPositionCountSql = sql<number>`(select count(*) from positions card_position
  where card_position.team_id = teams.id and card_position.status = 'open')`.mapWith(Number);

const cardFields = {
  id: teams.id,
  slug: teams.slug,
  name: teams.name,
  tagline: teams.tagline,
  logoUrl: teams.logoUrl,
  stage: teams.stage,
  visibility: teams.visibility,
  incubatorSlug: incubators.slug,
  incubatorName: incubators.name,
  memberCount: memberCountSql,
  heldRoles: heldRolesSql,
  hiringRoles: hiringRolesSql,
  openPositionCount: openPositionCountSql,
};

function selectCards(db: Database) {
  return db.select(cardFields).from(teams).innerJoin(incubators, eq(incubators.id, teams.incubatorId));
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

function toCard(row: CardRow): TeamCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    logoUrl: row.logoUrl,
    stage: row.stage,
    visibility: row.visibility,
    incubator: { slug: row.incubatorSlug, name: row.incubatorName },
    memberCount: row.memberCount,
    coverage: coverageOf(row.heldRoles, row.hiringRoles),
    openPositionCount: row.openPositionCount,
  };
}

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

/** Open positions read for one person's suggestions: plenty for six teams, bounded whatever the data. */
const SUGGESTION_POSITIONS_READ = 300;
const SKILL_WORD = /[\p{L}\p{N}+#.]+/gu;

interface SuggestionScore {
  roleMatch: number;
  skillMatches: string[];
  hoursFit: number;
}

function compareScores(a: SuggestionScore, b: SuggestionScore): number {
  return (
    b.roleMatch - a.roleMatch || b.skillMatches.length - a.skillMatches.length || b.hoursFit - a.hoursFit
  );
}

/** "Needs a CTO · 10 h/week · Matches react, sql". */
function suggestionReason(
  position: { coreRole: CoreTeamRole | null; title: string; hoursPerWeek: number },
  score: SuggestionScore,
): string {
  const parts = [
    position.coreRole
      ? `Needs a ${CORE_TEAM_ROLE_LABELS[position.coreRole]}`
      : `Looking for: ${position.title}`,
    `${position.hoursPerWeek} h/week`,
  ];
  if (score.skillMatches.length > 0) parts.push(`Matches ${score.skillMatches.slice(0, 3).join(", ")}`);
  return parts.join(" · ");
}

/**
 * "For you": teams with open positions in the incubators where the person is an active member, for
 * their preferred roles (only those when they are a must, those first when flexible), ranked by role,
 * then skills found in the position's title or description, then hours that fit theirs. Explicit
 * profile data only; teams the person is in are left out.
 */
export async function listTeamSuggestions(
  db: Database,
  actor: PolicyActor,
): Promise<TeamSuggestionsResponse> {
  const userId = signedInUserId(actor);
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const preferredRoles: readonly string[] = profile?.preferredRoles ?? [];
  const mustHave = profile?.rolePreference === "must_have";
  if (mustHave && preferredRoles.length === 0) return { items: [] };
  const conditions: (SQL | undefined)[] = [
    eq(positions.status, "open"),
    sql`exists (select 1 from incubator_members suggestion_membership
      where suggestion_membership.incubator_id = ${positions.incubatorId}
        and suggestion_membership.user_id = ${userId} and suggestion_membership.status = 'active')`,
    sql`not exists (select 1 from team_members own_team
      where own_team.team_id = ${positions.teamId} and own_team.user_id = ${userId})`,
  ];
  if (mustHave) conditions.push(inArray(positions.coreRole, preferredRoles as CoreTeamRole[]));
  const open = await db
    .select({
      teamId: positions.teamId,
      teamName: teams.name,
      title: positions.title,
      description: positions.description,
      coreRole: positions.coreRole,
      hoursPerWeek: positions.hoursPerWeek,
    })
    .from(positions)
    .innerJoin(teams, eq(teams.id, positions.teamId))
    .where(and(...conditions))
    .orderBy(desc(positions.createdAt), asc(positions.id))
    .limit(SUGGESTION_POSITIONS_READ);

  const skills = (profile?.skills ?? []).map((skill) => skill.toLowerCase());
  const best = new Map<string, { score: SuggestionScore; reason: string; teamName: string }>();
  for (const position of open) {
    const words = new Set(`${position.title} ${position.description}`.toLowerCase().match(SKILL_WORD) ?? []);
    const text = `${position.title} ${position.description}`.toLowerCase();
    const score: SuggestionScore = {
      roleMatch: position.coreRole !== null && preferredRoles.includes(position.coreRole) ? 1 : 0,
      // A one-word skill must be a word of the text; a skill of several words, a phrase in it.
      skillMatches: skills.filter((skill) => (skill.includes(" ") ? text.includes(skill) : words.has(skill))),
      hoursFit:
        profile?.hoursPerWeek !== null &&
        profile?.hoursPerWeek !== undefined &&
        position.hoursPerWeek <= profile.hoursPerWeek
          ? 1
          : 0,
    };
    const current = best.get(position.teamId);
    if (!current || compareScores(score, current.score) < 0) {
      best.set(position.teamId, {
        score,
        reason: suggestionReason(position, score),
        teamName: position.teamName,
      });
    }
  }
  const ranked = [...best.entries()]
    .sort(
      ([idA, a], [idB, b]) =>
        compareScores(a.score, b.score) || a.teamName.localeCompare(b.teamName) || idA.localeCompare(idB),
    )
    .slice(0, TEAM_SUGGESTIONS_MAX_COUNT);
  if (ranked.length === 0) return { items: [] };
  const cards = await selectCards(db).where(
    inArray(
      teams.id,
      ranked.map(([teamId]) => teamId),
    ),
  );
  const cardById = new Map(cards.map((card) => [card.id, card]));
  return {
    items: ranked.flatMap(([teamId, { reason }]) => {
      const card = cardById.get(teamId);
      return card ? [{ ...toCard(card), reason }] : [];
    }),
  };
}

/**
 * The team's members, leader first, then by joining, in one query. `withLeadership` (for those who
 * manage the members) also tells whether each may take over the leadership, by the handover's own rule:
 * their active tier in the team's incubator, judged by `teamPolicy.mayLead`.
 */
async function membersOf(
  db: Database,
  team: { id: string; incubatorId: string },
  { withLeadership }: { withLeadership: boolean },
): Promise<TeamMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      image: users.image,
      coreRole: teamMembers.coreRole,
      title: teamMembers.title,
      isLeader: teamMembers.isLeader,
      joinedAt: teamMembers.joinedAt,
      membershipTier: incubatorMembers.membershipTier,
      membershipStatus: incubatorMembers.status,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(
      incubatorMembers,
      and(
        eq(incubatorMembers.userId, teamMembers.userId),
        eq(incubatorMembers.incubatorId, team.incubatorId),
      ),
    )
    .where(eq(teamMembers.teamId, team.id))
    .orderBy(desc(teamMembers.isLeader), asc(teamMembers.joinedAt), asc(teamMembers.userId));
  return rows.map((row) => ({
    user: { id: row.userId, name: row.name, image: row.image },
    coreRole: row.coreRole,
    title: row.title,
    isLeader: row.isLeader,
    joinedAt: row.joinedAt.toISOString(),
    canLead: withLeadership ? teamPolicy.mayLead(activeTier(row.membershipTier, row.membershipStatus)) : null,
  }));
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
  const [members, openPositions, teamProjects, openRequest, descriptionHtml] = await Promise.all([
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

/**
 * The team for a change in the caller's transaction: its row locked first, so the decision and the
 * change see the same team, then read with the actor's place and checked against the policy.
 */
async function teamForChange(
  tx: Database,
  actor: PolicyActor,
  slug: string,
  action: Parameters<typeof teamPolicy.assertCan>[1],
): Promise<TeamAccess> {
  if (!isIncubatorSlug(slug)) throw teamNotFound();
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.slug, slug)).for("update");
  const access = await loadTeamAccess(tx, actor, slug);
  teamPolicy.assertCan(actor, action, access);
  return access;
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
  await logos.remove(services.storage, logoUrl);
  await services.removeProjectCovers(coverUrls);
}

/** Logos are images. */
export const TEAM_LOGO_MIME_TYPES = STORED_IMAGE_MIME_TYPES;
export const TEAM_LOGO_URL_PREFIX = "/api/files/team-logos/";
const logos = createStoredImages({
  keyPrefix: "team-logos/",
  urlPrefix: TEAM_LOGO_URL_PREFIX,
  notFoundMessage: "There is no such logo.",
});

/** Refuses before a byte of an upload is read: only an editor's upload is worth receiving. */
export async function assertMayEditTeam(db: Database, actor: PolicyActor, slug: string): Promise<void> {
  teamPolicy.assertCan(actor, "edit", await loadTeamAccess(db, actor, slug));
}

/**
 * Stores a checked image under a new random name, points the team's logo at it and deletes the logo it
 * replaces; if the change is refused after all, the new file is removed again.
 */
export async function setTeamLogo(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; file: CheckedFileStream },
  services: { storage: Storage },
  options: AuditOptions = {},
): Promise<TeamLogoResponse> {
  const logo = logos.newFile(input.file);
  await logos.replace(services.storage, logo, () =>
    db.transaction(async (tx) => {
      const { team } = await teamForChange(tx, actor, input.slug, "edit");
      await tx.update(teams).set({ logoUrl: logo.url }).where(eq(teams.id, team.id));
      await recordAudit(tx, {
        actor,
        action: "team.update",
        target: { type: "team", id: team.id },
        before: { logoUrl: team.logoUrl },
        after: { logoUrl: logo.url },
        requestId: options.requestId,
      });
      return team.logoUrl;
    }),
  );
  return { logoUrl: logo.url };
}

/**
 * A logo by its file name, for those who may see its team (decision 024): anyone's for a public team,
 * otherwise as `canSeeTeam` decides; a name that is no team's logo is not found.
 */
export function readTeamLogo(
  db: Database,
  actor: () => Promise<PolicyActor>,
  input: { name: string },
  services: { storage: Storage },
): Promise<ServedImage> {
  return logos.serve(services.storage, input.name, async () => {
    const [team] = await db
      .select({ id: teams.id, visibility: teams.visibility })
      .from(teams)
      .where(eq(teams.logoUrl, `${TEAM_LOGO_URL_PREFIX}${input.name}`));
    return team && teamImageAudience(db, actor, team);
  });
}

function memberNotFound(): AppError {
  return new AppError("not_found", TEAM_ERROR_MESSAGES.memberNotFound);
}

async function lockedMember(tx: Database, teamId: string, userId: string) {
  const [member] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .for("update");
  if (!member) throw memberNotFound();
  return member;
}

/** One member as the leader sees them, after a change they made. */
async function memberOf(
  db: Database,
  team: { id: string; incubatorId: string },
  userId: string,
): Promise<TeamMember> {
  const member = (await membersOf(db, team, { withLeadership: true })).find(
    (candidate) => candidate.user.id === userId,
  );
  if (!member) throw memberNotFound();
  return member;
}

/**
 * Gives a member a core role (or none) and a title (leader or administrator). A role another member
 * holds answers 409 with its name: checked first for a clear answer, and held by the unique index when
 * two changes race, whose violation gets the same answer.
 */
export async function updateTeamMember(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; userId: string; changes: UpdateTeamMemberData },
  options: AuditOptions = {},
): Promise<TeamMemberResponse> {
  const { changes } = input;
  const values: Partial<typeof teamMembers.$inferInsert> = {
    ...(changes.coreRole !== undefined && { coreRole: changes.coreRole }),
    ...(changes.title !== undefined && { title: plainTextLine(changes.title) }),
  };
  const roleTaken = () => new AppError("conflict", coreRoleTakenMessage(changes.coreRole as CoreTeamRole));
  try {
    return await db.transaction(async (tx) => {
      const access = await loadTeamAccess(tx, actor, input.slug);
      teamPolicy.assertCan(actor, "manageMembers", access);
      const teamId = access.team.id;
      const current = await lockedMember(tx, teamId, input.userId);
      if (changes.coreRole && changes.coreRole !== current.coreRole) {
        const [holder] = await tx
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.coreRole, changes.coreRole)));
        if (holder) throw roleTaken();
      }
      const changed = Object.entries(values).some(
        ([key, value]) => current[key as keyof typeof current] !== value,
      );
      if (changed) {
        const [row] = await tx
          .update(teamMembers)
          .set(values)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, input.userId)))
          .returning();
        if (!row) throw memberNotFound();
        await publishEvent(tx, {
          type: "team.role_changed",
          audience: { kind: "team", id: teamId },
          payload: { teamId, teamSlug: access.team.slug, userId: input.userId, coreRole: row.coreRole },
        });
        await recordAudit(tx, {
          actor,
          action: "team.member.update",
          target: { type: "team", id: teamId },
          before: { userId: input.userId, ...fieldsOf(current, Object.keys(values)) },
          after: { userId: input.userId, ...fieldsOf(row, Object.keys(values)) },
          requestId: options.requestId,
        });
      }
      return { member: await memberOf(tx, access.team, input.userId) };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === CORE_ROLE_UNIQUE_INDEX) throw withCause(roleTaken(), error);
    throw error;
  }
}

/**
 * Takes a member out of the team: the leader (or an administrator) removes someone, or a member leaves
 * (their own id). The leader neither leaves nor is removed while leading: leadership is handed over first.
 */
export async function removeTeamMember(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; userId: string },
  options: AuditOptions = {},
): Promise<void> {
  const leaving = actor.kind === "user" && actor.userId === input.userId;
  await db.transaction(async (tx) => {
    const access = await loadTeamAccess(tx, actor, input.slug);
    teamPolicy.assertCan(actor, leaving ? "leave" : "manageMembers", access);
    const teamId = access.team.id;
    const member = await lockedMember(tx, teamId, input.userId);
    if (member.isLeader) {
      throw new AppError(
        "conflict",
        leaving ? TEAM_ERROR_MESSAGES.leaderCannotLeave : TEAM_ERROR_MESSAGES.leaderCannotBeRemoved,
      );
    }
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, input.userId)));
    const payload = { teamId, teamSlug: access.team.slug, userId: input.userId };
    await publishEvent(tx, {
      type: leaving ? "team.member_left" : "team.member_removed",
      audience: { kind: "team", id: teamId },
      payload,
    });
    // The one who was removed is no longer in the team's audience, so they hear it on their own.
    if (!leaving) {
      await publishEvent(tx, {
        type: "team.member_removed",
        audience: { kind: "person", id: input.userId },
        payload,
      });
    }
    await recordAudit(tx, {
      actor,
      action: leaving ? "team.member.leave" : "team.member.remove",
      target: { type: "team", id: teamId },
      before: { userId: input.userId, coreRole: member.coreRole, title: member.title },
      after: {},
      requestId: options.requestId,
    });
  });
}

/**
 * Hands the team's leadership to another member (by the leader or an administrator), who must hold an
 * active subscriber tier in the team's incubator. One transaction: the old leader steps down before the
 * new one steps up, so the one-leader index holds throughout.
 */
export async function handOverLeadership(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; userId: string },
  options: AuditOptions = {},
): Promise<TeamMembersResponse> {
  return db.transaction(async (tx) => {
    const access = await teamForChange(tx, actor, input.slug, "manageMembers");
    const teamId = access.team.id;
    const successor = await lockedMember(tx, teamId, input.userId);
    if (successor.isLeader) throw new AppError("conflict", TEAM_ERROR_MESSAGES.alreadyLeader);
    teamPolicy.assertMayLead(
      await activeTierIn(tx, input.userId, access.team.incubatorId),
      access.incubator.name,
    );
    await tx
      .update(teamMembers)
      .set({ isLeader: false })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.isLeader, true)));
    await tx
      .update(teamMembers)
      .set({ isLeader: true })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, input.userId)));
    await publishEvent(tx, {
      type: "team.leadership_handed_over",
      audience: { kind: "team", id: teamId },
      payload: {
        teamId,
        teamSlug: access.team.slug,
        fromUserId: access.leaderId,
        toUserId: input.userId,
      },
    });
    await recordAudit(tx, {
      actor,
      action: "team.leadership.hand_over",
      target: { type: "team", id: teamId },
      before: { leaderId: access.leaderId },
      after: { leaderId: input.userId },
      requestId: options.requestId,
    });
    return { members: await membersOf(tx, access.team, { withLeadership: true }) };
  });
}

/** The candidates' sort key, (name, id), of the last person of a page. */
const candidateCursorSchema = z.tuple([z.string(), z.string().min(1)]);

/**
 * For the leader (or an administrator): active members of the team's incubator, not in the team, whose
 * preferred roles include a core role nobody in the team holds, by name. What they told on their
 * profile only.
 */
export async function listTeamCandidates(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; cursor?: string | undefined; limit: number },
): Promise<TeamCandidatesResponse> {
  const access = await loadTeamAccess(db, actor, input.slug);
  teamPolicy.assertCan(actor, "manageMembers", access);
  const held = await db
    .select({ coreRole: teamMembers.coreRole })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, access.team.id));
  const openRoles = CORE_TEAM_ROLES.filter((role) => !held.some((member) => member.coreRole === role));
  if (openRoles.length === 0) return { items: [], nextCursor: null };
  const conditions: (SQL | undefined)[] = [
    eq(incubatorMembers.incubatorId, access.team.incubatorId),
    eq(incubatorMembers.status, "active"),
    // The GIN index on preferred_roles serves the overlap.
    sql`${userProfiles.preferredRoles} && array[${sql.join(
      openRoles.map((role) => sql`${role}`),
      sql`, `,
    )}]::text[]`,
    sql`not exists (select 1 from team_members in_team
      where in_team.team_id = ${access.team.id} and in_team.user_id = ${users.id})`,
  ];
  if (input.cursor !== undefined) {
    const [name, id] = decodeCursor(input.cursor, candidateCursorSchema);
    conditions.push(sql`(${users.name}, ${users.id}) > (${name}::text, ${id}::text)`);
  }
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      image: users.image,
      headline: userProfiles.headline,
      preferredRoles: userProfiles.preferredRoles,
      rolePreference: userProfiles.rolePreference,
      skills: userProfiles.skills,
      hoursPerWeek: userProfiles.hoursPerWeek,
    })
    .from(incubatorMembers)
    .innerJoin(users, eq(users.id, incubatorMembers.userId))
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.name, row.id]);
  return {
    items: page.items.map((row) => ({
      user: { id: row.id, name: row.name, image: row.image },
      headline: row.headline,
      preferredRoles: row.preferredRoles,
      rolePreference: row.rolePreference,
      skills: row.skills,
      hoursPerWeek: row.hoursPerWeek,
    })),
    nextCursor: page.nextCursor,
  };
}

/** Slugs of the public teams, for the sitemap: a team for its incubator's members only is left out. */
export async function listPublicTeamSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: teams.slug })
    .from(teams)
    .where(eq(teams.visibility, "public"))
    .orderBy(asc(teams.slug));
  return rows.map((row) => row.slug);
}
