import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { contentItems } from "../../db/schema";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import { createTestDatabase, testDatabaseDriver } from "../../test/test-database";
import {
  BODY_MATCHES_RANKED,
  type ContentSearchInput,
  EXCERPT_WINDOW_CHARACTERS,
  searchContent,
} from "./content-search";

/*
 * The ranking rule of decision 041: title and summary matches first, ranked on them alone; then
 * body-only matches, of which the first BODY_MATCHES_RANKED by id are ranked and found.
 */

let database: DatabaseConnection;

function piece(collection: string, slug: string, text: { title?: string; summary?: string; body?: string }) {
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

/** Sorts after every generated id, so it is the last body-only match by id. */
const LAST_ID = "ffffffff-ffff-4fff-bfff-ffffffffffff";

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(contentItems).values([
    piece("ranked", "body-says-it-often", {
      body: "Budget here, budget there: the budget of a budget is a budget. Budget.",
    }),
    piece("ranked", "title-says-it", { title: "Budget basics" }),
    piece("ranked", "summary-says-it", { summary: "Where the budget goes." }),
    piece("stems", "body-stem", { body: "We invested early, and the investment paid." }),
    piece("stems", "title-stem", { title: "Investing early" }),
    piece("excerpts", "deep-match", {
      body: `${"Filler words before the point. ".repeat(60)}Here the zeppelin lands. ${"And after. ".repeat(20)}`,
    }),
  ]);
  // More body-only matches of one word than are ranked, in one statement (fast on either database).
  await db.execute(sql`
    insert into content_items (source, kind, collection, slug, title, summary, body_markdown, body_html,
      body_text, file_path, content_hash)
    select 'repository', 'lesson', 'capped', 'common-' || n, 'Piece ' || n, 'A piece.', 'Ubiquitous word.',
      '<p>Ubiquitous word.</p>', 'Ubiquitous word.', 'content/capped/common-' || n || '.md', 'common-' || n
    from generate_series(1, ${BODY_MATCHES_RANKED}) as n`);
  await db.insert(contentItems).values({
    ...piece("capped", "past-the-cap", { body: "Ubiquitous word, and a rare marmoset." }),
    id: LAST_ID,
  });
});
afterAll(() => database.close());

const search = (input: Partial<ContentSearchInput> & { query: string }) =>
  searchContent(database.db, ANONYMOUS_ACTOR, { limit: 20, ...input });

const slugs = (page: { items: { slug: string }[] }) => page.items.map((item) => item.slug);

/** Every hit, page after page. */
async function allHits(input: Partial<ContentSearchInput> & { query: string }): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await search({ ...input, cursor });
    seen.push(...slugs(page));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return seen;
}

describe(`the search's ranking rule on ${testDatabaseDriver()}`, () => {
  it("ranks a title match, then a summary match, before a body-only match however often the body says it", async () => {
    expect(slugs(await search({ query: "budget", collection: "ranked" }))).toEqual([
      "title-says-it",
      "summary-says-it",
      "body-says-it-often",
    ]);
  });

  it("keeps the order across pages, from the title matches into the body-only ones", async () => {
    expect(await allHits({ query: "budget", collection: "ranked", limit: 1 })).toEqual([
      "title-says-it",
      "summary-says-it",
      "body-says-it-often",
    ]);
  });

  it("still finds words in any form, in the title and in the body", async () => {
    const page = await search({ query: "invest", collection: "stems" });
    expect(slugs(page)).toEqual(["title-stem", "body-stem"]);
    expect(page.items[1]?.excerpt.filter((segment) => segment.match).map((segment) => segment.text)).toEqual([
      "invested",
      "investment",
    ]);
  });

  it("cuts a long body's excerpt around its first match, whole words only", async () => {
    const [hit] = (await search({ query: "zeppelin", collection: "excerpts" })).items;
    const excerpt = hit?.excerpt.map((segment) => segment.text).join("") ?? "";
    expect(hit?.excerpt.filter((segment) => segment.match).map((segment) => segment.text)).toEqual([
      "zeppelin",
    ]);
    expect(excerpt.length).toBeLessThan(EXCERPT_WINDOW_CHARACTERS);
    expect(excerpt).not.toMatch(/\b(ller|ords|efore|oint)\b/);
  });

  it("ranks only the first body-only matches of a common word; a more specific query finds one past them", {
    timeout: 60_000,
  }, async () => {
    const common = await allHits({ query: "ubiquitous", collection: "capped", limit: 250 });
    expect(common).toHaveLength(BODY_MATCHES_RANKED);
    expect(new Set(common).size).toBe(BODY_MATCHES_RANKED);
    expect(common).not.toContain("past-the-cap");
    expect(slugs(await search({ query: "ubiquitous marmoset", collection: "capped" }))).toEqual([
      "past-the-cap",
    ]);
  });

  it("answers a title-and-summary match from its own index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      // With few rows a scan is the cheaper plan; forbidding it shows whether the index can answer.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from content_items where search_heading @@ websearch_to_tsquery('english', 'budget')`,
      );
      return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("content_items_search_heading_idx");
  });
});
