/*
 * The library's names and rules without schemas (docs/decisions/037-library.md), for pages whose first
 * view must not load the schema library: library.ts builds the API's schemas on them.
 */

/** The sections in the order the library shows them; each is the collection `library/<section>`. */
export const LIBRARY_SECTIONS = ["tech-roles", "sales-lifecycle", "software-lifecycle", "product"] as const;
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number];

export function isLibrarySection(value: string): value is LibrarySection {
  return (LIBRARY_SECTIONS as readonly string[]).includes(value);
}

/** The address of an article's page. */
export function libraryArticlePath(section: string, slug: string): string {
  return `/library/${encodeURIComponent(section)}/${encodeURIComponent(slug)}`;
}

/** Reading time is counted at this many words a minute, rounded up, at least one minute. */
export const LIBRARY_WORDS_PER_MINUTE = 200;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / LIBRARY_WORDS_PER_MINUTE));
}

/**
 * The words of a piece's plain text (its body without markdown): runs of characters between white
 * space. Whoever stores a piece stores this with it, so no list counts words on each request.
 */
export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/**
 * How far a person got with an article, lowest first: `unread` (never reached its end, maybe opened),
 * `read` (reached its end), `mastered` (answered every check question right). Progress only rises.
 */
export const LIBRARY_STATUSES = ["unread", "read", "mastered"] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];

export function higherLibraryStatus(a: LibraryStatus, b: LibraryStatus): LibraryStatus {
  return LIBRARY_STATUSES.indexOf(a) >= LIBRARY_STATUSES.indexOf(b) ? a : b;
}

/** How many related articles an article page offers. */
export const LIBRARY_RELATED_COUNT = 3;

export const LIBRARY_ANSWERS_MESSAGE = "Choose one option for every question";

/** At most this many articles of a visitor's progress are merged at sign-in: more than the library holds. */
export const LIBRARY_MERGE_MAX = 200;
export const LIBRARY_MERGE_MESSAGE = `Send at most ${LIBRARY_MERGE_MAX} articles`;
