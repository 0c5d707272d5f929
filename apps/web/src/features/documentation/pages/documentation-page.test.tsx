import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import { DocumentationPage } from "./documentation-page";

describe("DocumentationPage", () => {
  it("says coaches may create incubators as advisors may (SPEC §6: the advisor check accepts a coach)", () => {
    renderWithProviders(<DocumentationPage />, { path: "/documentation" });
    const mentoring = screen.getByRole("heading", { name: "Mentoring" }).closest("section");
    expect(mentoring).toHaveTextContent("Advisors and coaches can also create and run incubators");
    const incubators = screen.getByRole("heading", { name: "Incubators" }).closest("section");
    expect(incubators).toHaveTextContent("Advisors and coaches can create incubators");
    expect(document.body).not.toHaveTextContent(/coaches focus on guiding|Advisors can create/i);
  });

  it("explains mentoring as it works: the premium rule, the late-cancel window and where sessions are", () => {
    renderWithProviders(<DocumentationPage />, { path: "/documentation" });
    const mentoring = screen.getByRole("heading", { name: "Mentoring" }).closest("section");
    expect(mentoring).toHaveTextContent("advisors directory: search by name or expertise");
    expect(mentoring).toHaveTextContent(
      "needs a subscriber membership in one of the incubators the mentor mentors in",
    );
    expect(mentoring).toHaveTextContent("less than 12 hours before the start counts as a late cancellation");
    expect(screen.getByRole("link", { name: "Mentoring sessions" })).toHaveAttribute(
      "href",
      "/mentoring/sessions",
    );
  });
});
