import type { MentorReviewsResponse } from "@hatchery/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { ReviewList } from "./review-list";

afterEach(() => {
  vi.unstubAllGlobals();
});

const REVIEWS: MentorReviewsResponse = {
  items: [
    {
      id: "44444444-4444-4444-8444-444444444444",
      rating: 4,
      comment: "Practical and kind",
      author: { id: "user-1", name: "Ada Lovelace" },
      createdAt: "2026-12-03T10:00:00.000Z",
      canReport: true,
    },
  ],
  nextCursor: null,
  summary: { count: 1, average: 4 },
};

describe("ReviewList", () => {
  it("shows the average, the count and each revealed review, and reports one with a reason", async () => {
    const api = stubApi({
      "GET /api/mentors/bea-chen/reviews": reply(200, REVIEWS),
      [`POST /api/mentoring/reviews/${REVIEWS.items[0]?.id}/reports`]: reply(201, { reportId: "r1" }),
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<ReviewList slug="bea-chen" summary={REVIEWS.summary} />);
    expect(screen.getByText("4.0 from 1 review")).toBeInTheDocument();
    expect(await screen.findByText("Practical and kind")).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: "4 out of 5" })).not.toHaveLength(0);
    await expectNoAxeViolations(view.container);

    await user.click(screen.getByRole("button", { name: "Report the review by Ada Lovelace" }));
    await screen.findByRole("alertdialog", { name: "Report this review" });
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await vi.waitFor(() =>
      expect(api.calls(`POST /api/mentoring/reviews/${REVIEWS.items[0]?.id}/reports`)).toHaveLength(1),
    );
  });

  it("says there are no reviews yet without asking for them", async () => {
    const api = stubApi({});
    renderWithProviders(<ReviewList slug="bea-chen" summary={{ count: 0, average: null }} />);
    expect(screen.getByText("No reviews yet.")).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
