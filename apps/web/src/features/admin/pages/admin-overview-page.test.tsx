import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import { ADMIN_SECTIONS } from "../admin-sections";
import { AdminOverviewPage } from "./admin-overview-page";

describe("AdminOverviewPage", () => {
  it("links every section from the navigation and from a card", () => {
    renderWithProviders(<AdminOverviewPage />, { path: "/admin" });
    expect(screen.getByRole("heading", { level: 1, name: "Administration" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Administration" });
    for (const section of ADMIN_SECTIONS) {
      const links = screen.getAllByRole("link", { name: section.label });
      expect(links.map((link) => link.getAttribute("href"))).toEqual([section.path, section.path]);
      expect(nav).toContainElement(links[0] ?? null);
    }
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  });
});
