/*
 * The limits of every paged list, apart from the schemas that check them (pagination.ts): the web reads
 * them where it asks for a page, and a module of plain values keeps zod out of that page's files
 * (docs/decisions/081-fewer-page-files.md).
 */

/** The smallest page a client may ask for. */
export const PAGE_LIMIT_MIN = 1;
/** The most items one page may hold, whatever the client asks: a page stays one cheap query. */
export const PAGE_LIMIT_MAX = 100;
/** Cursors are short (a few sort keys); anything longer was not given by the server. */
export const CURSOR_MAX_LENGTH = 500;

export const INVALID_CURSOR_MESSAGE = "Invalid cursor";
export const PAGE_LIMIT_MESSAGE = `limit must be a whole number from ${PAGE_LIMIT_MIN} to ${PAGE_LIMIT_MAX}`;
