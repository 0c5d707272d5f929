import {
  leadershipNeedsSubscriptionMessage,
  type MembershipTier,
  TEAM_ACTIONS,
  TEAM_ERROR_MESSAGES,
  type TeamAction,
  type TeamPermissions,
} from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";

/** What the team policy decides on: the viewer's place in the team and its incubator, and the leader's tier. */
export interface TeamResource {
  incubatorName: string;
  /** The viewer's active membership tier in the team's incubator, or null. */
  viewerTier: MembershipTier | null;
  /** The viewer's place in the team, or null when not a member. */
  viewerMember: { isLeader: boolean } | null;
  /**
   * Whether the team's leader holds an active subscriber tier in its incubator now. A leader who
   * dropped to guest keeps the team running, but opens no positions and sends no invites (SPEC §6).
   */
  leaderIsSubscriber: boolean;
}

/** The actions only the leader (or an administrator) takes. */
const LEADER_ACTIONS: readonly TeamAction[] = ["edit", "delete", "manageMembers", "reviewApplications"];
/** The leader's actions that also need the leader to be a subscriber. */
const SUBSCRIBER_LEADER_ACTIONS: readonly TeamAction[] = ["managePositions", "invite"];

function refusal(actor: PolicyActor, action: TeamAction, team: TeamResource): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  const isAdmin = holdsRole(actor, "admin");
  const isLeader = team.viewerMember?.isLeader === true;

  if (LEADER_ACTIONS.includes(action)) {
    return isLeader || isAdmin ? null : new AppError("forbidden", TEAM_ERROR_MESSAGES.leaderOnly);
  }
  if (SUBSCRIBER_LEADER_ACTIONS.includes(action)) {
    if (isAdmin) return null;
    if (!isLeader) return new AppError("forbidden", TEAM_ERROR_MESSAGES.leaderOnly);
    return team.viewerTier === "subscriber"
      ? null
      : new AppError("forbidden", leadershipNeedsSubscriptionMessage(team.incubatorName));
  }
  switch (action) {
    case "manageProjects":
      return team.viewerMember || isAdmin ? null : new AppError("forbidden", TEAM_ERROR_MESSAGES.memberOnly);
    case "requestToJoin":
      if (team.viewerMember) return new AppError("conflict", TEAM_ERROR_MESSAGES.alreadyMember);
      return team.viewerTier ? null : new AppError("forbidden", TEAM_ERROR_MESSAGES.notIncubatorMember);
    case "leave":
      if (!team.viewerMember) return new AppError("forbidden", TEAM_ERROR_MESSAGES.memberOnly);
      return isLeader ? new AppError("conflict", TEAM_ERROR_MESSAGES.leaderCannotLeave) : null;
    default:
      return new AppError("forbidden");
  }
}

export const { can, assertCan } = definePolicy(refusal);

/** Every team action with whether the actor may take it: the team page's `viewer.permissions`. */
export function teamPermissionsOn(actor: PolicyActor, team: TeamResource): TeamPermissions {
  return Object.fromEntries(
    TEAM_ACTIONS.map((action) => [action, can(actor, action, team)]),
  ) as TeamPermissions;
}

/**
 * Whether a person with this active tier in a team's incubator may become its leader (SPEC §6): only a
 * subscriber. The handover refuses everyone else, and the member list tells the leader who that is.
 */
export function mayLead(tier: MembershipTier | null): boolean {
  return tier === "subscriber";
}

/**
 * Refuses to make someone a team's leader (creating a team, or taking over leadership) unless they hold
 * an active subscriber tier in its incubator (SPEC §6).
 */
export function assertMayLead(tier: MembershipTier | null, incubatorName: string): void {
  if (!mayLead(tier)) {
    throw new AppError("forbidden", leadershipNeedsSubscriptionMessage(incubatorName));
  }
}
