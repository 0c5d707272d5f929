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
});
