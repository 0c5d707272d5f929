import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import { FaqPage } from "./faq-page";

describe("FaqPage", () => {
  it("says coaches may create incubators as advisors may (SPEC §6: the advisor check accepts a coach)", () => {
    renderWithProviders(<FaqPage />, { path: "/faq" });
    expect(screen.getByText(/Advisors and coaches can also create and run incubators/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Advisors can also create/);
  });
});
