import {
  CONTENT_NOT_FOUND_MESSAGE,
  type CoreTeamRole,
  LIBRARY_RELATED_COUNT,
  LIBRARY_SECTIONS,
  type LibraryArticleRef,
  type LibraryArticleResponse,
  type LibraryArticleSummary,
  type LibraryOverviewResponse,
  type LibrarySearchResponse,
  type LibrarySection,
  type LibrarySectionResponse,
  type LibraryStatus,
  libraryArticlePath,
  readingMinutes,
} from "@hatchery/shared";
import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { libraryProgress } from "../../db/schema";
import { type Actor, ANONYMOUS_ACTOR } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { searchContent } from "../content/content.service";
import * as libraryPolicy from "./library.policy";
import { articleWithHeadings } from "./library-article-html";
import {
  knownSection,
  type PersonalMarks,
  readArticleBody,
  readArticles,
  readPersonalMarks,
  type StoredArticle,
} from "./library-articles";

/* Reading the library (docs/decisions/037-library.md): its sections, their articles, one article, search. */

const refOf = (article: StoredArticle): LibraryArticleRef => ({
  section: article.section,
  slug: article.slug,
  title: article.title,
});

function summaryOf(article: StoredArticle, marks: PersonalMarks): LibraryArticleSummary {
  return {
    ...refOf(article),
    summary: article.summary,
    level: article.level,
    roles: article.roles,
    readingMinutes: readingMinutes(article.words),
    status: marks.status(article.section, article.slug),
    bookmarked: marks.bookmarked(article.section, article.slug),
  };
}

/** The sections with their article counts, the person's progress in each, and where to continue. */
export async function readLibraryOverview(db: Database, actor: Actor): Promise<LibraryOverviewResponse> {
  libraryPolicy.assertCan(actor, "read", null);
  const [articles, marks] = await Promise.all([readArticles(db, actor), readPersonalMarks(db, actor)]);
  const sections = LIBRARY_SECTIONS.map((section) => {
    const inSection = articles.filter((article) => article.section === section);
    const statuses = inSection.map((article) => marks.status(article.section, article.slug));
    return {
      section,
      articleCount: inSection.length,
      readCount: statuses.filter((status) => status !== "unread").length,
      masteredCount: statuses.filter((status) => status === "mastered").length,
    };
  });
  return { sections, continueReading: await continueReading(db, actor, articles) };
}

/** The last article the person opened and has not mastered, if it is still in the library. */
async function continueReading(
  db: Database,
  actor: Actor,
  articles: readonly StoredArticle[],
): Promise<LibraryArticleRef | null> {
  if (actor.kind !== "user") return null;
  const opened = await db
    .select({ section: libraryProgress.section, slug: libraryProgress.slug })
    .from(libraryProgress)
    .where(
      and(
        eq(libraryProgress.userId, actor.userId),
        ne(libraryProgress.status, "mastered"),
        isNotNull(libraryProgress.lastOpenedAt),
      ),
    )
    .orderBy(desc(libraryProgress.lastOpenedAt))
    .limit(5);
  for (const place of opened) {
    const article = articles.find((one) => one.section === place.section && one.slug === place.slug);
    if (article) return refOf(article);
  }
  return null;
}

/** A section's articles in order, each with its reading time and the person's status and bookmark. */
export async function readLibrarySection(
  db: Database,
  actor: Actor,
  input: { section: string },
): Promise<LibrarySectionResponse> {
  libraryPolicy.assertCan(actor, "read", null);
  const section = knownSection(input.section);
  const [articles, marks] = await Promise.all([
    readArticles(db, actor, [section]),
    readPersonalMarks(db, actor, [section]),
  ]);
  return { section, articles: articles.map((article) => summaryOf(article, marks)) };
}

/**
 * Up to three other articles, those sharing the most roles and tags first, then the library's order:
 * what to read next on the same subject, from any section.
 */
function relatedArticles(article: StoredArticle, articles: readonly StoredArticle[]): LibraryArticleRef[] {
  const shared = (other: StoredArticle) =>
    other.roles.filter((role) => article.roles.includes(role)).length +
    other.tags.filter((tag) => article.tags.includes(tag)).length;
  return articles
    .map((other, index) => ({ other, index, score: shared(other) }))
    .filter(
      ({ other, score }) => score > 0 && !(other.section === article.section && other.slug === article.slug),
    )
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, LIBRARY_RELATED_COUNT)
    .map(({ other }) => refOf(other));
}

