import {
  higherLibraryStatus,
  isLibrarySection,
  LIBRARY_ANSWERS_MESSAGE,
  type LibraryAnswersResponse,
  type LibraryBookmarksResponse,
  type LibraryMergeInput,
  type LibraryProgressResponse,
  type LibraryStatus,
} from "@hatchery/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { libraryBookmarks, libraryProgress } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { publishEvent } from "../../lib/realtime/event-log";
import * as libraryPolicy from "./library.policy";
import { assertArticleExists, readArticleBody, readArticles } from "./library-articles";

/*
 * A person's progress through the library and their bookmarks (docs/decisions/037-library.md). One row
 * per person and article; every write is an upsert whose status only rises, so a repeated request, two
 * tabs or a merged visitor's progress never doubles a row nor lowers what was reached.
 */

type Place = { section: string; slug: string };

function signedIn(actor: Actor): string {
  libraryPolicy.assertCan(actor, "keepProgress", null);
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

/** The higher of the stored status and the new one, in SQL, for an upsert's update. */
const risenStatus = sql`case
  when ${libraryProgress.status} = 'mastered' or excluded.status = 'mastered' then 'mastered'
  when ${libraryProgress.status} = 'read' or excluded.status = 'read' then 'read'
  else 'unread' end`;

/** Raises the person's status of an article; the status it has afterwards. */
async function raiseStatus(
  tx: Database,
  userId: string,
  place: Place,
  status: LibraryStatus,
  now: Date,
): Promise<{ status: LibraryStatus; before: LibraryStatus }> {
  const [before] = await tx
    .select({ status: libraryProgress.status })
    .from(libraryProgress)
    .where(progressOf(userId, place))
    .for("update");
  await tx
    .insert(libraryProgress)
    .values({
      userId,
      section: place.section,
      slug: place.slug,
      status,
      readAt: status === "unread" ? null : now,
      answeredAt: status === "mastered" ? now : null,
    })
    .onConflictDoUpdate({
      target: [libraryProgress.userId, libraryProgress.section, libraryProgress.slug],
      set: {
        status: risenStatus,
        readAt: sql`coalesce(${libraryProgress.readAt}, excluded.read_at)`,
        answeredAt: sql`coalesce(excluded.answered_at, ${libraryProgress.answeredAt})`,
      },
    });
  const previous = before?.status ?? "unread";
  return { status: higherLibraryStatus(previous, status), before: previous };
}

function progressOf(userId: string, place: Place) {
  return and(
    eq(libraryProgress.userId, userId),
    eq(libraryProgress.section, place.section),
    eq(libraryProgress.slug, place.slug),
  );
}

async function isBookmarked(db: Database, userId: string, place: Place): Promise<boolean> {
  const [row] = await db
    .select({ slug: libraryBookmarks.slug })
    .from(libraryBookmarks)
    .where(
      and(
        eq(libraryBookmarks.userId, userId),
        eq(libraryBookmarks.section, place.section),
        eq(libraryBookmarks.slug, place.slug),
      ),
    );
  return row !== undefined;
}

/** The person reached the article's end: unread becomes read; read or mastered stays. */
export async function markArticleRead(
  db: Database,
  actor: Actor,
  input: Place & { now: Date },
): Promise<LibraryProgressResponse> {
  const userId = signedIn(actor);
  const place = await assertArticleExists(db, actor, input);
  const { status } = await db.transaction((tx) => raiseStatus(tx, userId, place, "read", input.now));
  return { status, bookmarked: await isBookmarked(db, userId, place) };
}

/**
 * Checks the chosen options against the article's questions: each right or wrong with its explanation.
 * Anyone may check; for a signed-in person all right masters the article, and the first time it does
 * the event that earns its points is published in the same transaction.
 */
export async function answerArticleQuestions(
  db: Database,
  actor: Actor,
  input: Place & { answers: number[]; now: Date },
): Promise<LibraryAnswersResponse> {
  libraryPolicy.assertCan(actor, "read", null);
  const { questions } = await readArticleBody(db, actor, input);
  if (input.answers.length !== questions.length) {
    throw new AppError("validation_failed", LIBRARY_ANSWERS_MESSAGE);
  }
  const results = questions.map((question, index) => ({
    correct: input.answers[index] === question.answer,
    explanation: question.explanation,
  }));
  const mastered = results.every((result) => result.correct);
  if (actor.kind !== "user") return { results, mastered, status: mastered ? "mastered" : "read" };
  const place = await assertArticleExists(db, actor, input);
  const userId = actor.userId;
  const status = await db.transaction(async (tx) => {
    // Answering comes after the end of the article, so it counts as reading it.
    const raised = await raiseStatus(tx, userId, place, mastered ? "mastered" : "read", input.now);
    if (raised.status === "mastered" && raised.before !== "mastered") {
      await publishEvent(tx, {
        type: "library.article_mastered",
        audience: { kind: "person", id: userId },
        payload: { section: place.section, slug: place.slug },
      });
    }
    return raised.status;
  });
  return { results, mastered, status };
}

export async function setArticleBookmark(
  db: Database,
  actor: Actor,
  input: Place & { bookmarked: boolean },
): Promise<LibraryProgressResponse> {
  const userId = signedIn(actor);
  const place = await assertArticleExists(db, actor, input);
  if (input.bookmarked) {
    await db
      .insert(libraryBookmarks)
      .values({ userId, section: place.section, slug: place.slug })
      .onConflictDoNothing();
  } else {
    await db
      .delete(libraryBookmarks)
      .where(
        and(
          eq(libraryBookmarks.userId, userId),
          eq(libraryBookmarks.section, place.section),
          eq(libraryBookmarks.slug, place.slug),
        ),
      );
  }
  const [row] = await db
    .select({ status: libraryProgress.status })
    .from(libraryProgress)
    .where(progressOf(userId, place));
  return { status: row?.status ?? "unread", bookmarked: input.bookmarked };
}

/** The person's bookmarked articles that are still in the library, the latest first. */
export async function listArticleBookmarks(db: Database, actor: Actor): Promise<LibraryBookmarksResponse> {
  const userId = signedIn(actor);
  const [rows, articles] = await Promise.all([
    db
      .select({ section: libraryBookmarks.section, slug: libraryBookmarks.slug })
      .from(libraryBookmarks)
      .where(eq(libraryBookmarks.userId, userId))
      .orderBy(sql`${libraryBookmarks.createdAt} desc`, asc(libraryBookmarks.slug)),
    readArticles(db, actor),
  ]);
  const items = rows.flatMap((row) => {
    const article = articles.find((one) => one.section === row.section && one.slug === row.slug);
    return article ? [{ section: article.section, slug: article.slug, title: article.title }] : [];
  });
  return { items };
}

/**
 * A visitor's progress kept in their browser, merged into their account at sign-in: each known article
 * keeps the higher status and gains the bookmark; articles that no longer exist are skipped. Mastering
 * this way earns no points: the answers were not checked for this person.
 */
export async function mergeVisitorProgress(
  db: Database,
  actor: Actor,
  input: LibraryMergeInput & { now: Date },
): Promise<{ merged: number }> {
  const userId = signedIn(actor);
  const articles = await readArticles(db, actor);
  const known = new Map<
    string,
    { section: string; slug: string; status: LibraryStatus; bookmarked: boolean }
  >();
  for (const item of input.items) {
    if (!isLibrarySection(item.section)) continue;
    if (!articles.some((article) => article.section === item.section && article.slug === item.slug)) continue;
    const key = `${item.section}/${item.slug}`;
    const seen = known.get(key);
    known.set(key, {
      section: item.section,
      slug: item.slug,
      status: seen ? higherLibraryStatus(seen.status, item.status) : item.status,
      bookmarked: (seen?.bookmarked ?? false) || item.bookmarked,
    });
  }
  const items = [...known.values()];
  if (items.length === 0) return { merged: 0 };
  await db.transaction(async (tx) => {
    await tx
      .insert(libraryProgress)
      .values(
        items.map((item) => ({
          userId,
          section: item.section,
          slug: item.slug,
          status: item.status,
          readAt: item.status === "unread" ? null : input.now,
        })),
      )
      .onConflictDoUpdate({
        target: [libraryProgress.userId, libraryProgress.section, libraryProgress.slug],
        set: { status: risenStatus, readAt: sql`coalesce(${libraryProgress.readAt}, excluded.read_at)` },
      });
    const bookmarked = items.filter((item) => item.bookmarked);
    if (bookmarked.length > 0) {
      await tx
        .insert(libraryBookmarks)
        .values(bookmarked.map((item) => ({ userId, section: item.section, slug: item.slug })))
        .onConflictDoNothing();
    }
  });
  return { merged: items.length };
}
