import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, type StubReply, type StubRequest, stubApi } from "@/test/api-stub";
import { withHydratedPage } from "@/test/hydrate-page";
import { renderWithProviders } from "@/test/render-with-providers";
import { projectSummaryFixture } from "../test/fixtures";
import { ProjectsPage } from "./projects-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const INCUBATORS = {
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
};

function renderPage(
  path = "/projects",
  projects: StubReply | ((request: StubRequest) => StubReply) = reply(200, {
    items: [projectSummaryFixture()],
    nextCursor: null,
  }),
) {
  const api = stubApi({ "GET /api/projects": projects, "GET /api/incubators": reply(200, INCUBATORS) });
  const view = renderWithProviders(<ProjectsPage />, { path });
  return { api, ...view, user: userEvent.setup() };
}

/** The cards themselves, not the tag lists inside them. */
const cards = async () => {
  const list = await screen.findByRole("list", { name: "Projects" });
  return within(list)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === list);
};
const searches = (api: ReturnType<typeof stubApi>) =>
  api.calls("GET /api/projects").map((request) => request.search);

describe("ProjectsPage", () => {
  it("shows cards with cover or pattern, name, summary, status, tags and team", async () => {
    const { container } = renderPage(
      "/projects",
      reply(200, {
        items: [
          projectSummaryFixture(),
          projectSummaryFixture({
            slug: "tidy",
            name: "Tidy",
            status: "launched",
            tags: [],
            summary: "",
            coverUrl: "/api/files/project-covers/tidy.png",
          }),
        ],
        nextCursor: null,
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading projects…");
    const [solar, tidy] = await cards();
    const card = within(solar as HTMLElement);
    expect(card.getByRole("heading", { level: 2, name: "Solar Kit" })).toBeInTheDocument();
    expect(card.getByRole("link", { name: "Solar Kit" })).toHaveAttribute("href", "/projects/solar-kit");
    expect(solar).toHaveTextContent("Off-grid power for field clinics.");
    expect(solar).toHaveTextContent("In progress");
    expect(card.getByRole("link", { name: "Projects tagged energy" })).toHaveAttribute(
      "href",
      "/projects?tag=energy",
    );
    expect(card.getByRole("link", { name: "Sun Team" })).toHaveAttribute("href", "/teams/sun-team");
    expect(tidy).toHaveTextContent("Launched");
    expect(tidy?.querySelector("img")).toHaveAttribute("src", "/api/files/project-covers/tidy.png");
    // Without a cover the card draws the project's pattern instead.
    expect(solar?.querySelector("[style]")).not.toBeNull();
    expect(container.querySelector("h1")).toHaveTextContent("Projects");
    expect(screen.getByRole("link", { name: "Create a project" })).toHaveAttribute(
      "href",
      "/projects/create",
    );
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("keeps search, tag, status and incubator in the address and loads more pages", async () => {
    const { api, router, user } = renderPage("/projects", (request) =>
      request.search.includes("cursor=c2")
        ? reply(200, { items: [projectSummaryFixture({ slug: "b", name: "Beta" })], nextCursor: null })
        : reply(200, { items: [projectSummaryFixture()], nextCursor: "c2" }),
    );
    await cards();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Beta")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search projects" }), "solar");
    await user.type(screen.getByRole("textbox", { name: "Tag" }), "Energy");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Launched");
    await screen.findByRole("option", { name: "Acme Labs" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Incubator" }), "Acme Labs");

    await waitFor(() =>
      expect(searches(api)).toContain("?search=solar&status=launched&tag=Energy&incubator=acme-labs"),
    );
    expect(router.state.location.search).toBe("?search=solar&status=launched&tag=Energy&incubator=acme-labs");
    expect(screen.getByText("Tagged #energy")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("reads the filters of a shared link", async () => {
    const { api } = renderPage("/projects?tag=ai&status=idea&incubator=acme-labs");
    await cards();
    expect(searches(api)[0]).toBe("?status=idea&tag=ai&incubator=acme-labs");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("idea");
    expect(screen.getByRole("textbox", { name: "Tag" })).toHaveValue("ai");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Incubator" })).toHaveValue("acme-labs"));
  });

  it("says when nothing matches, and when there are no projects at all", async () => {
    renderPage("/projects?search=zzz", reply(200, { items: [], nextCursor: null }));
    expect(await screen.findByText("No projects match your search.")).toBeInTheDocument();
  });

  it("invites the first project when there are none", async () => {
    renderPage("/projects", reply(200, { items: [], nextCursor: null }));
    expect(await screen.findByText("There are no projects yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start the first project" })).toHaveAttribute(
      "href",
      "/projects/create",
    );
  });

  it("offers to try again after a failure", async () => {
    const { api, user } = renderPage("/projects", apiError(503, "unavailable", "The service is busy."));
    expect(await screen.findByText("The projects could not be loaded")).toBeInTheDocument();
    expect(screen.getByText("The service is busy.")).toBeInTheDocument();
    api.on("GET /api/projects", reply(200, { items: [projectSummaryFixture()], nextCursor: null }));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await cards()).toHaveLength(1);
  });
});

describe("ProjectsPage hydrating the build's page", () => {
  it("hydrates the unfiltered page at a filtered address without a mismatch, then shows its filters", async () => {
    const api = stubApi({
      "GET /api/projects": reply(200, { items: [projectSummaryFixture()], nextCursor: null }),
      "GET /api/incubators": reply(200, INCUBATORS),
    });
    await withHydratedPage(
      <ProjectsPage />,
      {
        builtAt: "/projects",
        path: "/projects?tag=fintech&status=launched",
      },
      async () => {
        expect(await screen.findByRole("list", { name: "Projects" })).toBeInTheDocument();
        expect(screen.getByRole("textbox", { name: "Tag" })).toHaveValue("fintech");
        expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("launched");
        expect(screen.getByText("Tagged #fintech")).toBeInTheDocument();
        expect(screen.getByRole("link", { name: "Clear filters" })).toBeInTheDocument();
        expect(api.calls("GET /api/projects").map((request) => request.search)).toEqual([
          "?status=launched&tag=fintech",
        ]);
      },
    );
  });
});
