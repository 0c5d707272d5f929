import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { activeWeekOf } from "./analytics-active-weeks";
import { yearDaysOf } from "./analytics-visitor-years";

/**
 * The daily rollup of page views and activity (docs/decisions/057-analytics-and-sitemaps.md): each whole
 * UTC day before today, once, into per-day rows (traffic per scope, views per page, referrers by origin,
 * active people per scope), each visitor's days of the year and each person's active weeks. The charts
 * read those for rolled-up days and the tables themselves only after them, so a report costs a row per
 * day, page, origin or person, and stays exact up to now.
 */

/** Days rolled up per run at most, so a first run on years of views stays short; the next runs go on. */
export const ANALYTICS_ROLLUP_MAX_DAYS_PER_RUN = 31;

const DAY_MS = 86_400_000;

/**
 * The traffic scope a page belongs to besides the platform's: an incubator's page and every page below
 * it share `/incubators/{slug}`, the same pages the live query's `path = … or path like …/%` picks.
 */
const incubatorScopeOf = (path: ReturnType<typeof sql>) =>
  sql`substring(${path} from '^(/incubators/[^/]+)(?:/|$)')`;

/** The day after the last rolled up, or null when nothing is (nor any view to roll up). */
async function nextDayToRollUp(db: Database): Promise<string | null> {
  const { rows } = await db.execute<{ day: string | null }>(sql`
    select coalesce(
      (select to_char(rolled_up_through + 1, 'YYYY-MM-DD') from analytics_rollup_state where name = 'daily'),
      (select to_char(least(
        (select min(created_at) from page_views),
        (select min(created_at) from feed_items where kind = 'post'),
        (select min(created_at) from feed_comments),
        (select min(created_at) from chat_messages),
        (select min(earned_at) from points_ledger)) at time zone 'UTC', 'YYYY-MM-DD'))) as day`);
  return rows[0]?.day ?? null;
}

/**
 * The day's active people per activity scope: the platform's, and the incubator each act belongs to
 * (a post's, a comment's post's, a chat channel's or its team's, an award's), as `activity()` of
 * analytics-queries.ts counts them.
 */
async function rollUpActivity(tx: Database, day: string, bounds: { start: string; end: string }) {
  const within = (column: SQL) =>
    sql`${column} >= ${bounds.start}::timestamptz and ${column} < ${bounds.end}::timestamptz`;
  const acts = sql`
    select acts.user_id, s.scope
    from (
      select author_id as user_id, incubator_id from feed_items
        where kind = 'post' and author_id is not null and ${within(sql`created_at`)}
      union all select c.author_id, i.incubator_id from feed_comments c join feed_items i on i.id = c.item_id
        where c.author_id is not null and ${within(sql`c.created_at`)}
      union all select m.author_id, coalesce(ch.incubator_id, t.incubator_id) from chat_messages m
        join chat_channels ch on ch.id = m.channel_id left join teams t on t.id = ch.team_id
        where m.author_id is not null and ${within(sql`m.created_at`)}
      union all select user_id, incubator_id from points_ledger where ${within(sql`earned_at`)}
    ) acts
    cross join lateral (values ('platform'), (acts.incubator_id::text)) as s (scope)
    where s.scope is not null`;
  await tx.execute(sql`
    insert into analytics_daily_active (scope, day, active)
    select scope, ${day}::date, count(distinct user_id)::int from (${acts}) scoped group by scope`);
  const week = activeWeekOf(day);
  await tx.execute(sql`
    insert into analytics_active_week_bits (scope, block, user_id, weeks)
    select distinct scope, ${week.block}::smallint, user_id, ${week.bit}::bigint from (${acts}) scoped
    on conflict (scope, block, user_id)
      do update set weeks = analytics_active_week_bits.weeks | excluded.weeks`);
}

/**
 * Rolls one day up in one transaction and moves the mark to it. Under a lock, and only when the day is
 * the next one due, so two runs at once or a run repeated change nothing.
 */
