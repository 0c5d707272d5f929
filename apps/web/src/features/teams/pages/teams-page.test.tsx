import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { withHydratedPage } from "@/test/hydrate-page";
import { createTestQueryClient, renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { suggestionFixture, teamCardFixture } from "../test/fixtures";
import { TeamsPage } from "./teams-page";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const INCUBATORS = reply(200, {
  items: [
    {
      id: "inc-1",
      slug: "acme-labs",
      name: "Acme Labs",
      tagline: "",
      logoUrl: null,
      status: "active",
      accepting: true,
      stats: { guestCount: 0, subscriberCount: 0, totalMembers: 0 },
      lowestPriceMonthly: null,
    },
  ],
  nextCursor: null,
});

function renderPage({
  path = "/teams",
  teams = reply(200, { items: [teamCardFixture()], nextCursor: null }),
  signedIn = false,
  profile = {},
  suggestions = reply(200, { items: [suggestionFixture()] }),
}: {
  path?: string;
  teams?: Parameters<ReturnType<typeof stubApi>["on"]>[1];
  signedIn?: boolean;
  profile?: Record<string, unknown>;
  suggestions?: Parameters<ReturnType<typeof stubApi>["on"]>[1];
} = {}) {
  if (signedIn) window.localStorage.setItem("hatchery.session", "1");
  const session = sessionFixture();
  const api = stubApi({
    "GET /api/account/me": signedIn
      ? reply(200, { ...session, profile: { ...session.profile, ...profile } })
      : apiError(401, "unauthenticated", "No"),
    "GET /api/teams": teams,
    "GET /api/teams/suggestions": suggestions,
    "GET /api/incubators": INCUBATORS,
  });
  const view = renderWithProviders(<TeamsPage />, { path });
  return { api, view, user: userEvent.setup() };
}

/** The directory's cards (each card holds a list of its own, the role coverage). */
const cards = async () => [...(await screen.findByRole("list", { name: "Teams" })).children] as HTMLElement[];

describe("TeamsPage", () => {
  it("shows cards with logo initials, name, tagline, incubator, role coverage and open positions", async () => {
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading teams…");
    const [card] = await cards();
    const team = within(card as HTMLElement);
    expect(team.getByRole("link", { name: "Night Owls" })).toHaveAttribute("href", "/teams/night-owls");
    expect(card).toHaveTextContent("Payroll for small shops.");
    expect(card).toHaveTextContent("Acme Labs");
    expect(card).toHaveTextContent("NO");
    expect(card).toHaveTextContent("2 members · 1 open position");
    const coverage = team.getByRole("list", { name: "Role coverage" });
    expect(
      within(coverage)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["CEO: Filled", "CTO: Hiring", "CCO: Open", "CGO: Open"]);
    expect(screen.getByLabelText("Role coverage legend")).toHaveTextContent("Filleda member holds the role");
    expect(screen.getByRole("link", { name: "Create team" })).toHaveAttribute("href", "/teams/create");
    expect(screen.queryByRole("heading", { name: "For you" })).not.toBeInTheDocument();
  });

  it("searches, filters by incubator, open role and stage in the address, and loads more pages", async () => {
    const { api, view, user } = renderPage({
      teams: (request) =>
        request.search.includes("cursor=c2")
          ? reply(200, { items: [teamCardFixture({ id: "t2", slug: "b", name: "Beta" })], nextCursor: null })
          : reply(200, { items: [teamCardFixture()], nextCursor: "c2" }),
    });
    await cards();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Beta")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search teams" }), "owl");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(screen.getByRole("option", { name: "Acme Labs" })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole("combobox", { name: "Incubator" }), "Acme Labs");
    await user.selectOptions(screen.getByRole("combobox", { name: "Open role" }), "CTO open");
    await user.selectOptions(screen.getByRole("combobox", { name: "Stage" }), "Idea");
    await cards();
    expect(view.router.state.location.search).toBe("?search=owl&incubator=acme-labs&role=cto&stage=idea");
    const searches = api.calls("GET /api/teams").map((request) => request.search);
    expect(searches).toContain("?search=owl");
    expect(searches).toContain("?search=owl&incubator=acme-labs&role=cto&stage=idea");
  });

  it("renders a long page's cards in steps, ending with every one", async () => {
    const teams = Array.from({ length: 14 }, (_, index) =>
      teamCardFixture({ id: `t${index}`, slug: `team-${index}`, name: `Team ${index}` }),
    );
    renderPage({ teams: reply(200, { items: teams, nextCursor: null }) });
    await waitFor(async () => expect(await cards()).toHaveLength(14));
    expect((await cards()).map((card) => within(card).getByRole("link").textContent)).toEqual(
      teams.map((team) => team.name),
    );
  });

  it("asks for the incubator filter's names only once the list has answered", async () => {
    const { api } = renderPage();
    await cards();
    await waitFor(() => expect(screen.getByRole("option", { name: "Acme Labs" })).toBeInTheDocument());
    const reads = api.requests
      .map((request) => request.path)
      .filter((path) => path === "/api/teams" || path === "/api/incubators");
    expect(reads).toEqual(["/api/teams", "/api/incubators"]);
  });

  it("reads the filters from a shared address", async () => {
    const { api } = renderPage({ path: "/teams?role=cgo&stage=launched&incubator=elsewhere" });
    await cards();
    expect(api.calls("GET /api/teams")[0]?.search).toBe("?incubator=elsewhere&role=cgo&stage=launched");
    expect(screen.getByRole("combobox", { name: "Incubator" })).toHaveDisplayValue("elsewhere");
    expect(screen.getByRole("combobox", { name: "Open role" })).toHaveDisplayValue("CGO open");
  });

  it("says when nothing matches and offers to clear the filters", async () => {
    const { user, view } = renderPage({
      path: "/teams?search=zzz",
      teams: reply(200, { items: [], nextCursor: null }),
    });
    expect(await screen.findByText("No teams match your search.")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Clear filters" }));
    expect(view.router.state.location.search).toBe("");
    expect(await screen.findByText("There are no teams yet. Start the first one.")).toBeInTheDocument();
  });

  it("offers to try again after a failure", async () => {
    const { api, user } = renderPage({ teams: apiError(503, "unavailable", "The service is busy.") });
    expect(await screen.findByRole("alert")).toHaveTextContent("The teams could not be loaded");
    expect(screen.getByText("The service is busy.")).toBeInTheDocument();
    api.on("GET /api/teams", reply(200, { items: [teamCardFixture()], nextCursor: null }));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await cards()).toHaveLength(1);
  });

  it("shows a signed-in person the teams suggested for them, with why", async () => {
    renderPage({ signedIn: true, profile: { preferredRoles: ["cto"] } });
    const forYou = within(await screen.findByRole("list", { name: "Suggested teams" }));
    expect(forYou.getByRole("link", { name: "Sun Dogs" })).toHaveAttribute("href", "/teams/sun-dogs");
    expect(forYou.getByText("Needs a CTO · 10 h/week")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Set team preferences" })).not.toBeInTheDocument();
  });

  it("asks a signed-in person without preferred roles to set their team preferences", async () => {
    renderPage({ signedIn: true, suggestions: reply(200, { items: [] }) });
    expect(await screen.findByRole("heading", { level: 2, name: "For you" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Set team preferences" })).toHaveAttribute(
      "href",
      "/profile",
    );
  });

  it("leaves the section out when there is nothing to suggest to someone who told their roles", async () => {
    const { api } = renderPage({
      signedIn: true,
      profile: { preferredRoles: ["cgo"] },
      suggestions: reply(200, { items: [] }),
    });
    await cards();
    await waitFor(() => expect(api.calls("GET /api/teams/suggestions")).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: "For you" })).not.toBeInTheDocument();
  });

  it("has no accessibility violations, with suggestions and the preferences prompt", async () => {
    renderPage({ signedIn: true });
    await screen.findByRole("list", { name: "Suggested teams" });
    await cards();
    await expectNoAxeViolations();
  });
});

