import {
  CORE_TEAM_ROLES,
  isIncubatorSlug,
  TEAM_ERROR_MESSAGES,
  type Team,
  type TeamCard,
  type TeamCoverage,
  type TeamMember,
} from "@hatchery/shared";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators, teamMembers, teams, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { activeTier, loadTeamAccess, type TeamAccess, type TeamRow } from "../access/team-access";
import * as teamPolicy from "../access/teams.policy";

/**
 * What the team services share: the database's refusals, a team's row and card in the contract's
 * shape, its members, and the team as the actor may change it.
 */

export const SLUG_UNIQUE_CONSTRAINT = "teams_slug_unique";
export const CORE_ROLE_UNIQUE_INDEX = "team_members_core_role_unique";
/** The advisory lock class of generated team slugs (lib/generated-slug.ts). */
export const GENERATED_SLUG_LOCK_CLASS = 1_002;

export function teamNotFound(): AppError {
  return new AppError("not_found", TEAM_ERROR_MESSAGES.teamNotFound);
}

export function withCause(error: AppError, cause: unknown): AppError {
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

export function selectCards(db: Database) {
  return db.select(cardFields).from(teams).innerJoin(incubators, eq(incubators.id, teams.incubatorId));
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function toCard(row: CardRow): TeamCard {
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

/**
 * The team's members, leader first, then by joining, in one query. `withLeadership` (for those who
 * manage the members) also tells whether each may take over the leadership, by the handover's own rule:
 * their active tier in the team's incubator, judged by `teamPolicy.mayLead`.
 */
export async function membersOf(
  db: Database,
  team: { id: string; incubatorId: string },
  { withLeadership }: { withLeadership: boolean },
): Promise<TeamMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      image: users.image,
      handle: users.handle,
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
    user: { id: row.userId, name: row.name, image: row.image, handle: row.handle },
    coreRole: row.coreRole,
    title: row.title,
    isLeader: row.isLeader,
    joinedAt: row.joinedAt.toISOString(),
    canLead: withLeadership ? teamPolicy.mayLead(activeTier(row.membershipTier, row.membershipStatus)) : null,
  }));
}

/**
 * The team for a change in the caller's transaction: its row locked first, so the decision and the
 * change see the same team, then read with the actor's place and checked against the policy.
 */
export async function teamForChange(
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
