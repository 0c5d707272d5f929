import { answerFeedback, type InterviewQuestion, type InterviewSession } from "@hatchery/shared";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as pageViewTracker from "@/lib/analytics/page-view-tracker";
import { soundEngine } from "@/lib/sound";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { rememberSignedIn } from "@/test/incubator-fixtures";
import { renderRoute } from "@/test/render-route";
import { sessionFixture } from "@/test/session-fixture";
import type { RecognitionResultEvent, Recognizer } from "../speech-recognition";

// The app's page-view reports would outlive each test's stubbed network.
vi.spyOn(pageViewTracker, "PageViewTracker").mockImplementation(() => null);

function question(slug: string, title: string): InterviewQuestion {
  return {
    id: `behavioural/${slug}`,
    title,
    summary: "What the interviewer listens for.",
    level: "starter",
    targetSeconds: 60,
    keyPoints: [
      { text: "What the mistake was", cues: ["my mistake", "i sent"] },
      { text: "How you fixed it", cues: ["fixed", "corrected"] },
    ],
  };
}

const QUESTIONS = [
  question("a-mistake-you-made", "Tell me about a mistake you made."),
  question("a-project-that-failed", "Tell me about a project that failed."),
  question("conflict-with-a-teammate", "Tell me about a conflict with a teammate."),
];

const ANSWER =
  "At my previous job I sent an email to the wrong list. It was my mistake, so I told my manager. I fixed the list and wrote to everyone. As a result nobody cancelled.";

// One fake clock for the whole file: the sound engine remembers when each sound last played for its
// 50 ms throttle, so the clock must not go back between tests.
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

