import type {
  LibraryArticleResponse,
  LibraryArticleSummary,
  LibraryOverviewResponse,
} from "@hatchery/shared";

export function overviewFixture(overrides: Partial<LibraryOverviewResponse> = {}): LibraryOverviewResponse {
  return {
    sections: [
      { section: "tech-roles", articleCount: 8, readCount: 2, masteredCount: 1 },
      { section: "sales-lifecycle", articleCount: 1, readCount: 0, masteredCount: 0 },
      { section: "software-lifecycle", articleCount: 0, readCount: 0, masteredCount: 0 },
      { section: "product", articleCount: 3, readCount: 0, masteredCount: 0 },
    ],
    continueReading: null,
    ...overrides,
  };
}

export function articleSummaryFixture(overrides: Partial<LibraryArticleSummary> = {}): LibraryArticleSummary {
  return {
    section: "tech-roles",
    slug: "what-a-cto-does",
    title: "What a CTO does",
    summary: "The technical leader's week.",
    level: "starter",
    roles: ["cto"],
    readingMinutes: 4,
    status: "unread",
    bookmarked: false,
    ...overrides,
  };
}

export function articleFixture(overrides: Partial<LibraryArticleResponse> = {}): LibraryArticleResponse {
  return {
    ...articleSummaryFixture(),
    tags: ["engineering"],
    html: '<h3 id="a-week">A week</h3><p>The CTO decides how the product is built.</p>',
    headings: [{ id: "a-week", text: "A week", depth: 2 }],
    questions: [
      { prompt: "Who decides how the product is built?", options: ["The CTO", "The CCO"] },
      { prompt: "What does a small startup's CTO do?", options: ["Leases offices", "Writes code"] },
    ],
    previous: null,
    next: { section: "tech-roles", slug: "choosing-a-stack", title: "Choosing a stack" },
    related: [{ section: "product", slug: "roadmaps", title: "Roadmaps" }],
    ...overrides,
  };
}
