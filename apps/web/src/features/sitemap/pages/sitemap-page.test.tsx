import { LIBRARY_SECTIONS, SITEMAP_ROUTES } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { projectSummaryFixture } from "@/features/projects/test/fixtures";
import { teamCardFixture } from "@/features/teams/test/fixtures";
import { reply, stubApi } from "@/test/api-stub";
import { summaryFixture } from "@/test/incubator-fixtures";
import { createTestQueryClient } from "@/test/render-with-providers";
import { SITEMAP_GROUP_LINKS } from "../sitemap-limits";
import { SitemapPage } from "./sitemap-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSitemap() {
  const router = createMemoryRouter([{ path: "*", Component: SitemapPage }], {
    initialEntries: ["/sitemap"],
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("SitemapPage", () => {
  it("links every public page exactly once, in groups", () => {
    stubApi();
    renderSitemap();

    expect(screen.getByRole("heading", { level: 1, name: "Sitemap" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(1);
    const hrefs = screen
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"))
      .filter((href) => href !== "/sitemap.xml");
    expect(hrefs.sort()).toEqual(SITEMAP_ROUTES.map((route) => route.path).sort());
    expect(screen.queryByRole("heading", { level: 2, name: "More pages" })).not.toBeInTheDocument();
  });

  it("links every library article, read from the library's sections", async () => {
    const api = stubApi(
      Object.fromEntries(
        LIBRARY_SECTIONS.map((section) => [
          `GET /api/library/sections/${section}`,
          reply(200, {
            section,
            articles:
              section === "product"
                ? [
                    {
                      section,
                      slug: "roadmaps",
                      title: "Roadmaps",
                      summary: "Plans.",
                      level: "starter",
                      roles: ["ceo"],
                      readingMinutes: 3,
                      status: "unread",
                      bookmarked: false,
                    },
                  ]
                : [],
          }),
        ]),
      ),
    );
    renderSitemap();
    const group = await screen.findByRole("region", { name: "Library articles" });
    expect(within(group).getByRole("link", { name: "Roadmaps" })).toHaveAttribute(
      "href",
      "/library/product/roadmaps",
    );
    expect(api.requests.filter((request) => request.path.startsWith("/api/library/sections/"))).toHaveLength(
      LIBRARY_SECTIONS.length,
    );
  });

  it("links the courses anyone may open, with their incubator", async () => {
    stubApi({
      "GET /api/library/public-courses": reply(200, {
        items: [
          {
            incubator: { id: "i1", slug: "northstar", name: "Northstar" },
            course: {
              slug: "discovery",
              title: "Customer discovery",
              summary: "Four lessons.",
              lessonCount: 4,
              access: "open",
            },
          },
        ],
      }),
    });
    renderSitemap();
    const group = await screen.findByRole("region", { name: "Courses" });
    expect(within(group).getByRole("link", { name: "Customer discovery" })).toHaveAttribute(
      "href",
      "/incubators/northstar/courses/discovery",
    );
    expect(within(group).getByText(/Northstar/)).toBeInTheDocument();
  });

  it("links the published advisors and coaches at their own addresses", async () => {
    stubApi({
      "GET /api/mentors": reply(200, {
        items: [
          {
            kind: "coach",
            slug: "bea-chen",
            name: "Bea Chen",
            photoUrl: null,
            headline: "",
            expertise: [],
            helpRoles: [],
            languages: [],
            nextFreeAt: null,
          },
        ],
        nextCursor: "more",
      }),
    });
    renderSitemap();
    const group = await screen.findByRole("region", { name: "Advisors and coaches" });
    expect(within(group).getByRole("link", { name: "Bea Chen" })).toHaveAttribute(
      "href",
      "/coaches/bea-chen",
    );
    expect(within(group).getByRole("link", { name: "Every advisor and coach" })).toHaveAttribute(
      "href",
      "/advisors",
    );
  });

  it("links incubators, public teams and projects, each group at most one directory page long", async () => {
    const api = stubApi({
      "GET /api/incubators": reply(200, {
        items: [summaryFixture({ slug: "acme-labs", name: "Acme Labs" })],
        nextCursor: "more",
      }),
      "GET /api/teams": reply(200, {
        items: [
          teamCardFixture({ slug: "night-owls", name: "Night Owls" }),
          teamCardFixture({
            id: "team-2",
            slug: "members-only",
            name: "Members Only",
            visibility: "incubator",
          }),
        ],
        nextCursor: null,
      }),
      "GET /api/projects": reply(200, {
        items: [projectSummaryFixture({ slug: "solar-kit", name: "Solar Kit" })],
        nextCursor: "more",
      }),
    });
    renderSitemap();

    const incubators = await screen.findByRole("region", { name: "Incubators" });
    expect(within(incubators).getByRole("link", { name: "Acme Labs" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs",
    );
    expect(within(incubators).getByRole("link", { name: "All incubators" })).toHaveAttribute(
      "href",
      "/incubators",
    );

    const teams = await screen.findByRole("region", { name: "Teams" });
    expect(within(teams).getByRole("link", { name: "Night Owls" })).toHaveAttribute(
      "href",
      "/teams/night-owls",
    );
    expect(within(teams).getByText(/Acme Labs/)).toBeInTheDocument();
    // A team of an incubator's members only is no public page; the whole directory fitted, so no "All".
    expect(within(teams).queryByRole("link", { name: "Members Only" })).toBeNull();
    expect(within(teams).queryByRole("link", { name: "All teams" })).toBeNull();

    const projects = await screen.findByRole("region", { name: "Projects" });
    expect(within(projects).getByRole("link", { name: "Solar Kit" })).toHaveAttribute(
      "href",
      "/projects/solar-kit",
    );
    expect(within(projects).getByRole("link", { name: "All projects" })).toHaveAttribute("href", "/projects");

    // However many there are, each group asks for one short page, never the whole directory.
    for (const path of ["/api/incubators", "/api/teams", "/api/projects"]) {
      const asked = api.requests.filter((request) => request.path === path);
      expect(asked).toHaveLength(1);
      expect(new URLSearchParams(asked[0]?.search).get("limit")).toBe(String(SITEMAP_GROUP_LINKS));
    }
  });
});
