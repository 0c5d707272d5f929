import { FUNDING_REVIEW_MESSAGES, weightedMeanOf } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import type { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { assertCan as assertAward } from "./funding-awards.policy";
import { assertCan, type ReviewAction, type ReviewResource } from "./funding-reviews.policy";

function person(emailVerified = true): PolicyActor {
  return {
    kind: "user",
    userId: "u",
    email: "u@example.com",
    emailVerified,
    heldRoles: { ok: true, roles: [] },
  };
}

const reviewer: ReviewResource = {
  isOwner: false,
  isReviewer: true,
  isTeamMember: false,
  myReview: null,
  applicationStatus: "submitted",
};

function refusalOf(fn: () => void): { status: number; message: string } | null {
  try {
    fn();
    return null;
  } catch (error) {
    const refused = error as AppError;
    return { status: refused.status, message: refused.message };
  }
}

function review(action: ReviewAction, resource: Partial<ReviewResource>, actor = person()) {
  return refusalOf(() => assertCan(actor, action, { ...reviewer, ...resource }));
}

describe("the review policy", () => {
  it("lets an invited reviewer save and submit a draft of a submitted application", () => {
    expect(review("saveReview", {})).toBeNull();
    expect(review("submitReview", { myReview: { id: "r", status: "draft" } })).toBeNull();
    expect(review("submitReview", {})).toEqual({ status: 409, message: FUNDING_REVIEW_MESSAGES.noReviewYet });
  });

  it("refuses a member of the applying team, whatever else they are (conflict of interest)", () => {
    for (const action of ["readMyReview", "saveReview", "submitReview"] as const) {
      expect(review(action, { isTeamMember: true })).toEqual({
        status: 403,
        message: FUNDING_REVIEW_MESSAGES.conflictOfInterest,
      });
    }
    expect(review("readReviews", { isTeamMember: true, myReview: { id: "r", status: "submitted" } })).toEqual(
      {
        status: 403,
        message: FUNDING_REVIEW_MESSAGES.reviewsHidden,
      },
    );
  });

  it("keeps review blind: the others' reviews only after one's own is submitted; the owner always", () => {
    expect(review("readReviews", {})).toEqual({
      status: 403,
      message: FUNDING_REVIEW_MESSAGES.submitYoursFirst,
    });
    expect(review("readReviews", { myReview: { id: "r", status: "draft" } })?.status).toBe(403);
    expect(review("readReviews", { myReview: { id: "r", status: "submitted" } })).toBeNull();
    expect(review("readReviews", { isOwner: true, isReviewer: false })).toBeNull();
  });

  it("ends reviewing at the decision and keeps a submitted review final", () => {
    for (const applicationStatus of ["awarded", "declined", "waitlisted"] as const) {
      expect(review("saveReview", { applicationStatus })).toEqual({
        status: 409,
        message: FUNDING_REVIEW_MESSAGES.reviewingEnded,
      });
    }
    expect(review("saveReview", { myReview: { id: "r", status: "submitted" } })).toEqual({
      status: 409,
      message: FUNDING_REVIEW_MESSAGES.reviewFinal,
    });
  });

  it("hides a team's draft from reviewers, and the application from strangers", () => {
    expect(review("readMyReview", { applicationStatus: "draft" })?.status).toBe(404);
    expect(review("readMyReview", { isReviewer: false })?.status).toBe(404);
    expect(review("saveReview", { isReviewer: false, isOwner: true })).toEqual({
      status: 403,
      message: FUNDING_REVIEW_MESSAGES.notReviewer,
    });
    expect(review("readMyReview", {}, ANONYMOUS_ACTOR)?.status).toBe(401);
    expect(review("saveReview", {}, person(false))).toEqual({
      status: 403,
      message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
    });
  });
});

describe("the award policy", () => {
  const application = {
    kind: "application",
    isOwner: true,
    status: "submitted",
    hasReleasedTranche: false,
  } as const;
  const award = (action: Parameters<typeof assertAward>[1], resource: Parameters<typeof assertAward>[2]) =>
    refusalOf(() => assertAward(person(), action, resource));

  it("is the owner's (and administrators') alone", () => {
    expect(award("decide", { ...application, isOwner: false })).toEqual({
      status: 403,
      message: FUNDING_REVIEW_MESSAGES.ownerOnly,
    });
    expect(award("rank", { kind: "call", isOwner: true })).toBeNull();
  });

  it("decides submitted and waitlisted applications, and reopens decisions without a released tranche", () => {
    expect(award("decide", application)).toBeNull();
    expect(award("decide", { ...application, status: "waitlisted" })).toBeNull();
    expect(award("decide", { ...application, status: "declined" })?.status).toBe(409);
    expect(award("reopen", application)).toEqual({
      status: 409,
      message: FUNDING_REVIEW_MESSAGES.notDecided,
    });
    expect(award("reopen", { ...application, status: "awarded" })).toBeNull();
    expect(award("reopen", { ...application, status: "awarded", hasReleasedTranche: true })).toEqual({
      status: 409,
      message: FUNDING_REVIEW_MESSAGES.trancheReleasedNoReopen,
    });
  });

  it("releases a due tranche or one tied to no milestone, once", () => {
    const tranche = { kind: "tranche", isOwner: true, hasMilestone: true } as const;
    expect(award("release", { ...tranche, status: "due" })).toBeNull();
    expect(award("release", { ...tranche, status: "pending" })?.message).toBe(
      FUNDING_REVIEW_MESSAGES.trancheWaitsForMilestone,
    );
    expect(award("release", { ...tranche, status: "pending", hasMilestone: false })).toBeNull();
    expect(award("release", { ...tranche, status: "released" })?.message).toBe(
      FUNDING_REVIEW_MESSAGES.trancheReleased,
    );
  });
});

describe("a review's weighted mean", () => {
  it("weighs each score by its criterion, and is null until every criterion is scored", () => {
    const criteria = [
      { id: "a", weight: 1 },
      { id: "b", weight: 3 },
    ];
    expect(
      weightedMeanOf(criteria, [
        { criterionId: "a", score: 5 },
        { criterionId: "b", score: 1 },
      ]),
    ).toBe(2);
    expect(weightedMeanOf(criteria, [{ criterionId: "a", score: 5 }])).toBeNull();
  });
});
