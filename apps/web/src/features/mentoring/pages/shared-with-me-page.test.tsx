import type { PracticeShareDetail, PracticeShareSummary } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { SharedWithMePage } from "./shared-with-me-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SHARE: PracticeShareSummary = {
  id: "33333333-3333-4333-8333-333333333333",
  kind: "tmay",
  itemId: "55555555-5555-4555-8555-555555555555",
  title: "Tell me about yourself",
  practisedAt: "2026-11-20T10:00:00.000Z",
  owner: { userId: "mentee-1", name: "Ada Mentee" },
  mentor: { userId: "user-1", name: "Ada Lovelace", kind: "coach", slug: "ada" },
  message: "Is the ending too long?",
  createdAt: "2026-11-21T10:00:00.000Z",
  revokedAt: null,
  commentCount: 0,
};
const DETAIL: PracticeShareDetail = {
  share: SHARE,
  texts: [
    { id: SHARE.itemId, questionId: null, label: "Your introduction", text: "I teach maths. Next, product." },
  ],
  comments: [],
};

describe("SharedWithMePage", () => {
  it("lists what is shared with the mentor and opens the chosen result with its message and comment form", async () => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture({ roles: ["member", "coach"] })),
      "GET /api/mentoring/shared-with-me": reply(200, { items: [SHARE] }),
      [`GET /api/mentoring/practice-shares/${SHARE.id}`]: reply(200, DETAIL),
    });
    renderWithProviders(<SharedWithMePage />, { path: `/mentoring/shared?share=${SHARE.id}` });
    const link = await screen.findByRole("link", { name: /Ada Mentee: Tell me about yourself/ });
    expect(link).toHaveAttribute("aria-current", "page");
    const result = await screen.findByRole("region", { name: "Ada Mentee: Tell me about yourself" });
    expect(within(result).getByLabelText("Message from the mentee")).toHaveTextContent(
      "Is the ending too long?",
    );
    expect(within(result).getByRole("article", { name: "Your introduction" })).toHaveTextContent(
      "I teach maths.",
    );
    expect(within(result).getByLabelText("Part of the answer")).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("says a revoked share is no longer shared, and an empty list is empty", async () => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture({ roles: ["coach"] })),
      "GET /api/mentoring/shared-with-me": reply(200, { items: [] }),
      [`GET /api/mentoring/practice-shares/${SHARE.id}`]: apiError(404, "not_found", "Not shared with you"),
    });
    renderWithProviders(<SharedWithMePage />, { path: `/mentoring/shared?share=${SHARE.id}` });
    expect(await screen.findByText("Nothing is shared with you yet.")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("its owner may have stopped sharing it");
  });
});
