import {
  isIncubatorSlug,
  type MembershipStatus,
  type MembershipTier,
  TEAM_ERROR_MESSAGES,
  type TeamVisibility,
} from "@hatchery/shared";
import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators, teamMembers, teams } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { holdsRole, type PolicyActor } from "../../lib/policy";
import type { ImageAudience } from "../../lib/storage/stored-images";
import type { TeamResource } from "./teams.policy";

/**
 * Who may see a team, and what a request knows about the team and its viewer: the one place every
 * team, project and position route reads them (docs/decisions/018-teams-projects-positions.md), and
 * the rule the feeds, mentions, realtime audiences and uploaded images follow
 * (docs/decisions/024-members-only-teams.md).
 */

export type TeamRow = typeof teams.$inferSelect;

export interface TeamAccess extends TeamResource, TeamViewer {
  team: TeamRow;
  incubator: { id: string; slug: string; name: string; ownerId: string | null };
  leaderId: string | null;
}

/** Where a person stands in an incubator: what decides whether they see all of its teams. */
export interface IncubatorPlace {
  /** The person's active membership tier in the incubator, or null. */
  viewerTier: MembershipTier | null;
  /** Whether the person owns the incubator (owners need not be members of it). */
  viewerOwnsIncubator: boolean;
}

/** What decides whether someone sees a team. */
export interface TeamViewer extends IncubatorPlace {
  viewerMember: { isLeader: boolean } | null;
  /** Whether the viewer works with the team on a running trial (`onTrialCondition`). */
  viewerOnTrial: boolean;
}

/**
 * The people who work in a team: its members, and the applicants on a running trial with it
 * (docs/decisions/061-trial-participants.md). They read and write the team's channel and feed and
 * receive its events; only members take part in anything else.
 */
export function isTeamParticipant(viewer: Pick<TeamViewer, "viewerMember" | "viewerOnTrial">): boolean {
  return viewer.viewerMember !== null || viewer.viewerOnTrial;
}

/**
 * A trial runs while its application is in the trial state, through the last day it was set to end on
 * (UTC, the day the leader picked): from the next day it has expired, though nobody decided yet.
 */
export function trialRunsCondition(trialEndsOn: SQL | SQLWrapper): SQL {
  return sql`${trialEndsOn} >= (now() at time zone 'UTC')::date`;
}

/** `viewerOnTrial` as a condition on SQL expressions naming a team and a person. */
export function onTrialCondition(teamId: SQL | SQLWrapper, userId: SQL | SQLWrapper): SQL {
  return sql`exists (select 1 from team_applications trial_application
      where trial_application.team_id = ${teamId} and trial_application.user_id = ${userId}
        and trial_application.status = 'trial'
        and ${trialRunsCondition(sql`trial_application.trial_ends_on`)})`;
}

/**
 * `isTeamParticipant` as a condition on SQL expressions naming a team and a person: the chat's and the
 * feeds' readers, mention candidates and channel lists use it, so they count the same people in.
 */
export function teamParticipantCondition(teamId: SQL | SQLWrapper, userId: SQL | SQLWrapper): SQL {
  return sql`(exists (select 1 from team_members participant_member
      where participant_member.team_id = ${teamId} and participant_member.user_id = ${userId})
    or ${onTrialCondition(teamId, userId)})`;
}

/**
 * The people inside an incubator: its active members and its owner. They see every team of it,
 * members-only ones included, read its feed and channels, and make up its realtime audience.
 */
export function isInsideIncubator(place: IncubatorPlace): boolean {
  return place.viewerTier !== null || place.viewerOwnsIncubator;
}

/**
 * Whether the actor sees every team of the incubator, members-only ones included: the people inside
 * it, and administrators, who moderate the whole platform. The incubator's positions page is theirs.
 */
export function seesEveryTeamOf(actor: PolicyActor, place: IncubatorPlace): boolean {
  return isInsideIncubator(place) || holdsRole(actor, "admin");
}

