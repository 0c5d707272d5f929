// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/teams/team-form-schemas";
import type { TeamDetailResponse } from "@hatchery/shared";
import { leadershipNeedsSubscriptionMessage, TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { createTestQueryClient } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { positionFixture } from "../../../test/position-fixtures";
import {
  candidateFixture,
  joinRequestFixture,
  LEADER_VIEWER,
  NO_PERMISSIONS,
  teamDetailFixture,
  viewerFixture,
} from "../test/fixtures";
import { TeamPage } from "./team-page";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderPage({
  detail = teamDetailFixture(),
  signedIn = true,
}: {
  detail?: TeamDetailResponse;
  signedIn?: boolean;
} = {}) {
  if (signedIn) window.localStorage.setItem("hatchery.session", "1");
  const api = stubApi({
    "GET /api/account/me": signedIn ? reply(200, sessionFixture()) : apiError(401, "unauthenticated", "No"),
    "GET /api/teams/night-owls": reply(200, detail),
    "GET /api/teams/night-owls/candidates": reply(200, { items: [candidateFixture()], nextCursor: null }),
  });
  const router = createMemoryRouter(
    [
      {
        path: "/teams/:slug",
        element: (
          <>
            <TeamPage />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ["/teams/night-owls"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

const panel = async () => within(await screen.findByRole("region", { name: "Your place in the team" }));

describe("TeamPage", () => {
  it("shows the team: about, roles with their holders, members, projects and positions", async () => {
    renderPage({ signedIn: false });
    expect(screen.getByRole("status")).toHaveTextContent("Loading team…");
    expect(await screen.findByRole("heading", { level: 1, name: "Night Owls" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Acme Labs" })).toHaveAttribute("href", "/incubators/acme-labs");
    const about = screen.getByRole("region", { name: "About" });
    expect((await within(about).findByText("build", {}, { timeout: 10_000 })).tagName).toBe("STRONG");

    const roles = within(screen.getByRole("region", { name: "Roles" }));
    expect(roles.getByRole("listitem", { name: "CEO" })).toHaveTextContent("Filled by Ada Lovelace");
    expect(roles.getByRole("listitem", { name: "CTO" })).toHaveTextContent(
      "Hiring · an open position seeks it",
    );
    expect(roles.getByRole("listitem", { name: "CGO" })).toHaveTextContent("Open · nobody holds it yet");

    // The sections below the roles mount one task after the page (LaterSections).
    const members = within(await screen.findByRole("region", { name: /Members/ }));
    const [ada, grace] = members.getAllByRole("listitem");
    expect(ada).toHaveTextContent("Ada LovelaceLeaderFounderCEO");
    expect(grace).toHaveTextContent("Grace HopperEngineer");

    const projects = within(await screen.findByRole("region", { name: "Projects" }));
    expect(projects.getByRole("link", { name: "Ledger" })).toHaveAttribute("href", "/projects/ledger");
    expect(projects.queryByRole("link", { name: "New project" })).not.toBeInTheDocument();
    expect(
      await screen.findByRole("region", { name: "Open positions" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("offers a signed-out visitor to sign in, coming back to the team", async () => {
    renderPage({ signedIn: false });
    expect((await panel()).getByRole("link", { name: "Sign in to join" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fteams%2Fnight-owls",
    );
    expect(screen.queryByRole("link", { name: "Edit team" })).not.toBeInTheDocument();
  });

  it("asks to join with a message and a wanted role", async () => {
    const { api, user } = renderPage({
      detail: teamDetailFixture({
        viewer: viewerFixture({ permissions: { ...NO_PERMISSIONS, requestToJoin: true } }),
      }),
    });
    api.on(
      "POST /api/teams/night-owls/join-requests",
      reply(201, { application: joinRequestFixture({ message: "I build backends.", wantedRole: "cto" }) }),
    );
    await user.click((await panel()).getByRole("button", { name: "Request to join" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Ask to join Night Owls" }, { timeout: 10_000 }),
    );
    // A role somebody holds is not offered.
    expect(dialog.queryByRole("option", { name: /CEO/ })).not.toBeInTheDocument();
    await user.selectOptions(
      dialog.getByRole("combobox", { name: "Role you want" }),
      "CTO (Chief Technology Officer)",
    );
    await user.type(dialog.getByRole("textbox", { name: "Message" }), "I build backends.");
    await user.click(dialog.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Request sent")).toBeInTheDocument();
    expect(api.calls("POST /api/teams/night-owls/join-requests")[0]?.body).toEqual({
      message: "I build backends.",
      wantedRole: "cto",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows a refused request inside the dialog", async () => {
    const { api, user } = renderPage({
      detail: teamDetailFixture({
        viewer: viewerFixture({ permissions: { ...NO_PERMISSIONS, requestToJoin: true } }),
      }),
    });
    api.on(
      "POST /api/teams/night-owls/join-requests",
      apiError(409, "conflict", TEAM_ERROR_MESSAGES.openApplicationExists),
    );
    await user.click((await panel()).getByRole("button", { name: "Request to join" }));
    const dialog = within(await screen.findByRole("dialog", {}, { timeout: 10_000 }));
    await user.click(dialog.getByRole("button", { name: "Send request" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(TEAM_ERROR_MESSAGES.openApplicationExists);
  });

  it("tells a person with an open request that it waits for an answer", async () => {
    renderPage({
      detail: teamDetailFixture({ viewer: viewerFixture({ openRequest: { id: "a1", status: "pending" } }) }),
    });
    expect(
      await (await panel()).findByText("Your request to join is waiting for the leader's answer."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request to join" })).not.toBeInTheDocument();
  });

  it("points a person on trial to the team's chat and feed, and to nothing of its settings", async () => {
    renderPage({
      detail: teamDetailFixture({ viewer: viewerFixture({ openRequest: { id: "a1", status: "trial" } }) }),
    });
    const place = await panel();
    expect(await place.findByText(/You are on a trial with this team/)).toBeInTheDocument();
    expect(place.getByRole("link", { name: "Team feed" })).toHaveAttribute("href", "/teams/night-owls/feed");
    expect(place.getByRole("link", { name: /Team chat/ })).toHaveAttribute(
      "href",
      expect.stringContaining("/teams/night-owls/communication"),
    );
    expect(place.queryByRole("link", { name: "Edit team" })).not.toBeInTheDocument();
    expect(place.queryByRole("button", { name: "Leave team" })).not.toBeInTheDocument();
  });

  it("sends someone outside the incubator to join it first", async () => {
    renderPage({ detail: teamDetailFixture({ viewer: viewerFixture() }) });
    const place = await panel();
    expect(place.getByText(`${TEAM_ERROR_MESSAGES.notIncubatorMember}.`)).toBeInTheDocument();
    expect(place.getByRole("link", { name: "Go to Acme Labs" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs",
    );
  });

  it("lets a member leave after confirming, and add a project", async () => {
    const { api, user } = renderPage({
      detail: teamDetailFixture({
        viewer: viewerFixture({
          isMember: true,
          permissions: { ...NO_PERMISSIONS, leave: true, manageProjects: true },
        }),
      }),
    });
    api.on("DELETE /api/teams/night-owls/members/user-1", reply(204));
    const place = await panel();
    expect(place.getByText("You are a member of this team.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "New project" })).toHaveAttribute(
      "href",
      "/projects/create?team=night-owls",
    );
    expect(place.queryByRole("link", { name: "Edit team" })).not.toBeInTheDocument();

    await user.click(place.getByRole("button", { name: "Leave team" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Leave Night Owls?" }));
    expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(dialog.getByRole("button", { name: "Leave team" }));
    expect(await screen.findByText("You left the team")).toBeInTheDocument();
    expect(api.calls("DELETE /api/teams/night-owls/members/user-1")).toHaveLength(1);
  });

  it("gives the leader the edit link, and a notice with the plans when they no longer subscribe", async () => {
    renderPage({ detail: teamDetailFixture({ viewer: LEADER_VIEWER, leaderIsSubscriber: false }) });
    expect(await (await panel()).findByRole("link", { name: "Edit team" })).toHaveAttribute(
      "href",
      "/teams/night-owls/edit",
    );
    expect(await screen.findByText(leadershipNeedsSubscriptionMessage("Acme Labs"))).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "See the plans of Acme Labs" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs#plans",
    );
    expect(screen.queryByRole("button", { name: "Leave team" })).not.toBeInTheDocument();
    expect(screen.getByText(`${TEAM_ERROR_MESSAGES.leaderCannotLeave}.`)).toBeInTheDocument();
  });

  it("shows no subscription notice to other members", async () => {
    renderPage({
      detail: teamDetailFixture({ viewer: viewerFixture({ isMember: true }), leaderIsSubscriber: false }),
    });
    await panel();
    expect(screen.queryByText(leadershipNeedsSubscriptionMessage("Acme Labs"))).not.toBeInTheDocument();
  });

  it("has no accessibility violations for the leader", async () => {
    renderPage({ detail: teamDetailFixture({ viewer: LEADER_VIEWER, leaderIsSubscriber: false }) });
    await panel();
    await screen.findByText("build", {}, { timeout: 10_000 });
    await expectNoAxeViolations();
  });

  it("has no accessibility violations in the request dialog", async () => {
    const { user } = renderPage({
      detail: teamDetailFixture({
        viewer: viewerFixture({ permissions: { ...NO_PERMISSIONS, requestToJoin: true } }),
      }),
    });
    await user.click((await panel()).getByRole("button", { name: "Request to join" }));
    // The rest of the page is hidden from assistive technology while the dialog is open.
    await expectNoAxeViolations(
      await screen.findByRole("dialog", { name: "Ask to join Night Owls" }, { timeout: 10_000 }),
    );
  });
});

describe("TeamPage: open positions", () => {
  const sixPositions = Array.from({ length: 6 }, (_, index) =>
    positionFixture({
      id: `pos-${index + 1}`,
      title: `Position ${index + 1}`,
      coreRole: null,
      description: `What position ${index + 1} does.`,
    }),
  );
  const withPositions = (viewer: TeamDetailResponse["viewer"]) =>
    teamDetailFixture({
      viewer,
      openPositions: sixPositions.map((position) => ({
        position,
        viewer: viewer && {
          openApplication: position.id === "pos-2" ? { id: "app-2", status: "pending" } : null,
        },
      })),
    });
  /** Requests for one position on its own (`GET /api/positions/:id`). */
  const positionRequests = (api: ReturnType<typeof stubApi>) =>
    api.requests.filter(
      (request) => request.method === "GET" && /^\/api\/positions\/[^/]+$/.test(request.path),
    );

  it("shows every position whole from the team's answer, asking for none of them on its own", async () => {
    const { api } = renderPage({
      detail: withPositions(viewerFixture({ permissions: { ...NO_PERMISSIONS, requestToJoin: true } })),
    });
    const positions = within(await screen.findByRole("region", { name: "Open positions" }));
    for (const position of sixPositions) {
      const card = within(positions.getByRole("article", { name: position.title }));
      expect(card.getByText(position.description)).toBeInTheDocument();
      expect(card.getByText(/Equity and a say/)).toBeInTheDocument();
    }
    expect(
      within(positions.getByRole("article", { name: "Position 2" })).getByText("Applied · Pending"),
    ).toBeInTheDocument();
    expect(positions.getAllByRole("button", { name: /^Apply for/ })).toHaveLength(5);
    expect(api.calls("GET /api/teams/night-owls")).toHaveLength(1);
    expect(positionRequests(api)).toEqual([]);
  });

  it("gives the leader each position's tools without asking for the positions", async () => {
    const { api } = renderPage({ detail: withPositions(LEADER_VIEWER) });
    const positions = within(await screen.findByRole("region", { name: "Open positions" }));
    for (const position of sixPositions) {
      expect(positions.getByRole("button", { name: `Edit ${position.title}` })).toBeInTheDocument();
    }
    await screen.findByRole("region", { name: "Members who want your open roles" }, { timeout: 10_000 });
    expect(positionRequests(api)).toEqual([]);
  });
});

describe("TeamPage errors", () => {
  it("shows the not-found page for an unknown team", async () => {
    stubApi({
      "GET /api/account/me": apiError(401, "unauthenticated", "No"),
      "GET /api/teams/nowhere": apiError(404, "not_found", TEAM_ERROR_MESSAGES.teamNotFound),
    });
    const router = createMemoryRouter([{ path: "/teams/:slug", element: <TeamPage /> }], {
      initialEntries: ["/teams/nowhere"],
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Team not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse teams" })).toHaveAttribute("href", "/teams");
  });

  it("offers to try again when loading fails", async () => {
    const api = stubApi({
      "GET /api/account/me": apiError(401, "unauthenticated", "No"),
      "GET /api/teams/night-owls": apiError(503, "unavailable", "The service is busy."),
    });
    const router = createMemoryRouter([{ path: "/teams/:slug", element: <TeamPage /> }], {
      initialEntries: ["/teams/night-owls"],
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Team could not be loaded" }),
    ).toBeInTheDocument();
    expect(screen.getByText("The service is busy.")).toBeInTheDocument();
    api.on("GET /api/teams/night-owls", reply(200, teamDetailFixture()));
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Night Owls" })).toBeInTheDocument();
  });
});

describe("TeamPage: the leader's candidates", () => {
  it("lists the members who want the team's open roles, to the leader only", async () => {
    const { api } = renderPage({ detail: teamDetailFixture({ viewer: LEADER_VIEWER }) });
    const candidates = within(
      await screen.findByRole("region", { name: "Members who want your open roles" }, { timeout: 10_000 }),
    );
    const linus = await candidates.findByRole("listitem", { name: "Linus Torvalds" });
    expect(linus).toHaveTextContent("Kernel hacker");
    expect(within(linus).getByRole("link", { name: "Linus Torvalds" })).toHaveAttribute(
      "href",
      "/people/linus-torvalds",
    );
    expect(within(linus).getByRole("list", { name: "Why Linus Torvalds is suggested" })).toHaveTextContent(
      "Would take the CTO role your team has open, among others",
    );
    // No open position yet: nothing to invite them to, and the card says so.
    expect(within(linus).getByRole("button", { name: "Invite to apply" })).toBeDisabled();
    expect(linus).toHaveTextContent("Open a position to invite them");
    expect(api.calls("GET /api/teams/night-owls/candidates")).toHaveLength(1);
  });

  it("asks nobody else's page for candidates", async () => {
    const { api } = renderPage({ detail: teamDetailFixture({ viewer: viewerFixture({ isMember: true }) }) });
    await panel();
    expect(
      screen.queryByRole("region", { name: "Members who want your open roles" }),
    ).not.toBeInTheDocument();
    expect(api.calls("GET /api/teams/night-owls/candidates")).toHaveLength(0);
  });
});
