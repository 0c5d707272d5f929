import type { LeaderboardResponse, PointsLogResponse, PointsSummaryResponse } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { PointsPage } from "./points-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SUMMARY: PointsSummaryResponse = {
  overall: { week: 25, month: 30, all: 60 },
  incubators: [{ incubator: { slug: "lab", name: "Lab" }, week: 25, month: 25, all: 45 }],
};

const BOARD: LeaderboardResponse = {
  items: [
    { rank: 1, person: { id: "u2", name: "Grace Hopper", image: null, handle: "grace-hopper" }, points: 80 },
    {
      rank: 2,
      person: { id: "user-1", name: "Ada Lovelace", image: null, handle: "ada-lovelace" },
      points: 60,
    },
  ],
  nextCursor: null,
};

const LOG: PointsLogResponse = {
  items: [
    {
      id: "2",
      reason: "application_accepted",
      sourceKind: "application",
      sourceId: "a-1",
      incubator: { slug: "lab", name: "Lab" },
      points: 25,
      earnedAt: "2026-06-16T09:00:00.000Z",
    },
    {
      id: "1",
      reason: "article_mastered",
      sourceKind: "article",
      sourceId: "tech-roles/cto",
      incubator: null,
      points: 5,
      earnedAt: "2026-06-05T09:00:00.000Z",
    },
  ],
  nextCursor: null,
};

describe("PointsPage", () => {
  it("shows the level, the levels, the leaderboard and the log explaining every point", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/points/summary": reply(200, SUMMARY),
      "GET /api/leaderboard": reply(200, BOARD),
      "GET /api/points/log": reply(200, LOG),
    });
    const view = renderWithProviders(<PointsPage />, { path: "/points" });
    expect(await screen.findByRole("progressbar", { name: "Your overall level" })).toHaveAttribute(
      "aria-valuetext",
      "Level 2, 90 points to Level 3",
    );
    expect(screen.getByRole("progressbar", { name: "Your level in Lab" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Levels and the points each starts at" })).toHaveTextContent(
      "Level 1 · Newcomer0 points",
    );
    const board = await screen.findByRole("list", { name: "Leaderboard: Everyone, this week" });
    expect(
      within(board)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1Grace Hopper80 points", "2Ada Lovelace (you)60 points"]);
    expect(api.calls("GET /api/leaderboard")[0]?.search).toContain("period=week");
    const log = await screen.findByRole("table", { name: "Your points log, newest first" });
    const rows = within(log).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("A team accepted your application");
    expect(rows[0]).toHaveTextContent("Lab");
    expect(rows[0]).toHaveTextContent("+25");
    expect(rows[1]).toHaveTextContent("Library and games");
    await expectNoAxeViolations(view.container);
  });

  it("reads the period's board when another period is chosen, and says why an incubator's is refused", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/points/summary": reply(200, SUMMARY),
      "GET /api/leaderboard": (request) =>
        request.search.includes("incubator=lab")
          ? apiError(403, "forbidden", "Join this incubator to see its leaderboard")
          : reply(200, BOARD),
      "GET /api/points/log": reply(200, { items: [], nextCursor: null }),
    });
    renderWithProviders(<PointsPage />, { path: "/points" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "All time" }));
    await waitFor(() =>
      expect(api.calls("GET /api/leaderboard").some((call) => call.search.includes("period=all"))).toBe(true),
    );
    expect(await screen.findByText("No points yet. Outcomes you reach will show here.")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Board" }));
    await user.click(await screen.findByRole("option", { name: "Lab" }));
    expect(await screen.findByText("Join this incubator to see its leaderboard")).toBeInTheDocument();
  });
});
