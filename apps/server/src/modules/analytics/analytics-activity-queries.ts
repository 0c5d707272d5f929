import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { activeWeekOf, weekNumberOf } from "./analytics-active-weeks";
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
 * A person's active weeks up to the last rolled-up day are the bits of their row (or two) of the rollup,
 * counted per week without making anyone distinct; a week seen only in the acts after it counts once more.
 */
export async function retentionCohorts(db: Database, scope: AnalyticsScope, range: DayRange, weeks: number) {
  const follow: DayRange = {
    ...range,
    end: new Date(range.end.getTime() + weeks * 7 * 86_400_000),
  };
  follow.to = new Date(follow.end.getTime() - 86_400_000).toISOString().slice(0, 10);
  const { rolled, live } = splitAtRollup(follow);
  const offsets = Array.from({ length: weeks - 1 }, (_, index) => index + 1);
  const column = (offset: number) => sql.raw(`week_${offset}`);
  const hasWeek = (bits: string, week: SQL) =>
    sql`${sql.raw(bits)}.block = (${week}) / 64 and ${sql.raw(bits)}.weeks & (1::bigint << ((${week}) % 64)) <> 0`;
  // The cohort and the week each joined, written out where it is used rather than as one materialized
  // CTE: the planner then sees the table's figures, hashes the cohort (the smaller side) against the week
  // bits, and reaches only the people active after the mark for the live weeks.
  const cohortWeeks = sql`select user_id, ${weekNumberOf(sql`joined_at at time zone 'UTC'`)} as week
    from (${joinedCohort(scope, range)}) joined`;
  const rolledWeeks =
    rolled === null
      ? sql`select null::int as cohort, null::int as week, null::bigint as people where false`
      : sql`select counted.cohort, counts.week, counts.people from (
          select c.week as cohort, ${sql.join(
            offsets.map(
              (offset) =>
                sql`count(*) filter (where ${hasWeek("b", sql`c.week + ${offset}::int`)}) as ${column(offset)}`,
            ),
            sql`, `,
          )}
          from (${cohortWeeks}) c join analytics_active_week_bits b on b.scope = ${scopeKey(scope)} and b.user_id = c.user_id
            and b.block between ${activeWeekOf(range.from).block} and ${activeWeekOf(follow.to).block}
            and b.block between (c.week + 1) / 64 and (c.week + ${weeks - 1}::int) / 64
          group by c.week
        ) counted
        cross join lateral (values ${sql.join(
          offsets.map((offset) => sql`(${offset}::int, counted.${column(offset)})`),
          sql`, `,
        )}) as counts (week, people)`;
  // One lookup in the week bits' key per person and week seen after the mark (a few hundred), as a
  // value rather than `not exists`, which the planner made a hash of every person's week bits.
  const seenInRollup =
    rolled === null
      ? sql`false`
      : sql`(coalesce((select b.weeks & (1::bigint << (l.week % 64)) from analytics_active_week_bits b
          where b.scope = ${scopeKey(scope)} and b.block = l.week / 64 and b.user_id = c.user_id), 0) <> 0)`;
  const liveWeeks =
    live === null
      ? sql`select null::int as cohort, null::int as week, null::bigint as people where false`
      : sql`select c.week, l.week - c.week, count(*)
          from (${cohortWeeks}) c join (select distinct user_id, ${weekNumberOf(sql`at at time zone 'UTC'`)} as week
            from (${activity(scope, live)}) acts) l on l.user_id = c.user_id
          where l.week > c.week and l.week < c.week + ${weeks}::int and not ${seenInRollup}
          group by 1, 2`;
  const { rows } = await db.execute<{ cohort: string; week: number | null; people: number }>(sql`
    with returned (cohort, week, people) as (${rolledWeeks} union all ${liveWeeks})
    select to_char(date '1970-01-05' + cohort * 7, 'YYYY-MM-DD') as cohort, null::int as week,
      count(*)::int as people
      from (select week as cohort from (${cohortWeeks}) c) sizes group by cohort
    union all
    select to_char(date '1970-01-05' + cohort * 7, 'YYYY-MM-DD'), week, sum(people)::int
      from returned group by cohort, week having sum(people) > 0
    order by 1, 2 nulls first`);
  return rows;
}
