import path from "node:path";
import { CONTENT_NOT_FOUND_MESSAGE, INVALID_CURSOR_MESSAGE } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { contentItems, incubators, users } from "../../db/schema";
import { type Actor, ANONYMOUS_ACTOR } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { TEST_PUBLIC_URL } from "../../test/test-app";
import { createTestDatabase, testDatabaseDriver } from "../../test/test-database";
import {
  type ContentSearchInput,
  highlightSegments,
  listContent,
  readContent,
  searchContent,
} from "./content.service";
import { loadRepositoryContent } from "./content-loader";

const FIXTURES = path.resolve(import.meta.dirname, "../../test/content-fixtures");

const AUTHOR: Actor = {
  kind: "user",
  userId: "content-author",
  email: "author@hatchery.test",
  emailVerified: true,
};
const OTHER: Actor = {
  kind: "user",
  userId: "content-other",
  email: "other@hatchery.test",
  emailVerified: true,
};

let database: DatabaseConnection;
let incubatorId: string;

/** A piece stored directly, with text chosen to test ranking and paging. */
function piece(
  slug: string,
  text: { title?: string; summary?: string; body?: string },
  collection = "ranking",
) {
  const body = text.body ?? "Nothing to see.";
  return {
    source: "repository" as const,
    kind: "lesson" as const,
    collection,
    slug,
    title: text.title ?? "Untitled",
    summary: text.summary ?? "No summary.",
    bodyMarkdown: body,
    bodyHtml: `<p>${body}</p>`,
    bodyText: body,
    filePath: `content/${collection}/${slug}.md`,
    contentHash: slug,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await loadRepositoryContent(db, FIXTURES, TEST_PUBLIC_URL);
  await db.insert(users).values([
    { id: "content-author", name: "Ada Author", email: "author@hatchery.test" },
    { id: "content-other", name: "Otto Other", email: "other@hatchery.test" },
  ]);
  const [incubator] = await db
    .insert(incubators)
    .values({ slug: "content-incubator", name: "Content incubator", ownerId: "content-author" })
    .returning({ id: incubators.id });
  incubatorId = incubator?.id ?? "";
  await db.insert(contentItems).values([
    piece("title-match", { title: "The sales pipeline" }),
    piece("summary-match", { summary: "Building a sales pipeline that lasts." }),
    piece("body-match", { body: "Every team needs a pipeline of sales leads." }),
    { ...piece("late", { title: "Late" }, "ordered"), position: 20 },
    { ...piece("early", { title: "Early" }, "ordered"), position: 10 },
    { ...piece("also-late", { title: "Also late" }, "ordered"), position: 20 },
    ...["a", "b", "c", "d", "e"].map((letter) =>
      piece(`tie-${letter}`, { title: "Quarterly forecast" }, "paging"),
    ),
    {
      ...piece("our-pipeline", { title: "Our own pipeline lesson" }, "courses/sales"),
      source: "incubator" as const,
      incubatorId,
      authorId: "content-author",
      filePath: null,
    },
  ]);
});
afterAll(() => database.close());

const search = (actor: Actor, input: Partial<ContentSearchInput> & { query: string }) =>
  searchContent(database.db, actor, { limit: 20, ...input });

const slugs = (page: { items: { slug: string }[] }) => page.items.map((item) => item.slug);

