import { createHash } from "node:crypto";
import { countWords } from "@hatchery/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentItems } from "../../db/schema";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import { markdownPlainText } from "../../lib/markdown-text";
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

async function storedRow(file: ContentFile, siteUrl: string) {
  const { frontMatter } = file;
  const bodyText = await markdownPlainText(file.body);
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
    bodyHtml: await renderMarkdownHtml(file.body, siteUrl),
    bodyText,
    wordCount: countWords(bodyText),
    filePath: file.path,
    contentHash: storedHash(file, siteUrl),
  };
}

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
    for (const file of files) {
      const place = placeKey(file.collection, file.slug);
      filePlaces.add(place);
      const existing = storedByPlace.get(place);
      if (existing?.contentHash === storedHash(file, siteUrl)) {
        result.unchanged += 1;
        continue;
      }
      const row = await storedRow(file, siteUrl);
      await tx
        .insert(contentItems)
        .values(row)
        .onConflictDoUpdate({
          target: [contentItems.collection, contentItems.slug],
          targetWhere: sql`${contentItems.source} = 'repository'`,
          set: { ...row, updatedAt: sql`now()` },
        });
      if (existing) result.updated += 1;
      else result.added += 1;
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
 * with its path and the problem before anything is written.
 */
export async function loadRepositoryContent(
  db: Database,
  folder: string,
  siteUrl: string,
): Promise<ContentLoadResult> {
  return syncRepositoryContent(db, await readContentFolder(folder), siteUrl);
}
