import { SOUND_THROTTLE_MS } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as pageViewTracker from "@/lib/analytics/page-view-tracker";
import { soundEngine } from "@/lib/sound";
import { reply, stubApi } from "@/test/api-stub";
import { rememberSignedIn } from "@/test/incubator-fixtures";
import { renderRoute } from "@/test/render-route";
import { sessionFixture } from "@/test/session-fixture";

// The app's page-view reports would outlive each test's stubbed network.
vi.spyOn(pageViewTracker, "PageViewTracker").mockImplementation(() => null);

/** Two scenarios on the main path; the first one's second choice branches to a third. */
const scenarios = {
  role: "ceo",
  scenarios: [
    {
      slug: "the-first-customer",
      title: "The first customer",
      summary: "A care home wants to try the product.",
      bodyHtml: "<p>Maureen runs a home of 38 beds.</p>",
      branchOnly: false,
      choices: [
        {
          text: "Call her today",
          outcome: "She signs up for a pilot.",
          lesson: "Speed with the first customers is worth more than polish.",
          score: 9,
          effects: { customers: 3 },
          next: null,
        },
        {
          text: "Email her next month",
          outcome: "She has signed with someone else.",
          lesson: "A warm lead cools in days, not months.",
          score: 2,
          effects: { customers: -1 },
          next: "the-lost-deal",
        },
      ],
      articles: [{ title: "Finding your first customers", path: "/library/sales-lifecycle/first-customers" }],
    },
    {
      slug: "the-lost-deal",
      title: "The lost deal",
      summary: "The home went elsewhere.",
      bodyHtml: "<p>Your investor asks what happened.</p>",
      branchOnly: true,
      choices: [
        {
          text: "Say what went wrong",
          outcome: "She respects it.",
          lesson: "Owning a mistake keeps trust.",
          score: 6,
          effects: { morale: -1 },
          next: null,
        },
        {
          text: "Blame the market",
          outcome: "She does not believe it.",
          lesson: "Excuses cost more trust than the mistake.",
          score: 1,
          effects: { cash: -2 },
          next: null,
        },
      ],
      articles: [],
    },
    {
      slug: "hiring",
      title: "Your first hire",
      summary: "You can afford one engineer.",
      bodyHtml: "<p>Two candidates are waiting.</p>",
      branchOnly: false,
      choices: [
        {
          text: "Hire slowly, with a paid trial",
          outcome: "The hire works out.",
          lesson: "A careful first hire shapes the team.",
          score: 8,
          effects: { morale: 2, quality: 1 },
          next: null,
        },
        {
          text: "Hire the first who says yes",
          outcome: "It does not work out.",
          lesson: "A rushed hire costs months.",
          score: 3,
          effects: { morale: -2 },
          next: null,
        },
      ],
      articles: [],
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function meterValue(name: string): number {
  return Number(screen.getByRole("meter", { name }).getAttribute("value"));
}

/** The sounds the run made, leaving out the hover sounds that the 50 ms throttle may thin. */
function heard(recording: { sounds: readonly string[] }): string[] {
  return recording.sounds.filter((sound) => sound !== "menu-hover");
}

/** Takes a scenario's choice and confirms it by keyboard alone, from the scenario's focused heading. */
async function decideByKeyboard(user: ReturnType<typeof userEvent.setup>, title: string, choice: string) {
  await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: title })).toHaveFocus());
  await user.tab();
  // The focus enters the radio group on its first choice; the arrow keys move and check.
  while (!(document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.includes(choice)) {
    await user.keyboard("{ArrowDown}");
  }
  await user.keyboard(" ");
  expect(screen.getByRole("radio", { name: choice })).toBeChecked();
  await user.tab();
  expect(screen.getByRole("button", { name: "Make this decision" })).toHaveFocus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(screen.getByRole("heading", { name: "What happened" })).toHaveFocus());
  await user.tab();
  await user.keyboard("{Enter}");
}

