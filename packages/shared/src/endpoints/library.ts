import { defineEndpoint } from "../api-endpoint";
import {
  libraryAnswersResponseSchema,
  libraryAnswersSchema,
  libraryArticleResponseSchema,
  libraryBookmarksResponseSchema,
  libraryMergeResponseSchema,
  libraryMergeSchema,
  libraryOverviewResponseSchema,
  libraryProgressResponseSchema,
  librarySearchQuerySchema,
  librarySearchResponseSchema,
  librarySectionResponseSchema,
} from "../library";

/*
 * The learning library (docs/decisions/037-library.md). Path parameters are any text: an unknown section
 * or article is 404 'Content not found'.
 */
const article = "/api/library/articles/:section/:slug";

export const libraryEndpoints = {
  overview: defineEndpoint({
    method: "GET",
    path: "/api/library",
    status: 200,
    response: libraryOverviewResponseSchema,
  }),
  search: defineEndpoint({
    method: "GET",
    path: "/api/library/search",
    query: librarySearchQuerySchema,
    status: 200,
    response: librarySearchResponseSchema,
  }),
  bookmarks: defineEndpoint({
    method: "GET",
    path: "/api/library/bookmarks",
    status: 200,
    response: libraryBookmarksResponseSchema,
  }),
  mergeProgress: defineEndpoint({
    method: "POST",
    path: "/api/library/progress",
    body: libraryMergeSchema,
    status: 200,
    response: libraryMergeResponseSchema,
  }),
  section: defineEndpoint({
    method: "GET",
    path: "/api/library/sections/:section",
    status: 200,
    response: librarySectionResponseSchema,
  }),
  article: defineEndpoint({
    method: "GET",
    path: article,
    status: 200,
    response: libraryArticleResponseSchema,
  }),
  answer: defineEndpoint({
    method: "POST",
    path: `${article}/answers`,
    body: libraryAnswersSchema,
    status: 200,
    response: libraryAnswersResponseSchema,
  }),
  markRead: defineEndpoint({
    method: "POST",
    path: `${article}/read`,
    status: 200,
    response: libraryProgressResponseSchema,
  }),
  addBookmark: defineEndpoint({
    method: "PUT",
    path: `${article}/bookmark`,
    status: 200,
    response: libraryProgressResponseSchema,
  }),
  removeBookmark: defineEndpoint({
    method: "DELETE",
    path: `${article}/bookmark`,
    status: 200,
    response: libraryProgressResponseSchema,
  }),
};
