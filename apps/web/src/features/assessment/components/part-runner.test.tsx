import type { AssessmentScores, PersonalityScores } from "@hatchery/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { PartRunner } from "./part-runner";
import { PersonalityResults } from "./personality-results";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const QUESTIONS = {
  questions: [
    {
      slug: "a-slow-week",
      title: "A slow week",
      bodyHtml: "<p>Nothing urgent is on the board.</p>",
      options: [{ text: "Pay off debt" }, { text: "Visit customers" }, { text: "Run an experiment" }],
    },
    {
      slug: "the-first-hire",
      title: "The first hire",
      bodyHtml: "<p>One person for a year.</p>",
      options: [{ text: "An engineer" }, { text: "Customer care" }, { text: "A marketer" }],
    },
  ],
};

const ROLE_FIT_SCORES: AssessmentScores = {
  part: "role-fit",
  scores: {
    roles: [
      { role: "ceo", points: 0, max: 6, share: 0 },
      { role: "cto", points: 1, max: 6, share: 1 / 6 },
      { role: "cco", points: 6, max: 6, share: 1 },
      { role: "cgo", points: 0, max: 6, share: 0 },
    ],
  },
};

function renderRunner(signedIn: boolean) {
  const api = stubApi({
    "GET /api/assessment/role-fit/questions": reply(200, QUESTIONS),
    "POST /api/assessment/score": reply(200, ROLE_FIT_SCORES),
    "POST /api/assessment/results": reply(201, {
      ...ROLE_FIT_SCORES,
      id: "r1",
      takenAt: "2026-06-01T10:00:00.000Z",
    }),
  });
  const view = renderWithProviders(<PartRunner part="role-fit" signedIn={signedIn} />);
  return { api, user: userEvent.setup(), ...view };
}

describe("PartRunner", () => {
  it("is answered with the keyboard alone: arrows choose, Enter goes on, and a visitor's result is scored, not kept", async () => {
    const { api, user } = renderRunner(false);
    expect(await screen.findByRole("group", { name: "A slow week" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Answered" })).toHaveAttribute("aria-valuenow", "0");

    await user.tab();
    expect(screen.getByRole("radio", { name: "Pay off debt" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Visit customers" })).toBeChecked();
    await user.keyboard("{Enter}");

    expect(await screen.findByRole("group", { name: "The first hire" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "An engineer" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{Enter}");

    expect(await screen.findByRole("heading", { name: "Your role fit" })).toBeInTheDocument();
    expect(api.calls("POST /api/assessment/score")[0]?.body).toEqual({
      part: "role-fit",
      answers: { "a-slow-week": 1, "the-first-hire": 1 },
    });
    expect(api.calls("POST /api/assessment/results")).toHaveLength(0);
    expect(screen.getByText(/CCO \(Chief Commercial Officer\): 100%/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fassessment",
    );
    expect(screen.getByRole("link", { name: "career games" })).toHaveAttribute("href", "/games");
    expect(screen.getByRole("link", { name: "Sales lifecycle" })).toHaveAttribute(
      "href",
      "/library/sales-lifecycle",
    );
    // Kept in this browser, so signing in can save it.
    expect(JSON.parse(localStorage.getItem("hatchery.assessment.role-fit") ?? "{}")).toMatchObject({
      finished: true,
    });
  });

  it("does not go on with Enter before the question is answered", async () => {
    const { user } = renderRunner(false);
    await screen.findByRole("group", { name: "A slow week" });
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("group", { name: "A slow week" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("resumes from the answers kept in this browser", async () => {
    localStorage.setItem(
      "hatchery.assessment.role-fit",
      JSON.stringify({ answers: { "a-slow-week": 2 }, index: 1, finished: false }),
    );
    const { user } = renderRunner(false);
    expect(await screen.findByRole("group", { name: "The first hire" })).toBeInTheDocument();
    expect(screen.getByText("Question 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Answered" })).toHaveAttribute("aria-valuenow", "1");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("radio", { name: "Run an experiment" })).toBeChecked();
  });

  it("saves a signed-in person's finished part, including one finished before signing in, and forgets the answers", async () => {
    localStorage.setItem(
      "hatchery.assessment.role-fit",
      JSON.stringify({ answers: { "a-slow-week": 0, "the-first-hire": 2 }, index: 1, finished: true }),
    );
    const { api } = renderRunner(true);
    expect(await screen.findByText("Your results are saved in your history below.")).toBeInTheDocument();
    expect(api.calls("POST /api/assessment/results")[0]?.body).toEqual({
      part: "role-fit",
      answers: { "a-slow-week": 0, "the-first-hire": 2 },
    });
    await waitFor(() => expect(localStorage.getItem("hatchery.assessment.role-fit")).toBeNull());
    expect(screen.getByRole("button", { name: "Set CCO as my preferred role" })).toBeInTheDocument();
  });
});

describe("PersonalityResults", () => {
  it("names each domain's level with its meaning, and every facet", () => {
    const facets = (level: "low" | "neutral" | "high") =>
      [1, 2, 3, 4, 5, 6].map((facet) => ({ facet, score: 12, count: 4, level }));
    const scores: PersonalityScores = {
      domains: [
        { domain: "N", score: 30, count: 24, level: "low", facets: facets("low") },
        { domain: "E", score: 110, count: 24, level: "high", facets: facets("high") },
        { domain: "O", score: 72, count: 24, level: "neutral", facets: facets("neutral") },
        { domain: "A", score: 72, count: 24, level: "neutral", facets: facets("neutral") },
        { domain: "C", score: 100, count: 24, level: "high", facets: facets("high") },
      ],
    };
    renderWithProviders(<PersonalityResults scores={scores} />);
    expect(screen.getByRole("heading", { name: "Neuroticism: Low" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Extraversion: High" })).toBeInTheDocument();
    expect(screen.getByText(/draw energy from people/)).toBeInTheDocument();
    expect(screen.getByText("Anxiety: Low")).toBeInTheDocument();
    expect(screen.getByText("Cautiousness: High")).toBeInTheDocument();
    expect(screen.getAllByRole("term")).toHaveLength(30);
  });
});
