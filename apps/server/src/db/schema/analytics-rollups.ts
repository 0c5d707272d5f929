import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The page views and the members' activity rolled up per UTC day
 * (docs/decisions/057-analytics-and-sitemaps.md), written by the analytics rollup job for whole days
 * only, so a chart reads a row per day, page, origin or person instead of every view or act. Days after
 * `analytics_rollup_state.rolled_up_through` are read live from the tables themselves.
 *
 * A traffic scope is `platform` (every page) or an incubator's pages, keyed by their common start
 * `/incubators/{slug}` (the page and every page below it).
 */

/** Views and distinct visitors per day and scope. */
export const analyticsDailyTraffic = pgTable(
  "analytics_daily_traffic",
  {
    day: date("day", { mode: "string" }).notNull(),
    scope: text("scope").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ name: "analytics_daily_traffic_pkey", columns: [table.scope, table.day] })],
);

/** Views and distinct visitors per day and page. */
export const analyticsDailyPages = pgTable(
  "analytics_daily_pages",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ name: "analytics_daily_pages_pkey", columns: [table.day, table.path] })],
);

/** Views per day, scope and referring origin (`https://host`), the site's own included. */
export const analyticsDailyReferrers = pgTable(
  "analytics_daily_referrers",
  {
    day: date("day", { mode: "string" }).notNull(),
    scope: text("scope").notNull(),
    origin: text("origin").notNull(),
    views: integer("views").notNull(),
  },
  (table) => [
    primaryKey({ name: "analytics_daily_referrers_pkey", columns: [table.scope, table.day, table.origin] }),
  ],
);

/** A year's days as bits, day d of the year (1 to 366) at position d (`get_bit(days, d - 1)`). */
const yearDays = customType<{ data: string }>({ dataType: () => "bit(366)" });

/**
 * The days of a year each visitor was seen, per subject (a traffic scope, or `page:` and a path). Distinct
 * visitors over any range of days (at most 366, so at most two years) are then the rows whose bits meet
 * the range's: one row per visitor, counted once, rather than every view of the range or a row per month.
 */
export const analyticsVisitorYears = pgTable(
  "analytics_visitor_years",
  {
    subject: text("subject").notNull(),
    year: smallint("year").notNull(),
    visitorId: uuid("visitor_id").notNull(),
    days: yearDays("days").notNull(),
  },
  (table) => [
    primaryKey({
      name: "analytics_visitor_years_pkey",
      columns: [table.subject, table.year, table.visitorId],
    }),
  ],
);

/**
 * Each person's first join of any incubator, the platform's cohort date (an incubator's is its
 * membership's own `joined_at`). Kept by a trigger on `incubator_members` (`analytics_first_join_keep`,
 * in this table's migration), so it is always the earliest of the memberships a person has now, and a
 * cohort of a range is a range of the `joined_at` index instead of a grouping of every membership. No
 * foreign key: the row goes with the person's last membership, in the same statement.
 */
export const analyticsFirstJoins = pgTable(
  "analytics_first_joins",
  {
    userId: text("user_id").primaryKey(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("analytics_first_joins_joined_at_idx").on(table.joinedAt, table.userId)],
);

/**
 * Distinct active people per day and activity scope (`platform`, or an incubator's id): who wrote a
 * post, a comment or a chat message, or earned points, as the live query counts them.
 */
export const analyticsDailyActive = pgTable(
  "analytics_daily_active",
  {
    scope: text("scope").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    active: integer("active").notNull(),
  },
  (table) => [primaryKey({ name: "analytics_daily_active_pkey", columns: [table.scope, table.day] })],
);

/**
 * The weeks (from Monday) each person was active in, per activity scope, for retention: week w is the
 * w-th since Monday 5 January 1970, kept as bit w % 64 of the row of block w / 64 (a block is about 15
 * months). So a person's eight weeks from joining are one row, at most two, and a cohort's retention is a
 * row per person with its bits counted, rather than a row per person and week made distinct. No foreign
 * key: a deleted person's rows are never read, since retention starts from the people who joined.
 */
export const analyticsActiveWeekBits = pgTable(
  "analytics_active_week_bits",
  {
    scope: text("scope").notNull(),
    block: smallint("block").notNull(),
    userId: text("user_id").notNull(),
    weeks: bigint("weeks", { mode: "bigint" }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "analytics_active_week_bits_pkey",
      columns: [table.scope, table.block, table.userId],
    }),
  ],
);

/** How far the rollups reach: every day up to and including `rolled_up_through` is rolled up. */
export const analyticsRollupState = pgTable(
  "analytics_rollup_state",
  {
    /** One row: the check holds it to the name `daily`. */
    name: text("name").primaryKey(),
    rolledUpThrough: date("rolled_up_through", { mode: "string" }).notNull(),
  },
  (table) => [check("analytics_rollup_state_name_check", sql`${table.name} = 'daily'`)],
);