/**
 * One article: its HTML with a table of contents, its check questions without their answers, the
 * articles before and after it in its section, and related ones. Opening it is remembered for a
 * signed-in person ("continue where you left off").
 */
export async function readLibraryArticle(
  db: Database,
  actor: Actor,
  input: { section: string; slug: string; now: Date },
): Promise<LibraryArticleResponse> {
  libraryPolicy.assertCan(actor, "read", null);
  const body = await readArticleBody(db, actor, input);
  const [articles, marks] = await Promise.all([readArticles(db, actor), readPersonalMarks(db, actor)]);
  const inSection = articles.filter((article) => article.section === input.section);
  const position = inSection.findIndex((article) => article.slug === input.slug);
  const article = inSection[position];
  // Only a file removed between the two reads leaves it out of the list.
  if (!article) throw new AppError("not_found", CONTENT_NOT_FOUND_MESSAGE);
  if (actor.kind === "user") {
    await db
      .insert(libraryProgress)
      .values({ userId: actor.userId, section: article.section, slug: article.slug, lastOpenedAt: input.now })
      .onConflictDoUpdate({
        target: [libraryProgress.userId, libraryProgress.section, libraryProgress.slug],
        set: { lastOpenedAt: input.now },
      });
  }
  const previous = inSection[position - 1];
  const next = inSection[position + 1];
  const { html, headings } = articleWithHeadings(body.html, body.markdown);
  return {
    ...summaryOf(article, marks),
    tags: article.tags,
    html,
    headings,
    questions: body.questions.map((question) => ({ prompt: question.prompt, options: question.options })),
    previous: previous ? refOf(previous) : null,
    next: next ? refOf(next) : null,
    related: relatedArticles(article, articles),
  };
}

/** Full-text search of the library's articles, best first, the matching words marked (decision 031). */
export async function searchLibrary(
  db: Database,
  actor: Actor,
  input: { q: string; cursor?: string; limit: number },
): Promise<LibrarySearchResponse> {
  libraryPolicy.assertCan(actor, "read", null);
  const page = await searchContent(db, actor, {
    query: input.q,
    collection: "library",
    kind: "article",
    cursor: input.cursor,
    limit: input.limit,
  });
  return {
    nextCursor: page.nextCursor,
    items: page.items
      .filter((hit) => hit.incubatorId === null)
      .map((hit) => ({
        section: hit.collection.slice("library/".length),
        slug: hit.slug,
        title: hit.title,
        excerpt: hit.excerpt,
      })),
  };
}

/**
 * Every article's page, in the library's order, for the sitemap: what a visitor can open, with when its
 * file last changed (the content loader stores a file again only when it differs).
 */
export async function listLibraryArticlePages(db: Database): Promise<{ path: string; updatedAt: Date }[]> {
  const articles = await readArticles(db, ANONYMOUS_ACTOR);
  return articles.map((article) => ({
    path: libraryArticlePath(article.section, article.slug),
    updatedAt: article.updatedAt,
  }));
}

/** An article with the reader's status, as another module (the skills profile) reads the library. */
export interface ArticleStanding {
  section: LibrarySection;
  slug: string;
  title: string;
  level: "starter" | "practitioner";
  roles: CoreTeamRole[];
  status: LibraryStatus;
}

/**
 * Every article in the library's order with the person's status, and the article to continue: what the
 * skills profile counts per role and suggests from. A visitor's statuses are all unread.
 */
export async function readLibraryStanding(
  db: Database,
  actor: Actor,
): Promise<{ articles: ArticleStanding[]; continueReading: LibraryArticleRef | null }> {
  libraryPolicy.assertCan(actor, "read", null);
  const [articles, marks] = await Promise.all([readArticles(db, actor), readPersonalMarks(db, actor)]);
  return {
    articles: articles.map((article) => ({
      section: article.section,
      slug: article.slug,
      title: article.title,
      level: article.level,
      roles: article.roles,
      status: marks.status(article.section, article.slug),
    })),
    continueReading: await continueReading(db, actor, articles),
  };
}
