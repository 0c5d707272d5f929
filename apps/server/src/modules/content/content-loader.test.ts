import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { contentItems, incubators } from "../../db/schema";
import { loadEnv } from "../../env";
import { createManualClock } from "../../lib/clock";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import { markdownPlainText } from "../../lib/markdown-text";
import { prepareDatabase } from "../../server";
import { TEST_PUBLIC_URL } from "../../test/test-app";
import { createTestDatabase, testDatabaseDriver } from "../../test/test-database";
import { ContentFolderError, readContentFolder } from "./content-files";
import { loadRepositoryContent, syncRepositoryContent } from "./content-loader";

const FIXTURES = path.resolve(import.meta.dirname, "../../test/content-fixtures");
const CTO_ARTICLE = "library/tech-roles/what-a-cto-does.md";

let database: DatabaseConnection;
let folder: string;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(contentItems);
  folder = await mkdtemp(path.join(tmpdir(), "hatchery-content-"));
  await cp(FIXTURES, folder, { recursive: true });
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const load = () => loadRepositoryContent(database.db, folder, TEST_PUBLIC_URL);

/** Each stored row's place with its row version (xmin), which any write to the row changes. */
async function rowVersions(): Promise<Record<string, string>> {
  const rows = await database.db
    .select({
      collection: contentItems.collection,
      slug: contentItems.slug,
      version: sql<string>`${sql.raw('"content_items"."xmin"')}::text`,
    })
    .from(contentItems);
  return Object.fromEntries(rows.map((row) => [`${row.collection}/${row.slug}`, row.version]));
}

