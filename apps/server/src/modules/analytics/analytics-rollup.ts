import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "../../lib/jobs/jobs";

/**
 * The daily rollup of page views (docs/decisions/057-analytics-and-sitemaps.md): each whole UTC day
 * before today, once, into per-day rows (traffic per scope, views per page, referrers by origin) and into
 * each visitor's days of the month. The charts read those for rolled-up days and `page_views` only after
 * them, so a report costs a row per day, page or origin, and stays exact up to now.
 */

/** Hourly: a day is rolled up within the hour after it ends, whichever instance runs it. */
export const ANALYTICS_ROLLUP_INTERVAL_MS = 60 * 60_000;
/** Days rolled up per run at most, so a first run on years of views stays short; the next runs go on. */
export const ANALYTICS_ROLLUP_MAX_DAYS_PER_RUN = 31;

const DAY_MS = 86_400_000;

export const analyticsRollupJob = defineScheduledJob({ name: "analytics.rollup" });

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
      (select to_char(rolled_up_through + 1, 'YYYY-MM-DD') from analytics_rollup_state where name = 'page_views'),
      (select to_char(min(created_at at time zone 'UTC'), 'YYYY-MM-DD') from page_views)) as day`);
  return rows[0]?.day ?? null;
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
    // OR-ing the day's bit in: a day rolled up again would leave the same bits.
    await tx.execute(sql`
      insert into analytics_visitor_months (subject, month, visitor_id, days)
      select distinct s.subject, date_trunc('month', ${day}::date)::date, v.visitor_id,
        (1 << (extract(day from ${day}::date)::int - 1))::int
      from page_views v
      cross join lateral (values ('platform'), (${incubatorScopeOf(sql`v.path`)}), ('page:' || v.path)) as s (subject)
      where ${ofDay} and s.subject is not null
      on conflict (subject, month, visitor_id)
        do update set days = analytics_visitor_months.days | excluded.days`);
    await tx.execute(sql`
      insert into analytics_rollup_state (name, rolled_up_through) values ('page_views', ${day}::date)
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
  return rolled;
}

export function analyticsJobs(db: Database): JobRegistration[] {
  return [
    registerSchedule(analyticsRollupJob, ANALYTICS_ROLLUP_INTERVAL_MS, async ({ now }) => {
      await rollUpPageViews(db, now);
    }),
  ];
}
