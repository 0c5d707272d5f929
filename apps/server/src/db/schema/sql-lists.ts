import { type SQL, sql } from "drizzle-orm";

/**
 * `"column" in ('a', 'b')` for a check constraint on a text column whose values a shared list names (a
 * status, a kind). The values are the code's own constants, never input, so they are written inline.
 */
export function inList(column: string, values: readonly string[]): SQL {
  return sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(", ")})`);
}