describe(`loading the content files on ${testDatabaseDriver()}`, () => {
  it("stores every file on the first load, rendered by the server renderer, with its words and details", async () => {
    expect(await load()).toEqual({ added: 5, updated: 0, removed: 0, unchanged: 0 });
    const rows = await database.db.select().from(contentItems).orderBy(asc(contentItems.collection));
    expect(rows.map((row) => `${row.kind} ${row.collection}/${row.slug}`)).toEqual([
      "question assessment/role-fit/an-angry-customer",
      "game-scenario games/career/launch-day-outage",
      "pair games/memory/cto-architecture",
      "article library/sales-lifecycle/qualifying-a-lead",
      "article library/tech-roles/what-a-cto-does",
    ]);
    const article = rows.find((row) => row.slug === "what-a-cto-does");
    expect(article).toMatchObject({
      source: "repository",
      incubatorId: null,
      authorId: null,
      title: "What a CTO does",
      summary: "The technical leader's week, from architecture decisions to hiring engineers.",
      tags: ["leadership", "engineering"],
      roles: ["cto", "ceo"],
      level: "starter",
      position: 10,
      filePath: `${path.basename(folder)}/${CTO_ARTICLE}`,
    });
    expect(article?.bodyHtml).toContain("<h3>A week of a CTO</h3>");
    expect(article?.bodyHtml).toContain("<strong>how</strong>");
    // A link to the site's own page stays in the app: no new tab.
    expect(article?.bodyHtml).toContain('<a href="/library/tech-roles">the library</a>');
    expect(article?.bodyText).toContain(
      "A week of a CTO\nA chief technology officer decides how the product",
    );
    expect(article?.bodyText).not.toContain("**");
    // Stored with the piece, so lists read it instead of counting on each request.
    expect(article?.wordCount).toBe(article?.bodyText.split(/\s+/).filter(Boolean).length);
    expect(article?.wordCount).toBeGreaterThan(50);
    expect(article?.details).toEqual({
      questions: [
        expect.objectContaining({ prompt: "Who decides how the product is built?", answer: 0 }),
        expect.objectContaining({ prompt: "What does a CTO of a small startup spend most time on?" }),
      ],
    });
    const pair = rows.find((row) => row.kind === "pair");
    expect(pair).toMatchObject({ level: null, roles: ["cto"], details: { match: "Architecture decisions" } });
  });

  it("writes nothing when no file changed", async () => {
    await load();
    const before = await rowVersions();
    expect(await load()).toEqual({ added: 0, updated: 0, removed: 0, unchanged: 5 });
    expect(await rowVersions()).toEqual(before);
  });

  it("stores again only the file that changed", async () => {
    await load();
    const before = await rowVersions();
    const file = path.join(folder, CTO_ARTICLE);
    await writeFile(
      file,
      (await readFile(file, "utf8"))
        .replace("title: What a CTO does", "title: What a chief technology officer does")
        .replace("## Hiring engineers", "## Hiring and growing engineers"),
    );
    expect(await load()).toEqual({ added: 0, updated: 1, removed: 0, unchanged: 4 });
    const [article] = await database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.slug, "what-a-cto-does"));
    expect(article?.title).toBe("What a chief technology officer does");
    expect(article?.bodyHtml).toContain("<h3>Hiring and growing engineers</h3>");
    const after = await rowVersions();
    const changed = Object.keys(after).filter((place) => after[place] !== before[place]);
    expect(changed).toEqual(["library/tech-roles/what-a-cto-does"]);
  });

  it("renders every file again for another site address", async () => {
    await load();
    expect(await loadRepositoryContent(database.db, folder, "https://other.example")).toMatchObject({
      updated: 5,
      unchanged: 0,
    });
  });

  it("removes the pieces whose files are gone, and never what an incubator's owner wrote", async () => {
    await load();
    const [incubator] = await database.db
      .insert(incubators)
      .values({ slug: "content-loader-test", name: "Content loader test" })
      .onConflictDoUpdate({ target: incubators.slug, set: { name: "Content loader test" } })
      .returning({ id: incubators.id });
    await database.db.insert(contentItems).values({
      source: "incubator",
      incubatorId: incubator?.id,
      kind: "lesson",
      collection: "library/tech-roles",
      slug: "what-a-cto-does",
      title: "Our own CTO lesson",
      summary: "Written by the owner.",
      bodyMarkdown: "Text",
      bodyHtml: "<p>Text</p>",
      bodyText: "Text",
      contentHash: "written",
    });
    await rm(path.join(folder, CTO_ARTICLE));
    expect(await load()).toEqual({ added: 0, updated: 0, removed: 1, unchanged: 4 });
    const left = await database.db
      .select({ source: contentItems.source, title: contentItems.title })
      .from(contentItems)
      .where(eq(contentItems.slug, "what-a-cto-does"));
    expect(left).toEqual([{ source: "incubator", title: "Our own CTO lesson" }]);
  });

  it("stores the text and HTML each body renders to on its own, though the loader parses it once", async () => {
    await load();
    const rows = await database.db.select().from(contentItems);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.bodyHtml).toBe(await renderMarkdownHtml(row.bodyMarkdown, TEST_PUBLIC_URL));
      expect(row.bodyText).toBe(await markdownPlainText(row.bodyMarkdown));
    }
  });

  it("checks the links again once a file changed after a load that found every file stored", async () => {
    await load();
    expect(await load()).toMatchObject({ unchanged: 5 });
    const file = path.join(folder, CTO_ARTICLE);
    await writeFile(
      file,
      `${await readFile(file, "utf8")}\nSee [a gone article](/library/tech-roles/no-such-article).\n`,
    );
    const error = await load().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ContentFolderError);
    expect((error as Error).message).toContain("no article library/tech-roles/no-such-article.md");
  });

  it("refuses a folder with a broken file, naming it, and writes nothing", async () => {
    await load();
    const before = await rowVersions();
    await writeFile(path.join(folder, CTO_ARTICLE), "---\nkind: article\ntitle: Half written\n---\nText");
    await rm(path.join(folder, "games/memory/cto-architecture.md"));
    const error = await load().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ContentFolderError);
    expect((error as Error).message).toContain(`${CTO_ARTICLE}: summary: `);
    expect(await rowVersions()).toEqual(before);
  });

  it("loads once when several instances start together: the others find it done", async () => {
    const files = await readContentFolder(folder);
    const results = await Promise.all([
      syncRepositoryContent(database.db, files, TEST_PUBLIC_URL),
      syncRepositoryContent(database.db, files, TEST_PUBLIC_URL),
      syncRepositoryContent(database.db, files, TEST_PUBLIC_URL),
    ]);
    expect(results.map((result) => result.added).sort()).toEqual([0, 0, 5]);
    expect(results.map((result) => result.unchanged).sort()).toEqual([0, 5, 5]);
    expect(Object.keys(await rowVersions())).toHaveLength(5);
  });

  it("is a step of every start, between the migrations and the seed", async () => {
    const env = loadEnv({
      NODE_ENV: "test",
      SEED_DEMO: "false",
      PUBLIC_URL: TEST_PUBLIC_URL,
      CONTENT_DIR: folder,
    });
    const logger = pino({ level: "silent" });
    const clock = createManualClock(new Date("2026-11-28T12:00:00Z"));
    await prepareDatabase(database, env, logger, clock);
    expect(Object.keys(await rowVersions())).toHaveLength(5);
    await writeFile(path.join(folder, "library/tech-roles/broken.md"), "no front matter");
    await expect(prepareDatabase(database, env, logger, clock)).rejects.toThrow(
      "library/tech-roles/broken.md: it must begin with front matter",
    );
  });
});
