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
      ["kind", "kind must be one of article, lesson, question, game-scenario, pair"],
    ],
  ])("refuses %j", (query, [field, message]) => {
    const issues = contentSearchQuerySchema.safeParse(query).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
  });
});
