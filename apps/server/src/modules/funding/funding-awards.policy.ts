import {
  FUNDING_REVIEW_MESSAGES,
  type FundingApplicationStatus,
  type FundingTrancheStatus,
} from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, type PolicyActor } from "../../lib/policy";

/*
 * The owner's side of funding (docs/decisions/059-business-funding.md, "Review, decisions and awards"):
 * the ranking and the report, the shortlist, decisions and their reopening, and releasing tranches. The
 * incubator's owner and administrators only; every step judged on the state it changes.
 */

export type AwardAction = "rank" | "report" | "shortlist" | "unshortlist" | "decide" | "reopen" | "release";

export type AwardResource =
  | { kind: "call"; isOwner: boolean }
  | { kind: "application"; isOwner: boolean; status: FundingApplicationStatus; hasReleasedTranche: boolean }
  | { kind: "tranche"; isOwner: boolean; status: FundingTrancheStatus; hasMilestone: boolean };

const DECIDED: readonly FundingApplicationStatus[] = ["awarded", "declined", "waitlisted"];

function applicationRefusal(
  action: AwardAction,
  resource: Extract<AwardResource, { kind: "application" }>,
): AppError | null {
  switch (action) {
    case "shortlist":
    case "unshortlist":
      return resource.status === "submitted"
        ? null
        : new AppError("conflict", FUNDING_REVIEW_MESSAGES.notDecidable);
    // A waitlisted application may still be awarded or declined: the waitlist is "not yet".
    case "decide":
      return resource.status === "submitted" || resource.status === "waitlisted"
        ? null
        : new AppError("conflict", FUNDING_REVIEW_MESSAGES.notDecidable);
    case "reopen":
      if (!DECIDED.includes(resource.status))
        return new AppError("conflict", FUNDING_REVIEW_MESSAGES.notDecided);
      return resource.hasReleasedTranche
        ? new AppError("conflict", FUNDING_REVIEW_MESSAGES.trancheReleasedNoReopen)
        : null;
    default:
      return new AppError("forbidden");
  }
}

function refusal(actor: PolicyActor, action: AwardAction, resource: AwardResource): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  if (!resource.isOwner) return new AppError("forbidden", FUNDING_REVIEW_MESSAGES.ownerOnly);
  switch (resource.kind) {
    case "call":
      return action === "rank" || action === "report" ? null : new AppError("forbidden");
    case "application":
      return applicationRefusal(action, resource);
    case "tranche":
      if (action !== "release") return new AppError("forbidden");
      if (resource.status === "released")
        return new AppError("conflict", FUNDING_REVIEW_MESSAGES.trancheReleased);
      // A tranche tied to a milestone waits for it; one tied to none is released when the owner says.
      return resource.status === "pending" && resource.hasMilestone
        ? new AppError("conflict", FUNDING_REVIEW_MESSAGES.trancheWaitsForMilestone)
        : null;
  }
}

export const { can, assertCan } = definePolicy(refusal);
