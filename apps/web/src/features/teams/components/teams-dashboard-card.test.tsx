import type { DashboardTeamsResponse } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { TeamsDashboardCard } from "./teams-dashboard-card";

afterEach(() => {
  vi.unstubAllGlobals();
});

const EMPTY: DashboardTeamsResponse = {
  teams: [],
  milestonesDue: [],
  applications: [],
  waitingForYou: [],
  openInvites: [],
};

describe("TeamsDashboardCard", () => {
  it("shows the teams with roles, what is due and the applications both ways", async () => {
    const card: DashboardTeamsResponse = {
      teams: [
        {
          slug: "rocket",
          name: "Rocket",
          incubator: { slug: "lab", name: "Lab" },
          isLeader: true,
          coreRole: "ceo",
          title: "",
        },
      ],
      milestonesDue: [
        { id: "m1", title: "Ship the beta", dueOn: "2026-06-20", project: { slug: "beta", name: "Beta" } },
      ],
      applications: [
        { id: "a1", status: "pending", team: { slug: "comet", name: "Comet" }, positionTitle: "Designer" },
      ],
      waitingForYou: [
        {
          id: "a2",
          status: "pending",
          team: { slug: "rocket", name: "Rocket" },
          applicant: { id: "u2", name: "Grace Hopper", image: null, handle: "grace-hopper" },
          positionTitle: "CTO",
        },
      ],
      openInvites: [
        {
          id: "i1",
          positionTitle: "CTO",
          team: { slug: "rocket", name: "Rocket" },
          expiresAt: "2026-07-01T00:00:00.000Z",
          usesLeft: 2,
        },
      ],
    };
    stubApi({ "GET /api/dashboard/teams": reply(200, card) });
    const view = renderWithProviders(<TeamsDashboardCard />);
    const teams = await screen.findByRole("region", { name: "Your teams" });
    expect(within(teams).getByRole("link", { name: "Rocket" })).toHaveAttribute("href", "/teams/rocket");
    expect(within(teams).getByText(/Leader · CEO/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Milestones due" })).toHaveTextContent("Ship the beta");
    const waiting = screen.getByRole("region", { name: "Applications waiting for you" });
    expect(within(waiting).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute(
      "href",
      "/people/grace-hopper",
    );
    expect(screen.getByRole("region", { name: "Your applications" })).toHaveTextContent(
      "waiting for an answer",
    );
    expect(screen.getByRole("region", { name: "Your open invites" })).toHaveTextContent("2 uses left");
    await expectNoAxeViolations(view.container);
  });

  it("points someone without a team to find or start one", async () => {
    stubApi({ "GET /api/dashboard/teams": reply(200, EMPTY) });
    renderWithProviders(<TeamsDashboardCard />);
    expect(await screen.findByRole("link", { name: "start one" })).toHaveAttribute("href", "/teams/create");
  });

  it("says so when the card cannot be loaded", async () => {
    stubApi({ "GET /api/dashboard/teams": apiError(500, "internal", "Broken") });
    renderWithProviders(<TeamsDashboardCard />);
    expect(await screen.findByText("Your teams could not be loaded just now.")).toBeInTheDocument();
  });
});
