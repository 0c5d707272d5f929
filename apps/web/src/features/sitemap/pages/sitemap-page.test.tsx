import { SITEMAP_ROUTES } from "@hatchery/shared";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SitemapPage } from "./sitemap-page";

describe("SitemapPage", () => {
  it("links every public page exactly once, in groups", () => {
    const router = createMemoryRouter([{ path: "*", Component: SitemapPage }], {
      initialEntries: ["/sitemap"],
    });
    render(<RouterProvider router={router} />);

    expect(screen.getByRole("heading", { level: 1, name: "Sitemap" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(1);
    const hrefs = screen
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"))
      .filter((href) => href !== "/sitemap.xml");
    expect(hrefs.sort()).toEqual(SITEMAP_ROUTES.map((route) => route.path).sort());
    expect(screen.queryByRole("heading", { level: 2, name: "More pages" })).not.toBeInTheDocument();
  });
});
