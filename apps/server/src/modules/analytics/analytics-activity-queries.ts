import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type AnalyticsScope, activity, type DayRange, joinedCohort } from "./analytics-queries";
import { days, rolledDays, splitAtRollup } from "./analytics-traffic-queries";

/**
 * The activity charts (docs/decisions/057-analytics-and-sitemaps.md): the days the rollup job has
 * written (analytics-rollup.ts) are read from its tables, the days after them from the acts themselves
 * (`activity()`), so the figures are exact up to now.
 */

/** The rollup's key of a scope: `platform`, or the incubator's id. */
const scopeKey = (scope: AnalyticsScope) => (scope.kind === "platform" ? "platform" : scope.id);

export async function activeMembersByDay(db: Database, scope: AnalyticsScope, range: DayRange) {
  const { rolled, live } = splitAtRollup(range);
  const liveActs =
    live === null
      ? sql`select null::text as user_id, null::timestamptz as at where false`
      : activity(scope, live);
  const { rows } = await db.execute<{ date: string; active: number }>(sql`
    with days as (${days(range)}),
    active as (
      select day, active from analytics_daily_active where scope = ${scopeKey(scope)} and ${rolledDays(rolled)}
      union all
      select (at at time zone 'UTC')::date as day, count(distinct user_id)::int as active
      from (${liveActs}) acts group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(active.active, 0) as active
    from days left join active on active.day = days.day
    order by days.day`);
  return rows;
}

/**
 * Weekly retention: the people who joined in the range by the week (from Monday) they joined, and for
 * each week after, how many of them were active in it. Joining is itself activity, so week 0 is everyone.
 * A person's active weeks come from the rollup's rows of that person (up to the last rolled-up day) and
 * from the acts after it.
 */
export async function retentionCohorts(db: Database, scope: AnalyticsScope, range: DayRange, weeks: number) {
  const follow: DayRange = {
    ...range,
    end: new Date(range.end.getTime() + weeks * 7 * 86_400_000),
  };
  follow.to = new Date(follow.end.getTime() - 86_400_000).toISOString().slice(0, 10);
  const { rolled, live } = splitAtRollup(follow);
  const inFollowUp = (week: ReturnType<typeof sql>) =>
    sql`${week} > c.week and ${week} < c.week + ${weeks * 7}::int`;
  const rolledWeeks =
    rolled === null
      ? sql`select null::date as cohort, null::int as week, null::text as user_id where false`
      : sql`select c.week, (w.week - c.week) / 7, c.user_id
          from cohort c join analytics_active_weeks w on w.scope = ${scopeKey(scope)} and w.user_id = c.user_id
          where ${inFollowUp(sql`w.week`)} and w.week <= ${rolled.to}::date`;
  const liveWeeks =
    live === null
      ? sql`select null::date as cohort, null::int as week, null::text as user_id where false`
      : sql`select c.week, (l.week - c.week) / 7, c.user_id
          from cohort c join (select distinct user_id, date_trunc('week', at at time zone 'UTC')::date as week
            from (${activity(scope, live)}) acts) l on l.user_id = c.user_id
          where ${inFollowUp(sql`l.week`)}`;
  const { rows } = await db.execute<{ cohort: string; week: number | null; people: number }>(sql`
    with cohort as materialized (
      select user_id, date_trunc('week', joined_at at time zone 'UTC')::date as week
      from (${joinedCohort(scope, range)}) joined
    ),
    returned (cohort, week, user_id) as (${rolledWeeks} union all ${liveWeeks})
    select to_char(cohort, 'YYYY-MM-DD') as cohort, null::int as week, count(*)::int as people
      from (select week as cohort from cohort) sizes group by cohort
    union all
    select to_char(cohort, 'YYYY-MM-DD'), week::int, count(distinct user_id)::int
      from returned group by cohort, week
    order by 1, 2 nulls first`);
  return rows;
}
