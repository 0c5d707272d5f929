import { createHash } from "node:crypto";
import { countWords } from "@hatchery/shared";
import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentItems } from "../../db/schema";
import { renderMarkdownHtml, renderMarkdownTreeHtml } from "../../lib/markdown-html";
import { markdownPlainText, markdownTreePlainText } from "../../lib/markdown-text";
import { type ContentFile, contentDetails, readContentFolder } from "./content-files";

/** Any fixed number works; it only has to be the same for every instance, and differ from the migrations'. */
const CONTENT_LOAD_LOCK_KEY = 4_711_203_101;

export interface ContentLoadResult {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
}

const placeKey = (collection: string, slug: string) => `${collection}/${slug}`;

/** The file's hash and the site it was rendered for: links to the site's own address render differently. */
function storedHash(file: ContentFile, siteUrl: string): string {
  return createHash("sha256").update(`${file.hash}\n${siteUrl}`).digest("hex");
}

/** A file's text for search and its HTML, for the site `siteUrl`. */
interface RenderedBody {
  bodyText: string;
  bodyHtml: string;
}

async function storedRow(file: ContentFile, siteUrl: string, rendered?: RenderedBody) {
  const { frontMatter } = file;
  const bodyText = rendered?.bodyText ?? (await markdownPlainText(file.body));
  return {
    source: "repository" as const,
    incubatorId: null,
    authorId: null,
    kind: frontMatter.kind,
    collection: file.collection,
    slug: file.slug,
    title: frontMatter.title,
    summary: frontMatter.summary,
    tags: frontMatter.tags,
    roles: "roles" in frontMatter ? (frontMatter.roles ?? []) : [],
    level: "level" in frontMatter ? frontMatter.level : null,
    position: frontMatter.order,
    details: contentDetails(frontMatter),
    bodyMarkdown: file.body,
    bodyHtml: rendered?.bodyHtml ?? (await renderMarkdownHtml(file.body, siteUrl)),
    bodyText,
    wordCount: countWords(bodyText),
    filePath: file.path,
    contentHash: storedHash(file, siteUrl),
  };
}

type StoredRow = Awaited<ReturnType<typeof storedRow>>;

/** Rows per insert: well below PostgreSQL's 65,535 parameters a statement at 19 columns a row. */
const WRITE_BATCH_ROWS = 100;

/** A stored piece whose file changed takes every field the file gives (`storedRow`'s) from it. */
const STORED_FROM_FILE = (() => {
  const columns = getTableColumns(contentItems);
  const fields = [
    "source",
    "incubatorId",
    "authorId",
    "kind",
    "collection",
    "slug",
    "title",
    "summary",
    "tags",
    "roles",
    "level",
    "position",
    "details",
    "bodyMarkdown",
    "bodyHtml",
    "bodyText",
    "wordCount",
    "filePath",
    "contentHash",
  ] as const satisfies readonly (keyof StoredRow & keyof typeof columns)[];
  // Every field of the row, so that a new one cannot be stored on insert and left stale on update.
  const everyField: Exclude<keyof StoredRow, (typeof fields)[number]> extends never ? true : false = true;
  if (!everyField) throw new Error("unreachable");
  return {
    ...Object.fromEntries(fields.map((field) => [field, sql.raw(`excluded.${columns[field].name}`)])),
    updatedAt: sql`now()`,
  };
})();

/**
 * Brings the repository's content in the database in line with `files`, in one transaction: a file
 * whose hash differs from the stored one is stored again (rendered by the server renderer for
 * `siteUrl`), a new one added, a stored piece whose file is gone removed, and an unchanged one not
 * written at all. Instances starting together take turns on an advisory lock, so the second finds the
 * first's work done.
 */
export async function syncRepositoryContent(
  db: Database,
  files: readonly ContentFile[],
  siteUrl: string,
  /** Files rendered already, by path (`loadRepositoryContent` renders them as it checks their links). */
  renderedBodies: ReadonlyMap<string, RenderedBody> = new Map(),
): Promise<ContentLoadResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOAD_LOCK_KEY})`);
    const stored = await tx
      .select({
        id: contentItems.id,
        collection: contentItems.collection,
        slug: contentItems.slug,
        contentHash: contentItems.contentHash,
      })
      .from(contentItems)
      .where(eq(contentItems.source, "repository"));
    const storedByPlace = new Map(stored.map((row) => [placeKey(row.collection, row.slug), row]));
    const result: ContentLoadResult = { added: 0, updated: 0, removed: 0, unchanged: 0 };
    const filePlaces = new Set<string>();
    const rows: StoredRow[] = [];
    for (const file of files) {
      const place = placeKey(file.collection, file.slug);
      filePlaces.add(place);
      const existing = storedByPlace.get(place);
      if (existing?.contentHash === storedHash(file, siteUrl)) {
        result.unchanged += 1;
        continue;
      }
      rows.push(await storedRow(file, siteUrl, renderedBodies.get(file.path)));
      if (existing) result.updated += 1;
      else result.added += 1;
    }
    // A few statements of many rows rather than one per file: a first start stores every file, and
    // each statement costs the embedded database far more than a row.
    for (let from = 0; from < rows.length; from += WRITE_BATCH_ROWS) {
      await tx
        .insert(contentItems)
        .values(rows.slice(from, from + WRITE_BATCH_ROWS))
        .onConflictDoUpdate({
          target: [contentItems.collection, contentItems.slug],
          targetWhere: sql`${contentItems.source} = 'repository'`,
          set: STORED_FROM_FILE,
        });
    }
    const goneIds = stored
      .filter((row) => !filePlaces.has(placeKey(row.collection, row.slug)))
      .map((row) => row.id);
    if (goneIds.length > 0) {
      await tx
        .delete(contentItems)
        .where(and(eq(contentItems.source, "repository"), inArray(contentItems.id, goneIds)));
      result.removed = goneIds.length;
    }
    return result;
  });
}

/**
 * The start's step: reads and checks every file of `folder` first, so a broken file stops the start
 * with its path and the problem before anything is written. Each file's markdown is parsed once: the
 * link check hands the tree on, and a file to store is rendered from it. When every file is stored
 * already as it is (checked when it was stored, and the build checks them too), nothing is parsed.
 */
export async function loadRepositoryContent(
  db: Database,
  folder: string,
  siteUrl: string,
): Promise<ContentLoadResult> {
  const stored = new Map(
    (
      await db
        .select({
          collection: contentItems.collection,
          slug: contentItems.slug,
          hash: contentItems.contentHash,
        })
        .from(contentItems)
        .where(eq(contentItems.source, "repository"))
    ).map((row) => [placeKey(row.collection, row.slug), row.hash]),
  );
  const isStored = (file: ContentFile) =>
    stored.get(placeKey(file.collection, file.slug)) === storedHash(file, siteUrl);
  const renderedBodies = new Map<string, RenderedBody>();
  const files = await readContentFolder(folder, {
    linksNeedChecking: (all) => all.length !== stored.size || !all.every(isStored),
    onParsed: async (file, tree) => {
      if (isStored(file)) return;
      // The text first: the HTML's rendering turns the tree's raw HTML into text.
      const bodyText = markdownTreePlainText(tree);
      renderedBodies.set(file.path, {
        bodyText,
        bodyHtml: await renderMarkdownTreeHtml(tree, file.body, siteUrl),
      });
    },
  });
  return syncRepositoryContent(db, files, siteUrl, renderedBodies);
}
