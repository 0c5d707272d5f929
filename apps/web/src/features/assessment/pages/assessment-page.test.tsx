import type { AssessmentHistory } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { AssessmentPage } from "./assessment-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const role = (name: "ceo" | "cto" | "cco" | "cgo", share: number) => ({
  role: name,
  points: share * 10,
  max: 10,
  share,
});

const HISTORY: AssessmentHistory = {
  results: [
    {
      id: "r2",
      part: "role-fit",
      takenAt: "2026-06-08T10:00:00.000Z",
      scores: { roles: [role("ceo", 0.3), role("cto", 0.9), role("cco", 0.2), role("cgo", 0.4)] },
    },
    {
      id: "r1",
      part: "role-fit",
      takenAt: "2026-06-01T10:00:00.000Z",
      scores: { roles: [role("ceo", 0.8), role("cto", 0.5), role("cco", 0.2), role("cgo", 0.4)] },
    },
  ],
};

function renderPage({ signedIn }: { signedIn: boolean }) {
  // Public pages read the session only when this browser last had one.
  if (signedIn) localStorage.setItem("hatchery.session", "1");
  const api = stubApi({
    "GET /api/account/me": reply(200, sessionFixture()),
    "GET /api/assessment/results": reply(200, HISTORY),
    "GET /api/assessment/sharing": reply(200, { shareRoleFitWithTeams: false }),
    "PUT /api/assessment/sharing": reply(200, { shareRoleFitWithTeams: true }),
  });
  renderWithProviders(<AssessmentPage />, { path: "/assessment" });
  return { api, user: userEvent.setup() };
}

describe("AssessmentPage", () => {
  it("tells a visitor results are for exploring only, offers both parts and a sign-in to keep results", async () => {
    const { api } = renderPage({ signedIn: false });
    expect(screen.getByRole("heading", { level: 1, name: "Career assessment" })).toBeInTheDocument();
    expect(screen.getByText(/never for selecting people/)).toHaveTextContent(
      "Your results are for exploring, never for selecting people.",
    );
    expect(screen.getByText(/Hatchery never uses them to rank applicants or teams/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fassessment",
    );
    expect(screen.getByRole("button", { name: "Start the personality part" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start the role fit part" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your results over time" })).not.toBeInTheDocument();
    expect(api.calls("GET /api/assessment/results")).toHaveLength(0);
    const result = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map(({ id }) => id)).toEqual([]);
  });

  it("shows a signed-in person their retakes over time and lets them opt in to sharing", async () => {
    const { api, user } = renderPage({ signedIn: true });
    const history = await screen.findByRole("region", { name: "Your results over time" });
    const retakes = await within(history).findAllByRole("listitem");
    expect(retakes.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Role fit: CTO 90%"),
      expect.stringContaining("Role fit: CEO 80%"),
    ]);
    const sharing = await screen.findByRole("switch", {
      name: /Show my role-fit summary to teams I apply to/,
    });
    expect(sharing).not.toBeChecked();
    await user.click(sharing);
    expect(api.calls("PUT /api/assessment/sharing")[0]?.body).toEqual({ shareRoleFitWithTeams: true });
    expect(await screen.findByRole("switch", { name: /Show my role-fit summary/ })).toBeChecked();
  });

  it("opens a part this browser has answers to, so coming back resumes it", async () => {
    localStorage.setItem(
      "hatchery.assessment.personality",
      JSON.stringify({ answers: { x: 3 }, index: 0, finished: false }),
    );
    renderPage({ signedIn: false });
    expect(screen.queryByRole("button", { name: "Start the personality part" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start the role fit part" })).toBeInTheDocument();
    expect(await screen.findByText(/Question 1 of 120/)).toBeInTheDocument();
  });
});
