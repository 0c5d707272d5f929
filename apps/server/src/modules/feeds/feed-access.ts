import { FEED_ERROR_MESSAGES, type FeedScope, type FeedScopeKind, isIncubatorSlug } from "@hatchery/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import {
  activeTier,
  findTeamAccessById,
  insideIncubatorCondition,
  isInsideIncubator,
  isTeamParticipant,
  loadTeamAccess,
  loadTeamAccessById,
  type TeamAccess,
  teamParticipantCondition,
} from "../access/team-access";
import type { FeedStanding } from "./feeds.policy";
import * as feedPolicy from "./feeds.policy";

/**
 * Who reads and writes which feed (docs/decisions/020-feeds.md): an incubator's feed is for the people
 * inside it (its active members and its owner, `isInsideIncubator`); a team's is its participants'
 * (its members and those on trial with it, `isTeamParticipant`, decision 061), the people inside its
 * incubator read a public team's too, and the owner reads a members-only team's to moderate it, since
 * they see the team (docs/decisions/024-members-only-teams.md). Administrators read every feed to
 * moderate it. Everyone else gets nothing.
 */

export interface FeedScopeAccess {
  scope: FeedScope;
  incubatorId: string;
  teamId: string | null;
  /** Where the actor stands in the scope; `feeds.policy` decides what they may do from it. */
  standing: FeedStanding;
  /**
   * Whether the scope's new items reach the reader's realtime stream: they go to the scope's audience
   * (and a public team's to its incubator's, `announceItem`), which holds the members and the
   * incubator's owner but not those who read only to moderate.
   */
  live: boolean;
}

export interface ScopeKey {
  kind: FeedScopeKind;
  id: string;
}

const viewerIdOf = (actor: PolicyActor) => (actor.kind === "user" ? actor.userId : null);

async function incubatorScopeWhere(db: Database, actor: PolicyActor, where: SQL): Promise<FeedScopeAccess> {
  const access = await findIncubatorScopeWhere(db, actor, where);
  if (!access) throw new AppError("not_found", FEED_ERROR_MESSAGES.feedNotFound);
  return access;
}

async function findIncubatorScopeWhere(
  db: Database,
  actor: PolicyActor,
  where: SQL,
): Promise<FeedScopeAccess | undefined> {
  const viewerId = viewerIdOf(actor);
  const [row] = await db
    .select({
      id: incubators.id,
      slug: incubators.slug,
      name: incubators.name,
      ownerId: incubators.ownerId,
      viewerTier: incubatorMembers.membershipTier,
      viewerStatus: incubatorMembers.status,
    })
    .from(incubators)
    .leftJoin(
      incubatorMembers,
      and(eq(incubatorMembers.incubatorId, incubators.id), eq(incubatorMembers.userId, viewerId ?? "")),
    )
    .where(where);
  if (!row) return undefined;
  const isOwner = viewerId !== null && row.ownerId === viewerId;
  const inAudience = isInsideIncubator({
    viewerTier: activeTier(row.viewerTier, row.viewerStatus),
    viewerOwnsIncubator: isOwner,
  });
  return {
    scope: { kind: "incubator", id: row.id, slug: row.slug, name: row.name },
    incubatorId: row.id,
    teamId: null,
    standing: {
      kind: "incubator",
      inAudience,
      leadsTeam: false,
      ownsIncubator: isOwner,
      insidePublicTeamsIncubator: false,
    },
    live: inAudience,
  };
}

function teamScopeOf(access: TeamAccess): FeedScopeAccess {
  // Those on trial with the team work in its feed as its members do (decision 061).
  const isMember = isTeamParticipant(access);
  const incubatorReads = access.team.visibility === "public" && isInsideIncubator(access);
  return {
    scope: { kind: "team", id: access.team.id, slug: access.team.slug, name: access.team.name },
    incubatorId: access.incubator.id,
    teamId: access.team.id,
    standing: {
      kind: "team",
      inAudience: isMember,
      leadsTeam: access.viewerMember?.isLeader === true,
      ownsIncubator: access.viewerOwnsIncubator,
      insidePublicTeamsIncubator: incubatorReads,
    },
    live: isMember || incubatorReads,
  };
}

/** The feed of the incubator of this slug; 404 when there is none, 403 when the actor may not read it. */
export async function loadIncubatorFeedScope(
  db: Database,
  actor: PolicyActor,
  slug: string,
): Promise<FeedScopeAccess> {
  if (!isIncubatorSlug(slug)) throw new AppError("not_found", FEED_ERROR_MESSAGES.feedNotFound);
  return readable(actor, await incubatorScopeWhere(db, actor, eq(incubators.slug, slug)));
}

/** The feed of the team of this slug; 404 when the actor may not see the team, 403 when not its feed. */
export async function loadTeamFeedScope(
  db: Database,
  actor: PolicyActor,
  slug: string,
): Promise<FeedScopeAccess> {
  return readable(actor, teamScopeOf(await loadTeamAccess(db, actor, slug)));
}

function readable(actor: PolicyActor, access: FeedScopeAccess): FeedScopeAccess {
  feedPolicy.assertCan(actor, "read", access);
  return access;
}

/**
 * The scope of a stored item as the actor stands in it, without refusing: item routes answer 404
 * for what the actor may not read, so an id tells nothing about a feed the actor is not in.
 */
export async function loadScopeByKey(
  db: Database,
  actor: PolicyActor,
  key: ScopeKey,
): Promise<FeedScopeAccess> {
  if (key.kind === "incubator") return incubatorScopeWhere(db, actor, eq(incubators.id, key.id));
  return teamScopeOf(await loadTeamAccessById(db, actor, key.id));
}

/**
 * Whether the actor reads the feed of this scope; false also for a scope that is gone or that they may
 * not see, so that an answer built on it (an image's) tells nothing about which.
 */
export async function readsScope(db: Database, actor: PolicyActor, key: ScopeKey): Promise<boolean> {
  if (key.kind === "incubator") {
    const access = await findIncubatorScopeWhere(db, actor, eq(incubators.id, key.id));
    return access !== undefined && feedPolicy.can(actor, "read", access);
  }
  const team = await findTeamAccessById(db, actor, key.id);
  return team !== undefined && feedPolicy.can(actor, "read", teamScopeOf(team));
}

/**
 * A condition on a `users.id` expression: the person may read the scope's feed. Mentions and their
 * autocomplete only reach people who can see the item.
 */
export function readsScopeCondition(scope: FeedScopeAccess, userId: SQL): SQL {
  const insider = insideIncubatorCondition(sql`${scope.incubatorId}`, userId);
  if (scope.teamId === null) return insider;
  const owner = sql`exists (select 1 from incubators reader_incubator
    where reader_incubator.id = ${scope.incubatorId} and reader_incubator.owner_id = ${userId})`;
  const teamMember = teamParticipantCondition(sql`${scope.teamId}`, userId);
  const publicTeam = sql`exists (select 1 from teams reader_team
    where reader_team.id = ${scope.teamId} and reader_team.visibility = 'public')`;
  return sql`(${teamMember} or ${owner} or (${publicTeam} and ${insider}))`;
}

/** The path of a scope's feed page, with the item to open. */
export function feedPathOf(scope: FeedScope, itemId?: string): string {
  const base = scope.kind === "team" ? `/teams/${scope.slug}/feed` : `/incubators/${scope.slug}/feed`;
  return itemId === undefined ? base : `${base}?post=${itemId}`;
}
