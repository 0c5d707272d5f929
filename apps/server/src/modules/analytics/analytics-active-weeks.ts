import { type SQL, sql } from "drizzle-orm";

/**
 * Weeks as the rollup keeps a person's active ones (`analytics_active_week_bits`): week w is the w-th
 * since Monday 5 January 1970 (weeks start on Monday, decision 030), kept as bit w % 64 of the row of
 * block w / 64.
 */

const WEEK_MS = 7 * 86_400_000;
const FIRST_MONDAY = Date.UTC(1970, 0, 5);

/** The week number of a timestamp without time zone (UTC), in SQL. */
export const weekNumberOf = (at: SQL) => sql`((date_trunc('week', ${at})::date - date '1970-01-05') / 7)`;

/**
 * The week of a `YYYY-MM-DD` day: its number, block and bit in the block, as the signed bigint's text
 * (bit 63 is the sign).
 */
export function activeWeekOf(day: string): { number: number; block: number; bit: string } {
  const number = Math.floor((Date.parse(`${day}T00:00:00Z`) - FIRST_MONDAY) / WEEK_MS);
  return {
    number,
    block: Math.floor(number / 64),
    bit: BigInt.asIntN(64, 1n << BigInt(number % 64)).toString(),
  };
}
