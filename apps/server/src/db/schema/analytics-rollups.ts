import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

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

/**
 * The days of a month each visitor was seen, per subject (a traffic scope, or `page:` and a path): bit
 * d − 1 of `days` is day d. Distinct visitors over any range of days are then the rows of at most 13
 * months whose bits meet the range's, counted once each, rather than every view of the range.
 */
export const analyticsVisitorMonths = pgTable(
  "analytics_visitor_months",
  {
    subject: text("subject").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    visitorId: uuid("visitor_id").notNull(),
    days: integer("days").notNull(),
  },
  (table) => [
    primaryKey({
      name: "analytics_visitor_months_pkey",
      columns: [table.subject, table.month, table.visitorId],
    }),
    check("analytics_visitor_months_month_check", sql`extract(day from ${table.month}) = 1`),
  ],
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
 * The weeks (from Monday) each person was active in, per activity scope, for retention. Keyed by person
 * first, so a cohort's weeks are each person's few index rows. No foreign key: a deleted person's
 * rows are never read, since retention starts from the people who joined.
 */
export const analyticsActiveWeeks = pgTable(
  "analytics_active_weeks",
  {
    scope: text("scope").notNull(),
    userId: text("user_id").notNull(),
    week: date("week", { mode: "string" }).notNull(),
  },
  (table) => [
    primaryKey({ name: "analytics_active_weeks_pkey", columns: [table.scope, table.userId, table.week] }),
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
