import type { TeamFundingAward } from "@hatchery/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import { TeamFundingSection } from "./team-funding-section";

function entry(overrides: Partial<TeamFundingAward>): TeamFundingAward {
  return {
    applicationId: "application-1",
    call: { title: "Autumn Seed Fund", currency: "USD" },
    incubator: { name: "Northstar Venture Studio" },
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
          milestoneTitle: "Prototype",
          status: "released",
        },
        {
          id: "tranche-2",
          position: 2,
          amountCents: 300_000,
          milestoneTitle: "Pilot",
          status: "pending",
        },
      ],
    },
    ...overrides,
  };
}

describe("TeamFundingSection", () => {
  it("shows what the team received and has pending, tranche by tranche", () => {
    renderWithProviders(<TeamFundingSection funding={{ awards: [entry({})] }} />);
    expect(screen.getByRole("heading", { name: "Funding" })).toBeInTheDocument();
    expect(screen.getByText("Autumn Seed Fund · Northstar Venture Studio")).toBeInTheDocument();
    expect(screen.getByText("Received $2,000.00 of $5,000.00 · pending $3,000.00")).toBeInTheDocument();
    expect(screen.getByText(/Tranche 2: \$3,000\.00 on “Pilot”/)).toHaveTextContent("Pending");
  });

  it("keeps the amounts from those outside the incubator", () => {
    renderWithProviders(<TeamFundingSection funding={{ awards: [entry({ amounts: null })] }} />);
    expect(screen.getByText(/1 of 2 tranches released/)).toBeInTheDocument();
    expect(screen.queryByText(/Received/)).not.toBeInTheDocument();
  });
});
