import {
  isIncubatorSlug,
  type MembershipStatus,
  type MembershipTier,
  TEAM_ERROR_MESSAGES,
  type TeamVisibility,
} from "@hatchery/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators, teamMembers, teams } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { holdsRole, type PolicyActor } from "../../lib/policy";
import type { TeamResource } from "./teams.policy";

/**
 * Who may see a team, and what a request knows about the team and its viewer: the one place every
 * team, project and position route reads them (docs/decisions/018-teams-projects-positions.md).
 */

export type TeamRow = typeof teams.$inferSelect;

export interface TeamAccess extends TeamResource {
  team: TeamRow;
  incubator: { id: string; slug: string; name: string; ownerId: string | null };
  leaderId: string | null;
}

/** What decides whether someone sees a team. */
export interface TeamViewer {
  /** The viewer's active membership tier in the team's incubator, or null. */
  viewerTier: MembershipTier | null;
  viewerMember: { isLeader: boolean } | null;
}

/**
 * A public team is seen by anyone; a team for its incubator's members only by the active members of
 * that incubator, its own members and administrators. To everyone else it does not exist: routes
 * answer 404, never 403, and lists leave it out.
 */
export function canSeeTeam(actor: PolicyActor, visibility: TeamVisibility, viewer: TeamViewer): boolean {
  if (visibility === "public") return true;
  return viewer.viewerTier !== null || viewer.viewerMember !== null || holdsRole(actor, "admin");
}

/**
 * `canSeeTeam` as a condition on the `teams` rows of a query, for lists, search and the sitemap: the
 * two must agree, so both live here.
 */
export function visibleTeamCondition(actor: PolicyActor): SQL {
  const isPublic = eq(teams.visibility, "public");
  if (actor.kind !== "user") return isPublic;
  if (holdsRole(actor, "admin")) return sql`true`;
  // Written with the table's name: Drizzle may leave a column unqualified, and inside the subqueries
  // an unqualified `incubator_id` would name the subquery's own column.
  return sql`(${isPublic}
    or exists (select 1 from incubator_members viewer_membership
      where viewer_membership.incubator_id = teams.incubator_id
        and viewer_membership.user_id = ${actor.userId} and viewer_membership.status = 'active')
    or exists (select 1 from team_members viewer_member
      where viewer_member.team_id = teams.id and viewer_member.user_id = ${actor.userId}))`;
}

/**
 * The tier a membership gives: its tier while it is active, none otherwise (or without a membership).
 * Every check of a person's place in an incubator reads it, so they all agree on what "active" means.
 */
export function activeTier(
  tier: MembershipTier | null,
  status: MembershipStatus | null,
): MembershipTier | null {
  return status === "active" ? tier : null;
}

/** The person's tier in the incubator while their membership is active; null otherwise. */
export async function activeTierIn(
  db: Database,
  userId: string,
  incubatorId: string,
): Promise<MembershipTier | null> {
  const [row] = await db
    .select({ tier: incubatorMembers.membershipTier, status: incubatorMembers.status })
    .from(incubatorMembers)
    .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.incubatorId, incubatorId)));
  return row ? activeTier(row.tier, row.status) : null;
}

const leader = alias(teamMembers, "leader");
const leaderMembership = alias(incubatorMembers, "leader_membership");
const viewerMember = alias(teamMembers, "viewer_member");
const viewerMembership = alias(incubatorMembers, "viewer_membership");

/**
 * The team with its incubator, its leader, whether the leader may lead (an active subscriber of the
 * incubator), and the viewer's place in both, in one query. `where` picks the team (by slug or id).
 * Throws 404 when there is no such team or the actor may not see it.
 */
async function loadTeamAccessWhere(
  db: Database,
  actor: PolicyActor,
  where: ReturnType<typeof eq>,
): Promise<TeamAccess> {
  const viewerId = actor.kind === "user" ? actor.userId : null;
  const [row] = await db
    .select({
      team: teams,
      incubator: {
        id: incubators.id,
        slug: incubators.slug,
        name: incubators.name,
        ownerId: incubators.ownerId,
      },
      leaderId: leader.userId,
      leaderTier: leaderMembership.membershipTier,
      leaderMembershipStatus: leaderMembership.status,
      viewerIsLeader: viewerMember.isLeader,
      viewerTier: viewerMembership.membershipTier,
      viewerMembershipStatus: viewerMembership.status,
    })
    .from(teams)
    .innerJoin(incubators, eq(incubators.id, teams.incubatorId))
    .leftJoin(leader, and(eq(leader.teamId, teams.id), eq(leader.isLeader, true)))
    .leftJoin(
      leaderMembership,
      and(eq(leaderMembership.userId, leader.userId), eq(leaderMembership.incubatorId, teams.incubatorId)),
    )
    .leftJoin(viewerMember, and(eq(viewerMember.teamId, teams.id), eq(viewerMember.userId, viewerId ?? "")))
    .leftJoin(
      viewerMembership,
      and(eq(viewerMembership.userId, viewerId ?? ""), eq(viewerMembership.incubatorId, teams.incubatorId)),
    )
    .where(where);
  if (!row) throw new AppError("not_found", TEAM_ERROR_MESSAGES.teamNotFound);
  const access: TeamAccess = {
    team: row.team,
    incubator: row.incubator,
    incubatorName: row.incubator.name,
    leaderId: row.leaderId,
    leaderIsSubscriber: activeTier(row.leaderTier, row.leaderMembershipStatus) === "subscriber",
    viewerTier: activeTier(row.viewerTier, row.viewerMembershipStatus),
    viewerMember: row.viewerIsLeader === null ? null : { isLeader: row.viewerIsLeader },
  };
  if (!canSeeTeam(actor, row.team.visibility, access)) {
    throw new AppError("not_found", TEAM_ERROR_MESSAGES.teamNotFound);
  }
  return access;
}

/** The team of this slug as the actor may see it (404 otherwise). */
export function loadTeamAccess(db: Database, actor: PolicyActor, slug: string): Promise<TeamAccess> {
  // A path segment that cannot be a slug names no team, and may hold what the database refuses (NUL).
  if (!isIncubatorSlug(slug)) throw new AppError("not_found", TEAM_ERROR_MESSAGES.teamNotFound);
  return loadTeamAccessWhere(db, actor, eq(teams.slug, slug));
}

/** The team of this id as the actor may see it (404 otherwise): for projects and positions. */
export function loadTeamAccessById(db: Database, actor: PolicyActor, teamId: string): Promise<TeamAccess> {
  return loadTeamAccessWhere(db, actor, eq(teams.id, teamId));
}