describe("the career game page", () => {
  it("plays a role to its ending by keyboard, with the metrics, sounds, lessons and article links", async () => {
    const api = stubApi({ "GET /api/games/career/scenarios": reply(200, scenarios) });
    const user = userEvent.setup();
    renderRoute("/games/career");
    expect(await screen.findByRole("heading", { level: 1, name: "Career game" })).toBeInTheDocument();
    const recording = soundEngine.record();
    await user.click(screen.getByRole("button", { name: "Play as CEO" }));
    expect(await screen.findByRole("heading", { level: 2, name: "The first customer" })).toBeInTheDocument();
    expect(api.calls("GET /api/games/career/scenarios")[0]?.search).toBe("?role=ceo");
    expect(meterValue("Customers")).toBe(50);

    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: "The first customer" })).toHaveFocus(),
    );
    await user.tab();
    await user.keyboard(" ");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("She signs up for a pilot.")).toBeInTheDocument();
    expect(meterValue("Customers")).toBe(68);
    expect(screen.getByTestId("change-customers")).toHaveTextContent("+18");
    expect(screen.getByRole("status")).toHaveTextContent("Customers up 18 to 68.");
    expect(screen.getByRole("region", { name: "What happened" })).toHaveTextContent("Customers up 18 to 68.");
    expect(screen.getByRole("heading", { name: "What happened" })).toHaveFocus();
    await user.tab();
    await user.keyboard("{Enter}");

    // The second decision repeats the first one's sounds: they must not fall in the throttle's window,
    // however fast this machine clicks through the scenario between them.
    await new Promise((resolve) => setTimeout(resolve, SOUND_THROTTLE_MS + 10));
    await decideByKeyboard(user, "Your first hire", "Hire slowly, with a paid trial");
    const ending = await screen.findByRole("heading", { level: 2, name: "The company is thriving" });
    expect(ending).toHaveFocus();
    expect(screen.getByText(/scored 85 out of 100 over 2 decisions/)).toBeInTheDocument();
    const lessons = screen.getByRole("region", { name: "What each decision taught" });
    expect(
      within(lessons).getByText("Speed with the first customers is worth more than polish."),
    ).toBeInTheDocument();
    expect(within(lessons).getByText("A careful first hire shapes the team.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Finding your first customers" })).toHaveAttribute(
      "href",
      "/library/sales-lifecycle/first-customers",
    );
    expect(screen.getByRole("link", { name: "Sign in to keep your runs" })).toBeInTheDocument();
    expect(api.calls("POST /api/games/career/runs")).toHaveLength(0);

    await waitFor(() => expect(heard(recording).at(-1)).toBe("achievement-unlock"));
    expect(heard(recording)).toEqual([
      "role-select",
      "CEO",
      "hold-charge",
      "ripple-effect",
      "power-up",
      "screen-transition",
      "hold-charge",
      "ripple-effect",
      "achievement-unlock",
    ]);
    recording.stop();
  });

  it("follows a branch, saves a signed-in person's run and shows the role's best", async () => {
    rememberSignedIn();
    const best = {
      role: "ceo",
      bestScore: 70,
      rating: "steady",
      metrics: { cash: 50, customers: 60, morale: 55, quality: 50 },
      runsPlayed: 2,
    };
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/games/career/bests": reply(200, { bests: [best] }),
      "GET /api/games/career/scenarios": reply(200, scenarios),
      "POST /api/games/career/runs": reply(201, {
        run: {
          role: "ceo",
          score: 20,
          rating: "failing",
          metrics: { cash: 38, customers: 44, morale: 38, quality: 50 },
          decisions: 3,
        },
        best: { ...best, runsPlayed: 3 },
        newBest: false,
      }),
    });
    const user = userEvent.setup();
    renderRoute("/games/career");
    const ceo = await screen.findByRole("button", { name: "Play as CEO" });
    await waitFor(() => expect(ceo).toHaveAccessibleDescription(/Your best: 70 out of 100/), {
      timeout: 10_000,
    });
    await user.click(ceo);
    await decideByKeyboard(user, "The first customer", "Email her next month");
    await decideByKeyboard(user, "The lost deal", "Blame the market");
    await decideByKeyboard(user, "Your first hire", "Hire the first who says yes");
    expect(
      await screen.findByRole("heading", { level: 2, name: "The company is failing" }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Your best as CEO: 70 out of 100 over 3 runs/)).toBeInTheDocument();
    expect(api.calls("POST /api/games/career/runs")[0]?.body).toEqual({
      role: "ceo",
      steps: [
        { scenario: "the-first-customer", choice: 1 },
        { scenario: "the-lost-deal", choice: 1 },
        { scenario: "hiring", choice: 1 },
      ],
    });
    expect(screen.getByText("Excuses cost more trust than the mistake.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in to keep your runs" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Choose another role" }));
    expect(await screen.findByRole("heading", { name: "Choose a role" })).toBeInTheDocument();
  });
});
