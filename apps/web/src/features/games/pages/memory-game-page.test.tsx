import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as pageViewTracker from "@/lib/analytics/page-view-tracker";
import { soundEngine } from "@/lib/sound";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { rememberSignedIn } from "@/test/incubator-fixtures";
import { renderRoute } from "@/test/render-route";
import { sessionFixture } from "@/test/session-fixture";
import { MEMORY_VISITOR_BESTS_KEY } from "../local-memory-bests";

// The app's page-view reports would outlive each test's stubbed network. A spy rather than `vi.mock`, so
// this file shares its worker's modules (quiet-app-shell.tsx says why).
vi.spyOn(pageViewTracker, "PageViewTracker").mockReturnValue(null);

/** Two pairs in two columns: the first column holds pair a, the second pair b. */
const deck = {
  level: "easy",
  variant: "all",
  columns: 2,
  cards: [
    { id: "card-1", pairId: "product/a-b-test", text: "A/B test" },
    { id: "card-2", pairId: "product/churn-rate", text: "Churn rate" },
    { id: "card-3", pairId: "product/a-b-test", text: "Two versions compared on real users" },
    { id: "card-4", pairId: "product/churn-rate", text: "Share of customers who leave" },
  ],
  pairs: [
    {
      pairId: "product/a-b-test",
      title: "A/B test",
      match: "Two versions compared on real users",
      explanation: "Half the visitors see each version.",
    },
    {
      pairId: "product/churn-rate",
      title: "Churn rate",
      match: "Share of customers who leave",
      explanation: "Measured per month.",
    },
  ],
};

// One fake clock for the whole file: the app's one sound engine remembers when each sound last played
// for its 50 ms throttle, so the clock must not go back between tests.
beforeAll(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Starts an easy game and counts down to the deal; the sounds the engine played from the start on. */
async function startGame() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderRoute("/games/memory");
  expect(await screen.findByRole("heading", { level: 1, name: "Memory game" })).toBeInTheDocument();
  const recording = soundEngine.record();
  await user.click(screen.getByRole("button", { name: "Start the game" }));
  expect(await screen.findByTestId("countdown")).toHaveTextContent("3");
  await advance(1000);
  expect(screen.getByTestId("countdown")).toHaveTextContent("2");
  await advance(2000);
  const grid = await screen.findByRole("grid", { name: "Memory cards" }, { timeout: 10_000 });
  return { user, recording, grid };
}

/** Plays the deck above perfectly by keyboard: down to each card's pair, across to the next pair. */
async function playPerfectly(user: ReturnType<typeof userEvent.setup>) {
  for (const key of [
    "{Enter}",
    "{ArrowDown}",
    "{Enter}",
    "{ArrowRight}",
    "{Enter}",
    "{ArrowUp}",
    "{Enter}",
  ]) {
    await user.keyboard(key);
    // Each card's click sound stays clear of the engine's 50 ms throttle.
    await advance(100);
  }
}

