import { LIBRARY_SECTIONS, SITEMAP_ROUTES } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
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
    expect(api.requests).toHaveLength(LIBRARY_SECTIONS.length);
  });
});