async function rollUpDay(db: Database, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics:rollup'))`);
    if ((await nextDayToRollUp(tx)) !== day) return false;
    const start = `${day}T00:00:00.000Z`;
    const end = new Date(Date.parse(start) + DAY_MS).toISOString();
    const ofDay = sql`v.created_at >= ${start}::timestamptz and v.created_at < ${end}::timestamptz`;
    const scopes = sql`cross join lateral (values ('platform'), (${incubatorScopeOf(sql`v.path`)})) as s (scope)`;
    await tx.execute(sql`
      insert into analytics_daily_traffic (day, scope, views, visitors)
      select ${day}::date, s.scope, count(*)::int, count(distinct v.visitor_id)::int
      from page_views v ${scopes}
      where ${ofDay} and s.scope is not null
      group by s.scope`);
    await tx.execute(sql`
      insert into analytics_daily_pages (day, path, views, visitors)
      select ${day}::date, v.path, count(*)::int, count(distinct v.visitor_id)::int
      from page_views v where ${ofDay}
      group by v.path`);
    await tx.execute(sql`
      insert into analytics_daily_referrers (day, scope, origin, views)
      select ${day}::date, s.scope, substring(v.referrer from '^https?://[^/]+') as origin, count(*)::int
      from page_views v ${scopes}
      where ${ofDay} and s.scope is not null and substring(v.referrer from '^https?://[^/]+') is not null
      group by s.scope, origin`);
    await rollUpActivity(tx, day, { start, end });
    // OR-ing the day's bit in: a day rolled up again would leave the same bits.
    await tx.execute(sql`
      insert into analytics_visitor_years (subject, year, visitor_id, days)
      select distinct s.subject, ${Number(day.slice(0, 4))}::smallint, v.visitor_id, ${yearDaysOf([day, day])}
      from page_views v
      cross join lateral (values ('platform'), (${incubatorScopeOf(sql`v.path`)}), ('page:' || v.path)) as s (subject)
      where ${ofDay} and s.subject is not null
      on conflict (subject, year, visitor_id)
        do update set days = analytics_visitor_years.days | excluded.days`);
    await tx.execute(sql`
      insert into analytics_rollup_state (name, rolled_up_through) values ('daily', ${day}::date)
      on conflict (name) do update set rolled_up_through = excluded.rolled_up_through`);
    return true;
  });
}

/**
 * Rolls up every whole day not yet rolled up before `now`'s UTC day, oldest first, at most
 * `maxDays`; a run that missed days catches up. Answers the days it rolled up.
 */
export async function rollUpPageViews(
  db: Database,
  now: Date,
  maxDays = ANALYTICS_ROLLUP_MAX_DAYS_PER_RUN,
): Promise<string[]> {
  const today = now.toISOString().slice(0, 10);
  const rolled: string[] = [];
  while (rolled.length < maxDays) {
    const day = await nextDayToRollUp(db);
    if (day === null || day >= today) break;
    if (!(await rollUpDay(db, day))) break;
    rolled.push(day);
  }
  if (rolled.length > 0) await tidyAfterRollup(db);
  return rolled;
}

/**
 * After a run: each rolled-up day updates a row per visitor and per active person in place, so the year
 * and week-bit tables hold a dead row for every live one a day. Vacuuming them (and the first joins, which
 * every membership change rewrites) and refreshing their figures here, once a run, keeps the charts'
 * scans on live rows and index-only where they can be, rather than waiting for autovacuum's thresholds;
 * after a catch-up of 31 days the tables had more dead rows than live ones
 * (docs/decisions/066-analytics-at-scale.md). A table another session is vacuuming is skipped.
 */
async function tidyAfterRollup(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze, skip_locked) analytics_visitor_years, analytics_active_week_bits,
    analytics_first_joins, analytics_daily_traffic, analytics_daily_pages, analytics_daily_referrers,
    analytics_daily_active, analytics_rollup_state`);
}
