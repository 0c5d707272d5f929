import type { TeamFundingEntry } from "@hatchery/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { TeamFundingSection } from "./team-funding-section";

afterEach(() => vi.unstubAllGlobals());

function entry(overrides: Partial<TeamFundingEntry>): TeamFundingEntry {
  return {
    applicationId: "application-1",
    call: { id: "call-1", title: "Autumn Seed Fund", currency: "USD" },
    incubator: { slug: "northstar", name: "Northstar Venture Studio" },
    project: { slug: "tidepool", name: "Tidepool" },
    awardedAt: "2026-11-02T10:00:00.000Z",
    tranchesReleased: 1,
    tranchesTotal: 2,
    amounts: {
      awardedCents: 500_000,
      releasedCents: 200_000,
      pendingCents: 300_000,
      tranches: [
        {
          id: "tranche-1",
          position: 1,
          amountCents: 200_000,
          milestone: { id: "milestone-1", title: "Prototype", done: true },
          status: "released",
          dueAt: "2026-11-10T10:00:00.000Z",
          releasedAt: "2026-11-11T10:00:00.000Z",
          paymentReference: "",
        },
        {
          id: "tranche-2",
          position: 2,
          amountCents: 300_000,
          milestone: { id: "milestone-2", title: "Pilot", done: false },
          status: "pending",
          dueAt: null,
          releasedAt: null,
          paymentReference: "",
        },
      ],
    },
    ...overrides,
  };
}

describe("TeamFundingSection", () => {
  it("shows what the team received and has pending, tranche by tranche", async () => {
    stubApi({ "GET /api/teams/rocket/funding": reply(200, { awards: [entry({})] }) });
    renderWithProviders(<TeamFundingSection slug="rocket" />);
    expect(await screen.findByRole("heading", { name: "Funding" })).toBeInTheDocument();
    expect(screen.getByText("Received $2,000.00 of $5,000.00 · pending $3,000.00")).toBeInTheDocument();
    expect(screen.getByText(/Tranche 2: \$3,000\.00 on “Pilot”/)).toHaveTextContent("Pending");
  });

  it("on a project's page shows only the awards for that project", async () => {
    stubApi({
      "GET /api/teams/rocket/funding": reply(200, {
        awards: [
          entry({}),
          entry({
            applicationId: "application-2",
            call: { id: "call-2", title: "Spring Grant", currency: "EUR" },
            project: { slug: "other", name: "Other" },
          }),
        ],
      }),
    });
    renderWithProviders(<TeamFundingSection slug="rocket" projectSlug="tidepool" />);
    expect(await screen.findByText("Autumn Seed Fund · Northstar Venture Studio")).toBeInTheDocument();
    expect(screen.queryByText(/Spring Grant/)).not.toBeInTheDocument();
  });

  it("keeps the amounts from those outside the incubator", async () => {
    stubApi({ "GET /api/teams/rocket/funding": reply(200, { awards: [entry({ amounts: null })] }) });
    renderWithProviders(<TeamFundingSection slug="rocket" projectSlug="tidepool" />);
    expect(await screen.findByText(/1 of 2 tranches released/)).toBeInTheDocument();
    expect(screen.queryByText(/Received/)).not.toBeInTheDocument();
  });
});
