import {
  ACTIVATION_STEP_IDS,
  ACTIVATION_STEP_LABELS,
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_RETENTION_WEEKS,
  ANALYTICS_TOP_LIMIT,
  type AnalyticsReport,
  analyticsPresetRange,
  type analyticsQuerySchema,
  SUBSCRIPTION_STATUSES,
} from "@hatchery/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { PolicyActor } from "../../lib/policy";
import { findIncubatorBySlug } from "../incubators/incubators.service";
import { assertCan } from "./analytics.policy";
import { activeMembersByDay, retentionCohorts } from "./analytics-activity-queries";
import {
  ANALYTICS_SESSION_SETTINGS,
  type AnalyticsScope,
  activationFunnel,
  type DayRange,
  revenueByDay,
  signUpsByDay,
  subscriptionsByStatus,
} from "./analytics-queries";
import {
  readRolledUpThrough,
  topPages,
  topReferrers,
  trafficByDay,
  trafficTotals,
} from "./analytics-traffic-queries";

const DAY_MS = 86_400_000;

type RangeQuery = z.output<typeof analyticsQuerySchema>;

/** The asked range, or the last 30 days ending today (UTC) when either date is missing. */
export function dayRange(query: RangeQuery, now: Date): DayRange {
  const { from, to } =
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : analyticsPresetRange(now.toISOString().slice(0, 10), ANALYTICS_DEFAULT_RANGE_DAYS);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  return { from, to, start, end };
}

/** The share `part` is of `whole`, to four places; null when there is no whole to divide. */
function share(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}

interface ReportInput {
  range: DayRange;
  siteOrigin: string;
  now: Date;
}

/**
 * The figures of a scope, one query per chart. Run one after another in one read transaction: on the
 * embedded database they would queue anyway, and on PostgreSQL a report is one connection, not nine.
 * Without JIT compilation (docs/decisions/066-analytics-at-scale.md): these statements read tens of
 * thousands of rows once, so compiling them costs more than it saves, and on a loaded machine the
 * compiling alone took seconds when a plan's estimated cost passed `jit_above_cost`.
 */
function buildReport(
  db: Database,
  scope: AnalyticsScope,
  input: ReportInput,
): Promise<Omit<AnalyticsReport, "scope">> {
  return db.transaction(async (tx) => {
    await tx.execute(ANALYTICS_SESSION_SETTINGS);
    return buildReportIn(tx, scope, input);
  });
}

async function buildReportIn(
  db: Database,
  scope: AnalyticsScope,
  input: ReportInput,
): Promise<Omit<AnalyticsReport, "scope">> {
  const range = { ...input.range, rolledUpThrough: await readRolledUpThrough(db) };
  const traffic = await trafficByDay(db, scope, range);
  const totals = await trafficTotals(db, scope, range);
  const pages = await topPages(db, scope, range, ANALYTICS_TOP_LIMIT);
  const referrers = await topReferrers(db, scope, range, {
    siteOrigin: input.siteOrigin,
    limit: ANALYTICS_TOP_LIMIT,
  });
  const signUps = await signUpsByDay(db, scope, range);
  const activeMembers = await activeMembersByDay(db, scope, range);
  const statuses = await subscriptionsByStatus(db, scope);
  const revenue = await revenueByDay(db, scope, range);
  const funnelCounts = await activationFunnel(db, scope, range);
  const cohortRows = await retentionCohorts(db, scope, range, ANALYTICS_RETENTION_WEEKS);

  const countByStatus = new Map(statuses.map((row) => [row.status, row.count]));
  const funnel = ACTIVATION_STEP_IDS.map((step, index) => {
    const previous = ACTIVATION_STEP_IDS[index - 1];
    return {
      step,
      label: ACTIVATION_STEP_LABELS[step],
      people: funnelCounts[step],
      conversion: previous === undefined ? null : share(funnelCounts[step], funnelCounts[previous]),
    };
  });

  return {
    range: { from: range.from, to: range.to },
    traffic,
    totals,
    topPages: pages,
    referrers,
    signUps,
    activeMembers,
    subscriptions: SUBSCRIPTION_STATUSES.map((status) => ({ status, count: countByStatus.get(status) ?? 0 })),
    revenue,
    funnel,
    retention: retentionTable(cohortRows, input.now),
  };
}

/**
 * Cohort rows into the table: each cohort's size, week 0 (joining) as everyone, later weeks as the share
 * active then, and null for a week that has not begun.
 */
function retentionTable(
  rows: readonly { cohort: string; week: number | null; people: number }[],
  now: Date,
): AnalyticsReport["retention"] {
  const sizes = rows.filter((row) => row.week === null);
  return sizes.map(({ cohort, people: size }) => {
    const returned = new Map(
      rows.filter((row) => row.cohort === cohort && row.week !== null).map((row) => [row.week, row.people]),
    );
    const cohortStart = Date.parse(`${cohort}T00:00:00Z`);
    const weeks = Array.from({ length: ANALYTICS_RETENTION_WEEKS }, (_, week) => {
      if (cohortStart + week * 7 * DAY_MS > now.getTime()) return null;
      return week === 0 ? 1 : (share(returned.get(week) ?? 0, size) ?? 0);
    });
    return { cohort, size, weeks };
  });
}

export async function readPlatformAnalytics(
  db: Database,
  actor: PolicyActor,
  input: { query: RangeQuery; siteOrigin: string; now: Date },
): Promise<AnalyticsReport> {
  assertCan(actor, "readPlatform", { kind: "platform" });
  const report = await buildReport(
    db,
    { kind: "platform" },
    { ...input, range: dayRange(input.query, input.now) },
  );
  return { scope: { kind: "platform" }, ...report };
}

export async function readIncubatorAnalytics(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; query: RangeQuery; siteOrigin: string; now: Date },
): Promise<AnalyticsReport> {
  const incubator = await findIncubatorBySlug(db, input.slug);
  assertCan(actor, "readIncubator", { kind: "incubator", ownerId: incubator.ownerId });
  const scope: AnalyticsScope = { kind: "incubator", id: incubator.id, slug: incubator.slug };
  const report = await buildReport(db, scope, { ...input, range: dayRange(input.query, input.now) });
  return { scope: { kind: "incubator", slug: incubator.slug, name: incubator.name }, ...report };
}
