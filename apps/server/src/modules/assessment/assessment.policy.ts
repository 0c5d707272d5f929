import { ASSESSMENT_MESSAGES } from "@hatchery/shared";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

export type AssessmentAction = "save" | "readHistory" | "read" | "changeSharing";

/** The result asked for, by its owner; none for the person's own history, saving and sharing. */
export type AssessmentResource = { ownerId: string } | null;

/**
 * Results are private: only their owner saves, lists and reads them. Anyone else, visitors included,
 * is told a result does not exist rather than that it is someone else's.
 */
function refusal(actor: Actor, action: AssessmentAction, resource: AssessmentResource): AppError | null {
  if (action === "read") {
    return actor.kind === "user" && resource !== null && resource.ownerId === actor.userId
      ? null
      : new AppError("not_found", ASSESSMENT_MESSAGES.notFound);
  }
  return actor.kind === "user" ? null : new AppError("unauthenticated");
}

export const { can, assertCan } = definePolicy(refusal);
