import {
  FUNDING_CALL_MESSAGES,
  type FundingApplicationStatus,
  type FundingCallPhase,
  fundingNeedsSubscriptionMessage,
  fundingStageNotEligibleMessage,
  type MembershipTier,
  type TeamStage,
} from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, type PolicyActor } from "../../lib/policy";

/*
 * Who applies for funding and what each person may do with an application (docs/decisions/
 * 059-business-funding.md, "Calls and applications"). The team's leader writes it; the leader and the
 * core-role holders read and comment on it; once submitted, the call's owner and invited reviewers read it.
 */

/** Where the applying team and its leader stand against the call. */
export interface FundingApplyResource {
  kind: "team";
  phase: FundingCallPhase;
  isLeader: boolean;
  teamInCallIncubator: boolean;
  teamStage: TeamStage;
  eligibleStages: readonly TeamStage[];
  /** The leader's active tier in the call's incubator. */
  leaderTier: MembershipTier | null;
  incubatorName: string;
}

export interface FundingApplicationResource {
  kind: "application";
  status: FundingApplicationStatus;
  phase: FundingCallPhase;
  viewer: {
    isLeader: boolean;
    /** The leader or a holder of a core role in the team. */
    isCoreMember: boolean;
    /** The call's incubator's owner, or an administrator. */
    managesCall: boolean;
    isReviewer: boolean;
  };
}

export type FundingApplicationAction =
  | "apply"
  | "view"
  | "edit"
  | "submit"
  | "withdraw"
  | "resume"
  | "readComments"
  | "comment";

const WITH_THE_TEAM_ONLY: readonly FundingApplicationStatus[] = ["draft", "withdrawn"];

/** Why this team may not apply now, or null: the page shows it beside the team, the route answers it. */
export function applyRefusal(team: Omit<FundingApplyResource, "kind">): AppError | null {
  if (!team.isLeader) return new AppError("forbidden", FUNDING_CALL_MESSAGES.leaderOnly);
  if (team.phase !== "open") return new AppError("conflict", FUNDING_CALL_MESSAGES.callNotOpen);
  if (!team.teamInCallIncubator) {
    return new AppError("validation_failed", FUNDING_CALL_MESSAGES.teamNotInIncubator, [
      { path: ["teamId"], message: FUNDING_CALL_MESSAGES.teamNotInIncubator },
    ]);
  }
  if (!team.eligibleStages.includes(team.teamStage)) {
    return new AppError("forbidden", fundingStageNotEligibleMessage(team.eligibleStages));
  }
  return team.leaderTier === "subscriber"
    ? null
    : new AppError("forbidden", fundingNeedsSubscriptionMessage(team.incubatorName));
}

function applicationRefusal(
  action: FundingApplicationAction,
  application: FundingApplicationResource,
): AppError | null {
  const { viewer, status, phase } = application;
  const readsIt =
    viewer.isCoreMember ||
    ((viewer.managesCall || viewer.isReviewer) && !WITH_THE_TEAM_ONLY.includes(status));
  if (!readsIt) return new AppError("not_found", FUNDING_CALL_MESSAGES.applicationNotFound);
  switch (action) {
    case "view":
      return null;
    case "readComments":
    case "comment":
      return viewer.isCoreMember ? null : new AppError("forbidden", FUNDING_CALL_MESSAGES.coreMembersOnly);
    default:
      break;
  }
  if (!viewer.isLeader) return new AppError("forbidden", FUNDING_CALL_MESSAGES.leaderOnly);
  switch (action) {
    case "edit":
      if (status === "withdrawn") return new AppError("conflict", FUNDING_CALL_MESSAGES.withdrawnFirst);
      return (status === "draft" || status === "submitted") && phase === "open"
        ? null
        : new AppError("conflict", FUNDING_CALL_MESSAGES.notEditable);
    case "submit":
      if (status === "submitted") return new AppError("conflict", FUNDING_CALL_MESSAGES.alreadySubmitted);
      if (status !== "draft") return new AppError("conflict", FUNDING_CALL_MESSAGES.notSubmittable);
      return phase === "open" ? null : new AppError("conflict", FUNDING_CALL_MESSAGES.callNotOpen);
    case "withdraw":
      return (status === "draft" || status === "submitted") && phase === "open"
        ? null
        : new AppError("conflict", FUNDING_CALL_MESSAGES.notWithdrawable);
    case "resume":
      return status === "withdrawn" && phase === "open"
        ? null
        : new AppError("conflict", FUNDING_CALL_MESSAGES.callNotOpen);
    default:
      return new AppError("forbidden");
  }
}

function refusal(
  actor: PolicyActor,
  action: FundingApplicationAction,
  resource: FundingApplyResource | FundingApplicationResource,
): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (resource.kind === "team") {
    if (action !== "apply") return new AppError("forbidden");
    if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
    return applyRefusal(resource);
  }
  const refused = applicationRefusal(action, resource);
  if (refused || action === "view" || action === "readComments") return refused;
  return actor.emailVerified ? null : new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
}

export const { can, assertCan } = definePolicy(refusal);
