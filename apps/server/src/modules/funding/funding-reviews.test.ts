import {
  FUNDING_REVIEW_MESSAGES,
  type FundingRankingResponse,
  type FundingReviewQueueResponse,
  type FundingReviewsResponse,
  type MyFundingReviewResponse,
} from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../../test/auth-test-helpers";
import { createFundingWorld, type FundingWorld, type Person } from "./funding-reviews.test-support";

let w: FundingWorld;

beforeAll(async () => {
  w = await createFundingWorld();
}, 120_000);
afterAll(() => w.t.close());

function scoresOf(team: number, traction: number) {
  const [first, second] = w.criteria;
  return [
    { criterionId: first?.id as string, score: team },
    { criterionId: second?.id as string, score: traction },
  ];
}

function save(applicationId: string, who: Person, body: unknown) {
  return w.api(`/api/funding-applications/${applicationId}/my-review`, who, body, "PUT");
}

function submit(applicationId: string, who: Person) {
  return w.api(`/api/funding-applications/${applicationId}/my-review/submit`, who, {});
}

async function message(response: Response): Promise<{ status: number; message: string }> {
  const error = await errorOf(response);
  return { status: error.status, message: error.message };
}

describe("a reviewer's review", () => {
  it("saves a draft, refuses to submit it incomplete, and submits it once: then it is final", async () => {
    const applicationId = await w.submittedApplication();
    const empty = (await (
      await w.api(`/api/funding-applications/${applicationId}/my-review`, w.reviewerA)
    ).json()) as MyFundingReviewResponse;
    expect(empty).toMatchObject({ review: null, canEdit: true });
    expect(empty.criteria.map((criterion) => criterion.weight)).toEqual([1, 3]);

    const [first] = scoresOf(4, 2);
    const draft = await save(applicationId, w.reviewerA, { scores: [first], comment: "Strong *team*" });
    expect(draft.status).toBe(200);
    const drafted = (await draft.json()) as MyFundingReviewResponse;
    expect(drafted.review).toMatchObject({ status: "draft", comment: "Strong *team*", weightedMean: null });

    expect(await message(await submit(applicationId, w.reviewerA))).toEqual({
      status: 422,
      message: FUNDING_REVIEW_MESSAGES.reviewIncomplete,
    });
    expect((await save(applicationId, w.reviewerA, { scores: scoresOf(4, 2), comment: "Done" })).status).toBe(
      200,
    );
    const submitted = (await (await submit(applicationId, w.reviewerA)).json()) as MyFundingReviewResponse;
    // (4 × 1 + 2 × 3) / 4
    expect(submitted.review).toMatchObject({ status: "submitted", weightedMean: 2.5 });
    expect(submitted.canEdit).toBe(false);
    expect(await message(await save(applicationId, w.reviewerA, { scores: scoresOf(5, 5) }))).toEqual({
      status: 409,
      message: FUNDING_REVIEW_MESSAGES.reviewFinal,
    });
  });

  it("refuses scores out of 1–5 and criteria of another rubric with 422", async () => {
    const applicationId = await w.submittedApplication();
    const [first] = scoresOf(1, 1);
    for (const score of [0, 6, 2.5]) {
      expect((await save(applicationId, w.reviewerA, { scores: [{ ...first, score }] })).status).toBe(422);
    }
    const stranger = { criterionId: "00000000-0000-4000-8000-000000000000", score: 3 };
    expect(await message(await save(applicationId, w.reviewerA, { scores: [stranger] }))).toEqual({
      status: 422,
      message: FUNDING_REVIEW_MESSAGES.unknownCriterion,
    });
    expect((await save(applicationId, w.reviewerA, { scores: [first, first] })).status).toBe(422);
  });

  it("is refused to a member of the applying team (conflict of interest) and to the uninvited", async () => {
    const applicationId = await w.submittedApplication({ team: w.team });
    expect(await message(await save(applicationId, w.conflicted, { scores: scoresOf(5, 5) }))).toEqual({
      status: 403,
      message: FUNDING_REVIEW_MESSAGES.conflictOfInterest,
    });
    expect((await w.api(`/api/funding-applications/${applicationId}/my-review`, w.conflicted)).status).toBe(
      403,
    );
    // The owner reads the reviews but does not review; a stranger does not find the application.
    expect(await message(await save(applicationId, w.owner, { scores: scoresOf(5, 5) }))).toEqual({
      status: 403,
      message: FUNDING_REVIEW_MESSAGES.notReviewer,
    });
    expect((await save(applicationId, w.outsider, { scores: scoresOf(5, 5) })).status).toBe(404);
    expect(
      (await w.api(`/api/funding-applications/${applicationId}/my-review`, null, {}, "PUT")).status,
    ).toBe(401);
    const queue = (await (
      await w.api("/api/funding/reviews", w.conflicted)
    ).json()) as FundingReviewQueueResponse;
    expect(queue.items.find((item) => item.applicationId === applicationId)?.conflictOfInterest).toBe(true);
  });

  it("ends when the application is decided", async () => {
    const applicationId = await w.submittedApplication();
    expect((await save(applicationId, w.reviewerB, { scores: scoresOf(3, 3) })).status).toBe(200);
    const declined = await w.api(`/api/funding-applications/${applicationId}/decision`, w.owner, {
      outcome: "decline",
      feedback: "Not this round",
    });
    expect(declined.status).toBe(200);
    expect(await message(await save(applicationId, w.reviewerB, { scores: scoresOf(3, 3) }))).toEqual({
      status: 409,
      message: FUNDING_REVIEW_MESSAGES.reviewingEnded,
    });
    expect((await submit(applicationId, w.reviewerB)).status).toBe(409);
  });
});