/** A recogniser the test speaks through: it hands the page what a browser's would. */
class FakeRecognizer implements Recognizer {
  static last: FakeRecognizer | null = null;
  continuous = false;
  interimResults = false;
  lang = "";
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start() {
    FakeRecognizer.last = this;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  hear(transcript: string, isFinal: boolean) {
    const result = Object.assign([{ transcript }], { isFinal });
    this.onresult?.({ resultIndex: 0, results: [result] });
  }
}

async function startSession(user: ReturnType<typeof userEvent.setup>) {
  renderRoute("/games/interview");
  expect(await screen.findByRole("heading", { level: 1, name: "Interview practice" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Start practising" }));
  return screen.findByRole("heading", { level: 2, name: QUESTIONS[0]?.title }, { timeout: 10_000 });
}

describe("the interview practice page", () => {
  it("counts down with its sounds, takes typed answers, shows their feedback and invites a visitor to sign in", async () => {
    const api = stubApi({
      "GET /api/games/interview/questions": reply(200, { group: "behavioural", questions: QUESTIONS }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const recording = soundEngine.record();
    await startSession(user);
    expect(api.calls("GET /api/games/interview/questions")[0]?.search).toBe("?group=behavioural&count=3");
    expect(screen.getByText(/may send the audio to the company that makes your browser/)).toBeInTheDocument();
    expect(screen.getByTestId("thinking-countdown")).toHaveTextContent("15");
    // A second at a time: each step of the countdown sets the next one going.
    for (let second = 0; second < 12; second++) await advance(1000);
    expect(screen.getByTestId("thinking-countdown")).toHaveTextContent("3");
    for (let second = 0; second < 3; second++) await advance(1000);
    expect(
      screen.getByText("This browser has no speech recognition, so answers are typed here."),
    ).toBeInTheDocument();
    const box = screen.getByRole("textbox", { name: "Your answer" });
    expect(box).toHaveFocus();
    expect(screen.getByRole("button", { name: "Keep this answer" })).toBeDisabled();
    await user.type(box, ANSWER);
    await advance(40_000);
    await user.click(screen.getByRole("button", { name: "Keep this answer" }));

    expect(screen.getByRole("heading", { name: "Feedback on your answer" })).toHaveFocus();
    const expected = answerFeedback({
      text: ANSWER,
      mode: "typed",
      keyPoints: QUESTIONS[0]?.keyPoints,
      targetSeconds: 60,
    });
    expect(screen.getByText(expected.suggestion.text)).toBeInTheDocument();
    expect(screen.getByText("Key points covered: 2 of 2")).toBeInTheDocument();
    expect(screen.getByText("Result: heard")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ask for written feedback" })).not.toBeInTheDocument();
    // Typing speed says nothing about speaking: no pace for a typed answer.
    expect(screen.queryByText("Pace")).not.toBeInTheDocument();

    for (const next of QUESTIONS.slice(1)) {
      await user.click(screen.getByRole("button", { name: "Next question" }));
      expect(screen.getByRole("heading", { level: 2, name: next.title })).toHaveFocus();
      await user.click(screen.getByRole("button", { name: "Start answering now" }));
      await user.type(
        screen.getByRole("textbox", { name: "Your answer" }),
        "Um, like, I basically fixed it.",
      );
      await user.click(screen.getByRole("button", { name: "Keep this answer" }));
    }
    await user.click(screen.getByRole("button", { name: "See the session summary" }));
    const summary = screen.getByRole("region", { name: "Session summary" });
    expect(within(summary).getByRole("heading", { name: "Session summary" })).toHaveFocus();
    expect(within(summary).getByText("Not measured: no answer was spoken")).toBeInTheDocument();
    expect(within(summary).getByRole("link", { name: "Sign in to keep your sessions" })).toBeInTheDocument();
    expect(api.calls("POST /api/games/interview/sessions")).toHaveLength(0);
    await advance(0);
    expect(recording.sounds).toEqual([
      "countdown-tick",
      "countdown-tick",
      "countdown-tick",
      "countdown-go",
      "countdown-go",
      "countdown-go",
    ]);
    recording.stop();
  });

  it("takes a spoken answer, shows interim words apart, keeps the edited text and saves a signed-in session", async () => {
    vi.stubGlobal("webkitSpeechRecognition", FakeRecognizer);
    rememberSignedIn();
    const saved: InterviewSession = {
      id: "5b0c1f52-8a5e-4c8e-9d55-1f0e6f4d2a10",
      group: "behavioural",
      createdAt: "2026-11-29T09:00:00.000Z",
      answerCount: 1,
      words: 30,
      fillers: 0,
      wordsPerMinute: 120,
      fillersPerMinute: 0,
      keyPointsCovered: 2,
      keyPointsTotal: 2,
      answers: [],
    };
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/games/interview/questions": reply(200, {
        group: "behavioural",
        questions: QUESTIONS.slice(0, 1),
      }),
      "POST /api/games/interview/sessions": reply(201, saved),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute("/games/interview");
    expect(
      await screen.findByRole("link", { name: "Your practice history" }, { timeout: 10_000 }),
    ).toHaveAttribute("href", "/games/interview/history");
    await user.click(screen.getByRole("button", { name: "Start practising" }));
    await screen.findByRole("heading", { level: 2, name: QUESTIONS[0]?.title }, { timeout: 10_000 });
    await user.click(screen.getByRole("button", { name: "Start answering now" }));
    expect(screen.getByRole("radio", { name: "Speaking" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Start speaking" }));
    const recogniser = FakeRecognizer.last;
    if (!recogniser) throw new Error("the page started the recogniser");
    expect(recogniser.interimResults).toBe(true);
    act(() => recogniser.hear("I sent the wrong", false));
    expect(screen.getByTestId("interim-words")).toHaveTextContent("I sent the wrong");
    const box = screen.getByRole("textbox", { name: /Your answer/ });
    expect(box).toHaveValue("");
    act(() => recogniser.hear(ANSWER, true));
    expect(box).toHaveValue(ANSWER);
    await user.click(screen.getByRole("button", { name: "Stop listening" }));
    await user.type(box, " Since then I check twice.");
    await advance(15_000);
    await user.click(screen.getByRole("button", { name: "Keep this answer" }));
    expect(screen.getByText("Pace")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "See the session summary" }));

    expect(
      await screen.findByRole("link", { name: "Open this session's results" }, { timeout: 10_000 }),
    ).toHaveAttribute("href", `/games/interview/results/${saved.id}`);
    const [post] = api.calls("POST /api/games/interview/sessions");
    expect(post?.body).toEqual({
      group: "behavioural",
      answers: [
        {
          questionId: "behavioural/a-mistake-you-made",
          text: `${ANSWER} Since then I check twice.`,
          mode: "spoken",
          seconds: expect.any(Number),
        },
      ],
    });
  });

  it("asks the AI service for written feedback only after the person agrees, where the installation offers it", async () => {
    rememberSignedIn();
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/config": reply(200, { linkedin: false, devMailbox: false, aiFeedback: true }),
      "GET /api/games/interview/questions": reply(200, {
        group: "behavioural",
        questions: QUESTIONS.slice(0, 1),
      }),
      "POST /api/games/interview/ai-feedback": reply(200, { feedback: "You named the mistake and the fix." }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute("/games/interview");
    await screen.findByRole("link", { name: "Your practice history" }, { timeout: 10_000 });
    await user.click(screen.getByRole("button", { name: "Start practising" }));
    await user.click(await screen.findByRole("button", { name: "Start answering now" }, { timeout: 10_000 }));
    await user.type(screen.getByRole("textbox", { name: "Your answer" }), ANSWER);
    await user.click(screen.getByRole("button", { name: "Keep this answer" }));
    const askButton = await screen.findByRole("button", { name: "Ask for written feedback" });
    expect(askButton).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: /I agree to send this question/ }));
    await user.click(askButton);
    expect(await screen.findByText("You named the mistake and the fix.")).toBeInTheDocument();
    expect(api.calls("POST /api/games/interview/ai-feedback")[0]?.body).toEqual({
      questionId: "behavioural/a-mistake-you-made",
      text: ANSWER,
      agree: true,
    });
  });

  it("says why when the questions cannot be loaded, and stays on the choice", async () => {
    stubApi({
      "GET /api/games/interview/questions": apiError(
        422,
        "validation_failed",
        "There are not enough questions in this group",
      ),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute("/games/interview");
    await user.click(await screen.findByRole("button", { name: "Start practising" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "There are not enough questions in this group",
    );
    expect(screen.getByRole("button", { name: "Start practising" })).toBeEnabled();
  });
});

describe("the interview history and results pages", () => {
  const summary = (id: string, day: number, wordsPerMinute: number | null) => ({
    id,
    group: "cto" as const,
    createdAt: `2026-11-${String(day).padStart(2, "0")}T09:00:00.000Z`,
    answerCount: 3,
    words: 300,
    fillers: 4,
    wordsPerMinute,
    fillersPerMinute: wordsPerMinute === null ? null : 2.5,
    keyPointsCovered: day,
    keyPointsTotal: 12,
  });

  it("lists the sessions newest first with the progress chart", async () => {
    rememberSignedIn();
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/games/interview/sessions": reply(200, {
        items: [
          summary("00000000-0000-4000-8000-000000000003", 3, 140),
          summary("00000000-0000-4000-8000-000000000001", 1, 120),
        ],
        nextCursor: null,
      }),
    });
    renderRoute("/games/interview/history");
    expect(
      await screen.findByRole("heading", { name: "Your progress" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("from 120 to 140 words a minute (highest 140)", { exact: false }),
    ).toBeInTheDocument();
    const links = within(screen.getByRole("region", { name: "Sessions" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/games/interview/results/00000000-0000-4000-8000-000000000003",
      "/games/interview/results/00000000-0000-4000-8000-000000000001",
    ]);
  });

  it("shows the not-found page for a session that is not the person's", async () => {
    rememberSignedIn();
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    renderRoute("/games/interview/results/00000000-0000-4000-8000-000000000009");
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Interview practice results not found" },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