describe("the memory game page", () => {
  it("counts down, deals, plays by keyboard alone with its sounds, and keeps a visitor's best locally", async () => {
    const api = stubApi({ "GET /api/games/memory/deck": reply(200, deck) });
    const { user, recording, grid } = await startGame();
    expect(api.calls("GET /api/games/memory/deck")[0]?.search).toBe("?level=easy");
    const first = within(grid).getByRole("button", { name: "Card 1, face down" });
    await waitFor(() => expect(first).toHaveFocus());
    expect(
      within(grid)
        .getAllByRole("button")
        .filter((card) => card.tabIndex === 0),
    ).toHaveLength(1);

    await user.keyboard("{Enter}");
    expect(first).toHaveAccessibleName("Card 1: A/B test");
    expect(screen.getByRole("status")).toHaveTextContent("A/B test");
    await advance(100);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Match: A/B test and Two versions compared on real users",
    );
    expect(screen.getByRole("complementary", { name: "The pair you found" })).toHaveTextContent(
      "Half the visitors see each version.",
    );
    expect(
      within(grid).getByRole("button", { name: "Card 3: Two versions compared on real users, found" }),
    ).toHaveFocus();
    await advance(100);
    await user.keyboard("{ArrowRight}{Enter}");
    await advance(100);
    await user.keyboard("{ArrowUp}{Enter}");

    expect(await screen.findByRole("heading", { name: "All pairs found" })).toBeInTheDocument();
    expect(screen.getByText("Moves").nextElementSibling).toHaveTextContent("2");
    expect(
      screen.getByText("That is a new best time and your fewest moves!", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to keep your best" })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(MEMORY_VISITOR_BESTS_KEY) ?? "{}").easy).toMatchObject({
      fewestMoves: 2,
      gamesPlayed: 1,
    });
    await advance(0);
    expect(recording.sounds).toEqual([
      "card-shuffle",
      "countdown-tick",
      "countdown-tick",
      "countdown-tick",
      "countdown-go",
      "card-deal",
      "card-click",
      "card-click",
      "card-match",
      "card-click",
      "card-click",
      "card-match",
      "game-complete",
    ]);
    recording.stop();
  });

  it("turns a mismatch back down after a pause, with its sound, and does not turn a card twice", async () => {
    stubApi({ "GET /api/games/memory/deck": reply(200, deck) });
    const { user, recording, grid } = await startGame();
    await user.keyboard("{Enter}");
    await advance(100);
    await user.keyboard("{Enter}");
    await advance(100);
    await user.keyboard("{ArrowRight}{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent("Churn rate. No match with A/B test.");
    expect(screen.getByTestId("memory-moves")).toHaveTextContent("1");
    await advance(1500);
    expect(within(grid).getAllByRole("button", { name: /face down/ })).toHaveLength(4);
    await advance(0);
    expect(recording.sounds.slice(6)).toEqual(["card-click", "card-click", "card-mismatch"]);
    recording.stop();
  });

  it("saves a signed-in person's game and shows the bests the server answers", async () => {
    rememberSignedIn();
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/games/memory/bests": reply(200, {
        bests: [{ level: "easy", bestTimeMs: 20_000, fewestMoves: 7, gamesPlayed: 3 }],
      }),
      "GET /api/games/memory/deck": reply(200, deck),
      "POST /api/games/memory/results": reply(201, {
        best: { level: "easy", bestTimeMs: 20_000, fewestMoves: 2, gamesPlayed: 4 },
        newBestTime: false,
        newFewestMoves: true,
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute("/games/memory");
    // The session, then the bests: two answers in turn, which a busy machine may take a while to render.
    expect(
      await screen.findByText("0:20.0 best time, 7 fewest moves (3 games)", undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Start the game" }));
    await advance(3000);
    const grid = await screen.findByRole("grid", { name: "Memory cards" }, { timeout: 10_000 });
    // The keys go to the focused card: the deal gives the first card the focus.
    await waitFor(() =>
      expect(within(grid).getByRole("button", { name: "Card 1, face down" })).toHaveFocus(),
    );
    await playPerfectly(user);
    expect(
      await screen.findByText("That is your fewest moves!", { exact: false }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(api.calls("POST /api/games/memory/results")[0]?.body).toMatchObject({ level: "easy", moves: 2 });
    expect(screen.queryByRole("link", { name: "Sign in to keep your best" })).not.toBeInTheDocument();
  });

  it("says why when the cards cannot be dealt, and stays on the choice", async () => {
    stubApi({
      "GET /api/games/memory/deck": apiError(
        422,
        "validation_failed",
        "There are not enough pairs in this group for the level",
      ),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute("/games/memory");
    await user.click(await screen.findByRole("button", { name: "Start the game" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "There are not enough pairs in this group for the level",
    );
    expect(screen.getByRole("button", { name: "Start the game" })).toBeEnabled();
  });
});
