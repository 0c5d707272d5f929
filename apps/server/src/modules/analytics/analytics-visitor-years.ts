import { type SQL, sql } from "drizzle-orm";

/**
 * Each visitor's days of a year, per subject (`analytics_visitor_years`, written by the rollup): day d of
 * the year (1 to 366) is position d − 1 of a `bit(366)`. A range of days is a mask per year it touches
 * (at most two, as a range is at most 366 days), so its distinct visitors are the rows whose bits meet
 * the mask: one row per visitor and year, whatever the range's length.
 */

const DAY_MS = 86_400_000;
const YEAR_DAYS = 366;

/** Day of the year of a `YYYY-MM-DD` date, 1 on 1 January (UTC). */
function dayOfYear(day: string): number {
  return (Date.parse(`${day}T00:00:00Z`) - Date.UTC(Number(day.slice(0, 4)), 0, 1)) / DAY_MS + 1;
}

/** The bits of the days `first` to `last` (both included, in one year) as a `bit(366)`. */
export function yearDaysOf([first, last]: [string, string]): SQL {
  const start = dayOfYear(first);
  const end = dayOfYear(last);
  const bits = "0".repeat(start - 1) + "1".repeat(end - start + 1) + "0".repeat(YEAR_DAYS - end);
  return sql`${bits}::bit(366)`;
}

/** The years a range of days touches, each with its mask of the range's days in it. */
function yearsOf(range: { from: string; to: string }): { year: number; days: SQL }[] {
  const years = [];
  for (let year = Number(range.from.slice(0, 4)); year <= Number(range.to.slice(0, 4)); year += 1) {
    const first = range.from > `${year}-01-01` ? range.from : `${year}-01-01`;
    const last = range.to < `${year}-12-31` ? range.to : `${year}-12-31`;
    years.push({ year, days: yearDaysOf([first, last]) });
  }
  return years;
}

/** Whether the visitor row `row` was seen on a day of the range. */
function seenIn(row: string, range: { from: string; to: string }): SQL {
  const years = yearsOf(range).map(
    ({ year, days }) =>
      sql`(${sql.raw(row)}.year = ${year} and bit_count(${sql.raw(row)}.days & ${days}) > 0)`,
  );
  return sql`(${sql.join(years, sql` or `)})`;
}

/**
 * The visitors of the subjects `subjects` picks (a condition on `v.subject`) seen on a day of the range:
 * `subject` and `visitor_id`, a row per visitor and year, so a range over two years may repeat a visitor
 * (the callers' `union` drops repeats).
 */
export function visitorsSeen(subjects: SQL, range: { from: string; to: string }): SQL {
  return sql`select v.subject, v.visitor_id from analytics_visitor_years v where ${subjects} and ${seenIn("v", range)}`;
}

/**
 * How many distinct visitors of the subject `subject` were seen on a day of the range. Within one year a
 * visitor is one row, so the rows are counted as they are; over two years a visitor may have a row in each,
 * so they are made distinct.
 */
export function countVisitorsSeen(subject: SQL, range: { from: string; to: string }): SQL {
  if (yearsOf(range).length === 1) {
    return sql`select count(*) from analytics_visitor_years v where v.subject = ${subject} and ${seenIn("v", range)}`;
  }
  return sql`select count(distinct v.visitor_id) from analytics_visitor_years v
    where v.subject = ${subject} and ${seenIn("v", range)}`;
}

/**
 * Whether the visitor `visitor` (a column) of the subject `subject` was seen on a day of the range: a
 * lookup in the table's key per visitor and year.
 */
export function visitorSeen(subject: SQL, visitor: SQL, range: { from: string; to: string }): SQL {
  return sql`exists (select 1 from analytics_visitor_years v
    where v.subject = ${subject} and v.visitor_id = ${visitor} and ${seenIn("v", range)})`;
}