describe(`content search on ${testDatabaseDriver()}`, () => {
  it("finds words in any form (English stemming) and marks them in the title and excerpt", async () => {
    const page = await search(ANONYMOUS_ACTOR, { query: "hires" });
    expect(slugs(page)).toEqual(["what-a-cto-does"]);
    const [hit] = page.items;
    expect(hit).toMatchObject({ kind: "article", collection: "library/tech-roles", incubatorId: null });
    expect(hit?.title).toEqual([{ text: "What a CTO does", match: false }]);
    expect(hit?.excerpt.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(
      expect.arrayContaining(["hiring", "Hiring"]),
    );
    const excerpt = hit?.excerpt.map((segment) => segment.text).join("") ?? "";
    expect(excerpt.includes("\u0002") || excerpt.includes("\u0003")).toBe(false);
    expect(page.nextCursor).toBeNull();
  });

  it("ranks a match in the title above one in the summary, above one in the body", async () => {
    const page = await search(ANONYMOUS_ACTOR, { query: "pipeline", collection: "ranking" });
    expect(slugs(page)).toEqual(["title-match", "summary-match", "body-match"]);
    expect(page.items[0]?.title).toEqual([
      { text: "The sales ", match: false },
      { text: "pipeline", match: true },
    ]);
  });

  it("searches a collection with the ones below it, and one kind", async () => {
    expect(slugs(await search(ANONYMOUS_ACTOR, { query: "CTO", collection: "library" }))).toEqual([
      "what-a-cto-does",
    ]);
    expect(slugs(await search(ANONYMOUS_ACTOR, { query: "CTO", collection: "library/tech" }))).toEqual([]);
    expect(slugs(await search(ANONYMOUS_ACTOR, { query: "CTO", kind: "pair" }))).toEqual([
      "cto-architecture",
    ]);
  });

  it("takes the search box's syntax: quoted phrases and excluded words", async () => {
    expect(slugs(await search(ANONYMOUS_ACTOR, { query: '"database stalls"' })).sort()).toEqual([
      "launch-day-outage",
      "what-a-cto-does",
    ]);
    expect(slugs(await search(ANONYMOUS_ACTOR, { query: '"database stalls" -pager' }))).toEqual([
      "launch-day-outage",
    ]);
  });

  it("finds nothing for a query with no word to search for", async () => {
    for (const query of ["the", "   ", "!!! ?", "-"]) {
      expect(await search(ANONYMOUS_ACTOR, { query })).toEqual({ items: [], nextCursor: null });
    }
  });

  it("pages by rank then id, without repeating or skipping hits that share a rank", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search(ANONYMOUS_ACTOR, { query: "forecast", limit: 2, cursor });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...slugs(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.sort()).toEqual(["tie-a", "tie-b", "tie-c", "tie-d", "tie-e"]);
    const mixed: string[] = [];
    cursor = undefined;
    do {
      const page = await search(ANONYMOUS_ACTOR, { query: "pipeline", limit: 1, cursor });
      mixed.push(...slugs(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(mixed).toEqual(["title-match", "summary-match", "body-match"]);
  });

  it("answers 422 'Invalid cursor' for a cursor it did not hand out", async () => {
    const forged = Buffer.from(JSON.stringify(["0.5; drop table content_items", "x"])).toString("base64url");
    for (const cursor of ["nonsense", forged]) {
      const error = await search(ANONYMOUS_ACTOR, { query: "pipeline", cursor }).catch(
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "validation_failed", message: INVALID_CURSOR_MESSAGE });
    }
  });

  it("shows what an incubator's owner wrote to its author alone, among the repository's pieces", async () => {
    expect(slugs(await search(AUTHOR, { query: "pipeline" }))).toContain("our-pipeline");
    expect(slugs(await search(OTHER, { query: "pipeline" }))).not.toContain("our-pipeline");
    expect(slugs(await search(ANONYMOUS_ACTOR, { query: "pipeline" }))).not.toContain("our-pipeline");
  });

  it("answers from the search index, not by reading every row", async () => {
    const plan = await database.db.transaction(async (tx) => {
      // With few rows a scan is the cheaper plan; forbidding it shows whether the index can answer.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from content_items where search @@ websearch_to_tsquery('english', 'pipeline')`,
      );
      return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("content_items_search_idx");
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe(`reading one piece on ${testDatabaseDriver()}`, () => {
  it("reads a repository piece by collection and slug, rendered, with its kind's details", async () => {
    const piece = await readContent(database.db, ANONYMOUS_ACTOR, {
      collection: "library/tech-roles",
      slug: "what-a-cto-does",
    });
    expect(piece).toMatchObject({
      source: "repository",
      kind: "article",
      title: "What a CTO does",
      roles: ["cto", "ceo"],
      level: "starter",
      order: 10,
    });
    expect(piece.bodyHtml).toContain("<h3>Hiring engineers</h3>");
    expect(piece.details.questions).toHaveLength(2);
  });

  it("answers 404 'Content not found' for an unknown piece, and for another's unpublished one", async () => {
    const place = { collection: "courses/sales", slug: "our-pipeline" };
    for (const [actor, input] of [
      [ANONYMOUS_ACTOR, { collection: "library/tech-roles", slug: "no-such-article" }],
      [ANONYMOUS_ACTOR, { ...place, incubatorId }],
      [OTHER, { ...place, incubatorId }],
      // An incubator's piece is not found at a repository place, even for its author.
      [AUTHOR, place],
    ] as const) {
      const error = await readContent(database.db, actor, input).catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ code: "not_found", message: CONTENT_NOT_FOUND_MESSAGE });
    }
    expect(await readContent(database.db, AUTHOR, { ...place, incubatorId })).toMatchObject({
      source: "incubator",
      incubatorId,
      title: "Our own pipeline lesson",
    });
  });
});

describe(`listing a collection on ${testDatabaseDriver()}`, () => {
  it("lists a collection's pieces by their order, then slug, page after page", async () => {
    const first = await listContent(database.db, ANONYMOUS_ACTOR, { collection: "ordered", limit: 2 });
    expect(slugs(first)).toEqual(["early", "also-late"]);
    expect(first.items[0]).toMatchObject({ source: "repository", kind: "lesson", title: "Early", order: 10 });
    const second = await listContent(database.db, ANONYMOUS_ACTOR, {
      collection: "ordered",
      limit: 2,
      cursor: first.nextCursor ?? undefined,
    });
    expect(second).toEqual({ items: [expect.objectContaining({ slug: "late" })], nextCursor: null });
    expect(
      slugs(await listContent(database.db, ANONYMOUS_ACTOR, { collection: "library", limit: 10 })),
    ).toEqual([]);
    expect(
      slugs(
        await listContent(database.db, ANONYMOUS_ACTOR, {
          collection: "games/memory",
          kind: "pair",
          limit: 10,
        }),
      ),
    ).toEqual(["cto-architecture"]);
  });

  it("lists an incubator's collection to those who may read it, apart from the repository's", async () => {
    const course = { collection: "courses/sales", limit: 10 };
    expect(slugs(await listContent(database.db, AUTHOR, { ...course, incubatorId }))).toEqual([
      "our-pipeline",
    ]);
    expect(slugs(await listContent(database.db, OTHER, { ...course, incubatorId }))).toEqual([]);
    expect(slugs(await listContent(database.db, AUTHOR, course))).toEqual([]);
  });

  it("answers 422 'Invalid cursor' for a search's cursor", async () => {
    const searchPage = await search(ANONYMOUS_ACTOR, { query: "forecast", limit: 1 });
    const error = await listContent(database.db, ANONYMOUS_ACTOR, {
      collection: "paging",
      limit: 1,
      cursor: searchPage.nextCursor ?? "",
    }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: "validation_failed", message: INVALID_CURSOR_MESSAGE });
  });
});

describe("highlightSegments", () => {
  it("turns ts_headline's marks into segments, keeping any markup in the text as text", () => {
    expect(highlightSegments("a \u0002b\u0003 <em>c</em> \u0002d\u0003")).toEqual([
      { text: "a ", match: false },
      { text: "b", match: true },
      { text: " <em>c</em> ", match: false },
      { text: "d", match: true },
    ]);
    expect(highlightSegments("")).toEqual([]);
  });
});

describe(`the search index on ${testDatabaseDriver()}`, () => {
  it("takes new pieces straight into the index, so a bulk load leaves no pending list to slow search", async () => {
    const result = await database.db.execute<{ options: string[] | null }>(
      sql`select reloptions as options from pg_class where relname = 'content_items_search_idx'`,
    );
    expect(result.rows[0]?.options).toEqual(["fastupdate=false"]);
  });
});
