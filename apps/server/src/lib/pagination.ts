import { INVALID_CURSOR_MESSAGE, type Page } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { AppError } from "./errors";

/**
 * Keyset pagination for every list (decision 013). A list orders by its sort keys with a unique last key
 * (the id), asks the database for `limit + 1` rows after the cursor's keys, and hands them to `pageOf`:
 * the extra row only tells that another page exists. The cursor is opaque to clients: base64url of the
 * JSON array of the last item's sort keys, checked against the list's own schema when it comes back.
 */

export type CursorKeys = readonly (string | number)[];

function invalidCursor(): AppError {
  return new AppError("validation_failed", INVALID_CURSOR_MESSAGE, [
    { path: ["cursor"], message: INVALID_CURSOR_MESSAGE },
  ]);
}

export function encodeCursor(keys: CursorKeys): string {
  return Buffer.from(JSON.stringify(keys)).toString("base64url");
}

/**
 * The sort keys a cursor carries, or 422 'Invalid cursor' for anything this server did not hand out:
 * not base64url JSON, the wrong shape for this list, or a NUL byte (no stored text holds one, so no
 * cursor made from stored keys does, and the database would refuse it).
 */
export function decodeCursor<Schema extends z.ZodType<CursorKeys>>(
  cursor: string,
  schema: Schema,
): z.output<Schema> {
  let json: string;
  let parsed: unknown;
  try {
    json = Buffer.from(cursor, "base64url").toString("utf8");
    parsed = JSON.parse(json);
  } catch {
    throw invalidCursor();
  }
  if (json.includes("\\u0000") || json.includes("\u0000")) throw invalidCursor();
  const result = schema.safeParse(parsed);
  if (!result.success) throw invalidCursor();
  return result.data;
}

/** The page of at most `limit` rows from `limit + 1` fetched ones, with the cursor after its last row. */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  keysOf: (row: Row) => CursorKeys,
): Page<Row> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keysOf(last)) : null };
}

/** A timestamp to the microsecond, as text, for cursors: a JavaScript Date would drop the microseconds. */
export function exactTimestamp(column: PgColumn) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