describe("TeamsPage hydrating the build's page", () => {
  it("hydrates the unfiltered page at a filtered address, then shows and reads the address's filters", async () => {
    const api = stubApi({
      "GET /api/teams": reply(200, { items: [teamCardFixture()], nextCursor: null }),
      "GET /api/incubators": INCUBATORS,
    });
    await withHydratedPage(
      <TeamsPage />,
      {
        builtAt: "/teams",
        path: "/teams?search=owls&stage=building",
      },
      async () => {
        await cards();
        expect(screen.getByRole("searchbox", { name: "Search teams" })).toHaveValue("owls");
        expect(screen.getByRole("combobox", { name: "Stage" })).toHaveValue("building");
        expect(api.calls("GET /api/teams").map((request) => request.search)).toEqual([
          "?search=owls&stage=building",
        ]);
      },
    );
  });

  it("shows a signed-in person's suggestions only after hydrating, without a mismatch", async () => {
    window.localStorage.setItem("hatchery.session", "1");
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/teams": reply(200, { items: [], nextCursor: null }),
      "GET /api/teams/suggestions": reply(200, { items: [suggestionFixture()] }),
      "GET /api/incubators": INCUBATORS,
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, sessionFixture());
    await withHydratedPage(
      <TeamsPage />,
      {
        builtAt: "/teams",
        path: "/teams",
        queryClient,
      },
      async () => {
        expect(await screen.findByRole("heading", { name: "For you" })).toBeInTheDocument();
        expect(await screen.findByRole("list", { name: "Suggested teams" })).toBeInTheDocument();
      },
    );
  });
});
