import { ASSESSMENT_MESSAGES } from "@hatchery/shared";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

export type AssessmentAction = "save" | "readHistory" | "read" | "changeSharing" | "readSharedRoleFit";

/**
 * The result asked for, by its owner; none for the person's own history, saving and sharing. For the
 * role-fit summary shown to a team: whether its owner chose to show it, and whether the reader reviews
 * an application of theirs (the applications' policy decides that).
 */
export type AssessmentResource = {
  ownerId: string;
  sharesWithTeams?: boolean;
  reviewsTheirApplication?: boolean;
} | null;

/**
 * Results are private: only their owner saves, lists and reads them. Anyone else, visitors included,
 * is told a result does not exist rather than that it is someone else's. The one exception is the
 * role-fit summary an applicant chose to show to the teams they apply to, for the people reviewing
 * their application.
 */
function refusal(actor: Actor, action: AssessmentAction, resource: AssessmentResource): AppError | null {
  if (action === "readSharedRoleFit") {
    return actor.kind === "user" &&
      resource !== null &&
      resource.sharesWithTeams === true &&
      resource.reviewsTheirApplication === true
      ? null
      : new AppError("not_found", ASSESSMENT_MESSAGES.notFound);
  }
  if (action === "read") {
    return actor.kind === "user" && resource !== null && resource.ownerId === actor.userId
      ? null
      : new AppError("not_found", ASSESSMENT_MESSAGES.notFound);
  }
  return actor.kind === "user" ? null : new AppError("unauthenticated");
}

export const { can, assertCan } = definePolicy(refusal);
