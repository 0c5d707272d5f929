import { ANALYTICS_ERROR_MESSAGES, type AnalyticsReport, JOIN_FAILURE_REASONS } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  feedComments,
  feedItems,
  incubatorMembers,
  incubators,
  mentoringSessions,
  pageViews,
  pointsLedger,
  subscriptionPlans,
  subscriptions,
  teamMembers,
  teams,
  userProfiles,
  users,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { rollUpPageViews } from "./analytics-rollup";

/**
 * The report on a known data set (docs/decisions/057-analytics-and-sitemaps.md): the week of Monday
 * 1 June 2026, read on Wednesday 17 June. Every figure below is worked out by hand from the rows.
 */
let t: TestApp;
const jars = {} as Record<"owner" | "admin" | "outsider" | "unverifiedAdmin", CookieJar>;
const NOW = new Date("2026-06-17T12:00:00.000Z");
const RANGE = "?from=2026-06-01&to=2026-06-07";
const at = (text: string) => new Date(text);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const made = {
    owner: await createVerifiedUser(t.app, t.db, person("owner@analytics.test"), { ip: "198.51.100.60" }),
    admin: await createVerifiedUser(t.app, t.db, person("admin@analytics.test"), {
      ip: "198.51.100.61",
      roles: ["admin"],
    }),
    outsider: await createVerifiedUser(t.app, t.db, person("outsider@analytics.test"), {
      ip: "198.51.100.62",
    }),
    unverifiedAdmin: await createVerifiedUser(t.app, t.db, person("unverified@analytics.test"), {
      ip: "198.51.100.63",
      roles: ["admin"],
    }),
  };
  for (const [name, { jar }] of Object.entries(made)) jars[name as keyof typeof jars] = jar;
  await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, made.unverifiedAdmin.userId));

  const [lab, other] = await t.db
    .insert(incubators)
    .values([
      { slug: "analytics-lab", name: "Analytics Lab", ownerId: made.owner.userId },
      { slug: "other-lab", name: "Other Lab" },
    ])
    .returning();
  if (!lab || !other) throw new Error("no incubators");

  const person4 = (id: string, createdAt: string, emailVerified: boolean) => ({
    id,
    email: `${id}@analytics.test`,
    name: id,
    emailVerified,
    createdAt: at(createdAt),
  });
  await t.db
    .insert(users)
    .values([
      person4("u1", "2026-06-01T08:00:00Z", true),
      person4("u2", "2026-06-01T20:00:00Z", false),
      person4("u3", "2026-06-05T10:00:00Z", true),
      person4("u4", "2026-05-20T10:00:00Z", true),
    ]);
  await t.db.insert(incubatorMembers).values([
    { userId: "u1", incubatorId: lab.id, joinedAt: at("2026-06-02T09:00:00Z") },
    { userId: "u2", incubatorId: lab.id, joinedAt: at("2026-06-03T09:00:00Z") },
    { userId: "u3", incubatorId: other.id, joinedAt: at("2026-06-05T11:00:00Z") },
    { userId: "u4", incubatorId: lab.id, joinedAt: at("2026-05-20T11:00:00Z") },
  ]);
  // A headline completes a profile; one of spaces does not.
  await t.db.insert(userProfiles).values([
    { userId: "u1", headline: "Designer" },
    { userId: "u2", headline: "   " },
    { userId: "u3", headline: "Product manager" },
  ]);
  const [labTeam, otherTeam] = await t.db
    .insert(teams)
    .values([
      { incubatorId: lab.id, slug: "lab-team", name: "Lab Team" },
      { incubatorId: other.id, slug: "other-team", name: "Other Team" },
    ])
    .returning();
  if (!labTeam || !otherTeam) throw new Error("no teams");
  await t.db.insert(teamMembers).values([
    { teamId: labTeam.id, userId: "u1", isLeader: true },
    { teamId: otherTeam.id, userId: "u3", isLeader: true },
  ]);
  const post = (authorId: string, createdAt: string) => ({
    scopeKind: "incubator" as const,
    scopeId: lab.id,
    incubatorId: lab.id,
    kind: "post" as const,
    authorId,
    body: "Hello",
    rankedAt: at(createdAt),
    createdAt: at(createdAt),
  });
  const [firstPost] = await t.db
    .insert(feedItems)
    .values([post("u1", "2026-06-03T10:00:00Z"), post("u2", "2026-06-10T10:00:00Z")])
    .returning();
  if (!firstPost) throw new Error("no post");
  await t.db
    .insert(feedComments)
    .values({ itemId: firstPost.id, authorId: "u4", body: "Welcome", createdAt: at("2026-06-03T12:00:00Z") });
  const earn = (userId: string, incubatorId: string, earnedAt: string, sourceId: string) => ({
    userId,
    incubatorId,
    sourceKind: "application" as const,
    sourceId,
    reason: "application_accepted" as const,
    points: 25,
    earnedAt: at(earnedAt),
  });
  await t.db
    .insert(pointsLedger)
    .values([
      earn("u3", other.id, "2026-06-05T15:00:00Z", "a1"),
      earn("u1", lab.id, "2026-06-16T15:00:00Z", "a2"),
    ]);
  await t.db.insert(mentoringSessions).values({
    mentorId: "u4",
    menteeId: "u1",
    startsAt: at("2026-06-06T10:00:00Z"),
    endsAt: at("2026-06-06T11:00:00Z"),
    status: "completed",
    agenda: "Portfolio",
    confirmedAt: at("2026-06-04T10:00:00Z"),
    markedAt: at("2026-06-06T11:00:00Z"),
  });

  const [labPlan, otherPlan] = await t.db
    .insert(subscriptionPlans)
    .values([
      { incubatorId: lab.id, name: "Lab", priceMonthly: 1000 },
      { incubatorId: other.id, name: "Other", priceMonthly: 2500 },
    ])
    .returning();
  if (!labPlan || !otherPlan) throw new Error("no plans");
  const subscription = (
    userId: string,
    plan: typeof labPlan,
    status: "active" | "canceled" | "pending_payment",
    times: { createdAt: string; trialEndsAt?: string; canceledAt?: string },
  ) => ({
    userId,
    incubatorId: plan.incubatorId,
    planId: plan.id,
    status,
    provider: "builtin" as const,
    createdAt: at(times.createdAt),
    trialEndsAt: times.trialEndsAt ? at(times.trialEndsAt) : null,
    canceledAt: times.canceledAt ? at(times.canceledAt) : null,
  });
  await t.db.insert(subscriptions).values([
    subscription("u1", labPlan, "active", { createdAt: "2026-05-25T10:00:00Z" }),
    // Pays from the end of its trial.
    subscription("u3", otherPlan, "active", {
      createdAt: "2026-06-01T10:00:00Z",
      trialEndsAt: "2026-06-04T12:00:00Z",
    }),
    // Paid until it was canceled on the 3rd.
    subscription("u2", labPlan, "canceled", {
      createdAt: "2026-05-01T10:00:00Z",
      canceledAt: "2026-06-03T08:00:00Z",
    }),
    // Canceled during its trial: never paid.
    subscription("u4", labPlan, "canceled", {
      createdAt: "2026-06-01T10:00:00Z",
      trialEndsAt: "2026-06-15T10:00:00Z",
      canceledAt: "2026-06-02T10:00:00Z",
    }),
    subscription("u4", otherPlan, "pending_payment", { createdAt: "2026-06-06T10:00:00Z" }),
  ]);

  const view = (path: string, visitor: string, createdAt: string, referrer: string | null = null) => ({
    path,
    visitorId: `00000000-0000-4000-8000-00000000000${visitor}`,
    createdAt: at(createdAt),
    referrer,
  });
  await t.db.insert(pageViews).values([
    view("/", "1", "2026-06-01T10:00:00Z", "https://news.example.com/item"),
    // A move between the site's own pages: no referrer in the report.
    view("/incubators/analytics-lab", "1", "2026-06-01T11:00:00Z", "https://hatchery.test/"),
    view("/incubators/analytics-lab", "2", "2026-06-01T12:00:00Z", "https://news.example.com/other"),
    // Another incubator whose slug starts with the lab's: not the lab's page.
    view("/incubators/analytics-lab-two", "5", "2026-06-02T12:00:00Z"),
    view("/incubators/analytics-lab/feed", "2", "2026-06-03T09:00:00Z"),
    view("/teams", "3", "2026-06-03T09:30:00Z", "https://search.example.org/"),
    view("/", "3", "2026-06-07T23:59:59Z"),
    // Either side of the range.
    view("/", "4", "2026-06-08T00:00:00Z"),
    view("/", "4", "2026-05-31T23:59:59Z"),
  ]);
});
afterAll(() => t.close());

