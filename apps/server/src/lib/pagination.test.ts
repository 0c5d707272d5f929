import { randomUUID } from "node:crypto";
import {
  INVALID_CURSOR_MESSAGE,
  PAGE_LIMIT_MAX,
  PAGE_LIMIT_MESSAGE,
  PAGE_LIMIT_MIN,
  type Page,
  pageQuerySchema,
} from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { type CursorKeys, decodeCursor, encodeCursor, pageOf } from "./pagination";

const nameIdCursor = z.tuple([z.string(), z.uuid()]);

function cursorError(cursor: string): unknown {
  try {
    decodeCursor(cursor, nameIdCursor);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("cursors", () => {
  it("give back the sort keys they were made from", () => {
    const keys = ['Ünïcode – name, with "quotes"', randomUUID()] as const;
    const cursor = encodeCursor(keys);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, nameIdCursor)).toEqual(keys);
  });

  it.each([
    ["not base64url JSON", "%%%"],
    ["tampered with", `${encodeCursor(["Lab", randomUUID()]).slice(0, -3)}x`],
    ["of another list's shape", encodeCursor([1, randomUUID()])],
    ["without a uuid", encodeCursor(["Lab", "not-a-uuid"])],
    ["holding a NUL byte", encodeCursor(["Lab\u0000", randomUUID()])],
  ])("refuse a cursor %s with 422 'Invalid cursor' on the cursor field", (_label, cursor) => {
    const error = cursorError(cursor);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 422,
      message: INVALID_CURSOR_MESSAGE,
      issues: [{ path: ["cursor"], message: INVALID_CURSOR_MESSAGE }],
    });
  });
});

describe("pageOf", () => {
  interface Row {
    name: string;
    id: string;
  }
  const keysOf = (row: Row): CursorKeys => [row.name, row.id];
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const byKeys = (a: Row, b: Row) => compare(a.name, b.name) || compare(a.id, b.id);

  /** What a list query does: the rows after the cursor's keys in key order, one more than the limit. */
  function fetchAfter(rows: Row[], cursor: string | null, limit: number): Row[] {
    const after = cursor ? decodeCursor(cursor, nameIdCursor) : null;
    return rows
      .filter((row) => !after || byKeys(row, { name: after[0], id: after[1] }) > 0)
      .sort(byKeys)
      .slice(0, limit + 1);
  }

  it("pages through rows that share their first key, each exactly once and in order", () => {
    const rows = Array.from({ length: 23 }, (_, index) => ({ name: `Tie ${index % 3}`, id: randomUUID() }));
    const seen: Row[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page<Row> = pageOf(fetchAfter(rows, cursor, 4), 4, keysOf);
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(6);
    expect(seen).toEqual([...rows].sort(byKeys));
  });

  it("answers a null nextCursor when no row is left after the page", () => {
    const rows = [
      { name: "A", id: randomUUID() },
      { name: "B", id: randomUUID() },
    ];
    expect(pageOf(rows, 2, keysOf)).toEqual({ items: rows, nextCursor: null });
    expect(pageOf([], 2, keysOf)).toEqual({ items: [], nextCursor: null });
    const firstOfTwo = pageOf(rows, 1, keysOf);
    expect(firstOfTwo.items).toEqual([rows[0]]);
    expect(decodeCursor(firstOfTwo.nextCursor ?? "", nameIdCursor)).toEqual(["A", rows[0]?.id]);
  });
});

describe("pageQuerySchema", () => {
  const schema = pageQuerySchema(20);

  it("uses the list's page size when no limit is asked for", () => {
    expect(schema.parse({})).toEqual({ limit: 20 });
  });

  it(`accepts a limit from ${PAGE_LIMIT_MIN} to ${PAGE_LIMIT_MAX}`, () => {
    expect(schema.parse({ limit: String(PAGE_LIMIT_MIN) }).limit).toBe(PAGE_LIMIT_MIN);
    expect(schema.parse({ limit: String(PAGE_LIMIT_MAX), cursor: "abc" })).toEqual({
      limit: PAGE_LIMIT_MAX,
      cursor: "abc",
    });
  });

  it.each(["0", String(PAGE_LIMIT_MAX + 1), "-1", "1.5", "1e2", "ten", ""])(
    "refuses limit=%j in plain words",
    (limit) => {
      const result = schema.safeParse({ limit });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [["limit"], PAGE_LIMIT_MESSAGE],
      ]);
    },
  );

  it("refuses a cursor longer than any this server gives", () => {
    const result = schema.safeParse({ cursor: "a".repeat(501) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVALID_CURSOR_MESSAGE]);
  });
});
