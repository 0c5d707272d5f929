import { TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { AppError } from "../../lib/errors";
import { definePolicy, type PolicyActor } from "../../lib/policy";
import { type IncubatorPlace, seesEveryTeamOf } from "../access/team-access";

/**
 * Who may browse an incubator's open positions and take back an application (docs/decisions/
 * 012-policies.md). What a team's leader does with positions and applications is the team policy's.
 */

export type PositionsAction = "browseIncubatorPositions" | "withdrawApplication";

/** An incubator with where the reader stands in it, or an application with whether it is the reader's. */
export type PositionsResource =
  | { kind: "incubator"; place: IncubatorPlace }
  | { kind: "application"; isApplicant: boolean };

function refusal(actor: PolicyActor, action: PositionsAction, resource: PositionsResource): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (action === "browseIncubatorPositions" && resource.kind === "incubator") {
    // The page lists members-only teams' positions too: it is for those who see every team of it.
    return seesEveryTeamOf(actor, resource.place)
      ? null
      : new AppError("forbidden", TEAM_ERROR_MESSAGES.notIncubatorMember);
  }
  if (action === "withdrawApplication" && resource.kind === "application") {
    return resource.isApplicant ? null : new AppError("forbidden", TEAM_ERROR_MESSAGES.applicantOnly);
  }
  return new AppError("forbidden");
}

export const { can, assertCan } = definePolicy(refusal);
