import { FUNDING_CALL_MESSAGES } from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";
import { type IncubatorPlace, isInsideIncubator } from "../access/team-access";

/*
 * Who sees and manages an incubator's funding calls (docs/decisions/059-business-funding.md, "Calls and
 * applications"). Every refusal comes from here, so what a page offers and what the server answers agree.
 */

export type FundingCallAction = "view" | "manage";

export interface FundingCallResource {
  incubator: {
    ownerId: string | null;
    /** Every incubator that is not archived has a public page; an archived one is for those inside it. */
    isPublic: boolean;
  };
  place: IncubatorPlace;
  /** Null when the action is on the incubator (a new call) rather than on one call. */
  call: { isPublished: boolean } | null;
  /** Whether the viewer was invited to review this call. */
  isReviewer: boolean;
}

function notFound(): AppError {
  return new AppError("not_found", FUNDING_CALL_MESSAGES.callNotFound);
}

/** The incubator's owner and administrators (administrators run the unowned demo incubators). */
export function managesCalls(actor: PolicyActor, incubator: { ownerId: string | null }): boolean {
  if (actor.kind !== "user") return false;
  return holdsRole(actor, "admin") || (incubator.ownerId !== null && incubator.ownerId === actor.userId);
}

/** Who sees a call at all: to anyone else it does not exist (404, never 403). */
function seesCall(actor: PolicyActor, resource: FundingCallResource): boolean {
  if (managesCalls(actor, resource.incubator)) return true;
  if (resource.call && !resource.call.isPublished) return false;
  if (resource.incubator.isPublic || resource.isReviewer) return true;
  return isInsideIncubator(resource.place) || holdsRole(actor, "admin");
}

function refusal(
  actor: PolicyActor,
  action: FundingCallAction,
  resource: FundingCallResource,
): AppError | null {
  if (action === "view") return seesCall(actor, resource) ? null : notFound();
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (!seesCall(actor, resource)) return notFound();
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  return managesCalls(actor, resource.incubator)
    ? null
    : new AppError("forbidden", FUNDING_CALL_MESSAGES.ownerOnly);
}

export const { can, assertCan } = definePolicy(refusal);
