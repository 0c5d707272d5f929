import { type TmayAttempt, type TmayDraft, tmayFeedback } from "@hatchery/shared";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as pageViewTracker from "@/lib/analytics/page-view-tracker";
import { soundEngine } from "@/lib/sound";
import { reply, stubApi } from "@/test/api-stub";
import { rememberSignedIn } from "@/test/incubator-fixtures";
import { renderRoute } from "@/test/render-route";
import { sessionFixture } from "@/test/session-fixture";

// The app's page-view reports would outlive each test's stubbed network.
vi.spyOn(pageViewTracker, "PageViewTracker").mockImplementation(() => null);

const DELIVERY =
  "I currently lead engineering at a small logistics start-up. Before that I spent four years building payment systems. Next I want to build a team from its first hire, which is why this role appeals to me.";

function draft(version: number, present: string): TmayDraft {
  return {
    id: `00000000-0000-4000-8000-00000000000${version}`,
    version,
    present,
    past: "Before that I built payment systems.",
    future: "Next I want to build a team.",
    createdAt: `2026-11-2${version}T09:00:00.000Z`,
  };
}

// One fake clock for the whole file: the sound engine's throttle remembers when each sound last played.
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

describe("the introduction tutor page", () => {
  it("lets a visitor build an answer, deliver it typed after the countdown and see its feedback", async () => {
    const api = stubApi({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const recording = soundEngine.record();
    renderRoute("/games/tmay-tutor");
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Tell-me-about-yourself tutor" },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(document.querySelector("[data-interface-sounds='off']")).not.toBeNull();

    const present = screen.getByRole("textbox", { name: "1. Present: What you do now" });
    await user.type(present, "I currently lead a team of five engineers.");
    expect(screen.getByText("8 words")).toBeInTheDocument();
    expect(screen.getByTestId("tmay-estimate")).toHaveTextContent(
      "In all: 8 words, about 3 seconds spoken at 140 words a minute (under the target of 60 to 90 seconds).",
    );
    expect(screen.getByRole("link", { name: "Sign in to save your drafts" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Start the countdown" }));
    expect(screen.getByTestId("tmay-countdown")).toHaveTextContent("3");
    for (let second = 0; second < 3; second++) await advance(1000);
    const box = screen.getByRole("textbox", { name: "Your answer" });
    expect(box).toHaveFocus();
    await user.type(box, DELIVERY);
    await advance(20_000);
    await user.click(screen.getByRole("button", { name: "Finish" }));

    expect(screen.getByRole("heading", { name: "Feedback on your delivery" })).toHaveFocus();
    const expected = tmayFeedback({ text: DELIVERY, mode: "typed", seconds: 20 });
    expect(screen.getByTestId("tmay-suggestion")).toHaveTextContent(expected.suggestion.text);
    expect(screen.getByText("found (“currently”)")).toBeInTheDocument();
    expect(screen.getByText("Measured on spoken deliveries only")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to keep your deliveries" })).toBeInTheDocument();
    expect(api.calls("POST /api/games/tmay/attempts")).toHaveLength(0);
    await advance(0);
    expect(recording.sounds).toEqual(["countdown-tick", "countdown-tick", "countdown-tick", "countdown-go"]);
    recording.stop();
  });

  it("saves a signed-in person's draft as a version, compares two versions and keeps a delivery", async () => {
    rememberSignedIn();
    const versions = [
      draft(2, "I currently lead a team of five engineers."),
      draft(1, "I lead a small team."),
    ];
    const attempt: TmayAttempt = {
      id: "5b0c1f52-8a5e-4c8e-9d55-1f0e6f4d2a10",
      createdAt: "2026-11-29T09:00:00.000Z",
      text: DELIVERY,
      mode: "typed",
      seconds: 30,
      feedback: tmayFeedback({ text: DELIVERY, mode: "typed", seconds: 30 }),
    };
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/games/tmay/drafts": reply(200, { items: versions }),
      "GET /api/games/tmay/attempts": reply(200, { items: [] }),
      "POST /api/games/tmay/drafts": reply(201, draft(3, "I lead.")),
      "POST /api/games/tmay/attempts": reply(201, attempt),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute("/games/tmay-tutor");
    const compare = await screen.findByRole("region", { name: "Compare two versions" }, { timeout: 10_000 });
    const after = within(compare).getAllByTestId("compare-after")[0];
    const before = within(compare).getAllByTestId("compare-before")[0];
    expect(before?.querySelector("del")).toHaveTextContent("small");
    expect(after?.querySelector("ins")).toHaveTextContent("currently");
    expect(within(compare).getByText("(5 words added, 2 removed)")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit from version 1" }));
    expect(screen.getByRole("textbox", { name: "1. Present: What you do now" })).toHaveValue(
      "I lead a small team.",
    );
    await user.click(screen.getByRole("button", { name: "Save as a new version" }));
    expect(await screen.findByText("Saved as version 3.")).toBeInTheDocument();
    expect(api.calls("POST /api/games/tmay/drafts")[0]?.body).toEqual({
      present: "I lead a small team.",
      past: "Before that I built payment systems.",
      future: "Next I want to build a team.",
    });

    await user.click(screen.getByRole("button", { name: "Start the countdown" }));
    for (let second = 0; second < 3; second++) await advance(1000);
    await user.type(screen.getByRole("textbox", { name: "Your answer" }), DELIVERY);
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("Saved. Your trend below includes this delivery.")).toBeInTheDocument();
    expect(api.calls("POST /api/games/tmay/attempts")[0]?.body).toMatchObject({
      text: DELIVERY,
      mode: "typed",
    });
  });
});
