import {
  FUNDING_REVIEW_MESSAGES,
  type FundingApplicationStatus,
  type FundingReviewStatus,
} from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, type PolicyActor } from "../../lib/policy";

/*
 * Who reviews a funding application and who reads its reviews (docs/decisions/059-business-funding.md,
 * "Review, decisions and awards"). Review is blind: a reviewer reads the others' reviews only once
 * their own is submitted. Every refusal comes from here, so the page and the server cannot disagree.
 */

/** Where the caller stands towards one application. */
export interface FundingPlace {
  /** The incubator's owner, or an administrator. */
  isOwner: boolean;
  /** Invited to review the application's call. */
  isReviewer: boolean;
  /** A member of the applying team. */
  isTeamMember: boolean;
  myReview: { id: string; status: FundingReviewStatus } | null;
}

export interface ReviewResource extends FundingPlace {
  applicationStatus: FundingApplicationStatus;
}

export type ReviewAction = "readMyReview" | "saveReview" | "submitReview" | "readReviews";

/** A draft or withdrawn application is the team's own: reviewers do not see it. */
function isWithReviewers(status: FundingApplicationStatus): boolean {
  return status !== "draft" && status !== "withdrawn";
}

function refusal(actor: PolicyActor, action: ReviewAction, resource: ReviewResource): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  const reviewerSees = resource.isReviewer && isWithReviewers(resource.applicationStatus);
  // To anyone it is not for, the application does not exist.
  if (!resource.isOwner && !reviewerSees && !resource.isTeamMember) {
    return new AppError("not_found", FUNDING_REVIEW_MESSAGES.applicationNotFound);
  }
  if (action === "readReviews") {
    if (resource.isOwner) return null;
    if (!reviewerSees || resource.isTeamMember) {
      return new AppError("forbidden", FUNDING_REVIEW_MESSAGES.reviewsHidden);
    }
    return resource.myReview?.status === "submitted"
      ? null
      : new AppError("forbidden", FUNDING_REVIEW_MESSAGES.submitYoursFirst);
  }
  if (!reviewerSees) return new AppError("forbidden", FUNDING_REVIEW_MESSAGES.notReviewer);
  if (resource.isTeamMember) return new AppError("forbidden", FUNDING_REVIEW_MESSAGES.conflictOfInterest);
  if (action === "readMyReview") return null;
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  if (resource.applicationStatus !== "submitted") {
    return new AppError("conflict", FUNDING_REVIEW_MESSAGES.reviewingEnded);
  }
  if (resource.myReview?.status === "submitted") {
    return new AppError("conflict", FUNDING_REVIEW_MESSAGES.reviewFinal);
  }
  if (action === "submitReview" && !resource.myReview) {
    return new AppError("conflict", FUNDING_REVIEW_MESSAGES.noReviewYet);
  }
  return null;
}

export const { can, assertCan } = definePolicy(refusal);
