import type { MyFundingReviewResponse } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { MyReviewPanel } from "./my-review-panel";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = "11111111-1111-4111-8111-111111111111";
const PATH = `/api/funding-applications/${ID}/my-review`;

const EMPTY: MyFundingReviewResponse = {
  applicationId: ID,
  criteria: [
    { id: "c1", position: 1, name: "Team", description: "Can they build it?", weight: 1 },
    { id: "c2", position: 2, name: "Traction", description: "", weight: 3 },
  ],
  review: null,
  canEdit: true,
};

const SUBMITTED: MyFundingReviewResponse = {
  ...EMPTY,
  canEdit: false,
  review: {
    id: "r1",
    applicationId: ID,
    reviewer: { id: "user-1", name: "Ada Lovelace" },
    status: "submitted",
    comment: "Promising",
    scores: [
      { criterionId: "c1", score: 4 },
      { criterionId: "c2", score: 2 },
    ],
    weightedMean: 2.5,
    submittedAt: "2026-11-29T10:00:00.000Z",
    updatedAt: "2026-11-29T10:00:00.000Z",
  },
};

describe("MyReviewPanel", () => {
  it("submits only a complete review, and only after asking, since a submitted review is final", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      [`GET ${PATH}`]: reply(200, EMPTY),
      [`PUT ${PATH}`]: reply(200, {
        ...EMPTY,
        review: { ...SUBMITTED.review, status: "draft", submittedAt: null },
      }),
      [`POST ${PATH}/submit`]: reply(200, SUBMITTED),
    });
    const view = renderWithProviders(<MyReviewPanel applicationId={ID} />, { path: "/funding" });
    const user = userEvent.setup();
    const submit = await screen.findByRole("button", { name: "Submit review" });
    expect(submit).toBeDisabled();
    const team = screen.getByRole("group", { name: /Team/ });
    await user.click(within(team).getByRole("radio", { name: "4" }));
    expect(submit).toBeDisabled();
    await user.click(
      within(screen.getByRole("group", { name: /Traction/ })).getByRole("radio", { name: "2" }),
    );
    await user.type(screen.getByRole("textbox", { name: "Comment" }), "Promising");
    await user.click(submit);
    const dialog = await screen.findByRole("alertdialog", { name: "Submit your review?" });
    expect(api.calls(`PUT ${PATH}`)).toHaveLength(0);
    // What the server holds once submitted, for the reads that follow.
    api.on(`GET ${PATH}`, reply(200, SUBMITTED));
    await user.click(within(dialog).getByRole("button", { name: "Submit review" }));
    await waitFor(() => expect(api.calls(`POST ${PATH}/submit`)).toHaveLength(1));
    expect(api.calls(`PUT ${PATH}`)[0]?.body).toEqual({
      comment: "Promising",
      scores: [
        { criterionId: "c1", score: 4 },
        { criterionId: "c2", score: 2 },
      ],
    });
    expect(await screen.findByText("Your weighted score: 2.50 of 5")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save draft" })).not.toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it("tells a member of the applying team why they cannot review", async () => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      [`GET ${PATH}`]: apiError(
        403,
        "forbidden",
        "You are a member of this team, so you cannot review its application.",
      ),
    });
    renderWithProviders(<MyReviewPanel applicationId={ID} />, { path: "/funding" });
    expect(
      await screen.findByText("You are a member of this team, so you cannot review its application."),
    ).toBeInTheDocument();
  });
});
