import { CONTENT_NOT_FOUND_MESSAGE, LIBRARY_ANSWERS_MESSAGE, libraryEndpoints } from "@hatchery/shared";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import {
  readLibraryArticle,
  readLibraryOverview,
  readLibrarySection,
  searchLibrary,
} from "./library.service";
import {
  answerArticleQuestions,
  listArticleBookmarks,
  markArticleRead,
  mergeVisitorProgress,
  setArticleBookmark,
} from "./library-progress.service";

const signedOut = apiErrorResponse("Not signed in.");
const notFound = apiErrorResponse(CONTENT_NOT_FOUND_MESSAGE);
const tags = ["library"];

/** The learning library (docs/decisions/037-library.md): public reading, a signed-in person's progress. */
export function libraryRoutes({ db, auth, guards, clock }: ModuleDeps): ApiRoute[] {
  const reader = [optionalSession(auth)];
  return [
    defineEndpointRoute(libraryEndpoints.overview, {
      summary:
        "The library's sections with their article counts; for a signed-in person also their progress in each and the article to continue.",
      tags,
      success: "The sections in the library's order.",
      middleware: reader,
      handler: (c) => readLibraryOverview(db, c.get("actor")),
    }),
    defineEndpointRoute(libraryEndpoints.search, {
      summary: "Full-text search of the library's articles, best matches first, the matching words marked.",
      tags,
      success: "A page of articles with their marked title and excerpt.",
      errors: {
        422: apiErrorResponse("The query is empty or too long, or the cursor is not one this endpoint gave."),
      },
      handler: (c, { query }) => searchLibrary(db, c.get("actor"), query),
    }),
    defineEndpointRoute(libraryEndpoints.bookmarks, {
      summary: "The signed-in person's bookmarked articles, the latest first.",
      tags,
      success: "The bookmarked articles.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c) => listArticleBookmarks(db, c.get("actor")),
    }),
    defineEndpointRoute(libraryEndpoints.mergeProgress, {
      summary:
        "Merges the progress and bookmarks a visitor kept in their browser into their account at sign-in, keeping the higher status of each article.",
      tags,
      success: "How many known articles were merged.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 422: apiErrorResponse("The list is not one of articles, or too long.") },
      handler: (c, { body }) => mergeVisitorProgress(db, c.get("actor"), { ...body, now: clock.now() }),
    }),
    defineEndpointRoute(libraryEndpoints.section, {
      summary: "A section's articles in order, with reading time, level and the signed-in person's status.",
      tags,
      success: "The section's articles.",
      middleware: reader,
      errors: { 404: notFound },
      handler: (c, { params }) => readLibrarySection(db, c.get("actor"), params),
    }),
    defineEndpointRoute(libraryEndpoints.article, {
      summary:
        "An article with its table of contents, check questions (without answers), neighbours in its section and related articles.",
      tags,
      success: "The article.",
      // Opening it is remembered for "continue where you left off": a write, so the session is checked as for one.
      middleware: [guards.identifyUser],
      errors: { 404: notFound },
      handler: (c, { params }) => readLibraryArticle(db, c.get("actor"), { ...params, now: clock.now() }),
    }),
    defineEndpointRoute(libraryEndpoints.answer, {
      summary:
        "Checks the chosen options of an article's questions; all right masters it for a signed-in person, who earns points the first time.",
      tags,
      success: "Each answer right or wrong with its explanation.",
      middleware: [guards.identifyUser],
      errors: { 404: notFound, 422: apiErrorResponse(LIBRARY_ANSWERS_MESSAGE) },
      handler: (c, { params, body }) =>
        answerArticleQuestions(db, c.get("actor"), { ...params, ...body, now: clock.now() }),
    }),
    defineEndpointRoute(libraryEndpoints.markRead, {
      summary: "Records that the signed-in person reached the end of an article.",
      tags,
      success: "The person's status of the article.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 404: notFound },
      handler: (c, { params }) => markArticleRead(db, c.get("actor"), { ...params, now: clock.now() }),
    }),
    defineEndpointRoute(libraryEndpoints.addBookmark, {
      summary: "Bookmarks an article for the signed-in person; bookmarking it again changes nothing.",
      tags,
      success: "The person's status and bookmark of the article.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 404: notFound },
      handler: (c, { params }) => setArticleBookmark(db, c.get("actor"), { ...params, bookmarked: true }),
    }),
    defineEndpointRoute(libraryEndpoints.removeBookmark, {
      summary: "Removes the signed-in person's bookmark of an article.",
      tags,
      success: "The person's status and bookmark of the article.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 404: notFound },
      handler: (c, { params }) => setArticleBookmark(db, c.get("actor"), { ...params, bookmarked: false }),
    }),
  ];
}
