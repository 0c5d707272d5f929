import {
  type CheckQuestion,
  CONTENT_NOT_FOUND_MESSAGE,
  type CoreTeamRole,
  isLibrarySection,
  LIBRARY_SECTIONS,
  type LibrarySection,
  type LibraryStatus,
} from "@hatchery/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentItems, libraryBookmarks, libraryProgress } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import * as contentPolicy from "../content/content.policy";

/*
 * The library's articles as stored content (decision 031): the repository's pieces of kind `article`
 * in the collections `library/<section>`, and what a person did with them.
 */

export interface StoredArticle {
  section: LibrarySection;
  slug: string;
  title: string;
  summary: string;
  level: "starter" | "practitioner";
  roles: CoreTeamRole[];
  tags: string[];
  order: number;
  words: number;
  /** When its file last changed: the loader stores a file again only when its text differs. */
  updatedAt: Date;
}

function sectionOf(collection: string): LibrarySection {
  const section = collection.slice("library/".length);
  if (!isLibrarySection(section)) throw new Error(`not a library collection: ${collection}`);
  return section;
}

const articleColumns = {
  collection: contentItems.collection,
  slug: contentItems.slug,
  title: contentItems.title,
  summary: contentItems.summary,
  level: contentItems.level,
  roles: contentItems.roles,
  tags: contentItems.tags,
  order: contentItems.position,
  // Counted when the piece is stored (decision 041), not on each request.
  words: contentItems.wordCount,
  updatedAt: contentItems.updatedAt,
};

function libraryArticles(actor: Actor, collections: readonly string[]) {
  return and(
    eq(contentItems.source, "repository"),
    eq(contentItems.kind, "article"),
    inArray(contentItems.collection, [...collections]),
    contentPolicy.readableBy(actor),
  );
}

function toStored(row: {
  collection: string;
  slug: string;
  title: string;
  summary: string;
  level: string | null;
  roles: string[];
  tags: string[];
  order: number;
  words: number;
  updatedAt: Date;
}): StoredArticle {
  return {
    section: sectionOf(row.collection),
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    level: row.level === "practitioner" ? "practitioner" : "starter",
    roles: row.roles as CoreTeamRole[],
    tags: row.tags,
    order: row.order,
    words: row.words,
    updatedAt: row.updatedAt,
  };
}

/**
 * Every article of the sections asked for, each section in its order (order, then slug). A section is
 * written in the repository and holds a few dozen articles at most, so it is read whole, not paged.
 */
export async function readArticles(
  db: Database,
  actor: Actor,
  sections: readonly LibrarySection[] = LIBRARY_SECTIONS,
): Promise<StoredArticle[]> {
  const rows = await db
    .select(articleColumns)
    .from(contentItems)
    .where(
      libraryArticles(
        actor,
        sections.map((section) => `library/${section}`),
      ),
    )
    .orderBy(asc(contentItems.collection), asc(contentItems.position), asc(contentItems.slug));
  return rows.map(toStored);
}

export interface ArticleBody {
  html: string;
  markdown: string;
  questions: CheckQuestion[];
}

/** An article's body and check questions; 404 'Content not found' for an unknown section or slug. */
export async function readArticleBody(
  db: Database,
  actor: Actor,
  place: { section: string; slug: string },
): Promise<ArticleBody> {
  if (!isLibrarySection(place.section)) throw new AppError("not_found", CONTENT_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select({
      html: contentItems.bodyHtml,
      markdown: contentItems.bodyMarkdown,
      details: contentItems.details,
    })
    .from(contentItems)
    .where(and(libraryArticles(actor, [`library/${place.section}`]), eq(contentItems.slug, place.slug)))
    .limit(1);
  if (!row) throw new AppError("not_found", CONTENT_NOT_FOUND_MESSAGE);
  const questions = Array.isArray(row.details.questions) ? (row.details.questions as CheckQuestion[]) : [];
  return { html: row.html, markdown: row.markdown, questions };
}

/** The section a place names, or 404 'Content not found'. */
export function knownSection(section: string): LibrarySection {
  if (!isLibrarySection(section)) throw new AppError("not_found", CONTENT_NOT_FOUND_MESSAGE);
  return section;
}

/** Whether the article exists (and is readable); 404 'Content not found' otherwise. */
export async function assertArticleExists(
  db: Database,
  actor: Actor,
  place: { section: string; slug: string },
): Promise<{ section: LibrarySection; slug: string }> {
  const section = knownSection(place.section);
  const [row] = await db
    .select({ slug: contentItems.slug })
    .from(contentItems)
    .where(and(libraryArticles(actor, [`library/${section}`]), eq(contentItems.slug, place.slug)))
    .limit(1);
  if (!row) throw new AppError("not_found", CONTENT_NOT_FOUND_MESSAGE);
  return { section, slug: row.slug };
}

export interface PersonalMarks {
  status: (section: string, slug: string) => LibraryStatus;
  bookmarked: (section: string, slug: string) => boolean;
}

const NO_MARKS: PersonalMarks = { status: () => "unread", bookmarked: () => false };

/** The person's status and bookmarks for every article (a visitor has none on the server). */
export async function readPersonalMarks(
  db: Database,
  actor: Actor,
  sections: readonly LibrarySection[] = LIBRARY_SECTIONS,
): Promise<PersonalMarks> {
  if (actor.kind !== "user") return NO_MARKS;
  const [progress, bookmarks] = await Promise.all([
    db
      .select({
        section: libraryProgress.section,
        slug: libraryProgress.slug,
        status: libraryProgress.status,
      })
      .from(libraryProgress)
      .where(and(eq(libraryProgress.userId, actor.userId), inArray(libraryProgress.section, [...sections]))),
    db
      .select({ section: libraryBookmarks.section, slug: libraryBookmarks.slug })
      .from(libraryBookmarks)
      .where(
        and(eq(libraryBookmarks.userId, actor.userId), inArray(libraryBookmarks.section, [...sections])),
      ),
  ]);
  const statuses = new Map(progress.map((row) => [`${row.section}/${row.slug}`, row.status]));
  const marked = new Set(bookmarks.map((row) => `${row.section}/${row.slug}`));
  return {
    status: (section, slug) => statuses.get(`${section}/${slug}`) ?? "unread",
    bookmarked: (section, slug) => marked.has(`${section}/${slug}`),
  };
}
