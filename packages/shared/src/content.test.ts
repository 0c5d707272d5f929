import { describe, expect, it } from "vitest";
import {
  CONTENT_SEARCH_QUERY_MAX,
  CONTENT_SEARCH_QUERY_MESSAGE,
  contentFrontMatterSchema,
  contentSearchQuerySchema,
} from "./content";

describe("content front matter", () => {
  it("keeps roles as teams store them, whatever case they are written in", () => {
    const parsed = contentFrontMatterSchema.parse({
      kind: "question",
      title: "A choice",
      summary: "Which would you do?",
      options: [
        { text: "Call the customer", weights: { CCO: 3, Ceo: 1 } },
        { text: "Read the logs", weights: { cto: 2 } },
      ],
    });
    expect(parsed).toMatchObject({
      tags: [],
      order: 0,
      options: [{ weights: { cco: 3, ceo: 1 } }, { weights: { cto: 2 } }],
    });
  });

  it("says a field left out is required, and one of the wrong type what it must be", () => {
    const result = contentFrontMatterSchema.safeParse({ kind: "pair", title: 7, summary: "S" });
    expect(result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      "title: must be text",
      "match: is required",
    ]);
  });
});

describe("the games' content", () => {
  const issuesOf = (frontMatter: unknown) =>
    contentFrontMatterSchema
      .safeParse(frontMatter)
      .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

  it("reads an interview question with its key points, their cues and a target length", () => {
    const parsed = contentFrontMatterSchema.parse({
      kind: "interview-question",
      title: "Walk me through an outage you handled.",
      summary: "Calm under pressure, and what changed afterwards.",
      roles: ["CTO"],
      level: "practitioner",
      targetSeconds: 120,
      keyPoints: [
        { text: "What broke and who it hurt", cues: ["outage", "customers"] },
        { text: "What changed afterwards", cues: ["postmortem", "changed"] },
      ],
    });
    expect(parsed).toMatchObject({
      roles: ["cto"],
      targetSeconds: 120,
      keyPoints: [{ cues: ["outage", "customers"] }, { text: "What changed afterwards" }],
    });
  });

  it("refuses an interview question without enough key points or with a length out of range", () => {
    expect(
      issuesOf({
        kind: "interview-question",
        title: "Q",
        summary: "S",
        level: "starter",
        targetSeconds: 10,
        keyPoints: [{ text: "One point", cues: [] }],
      }),
    ).toEqual([
      "keyPoints.0.cues: must hold at least 1 cue",
      "keyPoints: must hold at least 2 key points",
      "targetSeconds: must be at least 30",
    ]);
  });

  it("reads a scenario's choices with their lessons, metric changes and branches", () => {
    const choice = { text: "Ship", outcome: "It ships.", lesson: "Shipping teaches.", score: 7 };
    const parsed = contentFrontMatterSchema.parse({
      kind: "game-scenario",
      title: "Ship or wait",
      summary: "S",
      roles: ["CEO"],
      level: "starter",
      articles: ["product/prioritising-and-saying-no"],
      choices: [
        { ...choice, effects: { cash: -1, customers: 2 }, next: "first-customers" },
        { ...choice, effects: {} },
      ],
    });
    expect(parsed).toMatchObject({
      articles: ["product/prioritising-and-saying-no"],
      choices: [{ effects: { cash: -1, customers: 2 }, next: "first-customers" }, { effects: {} }],
    });
    expect(
      issuesOf({
        ...parsed,
        roles: ["CEO"],
        articles: ["/library/product/x"],
        choices: [
          { ...choice, effects: { cash: 4, mood: 1 } },
          { ...choice, lesson: "", effects: {} },
        ],
      }),
    ).toEqual([
      "choices.0.effects.cash: must be a whole number from -3 to 3",
      "choices.0.effects: must name only cash, customers, morale, quality",
      "choices.1.lesson: must not be empty",
      "articles.0: must be an article as section/slug, such as tech-roles/what-a-cto-does",
    ]);
  });
});

describe("contentSearchQuerySchema", () => {
  it("reads the search, its filters and the page", () => {
    expect(
      contentSearchQuerySchema.parse({
        q: "  hiring ",
        collection: "library/tech-roles",
        kind: "article",
        limit: "5",
      }),
    ).toEqual({ q: "hiring", collection: "library/tech-roles", kind: "article", limit: 5 });
    expect(contentSearchQuerySchema.parse({ q: "hiring" }).limit).toBe(20);
  });

  it.each([
    [{}, ["q", CONTENT_SEARCH_QUERY_MESSAGE]],
    [{ q: "   " }, ["q", CONTENT_SEARCH_QUERY_MESSAGE]],
    [{ q: "x".repeat(CONTENT_SEARCH_QUERY_MAX + 1) }, ["q", CONTENT_SEARCH_QUERY_MESSAGE]],
    [
      { q: "x", collection: "../etc" },
      ["collection", "must be folders of lower-case words joined by hyphens"],
    ],
    [
      { q: "x", kind: "poem" },
      ["kind", "kind must be one of article, lesson, question, game-scenario, pair, interview-question"],
    ],
  ])("refuses %j", (query, [field, message]) => {
    const issues = contentSearchQuerySchema.safeParse(query).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
  });
});
