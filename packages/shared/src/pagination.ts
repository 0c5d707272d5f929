import { z } from "zod";
import {
  CURSOR_MAX_LENGTH,
  INVALID_CURSOR_MESSAGE,
  PAGE_LIMIT_MAX,
  PAGE_LIMIT_MESSAGE,
  PAGE_LIMIT_MIN,
} from "./page-limits";

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
