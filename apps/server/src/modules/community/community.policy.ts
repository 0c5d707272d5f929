import { TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { AppError } from "../../lib/errors";
import { definePolicy, type PolicyActor } from "../../lib/policy";
import { type IncubatorPlace, seesEveryTeamOf } from "../access/team-access";

/**
 * Who may read an incubator's members (decision 065): those who see every team of it, as its
 * positions page has it (its active members, its owner, administrators). A visitor reads the count.
 */

export type CommunityAction = "browseIncubatorMembers";

function refusal(actor: PolicyActor, _action: CommunityAction, place: IncubatorPlace): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  return seesEveryTeamOf(actor, place)
    ? null
    : new AppError("forbidden", TEAM_ERROR_MESSAGES.notIncubatorMember);
}

export const { can, assertCan } = definePolicy(refusal);