/**
 * A public team is seen by anyone; a team for its incubator's members only by the people inside that
 * incubator (its active members and its owner), the team's participants and administrators. To
 * everyone else it does not exist: routes answer 404, never 403, and lists leave it out.
 */
export function canSeeTeam(actor: PolicyActor, visibility: TeamVisibility, viewer: TeamViewer): boolean {
  if (visibility === "public") return true;
  return isTeamParticipant(viewer) || seesEveryTeamOf(actor, viewer);
}

/**
 * `isInsideIncubator` as a condition on SQL expressions naming an incubator and a person: the feeds'
 * readers and mention candidates use it, so they count the same people in.
 */
export function insideIncubatorCondition(incubatorId: SQL, userId: SQL): SQL {
  return sql`(exists (select 1 from incubator_members insider_membership
      where insider_membership.incubator_id = ${incubatorId}
        and insider_membership.user_id = ${userId} and insider_membership.status = 'active')
    or exists (select 1 from incubators insider_incubator
      where insider_incubator.id = ${incubatorId} and insider_incubator.owner_id = ${userId}))`;
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
    or ${insideIncubatorCondition(sql`teams.incubator_id`, sql`${actor.userId}`)}
    or ${teamParticipantCondition(sql`teams.id`, sql`${actor.userId}`)})`;
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
 * Undefined when there is no such team or the actor may not see it.
 */
async function findTeamAccessWhere(
  db: Database,
  actor: PolicyActor,
  where: ReturnType<typeof eq>,
): Promise<TeamAccess | undefined> {
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
      viewerOnTrial:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`${onTrialCondition(sql`teams.id`, sql`${viewerId}`)}`,
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
  if (!row) return undefined;
  const access: TeamAccess = {
    team: row.team,
    incubator: row.incubator,
    incubatorName: row.incubator.name,
    leaderId: row.leaderId,
    leaderIsSubscriber: activeTier(row.leaderTier, row.leaderMembershipStatus) === "subscriber",
    viewerTier: activeTier(row.viewerTier, row.viewerMembershipStatus),
    viewerOwnsIncubator: viewerId !== null && row.incubator.ownerId === viewerId,
    viewerMember: row.viewerIsLeader === null ? null : { isLeader: row.viewerIsLeader },
    // A member's own application no longer counts: they are in the team, not on trial with it.
    viewerOnTrial: row.viewerIsLeader === null && row.viewerOnTrial === true,
  };
  return canSeeTeam(actor, row.team.visibility, access) ? access : undefined;
}

async function loadTeamAccessWhere(
  db: Database,
  actor: PolicyActor,
  where: ReturnType<typeof eq>,
): Promise<TeamAccess> {
  const access = await findTeamAccessWhere(db, actor, where);
  if (!access) throw new AppError("not_found", TEAM_ERROR_MESSAGES.teamNotFound);
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

/**
 * The team of this id as the actor may see it, or undefined (no such team, or not for them): for
 * answers that must not tell which, such as an uploaded image's.
 */
export function findTeamAccessById(
  db: Database,
  actor: PolicyActor,
  teamId: string,
): Promise<TeamAccess | undefined> {
  return findTeamAccessWhere(db, actor, eq(teams.id, teamId));
}

/**
 * Who an uploaded image of a team (its logo, a project's cover) is served to: a public team's to
 * anyone, cached by anyone; a members-only team's only to those who see the team, privately; undefined
 * (answered 404) for anyone else. The actor is read only for a members-only team, so a public image
 * costs no look-up of roles.
 */
export async function teamImageAudience(
  db: Database,
  actor: () => Promise<PolicyActor>,
  team: { id: string; visibility: TeamVisibility },
): Promise<ImageAudience | undefined> {
  if (team.visibility === "public") return "public";
  return (await findTeamAccessById(db, await actor(), team.id)) ? "private" : undefined;
}