describe("blind review", () => {
  it("hides the other reviewers' scores and comments by every route until the reviewer submits", async () => {
    const applicationId = await w.submittedApplication();
    await save(applicationId, w.reviewerA, { scores: scoresOf(5, 5), comment: "A's secret opinion" });
    await submit(applicationId, w.reviewerA);
    await save(applicationId, w.reviewerB, { scores: scoresOf(1, 1), comment: "B's draft" });

    // The reviews: refused until B submits.
    expect(
      await message(await w.api(`/api/funding-applications/${applicationId}/reviews`, w.reviewerB)),
    ).toEqual({
      status: 403,
      message: FUNDING_REVIEW_MESSAGES.submitYoursFirst,
    });
    // The ranking and the report are the owner's.
    for (const path of [`/api/funding-calls/${w.callId}/ranking`, `/api/funding-calls/${w.callId}/report`]) {
      expect(await message(await w.api(path, w.reviewerB))).toEqual({
        status: 403,
        message: FUNDING_REVIEW_MESSAGES.ownerOnly,
      });
    }
    // Their own review and their queue carry nothing of A's.
    for (const path of [`/api/funding-applications/${applicationId}/my-review`, "/api/funding/reviews"]) {
      const text = await (await w.api(path, w.reviewerB)).text();
      expect(text).not.toContain("A's secret opinion");
      expect(text).not.toContain(w.reviewerA.userId);
    }
    // The team reads no review at all.
    expect(
      await message(await w.api(`/api/funding-applications/${applicationId}/reviews`, w.leader)),
    ).toEqual({
      status: 403,
      message: FUNDING_REVIEW_MESSAGES.reviewsHidden,
    });

    await submit(applicationId, w.reviewerB);
    const seen = (await (
      await w.api(`/api/funding-applications/${applicationId}/reviews`, w.reviewerB)
    ).json()) as FundingReviewsResponse;
    expect(seen.reviews.map((review) => review.comment).sort()).toEqual(["A's secret opinion", "B's draft"]);
    // The owner reads them at any time, drafts excepted.
    const owners = (await (
      await w.api(`/api/funding-applications/${applicationId}/reviews`, w.owner)
    ).json()) as FundingReviewsResponse;
    expect(owners.reviews).toHaveLength(2);
  });

  it("shows the owner a draft's reviewers nothing before they submit", async () => {
    const applicationId = await w.submittedApplication();
    await save(applicationId, w.reviewerA, { scores: scoresOf(2, 2), comment: "Draft only" });
    const owners = (await (
      await w.api(`/api/funding-applications/${applicationId}/reviews`, w.owner)
    ).json()) as FundingReviewsResponse;
    expect(owners.reviews).toEqual([]);
    const ranking = (await (
      await w.api(`/api/funding-calls/${w.callId}/ranking`, w.owner)
    ).json()) as FundingRankingResponse;
    expect(ranking.entries.find((entry) => entry.applicationId === applicationId)).toMatchObject({
      reviewCount: 0,
      weightedAverage: null,
    });
  });
});