async function report(path: string, jar: CookieJar): Promise<AnalyticsReport> {
  const response = await call(t.app, path, undefined, { jar });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AnalyticsReport;
}

const week = (values: readonly number[]) =>
  ["01", "02", "03", "04", "05", "06", "07"].map((day, index) => ({
    day: `2026-06-${day}`,
    value: values[index],
  }));

describe("GET /api/admin/analytics", () => {
  it("answers every figure of the platform for the range", async () => {
    const figures = await report(`/api/admin/analytics${RANGE}`, jars.admin);
    expect(figures.scope).toEqual({ kind: "platform" });
    expect(figures.range).toEqual({ from: "2026-06-01", to: "2026-06-07" });
    expect(figures.traffic.map((day) => [day.date, day.views, day.visitors])).toEqual(
      week([3, 1, 2, 0, 0, 0, 1]).map(({ day, value }) => [
        day,
        value,
        { "2026-06-01": 2, "2026-06-02": 1, "2026-06-03": 2, "2026-06-07": 1 }[day] ?? 0,
      ]),
    );
    expect(figures.totals).toEqual({ views: 7, visitors: 4 });
    expect(figures.topPages).toEqual([
      { path: "/", views: 2, visitors: 2 },
      { path: "/incubators/analytics-lab", views: 2, visitors: 2 },
      { path: "/incubators/analytics-lab-two", views: 1, visitors: 1 },
      { path: "/incubators/analytics-lab/feed", views: 1, visitors: 1 },
      { path: "/teams", views: 1, visitors: 1 },
    ]);
    expect(figures.referrers).toEqual([
      { referrer: "https://news.example.com", views: 2 },
      { referrer: "https://search.example.org", views: 1 },
    ]);
    expect(figures.signUps.filter((day) => day.signUps > 0)).toEqual([
      { date: "2026-06-01", signUps: 2, verified: 1 },
      { date: "2026-06-05", signUps: 1, verified: 1 },
    ]);
    expect(figures.activeMembers.filter((day) => day.active > 0)).toEqual([
      { date: "2026-06-03", active: 2 },
      { date: "2026-06-05", active: 1 },
    ]);
    expect(figures.subscriptions).toEqual([
      { status: "pending_payment", count: 1 },
      { status: "trial", count: 0 },
      { status: "active", count: 2 },
      { status: "past_due", count: 0 },
      { status: "canceled", count: 2 },
      { status: "not_completed", count: 0 },
    ]);
    expect(figures.revenue.map((day) => day.mrrCents)).toEqual([2000, 2000, 1000, 3500, 3500, 3500, 3500]);
    expect(figures.funnel.map((step) => [step.step, step.people, step.conversion])).toEqual([
      ["joined", 3, null],
      ["profile", 2, 0.6667],
      ["team", 2, 1],
      ["post", 1, 0.5],
      ["mentoring", 1, 1],
    ]);
    expect(figures.funnel[0]?.label).toBe("Joined an incubator");
    expect(figures.retention).toEqual([
      { cohort: "2026-06-01", size: 3, weeks: [1, 0.3333, 0.3333, null, null, null, null, null] },
    ]);
  });

  it("reads the last 30 days ending today without a range", async () => {
    const figures = await report("/api/admin/analytics", jars.admin);
    expect(figures.range).toEqual({ from: "2026-05-19", to: "2026-06-17" });
    expect(figures.traffic).toHaveLength(30);
    expect(figures.totals.views).toBe(9);
  });

  it("refuses a range that is malformed, reversed or too long with a 422 saying so", async () => {
    const cases = [
      ["?from=2026-02-30&to=2026-03-01", ANALYTICS_ERROR_MESSAGES.invalidDate],
      ["?from=2026-06-07&to=2026-06-01", ANALYTICS_ERROR_MESSAGES.reversedRange],
      ["?from=2025-01-01&to=2026-06-01", ANALYTICS_ERROR_MESSAGES.rangeTooLong],
    ] as const;
    for (const [query, message] of cases) {
      const response = await call(t.app, `/api/admin/analytics${query}`, undefined, { jar: jars.admin });
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });

  it("is for administrators with a verified address only", async () => {
    expect((await call(t.app, "/api/admin/analytics")).status).toBe(401);
    expect(await errorOf(await call(t.app, "/api/admin/analytics", undefined, { jar: jars.owner }))).toEqual({
      status: 403,
      code: "forbidden",
      message: "Access denied: this requires the admin role.",
    });
    const unverified = await call(t.app, "/api/admin/analytics", undefined, { jar: jars.unverifiedAdmin });
    expect((await errorOf(unverified)).message).toBe("Email verification required");
  });
});

describe("GET /api/incubators/:slug/analytics", () => {
  it("answers the incubator's own pages, members and subscriptions to its owner", async () => {
    const figures = await report(`/api/incubators/analytics-lab/analytics${RANGE}`, jars.owner);
    expect(figures.scope).toEqual({ kind: "incubator", slug: "analytics-lab", name: "Analytics Lab" });
    expect(figures.traffic.map((day) => day.views)).toEqual([2, 0, 1, 0, 0, 0, 0]);
    expect(figures.totals).toEqual({ views: 3, visitors: 2 });
    expect(figures.topPages).toEqual([
      { path: "/incubators/analytics-lab", views: 2, visitors: 2 },
      { path: "/incubators/analytics-lab/feed", views: 1, visitors: 1 },
    ]);
    expect(figures.referrers).toEqual([{ referrer: "https://news.example.com", views: 1 }]);
    expect(figures.signUps.filter((day) => day.signUps > 0)).toEqual([
      { date: "2026-06-02", signUps: 1, verified: 1 },
      { date: "2026-06-03", signUps: 1, verified: 0 },
    ]);
    expect(figures.activeMembers.filter((day) => day.active > 0)).toEqual([
      { date: "2026-06-03", active: 2 },
    ]);
    expect(figures.subscriptions.filter((row) => row.count > 0)).toEqual([
      { status: "active", count: 1 },
      { status: "canceled", count: 2 },
    ]);
    expect(figures.revenue.map((day) => day.mrrCents)).toEqual([2000, 2000, 1000, 1000, 1000, 1000, 1000]);
    expect(figures.funnel.map((step) => [step.people, step.conversion])).toEqual([
      [2, null],
      [1, 0.5],
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    expect(figures.retention).toEqual([
      { cohort: "2026-06-01", size: 2, weeks: [1, 0.5, 0.5, null, null, null, null, null] },
    ]);
  });

  it("answers administrators for any incubator, and an empty range with zeros", async () => {
    const figures = await report(
      "/api/incubators/other-lab/analytics?from=2026-01-05&to=2026-01-06",
      jars.admin,
    );
    expect(figures.traffic).toEqual([
      { date: "2026-01-05", views: 0, visitors: 0 },
      { date: "2026-01-06", views: 0, visitors: 0 },
    ]);
    expect(figures.funnel.map((step) => step.people)).toEqual([0, 0, 0, 0, 0]);
    expect(figures.funnel.every((step) => step.conversion === null)).toBe(true);
    expect(figures.retention).toEqual([]);
  });

  it("refuses anyone else, and says when there is no such incubator", async () => {
    expect((await call(t.app, "/api/incubators/analytics-lab/analytics")).status).toBe(401);
    for (const jar of [jars.outsider, jars.owner]) {
      const path = jar === jars.owner ? "other-lab" : "analytics-lab";
      expect(
        await errorOf(await call(t.app, `/api/incubators/${path}/analytics`, undefined, { jar })),
      ).toEqual({
        status: 403,
        code: "forbidden",
        message: ANALYTICS_ERROR_MESSAGES.forbidden,
      });
    }
    const missing = await call(t.app, "/api/incubators/no-such-lab/analytics", undefined, {
      jar: jars.admin,
    });
    expect(await errorOf(missing)).toMatchObject({ status: 404, message: JOIN_FAILURE_REASONS.notFound });
  });
});

describe("the report once the page views are rolled up", () => {
  it("answers the same figures, the rolled-up days from the rollup and today live", async () => {
    const paths = [
      `/api/admin/analytics${RANGE}`,
      "/api/admin/analytics",
      `/api/incubators/analytics-lab/analytics${RANGE}`,
      "/api/incubators/analytics-lab/analytics",
    ];
    const live = [];
    for (const path of paths) live.push(await report(path, jars.admin));
    // Up to yesterday (16 June); a view today stays live.
    expect(await rollUpPageViews(t.db, NOW, 366)).toContain("2026-06-08");
    const rolled = [];
    for (const path of paths) rolled.push(await report(path, jars.admin));
    expect(rolled).toEqual(live);
  });
});
