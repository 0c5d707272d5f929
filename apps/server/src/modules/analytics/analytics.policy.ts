import { ANALYTICS_ERROR_MESSAGES } from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";

export type AnalyticsAction = "readPlatform" | "readIncubator";

/** The platform's figures, or one incubator's with who owns it. */
export type AnalyticsResource = { kind: "platform" } | { kind: "incubator"; ownerId: string | null };

/**
 * The platform's analytics are the administration's (decision 052): admins with a verified address, as
 * every admin route. An incubator's are also its owner's, as its route only needs a session; they name no
 * person, only counts of its own members and pages. A failed role lookup grants nothing (SPEC §6).
 */
function refusal(actor: PolicyActor, action: AnalyticsAction, resource: AnalyticsResource): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  const admin = holdsRole(actor, "admin") && actor.emailVerified;
  if (action === "readPlatform" || resource.kind === "platform") {
    if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
    return admin ? null : new AppError("forbidden", roleRequiredMessage("admin"));
  }
  if (admin || (resource.ownerId !== null && resource.ownerId === actor.userId)) return null;
  return new AppError("forbidden", ANALYTICS_ERROR_MESSAGES.forbidden);
}

export const { can, assertCan } = definePolicy(refusal);
