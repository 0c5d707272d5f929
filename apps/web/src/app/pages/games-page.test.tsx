import type { SkillsResponse } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GamesDashboardCard } from "@/features/games/components/games-dashboard-card";
import { MEMORY_VISITOR_BESTS_KEY } from "@/features/games/local-memory-bests";
import { weakestRole } from "@/features/skills/components/games-next-steps";
import * as pageViewTracker from "@/lib/analytics/page-view-tracker";
import { reply, stubApi } from "@/test/api-stub";
import { rememberSignedIn } from "@/test/incubator-fixtures";
import { renderRoute } from "@/test/render-route";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";

// A spy rather than `vi.mock`, so this file shares its worker's modules (quiet-app-shell.tsx says why).
vi.spyOn(pageViewTracker, "PageViewTracker").mockReturnValue(null);

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function skills(shares: Record<string, number>, hasActivity = true): SkillsResponse {
  return {
    roles: (["ceo", "cto", "cco", "cgo"] as const).map((role) => ({
      role,
      measures: [{ source: "library", label: "Library", share: shares[role] ?? 0, detail: "" }],
    })),
    points: 0,
    hasActivity,
    suggestions: [],
  };
}

function tmayAttempt(id: string, found: number, length: "short" | "within" | "long", lengthSeconds: number) {
  const part = { found: true, cue: null };
  return {
    id,
    createdAt: "2026-11-28T10:00:00Z",
    text: "I lead product at a small clinic software team.",
    mode: "typed",
    seconds: lengthSeconds,
    feedback: {
      words: 150,
      lengthSeconds,
      length,
      wordsPerMinute: null,
      fillers: { total: 0, byWord: {} },
      fillersPerMinute: null,
      structure: { parts: { present: part, past: part, future: part }, found },
      suggestion: { kind: "say-more", text: "Say a little more about what you did." },
    },
  };
}

describe("the games hub", () => {
  it("offers every game to a visitor, with their memory best kept in the browser, and asks them to sign in to keep results", async () => {
    window.localStorage.setItem(
      MEMORY_VISITOR_BESTS_KEY,
      JSON.stringify({ easy: { bestTimeMs: 42_000, fewestMoves: 9, gamesPlayed: 2 } }),
    );
    stubApi();
    renderRoute("/games");
    expect(await screen.findByRole("heading", { level: 1, name: "Career games" })).toBeInTheDocument();
    for (const title of [
      "Interview practice",
      "Career game",
      "Tell-me-about-yourself tutor",
      "Memory game",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    }
    expect(await within(screen.getByRole("main")).findByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fgames",
    );
    expect(screen.getByText("Easy in 0:42, 9 moves")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your streak" })).not.toBeInTheDocument();
  });

  it("shows a signed-in person's streak, bests and what to try next from their skills", async () => {
    rememberSignedIn();
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/games/overview": reply(200, {
        streak: { current: 3, longest: 5, playedToday: true },
        points: 17,
      }),
      "GET /api/games/memory/bests": reply(200, {
        bests: [
          { level: "easy", bestTimeMs: 20_000, fewestMoves: 7, gamesPlayed: 3 },
          { level: "medium", bestTimeMs: 65_000, fewestMoves: 12, gamesPlayed: 1 },
        ],
      }),
      "GET /api/games/interview/sessions": reply(200, {
        items: [
          {
            id: "s1",
            group: "cto",
            createdAt: "2026-11-28T10:00:00Z",
            answerCount: 3,
            words: 300,
            wordsPerMinute: null,
            fillersPerMinute: null,
            fillers: 0,
            keyPointsCovered: 4,
            keyPointsTotal: 9,
          },
          {
            id: "s2",
            group: "behavioural",
            createdAt: "2026-11-27T10:00:00Z",
            answerCount: 3,
            words: 280,
            wordsPerMinute: null,
            fillersPerMinute: null,
            fillers: 0,
            keyPointsCovered: 6,
            keyPointsTotal: 9,
          },
        ],
        nextCursor: null,
      }),
      "GET /api/skills": reply(200, skills({ ceo: 0.6, cto: 0.5, cco: 0.1, cgo: 0.4 })),
      "GET /api/games/career/bests": reply(200, {
        bests: [
          {
            role: "cto",
            bestScore: 72,
            rating: "thriving",
            metrics: { cash: 60, customers: 70, morale: 65, quality: 80 },
            runsPlayed: 2,
          },
          {
            role: "ceo",
            bestScore: 55,
            rating: "steady",
            metrics: { cash: 50, customers: 50, morale: 50, quality: 50 },
            runsPlayed: 1,
          },
        ],
      }),
      "GET /api/games/tmay/attempts": reply(200, {
        items: [
          tmayAttempt("a1", 2, "short", 40),
          tmayAttempt("a2", 3, "within", 75),
          tmayAttempt("a3", 3, "long", 110),
        ],
      }),
    });
    renderRoute("/games");
    const streak = await screen.findByRole("region", { name: "Your streak" });
    expect(within(streak).getByText("3 days")).toBeInTheDocument();
    expect(within(streak).getByText("5 days")).toBeInTheDocument();
    expect(within(streak).getByText("17")).toBeInTheDocument();
    expect(await screen.findByText("Medium in 1:05, 12 moves")).toBeInTheDocument();
    expect(await screen.findByText("6 of 9 key points covered (of 2 recent sessions)")).toBeInTheDocument();
    expect(await screen.findByText("72 out of 100 as CTO, the company is thriving")).toBeInTheDocument();
    expect(await screen.findByText("3 of 3 parts in 75 seconds")).toBeInTheDocument();
    const next = await screen.findByRole("region", { name: "What to try next" });
    expect(within(next).getByRole("link", { name: "Practise CCO interview questions" })).toHaveAttribute(
      "href",
      "/games/interview",
    );
  });
});

describe("the dashboard's games card", () => {
  it("shows the streak and points, or how to start one", async () => {
    stubApi({
      "GET /api/games/overview": reply(200, {
        streak: { current: 1, longest: 4, playedToday: true },
        points: 9,
      }),
    });
    const { unmount } = renderWithProviders(<GamesDashboardCard />, { path: "/dashboard" });
    expect(await screen.findByText("1 day")).toBeInTheDocument();
    expect(screen.getByText("4 days")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the games" })).toHaveAttribute("href", "/games");
    unmount();

    stubApi({
      "GET /api/games/overview": reply(200, {
        streak: { current: 0, longest: 0, playedToday: false },
        points: 0,
      }),
    });
    renderWithProviders(<GamesDashboardCard />, { path: "/dashboard" });
    expect(
      await screen.findByText("Play any game to start a streak; your results are kept."),
    ).toBeInTheDocument();
  });
});

describe("weakestRole", () => {
  it("picks the role with the lowest average measure, the first on a tie", () => {
    expect(weakestRole(skills({ ceo: 0.6, cto: 0.2, cco: 0.2, cgo: 0.9 }))).toBe("cto");
    expect(weakestRole(skills({ ceo: 0, cto: 0, cco: 0, cgo: 0 }))).toBe("ceo");
  });
});
