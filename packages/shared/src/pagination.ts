import { z } from "zod";

/** The smallest page a client may ask for. */
export const PAGE_LIMIT_MIN = 1;
/** The most items one page may hold, whatever the client asks: a page stays one cheap query. */
export const PAGE_LIMIT_MAX = 100;
/** Cursors are short (a few sort keys); anything longer was not given by the server. */
export const CURSOR_MAX_LENGTH = 500;

export const INVALID_CURSOR_MESSAGE = "Invalid cursor";
export const PAGE_LIMIT_MESSAGE = `limit must be a whole number from ${PAGE_LIMIT_MIN} to ${PAGE_LIMIT_MAX}`;

/**
 * The query of every paged list: `?cursor=&limit=`. `cursor` is the `nextCursor` of the page before
 * (absent for the first page); `limit` defaults to the list's own page size.
 */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    cursor: z.string().max(CURSOR_MAX_LENGTH, { error: INVALID_CURSOR_MESSAGE }).optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, { error: PAGE_LIMIT_MESSAGE })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(PAGE_LIMIT_MIN, { error: PAGE_LIMIT_MESSAGE })
          .max(PAGE_LIMIT_MAX, { error: PAGE_LIMIT_MESSAGE }),
      )
      .default(defaultLimit),
  });
}

/** The answer of every paged list: the items of the page, and the cursor of the next one (null at the end). */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}
