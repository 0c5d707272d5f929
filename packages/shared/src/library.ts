import { z } from "zod";
import { contentSearchQuerySchema } from "./content";
import {
  LIBRARY_ANSWERS_MESSAGE,
  LIBRARY_MERGE_MAX,
  LIBRARY_MERGE_MESSAGE,
  LIBRARY_SECTIONS,
  LIBRARY_STATUSES,
} from "./library-model";
import { pageSchema } from "./pagination";
import { CORE_TEAM_ROLES } from "./team-model";

/*
 * The learning library (docs/decisions/037-library.md): four sections of articles (content of kind
 * `article` under `content/library/<section>/`), a person's progress through them, bookmarks, check
 * questions and search.
 */

const articleRefSchema = z.object({ section: z.string(), slug: z.string(), title: z.string() });
export type LibraryArticleRef = z.infer<typeof articleRefSchema>;

export const librarySectionSummarySchema = z.object({
  section: z.enum(LIBRARY_SECTIONS),
  articleCount: z.number().int(),
  /** The signed-in person's articles read (mastered ones included) and mastered; 0 for a visitor. */
  readCount: z.number().int(),
  masteredCount: z.number().int(),
});
export type LibrarySectionSummary = z.infer<typeof librarySectionSummarySchema>;

export const libraryOverviewResponseSchema = z.object({
  sections: z.array(librarySectionSummarySchema),
  /** The last article the signed-in person opened and has not mastered; null for a visitor. */
  continueReading: articleRefSchema.nullable(),
});
export type LibraryOverviewResponse = z.infer<typeof libraryOverviewResponseSchema>;

export const libraryArticleSummarySchema = articleRefSchema.extend({
  summary: z.string(),
  level: z.enum(["starter", "practitioner"]),
  roles: z.array(z.enum(CORE_TEAM_ROLES)),
  readingMinutes: z.number().int(),
  /** The signed-in person's status; `unread` for a visitor, whose progress stays in the browser. */
  status: z.enum(LIBRARY_STATUSES),
  bookmarked: z.boolean(),
});
export type LibraryArticleSummary = z.infer<typeof libraryArticleSummarySchema>;

export const librarySectionResponseSchema = z.object({
  section: z.enum(LIBRARY_SECTIONS),
  articles: z.array(libraryArticleSummarySchema),
});
export type LibrarySectionResponse = z.infer<typeof librarySectionResponseSchema>;

export const libraryHeadingSchema = z.object({
  /** The heading's `id` in the article's HTML, made from its text, so a link to it stays valid. */
  id: z.string(),
  text: z.string(),
  depth: z.union([z.literal(2), z.literal(3)]),
});
export type LibraryHeading = z.infer<typeof libraryHeadingSchema>;

/** A check question as readers get it: the right option and the explanation stay on the server. */
export const libraryQuestionSchema = z.object({ prompt: z.string(), options: z.array(z.string()) });
export type LibraryQuestion = z.infer<typeof libraryQuestionSchema>;

export const libraryArticleResponseSchema = libraryArticleSummarySchema.extend({
  tags: z.array(z.string()),
  html: z.string(),
  headings: z.array(libraryHeadingSchema),
  questions: z.array(libraryQuestionSchema),
  previous: articleRefSchema.nullable(),
  next: articleRefSchema.nullable(),
  related: z.array(articleRefSchema),
});
export type LibraryArticleResponse = z.infer<typeof libraryArticleResponseSchema>;

/** The option chosen for each question, in the questions' order. */
export const libraryAnswersSchema = z.object({
  answers: z
    .array(z.number({ error: LIBRARY_ANSWERS_MESSAGE }).int({ error: LIBRARY_ANSWERS_MESSAGE }).min(0), {
      error: LIBRARY_ANSWERS_MESSAGE,
    })
    .min(1, { error: LIBRARY_ANSWERS_MESSAGE })
    .max(10, { error: LIBRARY_ANSWERS_MESSAGE }),
});
export type LibraryAnswersInput = z.infer<typeof libraryAnswersSchema>;

export const libraryAnswersResponseSchema = z.object({
  results: z.array(z.object({ correct: z.boolean(), explanation: z.string() })),
  /** Every answer was right; for a signed-in person the article is now mastered. */
  mastered: z.boolean(),
  status: z.enum(LIBRARY_STATUSES),
});
export type LibraryAnswersResponse = z.infer<typeof libraryAnswersResponseSchema>;

export const libraryProgressResponseSchema = z.object({
  status: z.enum(LIBRARY_STATUSES),
  bookmarked: z.boolean(),
});
export type LibraryProgressResponse = z.infer<typeof libraryProgressResponseSchema>;

export const libraryBookmarksResponseSchema = z.object({ items: z.array(articleRefSchema) });
export type LibraryBookmarksResponse = z.infer<typeof libraryBookmarksResponseSchema>;

export const libraryVisitorProgressSchema = z.object({
  section: z.string().max(100),
  slug: z.string().max(200),
  status: z.enum(LIBRARY_STATUSES),
  bookmarked: z.boolean(),
});
export type LibraryVisitorProgress = z.infer<typeof libraryVisitorProgressSchema>;

export const libraryMergeSchema = z.object({
  items: z.array(libraryVisitorProgressSchema).max(LIBRARY_MERGE_MAX, { error: LIBRARY_MERGE_MESSAGE }),
});
export type LibraryMergeInput = z.infer<typeof libraryMergeSchema>;

/** How many of the sent articles exist and were merged (unknown ones are skipped). */
export const libraryMergeResponseSchema = z.object({ merged: z.number().int() });

/** The library's search: library articles only, so the collection and kind are the server's. */
export const librarySearchQuerySchema = contentSearchQuerySchema.omit({ collection: true, kind: true });

export const librarySearchHitSchema = z.object({
  section: z.string(),
  slug: z.string(),
  title: z.array(z.object({ text: z.string(), match: z.boolean() })),
  excerpt: z.array(z.object({ text: z.string(), match: z.boolean() })),
});
export type LibrarySearchHit = z.infer<typeof librarySearchHitSchema>;

export const librarySearchResponseSchema = pageSchema(librarySearchHitSchema);
export type LibrarySearchResponse = z.infer<typeof librarySearchResponseSchema>;
