import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * The analytics report's queries, one per chart (docs/decisions/057-analytics-and-sitemaps.md). Each
 * aggregates in the database and answers at most one row per day, page, status or cohort week; counts are
 * cast to int because node-postgres reads bigint as text. Days are UTC.
 */

/** The platform's, or one incubator's (its id and slug). */
export type AnalyticsScope = { kind: "platform" } | { kind: "incubator"; id: string; slug: string };

/** A range of whole UTC days: `from` included, `until` (the day after the last) excluded. */
export interface DayRange {
  from: string;
  to: string;
  /** The start of `from` and the start of the day after `to`, as timestamps. */
  start: Date;
  end: Date;
  /**
   * The last day the page-view rollup holds (analytics-traffic-queries.ts), or null: the page-view charts
   * read the days up to it from the rollup and the rest live.
   */
  rolledUpThrough?: string | null;
}

/**
 * Run first in the report's transaction: no JIT compilation for its statements (bench/analytics.mjs sets
 * the same on its connection, so it measures what the report runs).
 */
export const ANALYTICS_SESSION_SETTINGS = sql`set local jit = off`;

const days = (range: DayRange) =>
  sql`select generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date as day`;

const inRange = (column: SQL, range: { start: Date; end: Date }) =>
  sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`;

/**
 * The platform's new accounts per day, or an incubator's new members per day (who joined then and
 * have not left), each with how many of them have verified their email address.
 */
export async function signUpsByDay(db: Database, scope: AnalyticsScope, range: DayRange) {
  const joined =
    scope.kind === "platform"
      ? sql`select created_at as at, email_verified as verified from users
          where ${inRange(sql`created_at`, range)}`
      : sql`select m.joined_at as at, u.email_verified as verified
          from incubator_members m join users u on u.id = m.user_id
          where m.incubator_id = ${scope.id} and ${inRange(sql`m.joined_at`, range)}`;
  const { rows } = await db.execute<{ date: string; signUps: number; verified: number }>(sql`
    with days as (${days(range)}),
    joined as (
      select (at at time zone 'UTC')::date as day, count(*)::int as sign_ups,
        (count(*) filter (where verified))::int as verified
      from (${joined}) people group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(joined.sign_ups, 0) as "signUps",
      coalesce(joined.verified, 0) as verified
    from days left join joined on joined.day = days.day
    order by days.day`);
  return rows;
}

/**
 * What counts as being active: writing a post, a comment or a chat message, or earning points (an
 * outcome), inside the scope. Each row is one act: `user_id` and `at`.
 */
export function activity(scope: AnalyticsScope, range: { start: Date; end: Date }): SQL {
  const within = (column: SQL) => inRange(column, range);
  if (scope.kind === "platform") {
    return sql`
      select author_id as user_id, created_at as at from feed_items
        where kind = 'post' and author_id is not null and ${within(sql`created_at`)}
      union all select author_id, created_at from feed_comments
        where author_id is not null and ${within(sql`created_at`)}
      union all select author_id, created_at from chat_messages
        where author_id is not null and ${within(sql`created_at`)}
      union all select user_id, earned_at from points_ledger where ${within(sql`earned_at`)}`;
  }
  return sql`
    select author_id as user_id, created_at as at from feed_items
      where incubator_id = ${scope.id} and kind = 'post' and author_id is not null
        and ${within(sql`created_at`)}
    union all select c.author_id, c.created_at from feed_comments c
      join feed_items i on i.id = c.item_id
      where i.incubator_id = ${scope.id} and c.author_id is not null and ${within(sql`c.created_at`)}
    union all select m.author_id, m.created_at from chat_messages m
      join chat_channels ch on ch.id = m.channel_id
      left join teams t on t.id = ch.team_id
      where coalesce(ch.incubator_id, t.incubator_id) = ${scope.id} and m.author_id is not null
        and ${within(sql`m.created_at`)}
    union all select user_id, earned_at from points_ledger
      where incubator_id = ${scope.id} and ${within(sql`earned_at`)}`;
}

export async function subscriptionsByStatus(db: Database, scope: AnalyticsScope) {
  const where = scope.kind === "platform" ? sql`true` : sql`incubator_id = ${scope.id}`;
  const { rows } = await db.execute<{ status: string; count: number }>(sql`
    select status, count(*)::int as count from subscriptions where ${where} group by status`);
  return rows;
}

/**
 * Monthly recurring revenue at the end of each day: the monthly prices of the subscriptions paying then.
 * A subscription pays from the end of its trial (or its start without one) until it is canceled; one
 * canceled before its trial ended never paid. Past due still counts, as the provider is still collecting.
 * Summed from the day each starts and ends paying, then a running sum over the range's days (a window), so
 * the work grows with subscriptions and days, not days times them.
 */
export async function revenueByDay(db: Database, scope: AnalyticsScope, range: DayRange) {
  const where = scope.kind === "platform" ? sql`true` : sql`s.incubator_id = ${scope.id}`;
  const { rows } = await db.execute<{ date: string; mrrCents: number }>(sql`
    with days as (${days(range)}),
    paying as (
      select greatest(s.created_at, coalesce(s.trial_ends_at, s.created_at)) as starts,
        case when s.status = 'canceled' then coalesce(s.canceled_at, s.updated_at) end as ends,
        p.price_monthly as price
      from subscriptions s join subscription_plans p on p.id = s.plan_id
      where s.status in ('active', 'past_due', 'canceled') and ${where}
    ),
    changes as (
      select (starts at time zone 'UTC')::date as day, price as delta from paying
        where ends is null or ends > starts
      union all select (ends at time zone 'UTC')::date, -price from paying where ends > starts
    ),
    daily as (select day, sum(delta) as delta from changes group by day)
    select to_char(days.day, 'YYYY-MM-DD') as date,
      ((select coalesce(sum(delta), 0) from daily where daily.day < ${range.from}::date)
        + sum(coalesce(daily.delta, 0)) over (order by days.day))::int as "mrrCents"
    from days left join daily on daily.day = days.day
    order by days.day`);
  return rows;
}

/**
 * Who joined in the range: the platform's people by their first join (kept by a trigger on the
 * memberships), an incubator's by theirs.
 */
export function joinedCohort(scope: AnalyticsScope, range: DayRange): SQL {
  if (scope.kind === "platform") {
    return sql`select user_id, joined_at from analytics_first_joins where ${inRange(sql`joined_at`, range)}`;
  }
  return sql`select user_id, joined_at from incubator_members
    where incubator_id = ${scope.id} and ${inRange(sql`joined_at`, range)}`;
}

/**
 * The activation funnel: of the people who joined in the range, how many completed their profile (a
 * headline), then joined a team (of the incubator), then posted (in it), then completed a mentoring
 * session as the mentee. Each step counts only those who took every earlier one, and is asked only of
 * them (a semi-join, which the database may hash), rather than every step of every person of the cohort.
 * A first post is looked up per person in the posts' author index (`limit 1`, which the planner cannot
 * turn into a semi-join): hashing every post's author grew with the posts, the lookups with the people
 * left at that step (docs/decisions/066-analytics-at-scale.md).
 */
export async function activationFunnel(db: Database, scope: AnalyticsScope, range: DayRange) {
  const teamOf = scope.kind === "platform" ? sql`true` : sql`t.incubator_id = ${scope.id}`;
  const postIn = scope.kind === "platform" ? sql`true` : sql`f.incubator_id = ${scope.id}`;
  const { rows } = await db.execute<{
    joined: number;
    profile: number;
    team: number;
    post: number;
    mentoring: number;
  }>(sql`
    with cohort as materialized (${joinedCohort(scope, range)}),
    profile as materialized (select c.user_id from cohort c where exists (select 1 from user_profiles p
      where p.user_id = c.user_id and btrim(coalesce(p.headline, '')) <> '')),
    team as materialized (select c.user_id from profile c where exists (select 1 from team_members tm
      join teams t on t.id = tm.team_id where tm.user_id = c.user_id and ${teamOf})),
    post as materialized (select c.user_id from team c cross join lateral (select 1 from feed_items f
      where f.author_id = c.user_id and f.kind = 'post' and ${postIn} limit 1) posted),
    mentoring as (select c.user_id from post c where exists (select 1 from mentoring_sessions s
      where s.mentee_id = c.user_id and s.status = 'completed'))
    select (select count(*) from cohort)::int as joined, (select count(*) from profile)::int as profile,
      (select count(*) from team)::int as team, (select count(*) from post)::int as post,
      (select count(*) from mentoring)::int as mentoring`);
  return rows[0] ?? { joined: 0, profile: 0, team: 0, post: 0, mentoring: 0 };
}
