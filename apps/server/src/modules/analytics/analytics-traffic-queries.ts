import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { AnalyticsScope, DayRange } from "./analytics-queries";
import { countVisitorsSeen, visitorSeen, visitorsSeen } from "./analytics-visitor-years";

/**
 * The page-view charts (docs/decisions/057-analytics-and-sitemaps.md): the days the rollup job has
 * written (analytics-rollup.ts) are read from its tables, a row per day, page or origin; the days after
 * them (today, and any the job has not reached) from `page_views` itself, so the figures are exact up to
 * now. The two parts never share a day.
 */

const DAY_MS = 86_400_000;

/** The last day the rollup holds, or null before its first run. */
export async function readRolledUpThrough(db: Database): Promise<string | null> {
  const { rows } = await db.execute<{ day: string }>(sql`
    select to_char(rolled_up_through, 'YYYY-MM-DD') as day from analytics_rollup_state where name = 'daily'`);
  return rows[0]?.day ?? null;
}

export interface SplitRange {
  /** The range's days the rollup holds (dates, both included), or null for none. */
  rolled: { from: string; to: string } | null;
  /** The range's time after them (`start` included, `end` excluded), or null for none. */
  live: { start: Date; end: Date } | null;
}

/** The range's days the rollup holds, and the rest, read live. */
export function splitAtRollup(range: DayRange): SplitRange {
  const through = range.rolledUpThrough ?? null;
  if (through === null || through < range.from) return { rolled: null, live: range };
  const rolledTo = through < range.to ? through : range.to;
  const liveStart = new Date(Date.parse(`${rolledTo}T00:00:00Z`) + DAY_MS);
  return {
    rolled: { from: range.from, to: rolledTo },
    live: liveStart < range.end ? { start: liveStart, end: range.end } : null,
  };
}

/** The rollup's key of a scope: `platform`, or the start every page of the incubator shares. */
const scopeKey = (scope: AnalyticsScope) =>
  scope.kind === "platform" ? "platform" : `/incubators/${scope.slug}`;

/**
 * The incubator's own pages are its page and every page below it. The slug is checked against
 * `[a-z0-9-]` by the database, so it holds no LIKE wildcard.
 */
function pagesOf(scope: AnalyticsScope, path: SQL = sql`path`): SQL {
  if (scope.kind === "platform") return sql`true`;
  const page = `/incubators/${scope.slug}`;
  return sql`(${path} = ${page} or ${path} like ${`${page}/%`})`;
}

export const rolledDays = (rolled: SplitRange["rolled"], column: SQL = sql`day`) =>
  rolled === null ? sql`false` : sql`${column} >= ${rolled.from}::date and ${column} <= ${rolled.to}::date`;

const liveViews = (live: SplitRange["live"], column: SQL = sql`created_at`) =>
  live === null
    ? sql`false`
    : sql`${column} >= ${live.start.toISOString()}::timestamptz and ${column} < ${live.end.toISOString()}::timestamptz`;

export const days = (range: DayRange) =>
  sql`select generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date as day`;

export async function trafficByDay(db: Database, scope: AnalyticsScope, range: DayRange) {
  const { rolled, live } = splitAtRollup(range);
  const { rows } = await db.execute<{ date: string; views: number; visitors: number }>(sql`
    with days as (${days(range)}),
    viewed as (
      select day, views, visitors from analytics_daily_traffic
      where scope = ${scopeKey(scope)} and ${rolledDays(rolled)}
      union all
      select (created_at at time zone 'UTC')::date as day, count(*)::int as views,
        count(distinct visitor_id)::int as visitors
      from page_views
      where ${liveViews(live)} and ${pagesOf(scope)}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(viewed.views, 0) as views,
      coalesce(viewed.visitors, 0) as visitors
    from days left join viewed on viewed.day = days.day
    order by days.day`);
  return rows;
}

/**
 * Views and distinct visitors over the whole range (a visitor of two days counts once): the visitors the
 * rollup saw in the range, counted from their rows without making a set of them, plus the visitors after
 * the mark it did not see, each looked up in its key (docs/decisions/066-analytics-at-scale.md).
 */
export async function trafficTotals(db: Database, scope: AnalyticsScope, range: DayRange) {
  const { rolled, live } = splitAtRollup(range);
  const subject = sql`${scopeKey(scope)}::text`;
  const rolledVisitors = rolled === null ? sql`select 0` : countVisitorsSeen(subject, rolled);
  // A value per visitor rather than `not exists`, which the planner may make a hash of every row of the
  // subject's visitors: after the mark there are a day's visitors, a few thousand.
  const unseenBefore =
    rolled === null ? sql`true` : sql`not (select ${visitorSeen(subject, sql`l.visitor_id`, rolled)})`;
  // Today's views are read once for both figures: they lie on as many pages of the table as there are
  // views when written out of time order, as the bench writes them.
  const { rows } = await db.execute<{ views: number; visitors: number }>(sql`
    with live as materialized (select visitor_id from page_views where ${liveViews(live)} and ${pagesOf(scope)})
    select (
        coalesce((select sum(views) from analytics_daily_traffic
          where scope = ${scopeKey(scope)} and ${rolledDays(rolled)}), 0)
        + (select count(*) from live)
      )::int as views,
      ((${rolledVisitors}) + (select count(*) from (select distinct visitor_id from live) l
        where ${unseenBefore}))::int as visitors`);
  return rows[0] ?? { views: 0, visitors: 0 };
}

/**
 * The most viewed pages (by views, then path), each with its distinct visitors over the range: its rows
 * of the rollup (a range of the index each) and today's views, read once for all ten.
 */
export async function topPages(db: Database, scope: AnalyticsScope, range: DayRange, limit: number) {
  const { rolled, live } = splitAtRollup(range);
  const rolledVisitors =
    rolled === null
      ? sql`select null::uuid as visitor_id where false`
      : sql`select visitor_id from (${visitorsSeen(sql`v.subject = 'page:' || top.path`, rolled)}) rolled`;
  const { rows } = await db.execute<{ path: string; views: number; visitors: number }>(sql`
    with live as materialized (
      select path, visitor_id from page_views where ${liveViews(live)} and ${pagesOf(scope)}
    ),
    viewed as (
      select path, views from analytics_daily_pages where ${rolledDays(rolled)} and ${pagesOf(scope)}
      union all
      select path, count(*)::int from live group by path
    ),
    top as (
      select path, sum(views)::int as views from viewed group by path
      order by views desc, path collate "C" limit ${limit}
    )
    select top.path, top.views, (select count(*) from (
        ${rolledVisitors}
        union
        select visitor_id from live where live.path = top.path
      ) seen)::int as visitors
    from top order by top.views desc, top.path collate "C"`);
  return rows;
}

/** Referrers by origin; the site's own origin (a move between its pages) is no referrer. */
export async function topReferrers(
  db: Database,
  scope: AnalyticsScope,
  range: DayRange,
  input: { siteOrigin: string; limit: number },
) {
  const { rolled, live } = splitAtRollup(range);
  const { rows } = await db.execute<{ referrer: string; views: number }>(sql`
    select origin as referrer, sum(views)::int as views
    from (
      select origin, views from analytics_daily_referrers
      where scope = ${scopeKey(scope)} and ${rolledDays(rolled)}
      union all
      select substring(referrer from '^https?://[^/]+'), 1 from page_views
      where ${liveViews(live)} and ${pagesOf(scope)} and referrer is not null
    ) referred
    where origin is not null and origin <> ${input.siteOrigin}
    group by origin order by views desc, origin collate "C" limit ${input.limit}`);
  return rows;
}
