import type { MentoringDashboard } from "@hatchery/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { MentoringDashboardCard } from "./mentoring-dashboard-card";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("MentoringDashboardCard", () => {
  it("says there is nothing yet and links to the advisors", async () => {
    stubApi({
      "GET /api/mentoring/dashboard": reply(200, { upcoming: [], waitingForYou: [], openActionItems: [] }),
    });
    const view = renderWithProviders(<MentoringDashboardCard />);
    expect(await screen.findByRole("link", { name: "Find an advisor or coach" })).toHaveAttribute(
      "href",
      "/advisors",
    );
    await expectNoAxeViolations(view.container);
  });

  it("lists the open action items with the person they are with", async () => {
    const card: MentoringDashboard = {
      upcoming: [],
      waitingForYou: [],
      openActionItems: [
        {
          id: "i1",
          sessionId: "s1",
          sessionStartsAt: "2026-11-25T14:00:00.000Z",
          text: "Call three customers",
          owner: "mentee",
          dueDate: null,
          doneAt: null,
          createdAt: "2026-11-25T15:00:00.000Z",
          carried: false,
          canEdit: true,
          viewerRole: "mentee",
          withPerson: { id: "coach-1", name: "Grace Hopper" },
        },
      ],
    };
    stubApi({ "GET /api/mentoring/dashboard": reply(200, card) });
    const view = renderWithProviders(<MentoringDashboardCard />);
    expect(await screen.findByText("Call three customers")).toBeInTheDocument();
    expect(screen.getByText(/with Grace Hopper · yours/)).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });
});
