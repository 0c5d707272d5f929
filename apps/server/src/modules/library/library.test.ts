import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CONTENT_NOT_FOUND_MESSAGE,
  type LibraryAnswersResponse,
  type LibraryArticleResponse,
  type LibraryOverviewResponse,
  type LibrarySearchResponse,
  type LibrarySectionResponse,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { libraryBookmarks, libraryProgress, pointsLedger } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";
import { loadRepositoryContent } from "../content/content-loader";

const FIXTURES = path.resolve(import.meta.dirname, "../../test/content-fixtures");

/** A small article of the tech-roles section, written for these tests beside the shared fixtures. */
function article(title: string, order: number, body: string, extra = "") {
  return `---
kind: article
title: ${title}
summary: A summary of ${title.toLowerCase()}.
roles: [CTO]
level: starter
order: ${order}
tags: [engineering]
${extra}questions:
  - prompt: Is this a test?
    options: [Yes, No]
    answer: 0
    explanation: It is one.
  - prompt: Which comes first?
    options: [The second, The first]
    answer: 1
    explanation: The first comes first.
---

${body}
`;
}

let t: TestApp;
let folder: string;
let jar: CookieJar;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(path.join(tmpdir(), "library-content-"));
  await cp(FIXTURES, folder, { recursive: true });
  const techRoles = path.join(folder, "library/tech-roles");
  await writeFile(
    path.join(techRoles, "choosing-a-stack.md"),
    article(
      "Choosing a stack",
      20,
      `## Boring technology\n\n${"word ".repeat(450)}\n\n### The database\n\nPick PostgreSQL.\n\n\`\`\`\n## not a heading\n\`\`\`\n\n## Boring technology\n\nAgain.`,
    ),
  );
  await writeFile(path.join(techRoles, "on-call.md"), article("On call", 30, "Pagers ring at night."));
  await loadRepositoryContent(t.db, folder, TEST_PUBLIC_URL);
  ({ jar, userId } = await createVerifiedUser(t.app, t.db, person("reader@example.com")));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const get = async <T>(target: string, who?: CookieJar) => {
  const response = await call(t.app, target, undefined, { jar: who });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe("reading the library", () => {
  it("lists the four sections with their article counts, no progress for a visitor", async () => {
    const overview = await get<LibraryOverviewResponse>("/api/library");
    expect(
      overview.sections.map((section) => [section.section, section.articleCount, section.readCount]),
    ).toEqual([
      ["tech-roles", 3, 0],
      ["sales-lifecycle", 1, 0],
      ["software-lifecycle", 0, 0],
      ["product", 0, 0],
    ]);
    expect(overview.continueReading).toBeNull();
  });

  it("lists a section's articles in order with reading time from the word count", async () => {
    const section = await get<LibrarySectionResponse>("/api/library/sections/tech-roles");
    expect(section.articles.map((one) => one.slug)).toEqual([
      "what-a-cto-does",
      "choosing-a-stack",
      "on-call",
    ]);
    const stack = section.articles[1];
    // About 460 words at 200 a minute.
    expect(stack).toMatchObject({
      readingMinutes: 3,
      level: "starter",
      roles: ["cto"],
      status: "unread",
      bookmarked: false,
    });
    expect(section.articles[2]?.readingMinutes).toBe(1);
  });

  it("gives an article its table of contents, questions without answers, neighbours and related articles", async () => {
    const body = await get<LibraryArticleResponse>("/api/library/articles/tech-roles/choosing-a-stack");
    expect(body.headings).toEqual([
      { id: "boring-technology", text: "Boring technology", depth: 2 },
      { id: "the-database", text: "The database", depth: 3 },
      { id: "boring-technology-2", text: "Boring technology", depth: 2 },
    ]);
    expect(body.html).toContain('id="the-database"');
    expect(body.questions).toEqual([
      { prompt: "Is this a test?", options: ["Yes", "No"] },
      { prompt: "Which comes first?", options: ["The second", "The first"] },
    ]);
    expect(JSON.stringify(body)).not.toContain("It is one.");
    expect(body.previous).toEqual({
      section: "tech-roles",
      slug: "what-a-cto-does",
      title: "What a CTO does",
    });
    expect(body.next?.slug).toBe("on-call");
    // The same role and tag first; the sales article shares neither.
    expect(body.related.map((one) => one.slug)).toEqual(["what-a-cto-does", "on-call"]);
  });

  it("answers an unknown section or article 404 'Content not found'", async () => {
    for (const target of [
      "/api/library/sections/cooking",
      "/api/library/articles/tech-roles/no-such-article",
      "/api/library/articles/cooking/what-a-cto-does",
      // A real article of another section is not found under this one.
      "/api/library/articles/tech-roles/qualifying-a-lead",
    ]) {
      const response = await call(t.app, target);
      expect(response.status, target).toBe(404);
      expect(await errorOf(response)).toMatchObject({ message: CONTENT_NOT_FOUND_MESSAGE });
    }
    const answered = await call(t.app, "/api/library/articles/tech-roles/nothing/answers", {
      answers: [0, 1],
    });
    expect(answered.status).toBe(404);
  });

  it("searches library articles only, with the matches marked", async () => {
    const page = await get<LibrarySearchResponse>("/api/library/search?q=architecture");
    expect(page.items.map((hit) => [hit.section, hit.slug])).toEqual([["tech-roles", "what-a-cto-does"]]);
    expect(
      page.items[0]?.excerpt.some((segment) => segment.match && /architecture/i.test(segment.text)),
    ).toBe(true);
    // The assessment's question mentions a customer; the library does not.
    expect((await get<LibrarySearchResponse>("/api/library/search?q=angry")).items).toEqual([]);
    expect((await call(t.app, "/api/library/search?q=")).status).toBe(422);
  });
});

describe("the article's page", () => {
  it("carries the article's title and first read, and is 404 for an unknown article", async () => {
    const page = await t.request("/library/tech-roles/on-call");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>On call · Hatchery</title>");
    expect(html).toContain('data-address="/api/library/articles/tech-roles/on-call"');

    for (const target of ["/library/tech-roles/no-such-article", "/library/cooking/on-call"]) {
      const missing = await t.request(target);
      expect(missing.status, target).toBe(404);
      expect(await missing.text()).toContain("<title>Page not found · Hatchery</title>");
    }
    // A section's page embeds its list.
    expect(await (await t.request("/library/tech-roles")).text()).toContain(
      'data-address="/api/library/sections/tech-roles"',
    );
  });
});

describe("the sitemap", () => {
  it("lists the sections and every article", async () => {
    const xml = await (await t.request("/sitemap.xml")).text();
    for (const path of [
      "/library",
      "/library/tech-roles",
      "/library/product",
      "/library/tech-roles/what-a-cto-does",
      "/library/tech-roles/choosing-a-stack",
      "/library/tech-roles/on-call",
      "/library/sales-lifecycle/qualifying-a-lead",
    ]) {
      expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}${path}</loc>`);
    }
    expect(xml).not.toContain("an-angry-customer");
  });
});

describe("a person's progress", () => {
  const answer = async (answers: number[], who?: CookieJar) => {
    const response = await call(
      t.app,
      "/api/library/articles/tech-roles/on-call/answers",
      { answers },
      { jar: who },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as LibraryAnswersResponse;
  };
  const points = () =>
    t.db
      .select({ points: pointsLedger.points, sourceId: pointsLedger.sourceId })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, "article_mastered")));

  it("keeps reading, progress and bookmarks for signed-in people only", async () => {
    for (const [method, target] of [
      ["POST", "/api/library/articles/tech-roles/on-call/read"],
      ["PUT", "/api/library/articles/tech-roles/on-call/bookmark"],
      ["GET", "/api/library/bookmarks"],
    ] as const) {
      expect((await call(t.app, target, undefined, { method })).status).toBe(401);
    }
  });

  it("checks a visitor's answers without keeping anything", async () => {
    const checked = await answer([0, 0]);
    expect(checked.results).toEqual([
      { correct: true, explanation: "It is one." },
      { correct: false, explanation: "The first comes first." },
    ]);
    expect(checked.mastered).toBe(false);
    expect(
      (await call(t.app, "/api/library/articles/tech-roles/on-call/answers", { answers: [0] })).status,
    ).toBe(422);
  });

  it("remembers the last opened article to continue, until it is mastered", async () => {
    await get("/api/library/articles/tech-roles/what-a-cto-does", jar);
    t.clock.advance(1000);
    await get("/api/library/articles/tech-roles/on-call", jar);
    const overview = await get<LibraryOverviewResponse>("/api/library", jar);
    expect(overview.continueReading?.slug).toBe("on-call");
  });

  it("marks read once however often, and mastering earns points once", async () => {
    const read = await call(t.app, "/api/library/articles/tech-roles/on-call/read", undefined, {
      jar,
      method: "POST",
    });
    expect(await read.json()).toEqual({ status: "read", bookmarked: false });
    await call(t.app, "/api/library/articles/tech-roles/on-call/read", undefined, { jar, method: "POST" });

    expect((await answer([1, 1], jar)).status).toBe("read");
    expect(await points()).toEqual([]);
    const mastered = await answer([0, 1], jar);
    expect(mastered).toMatchObject({ mastered: true, status: "mastered" });
    await answer([0, 1], jar);
    expect(await points()).toEqual([{ points: 5, sourceId: "tech-roles/on-call" }]);

    // A wrong answer later and reading again never lower the status.
    expect((await answer([1, 1], jar)).status).toBe("mastered");
    const again = await call(t.app, "/api/library/articles/tech-roles/on-call/read", undefined, {
      jar,
      method: "POST",
    });
    expect(await again.json()).toMatchObject({ status: "mastered" });

    const rows = await t.db.select().from(libraryProgress).where(eq(libraryProgress.userId, userId));
    expect(rows.filter((row) => row.slug === "on-call")).toHaveLength(1);
    const overview = await get<LibraryOverviewResponse>("/api/library", jar);
    expect(overview.sections[0]).toMatchObject({ readCount: 1, masteredCount: 1 });
    // Mastered, so the article to continue is the one opened before it.
    expect(overview.continueReading?.slug).toBe("what-a-cto-does");
  });

  it("adds, lists and removes bookmarks, a repeat changing nothing", async () => {
    const target = "/api/library/articles/tech-roles/choosing-a-stack/bookmark";
    for (let i = 0; i < 2; i += 1) {
      expect((await call(t.app, target, undefined, { jar, method: "PUT" })).status).toBe(200);
    }
    expect(await get("/api/library/bookmarks", jar)).toEqual({
      items: [{ section: "tech-roles", slug: "choosing-a-stack", title: "Choosing a stack" }],
    });
    const section = await get<LibrarySectionResponse>("/api/library/sections/tech-roles", jar);
    expect(section.articles.find((one) => one.slug === "choosing-a-stack")?.bookmarked).toBe(true);
    const removed = await call(t.app, target, undefined, { jar, method: "DELETE" });
    expect(await removed.json()).toEqual({ status: "unread", bookmarked: false });
    expect(await get("/api/library/bookmarks", jar)).toEqual({ items: [] });
    expect(
      (await call(t.app, "/api/library/articles/product/nothing/bookmark", undefined, { jar, method: "PUT" }))
        .status,
    ).toBe(404);
  });

  it("merges a visitor's progress without duplicates, keeping the higher status", async () => {
    const response = await call(
      t.app,
      "/api/library/progress",
      {
        items: [
          // Mastered on the server already: stays mastered.
          { section: "tech-roles", slug: "on-call", status: "read", bookmarked: false },
          { section: "tech-roles", slug: "choosing-a-stack", status: "read", bookmarked: true },
          { section: "tech-roles", slug: "choosing-a-stack", status: "mastered", bookmarked: false },
          { section: "sales-lifecycle", slug: "qualifying-a-lead", status: "unread", bookmarked: true },
          { section: "tech-roles", slug: "gone-article", status: "read", bookmarked: true },
          { section: "cooking", slug: "soup", status: "read", bookmarked: true },
        ],
      },
      { jar },
    );
    expect(await response.json()).toEqual({ merged: 3 });
    // Sent again (a second tab signing in), nothing doubles.
    await call(
      t.app,
      "/api/library/progress",
      { items: [{ section: "tech-roles", slug: "choosing-a-stack", status: "read", bookmarked: true }] },
      { jar },
    );

    const progress = await t.db
      .select({ slug: libraryProgress.slug, status: libraryProgress.status })
      .from(libraryProgress)
      .where(eq(libraryProgress.userId, userId));
    expect(Object.fromEntries(progress.map((row) => [row.slug, row.status]))).toEqual({
      "what-a-cto-does": "unread",
      "on-call": "mastered",
      "choosing-a-stack": "mastered",
      "qualifying-a-lead": "unread",
    });
    const bookmarks = await t.db
      .select({ slug: libraryBookmarks.slug })
      .from(libraryBookmarks)
      .where(eq(libraryBookmarks.userId, userId));
    expect(bookmarks.map((row) => row.slug).sort()).toEqual(["choosing-a-stack", "qualifying-a-lead"]);
    // Merged mastery was not checked on the server: it earns nothing.
    expect(await points()).toHaveLength(1);

    const tooMany = Array.from({ length: 201 }, () => ({
      section: "product",
      slug: "x",
      status: "read",
      bookmarked: false,
    }));
    expect((await call(t.app, "/api/library/progress", { items: tooMany }, { jar })).status).toBe(422);
  });
});
