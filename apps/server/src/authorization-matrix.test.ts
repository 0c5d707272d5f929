import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatChannels,
  chatMessages,
  contentItems,
  courses,
  incubatorMembers,
  incubators,
  mentorProfiles,
  notifications,
  practiceShares,
  projectMilestones,
  projects,
  subscriptionPlans,
  subscriptions,
  teamApplications,
  teamMembers,
  teams,
  users,
} from "./db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "./test/auth-test-helpers";
import { adminOperationsRows } from "./test/authorization-matrix/admin-operations-rows";
import { adminUsersRows } from "./test/authorization-matrix/admin-users-rows";
import { analyticsRows } from "./test/authorization-matrix/analytics-rows";
import { chatRows } from "./test/authorization-matrix/chat-rows";
import { classroomRows } from "./test/authorization-matrix/classroom-rows";
import { dashboardRows } from "./test/authorization-matrix/dashboard-rows";
import { directMessageRows } from "./test/authorization-matrix/direct-message-rows";
import { feedRows } from "./test/authorization-matrix/feed-rows";
import { fundingCallRows } from "./test/authorization-matrix/funding-call-rows";
import { fundingReviewRows } from "./test/authorization-matrix/funding-review-rows";
import { incubatorRows } from "./test/authorization-matrix/incubator-rows";
import { learningAndGamesRows } from "./test/authorization-matrix/learning-and-games-rows";
import {
  ACTORS,
  type ActorName,
  COURSE,
  DOOMED_PROJECT,
  DOOMED_TEAM,
  type Expected,
  type Fixture,
  LESSON,
  OPEN_SLUG,
  PROJECT,
  type Row,
  SLUG,
  TEAM,
} from "./test/authorization-matrix/matrix-rows";
import { mentoringRows } from "./test/authorization-matrix/mentoring-rows";
import { moderationRows } from "./test/authorization-matrix/moderation-rows";
import { notificationAndSubscriptionRows } from "./test/authorization-matrix/notification-and-subscription-rows";
import { peopleRows } from "./test/authorization-matrix/people-rows";
import { platformRows } from "./test/authorization-matrix/platform-rows";
import { positionRows } from "./test/authorization-matrix/position-rows";
import { stateChangingRows } from "./test/authorization-matrix/state-changing-rows";
import { teamAndProjectRows } from "./test/authorization-matrix/team-and-project-rows";
import { createTestApp, request, type TestApp } from "./test/test-app";

/**
 * The authorization matrix: every `/api` route of the registry (read from the published OpenAPI
 * document, which is generated from it) answered for every kind of caller. A route added without a
 * row here fails the suite, so nobody ships an endpoint whose access nobody decided.
 *
 * The statuses are what each caller gets when the request itself is otherwise harmless: bodies are
 * empty objects, so a caller who gets past the guards meets validation (422) rather than a change.
 * The rows live in src/test/authorization-matrix/, one file an area, and run in the order MATRIX lists
 * them; the few that change state come after every read.
 */

/** Every row, in the order they run: reads first, then the rows that change state. */
const MATRIX: Record<string, Row> = {
  ...platformRows,
  ...notificationAndSubscriptionRows,
  ...incubatorRows,
  ...teamAndProjectRows,
  ...chatRows,
  ...directMessageRows,
  ...mentoringRows,
  ...positionRows,
  ...learningAndGamesRows,
  ...feedRows,
  ...classroomRows,
  ...adminOperationsRows,
  // The moderation queue (issue 26).
  ...moderationRows,
  ...adminUsersRows,
  ...dashboardRows,
  // Funding review, decisions and awards (decision 059).
  ...fundingReviewRows,
  ...stateChangingRows,
  ...analyticsRows,
  ...fundingCallRows,
  // People's profiles (decision 063).
  ...peopleRows,
};

const STRIPE_SETTINGS = {
  STRIPE_SECRET_KEY: "sk_test_matrix",
  STRIPE_WEBHOOK_SECRET: "whsec_matrix",
  // Nothing listens here: no row may reach Stripe.
  STRIPE_API_URL: "http://127.0.0.1:9",
};

let t: TestApp;
let stripeApp: TestApp["app"];
const jars = {} as Record<Exclude<ActorName, "anonymous">, CookieJar>;
let fixture: Fixture;
let routeKeys: string[];

beforeAll(async () => {
  t = await createTestApp();
  const people: [Exclude<ActorName, "anonymous">, ("advisor" | "coach" | "admin")[]][] = [
    ["unverified", []],
    ["member", []],
    ["otherMember", []],
    ["trialMember", []],
    ["advisor", ["advisor"]],
    ["coach", ["coach"]],
    ["admin", ["admin"]],
  ];
  const ids = {} as Record<Exclude<ActorName, "anonymous">, string>;
  for (const [index, [name, roles]] of people.entries()) {
    const created = await createVerifiedUser(t.app, t.db, person(`${name.toLowerCase()}@matrix.test`), {
      ip: `198.51.100.${160 + index}`,
      roles,
    });
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, ids.unverified));

  const [lab] = await t.db
    .insert(incubators)
    .values([
      { name: "Matrix Lab", slug: SLUG, status: "active", ownerId: ids.advisor },
      { name: "Matrix Open", slug: OPEN_SLUG, status: "active" },
      { name: "Other Lab", slug: "matrix-other", status: "active" },
    ])
    .returning({ id: incubators.id });
  if (!lab) throw new Error("no fixture incubator");
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({ incubatorId: lab.id, name: "Builder", priceMonthly: 1900 })
    .returning({ id: subscriptionPlans.id });
  if (!plan) throw new Error("no fixture plan");
  const [other] = await t.db
    .select({ id: incubators.id })
    .from(incubators)
    .where(eq(incubators.slug, "matrix-other"));
  if (!other) throw new Error("no second fixture incubator");
  await t.db.insert(incubatorMembers).values([
    { incubatorId: lab.id, userId: ids.member },
    { incubatorId: lab.id, userId: ids.trialMember },
    { incubatorId: other.id, userId: ids.otherMember },
  ]);
  const [pending] = await t.db
    .insert(subscriptions)
    .values({
      userId: ids.member,
      planId: plan.id,
      incubatorId: lab.id,
      status: "pending_payment",
      provider: "builtin",
    })
    .returning({ id: subscriptions.id });
  if (!pending) throw new Error("no fixture subscription");
  const fixtureTeams = await t.db
    .insert(teams)
    .values([
      { incubatorId: lab.id, slug: TEAM, name: "Matrix Team" },
      { incubatorId: lab.id, slug: DOOMED_TEAM, name: "Doomed Team" },
    ])
    .returning({ id: teams.id });
  for (const team of fixtureTeams) {
    await t.db.insert(teamMembers).values({ teamId: team.id, userId: ids.member, isLeader: true });
  }
  const teamId = fixtureTeams[0]?.id as string;
  await t.db.insert(teamApplications).values({
    teamId,
    userId: ids.trialMember,
    status: "trial",
    trialEndsOn: "2999-12-31",
  });
  const [project] = await t.db
    .insert(projects)
    .values([
      { teamId, slug: PROJECT, name: "Matrix Project" },
      { teamId, slug: DOOMED_PROJECT, name: "Doomed Project" },
    ])
    .returning({ id: projects.id });
  if (!project) throw new Error("no fixture project");
  const [milestone] = await t.db
    .insert(projectMilestones)
    .values({ projectId: project.id, title: "First" })
    .returning({ id: projectMilestones.id });
  if (!milestone) throw new Error("no fixture milestone");
  const [course] = await t.db
    .insert(courses)
    .values({
      incubatorId: lab.id,
      slug: COURSE,
      title: "Matrix course",
      visibility: "members",
      status: "published",
    })
    .returning({ id: courses.id });
  if (!course) throw new Error("no fixture course");
  await t.db.insert(contentItems).values({
    source: "incubator",
    incubatorId: lab.id,
    authorId: ids.advisor,
    kind: "lesson",
    collection: `courses/${course.id}`,
    slug: LESSON,
    title: "Matrix lesson",
    summary: "",
    details: { questions: [] },
    bodyMarkdown: "Lesson.",
    bodyHtml: "<p>Lesson.</p>",
    bodyText: "Lesson.",
    contentHash: "matrix",
  });
  const [notification] = await t.db
    .insert(notifications)
    .values({ userId: ids.member, kind: "mention", title: "Matrix mention", url: "/teams" })
    .returning({ id: notifications.id });
  if (!notification) throw new Error("no fixture notification");
  const [teamChannel] = await t.db.select().from(chatChannels).where(eq(chatChannels.teamId, teamId));
  const [labChannel] = await t.db.select().from(chatChannels).where(eq(chatChannels.incubatorId, lab.id));
  if (!teamChannel || !labChannel) throw new Error("no fixture channels");
  const [message] = await t.db
    .insert(chatMessages)
    .values({ channelId: teamChannel.id, authorId: ids.member, body: "Matrix message" })
    .returning({ id: chatMessages.id });
  if (!message) throw new Error("no fixture message");
  await t.db.insert(mentorProfiles).values({
    userId: ids.coach,
    kind: "coach",
    slug: "matrix-coach",
    timeZone: "UTC",
    publishedAt: new Date(),
  });
  // Through the games' own route, so the delivery carries the feedback its list answers with.
  const delivered = await call(
    t.app,
    "/api/games/tmay/attempts",
    { text: "I teach maths; next, product.", mode: "typed", seconds: 60 },
    { jar: jars.member },
  );
  const attempt = (await delivered.json()) as { id: string } | undefined;
  if (!attempt) throw new Error("no fixture delivery");
  const [practiceShare] = await t.db
    .insert(practiceShares)
    .values({ ownerId: ids.member, mentorId: ids.coach, tmayAttemptId: attempt.id })
    .returning({ id: practiceShares.id });
  if (!practiceShare) throw new Error("no fixture practice share");
  const [memberRow] = await t.db.select({ handle: users.handle }).from(users).where(eq(users.id, ids.member));
  if (!memberRow) throw new Error("no fixture member");
  fixture = {
    memberHandle: memberRow.handle,
    practiceShareId: practiceShare.id,
    memberNotificationId: notification.id,
    teamChannelId: teamChannel.id,
    labChannelId: labChannel.id,
    messageId: message.id,
    memberSubscriptionId: pending.id,
    planId: plan.id,
    memberId: ids.member,
    milestoneId: milestone.id,
  };

  stripeApp = t.withEnv(STRIPE_SETTINGS);
  const keys = new Set<string>();
  for (const app of [t.app, stripeApp]) {
    const document = (await (await call(app, "/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) keys.add(`${method.toUpperCase()} ${path}`);
    }
  }
  routeKeys = [...keys];
  // Six sign-ups with password hashing: generous on a loaded machine.
}, 120_000);
afterAll(() => t.close());

async function callAs(actor: ActorName, row: Row, method: string): Promise<number> {
  const jar = actor === "anonymous" ? undefined : jars[actor];
  const target = row.target(fixture);
  const app = row.stripe ? stripeApp : t.app;
  // One address per caller, so that per-address limits never stand in for a decision.
  const ip = `198.51.100.${180 + ACTORS.indexOf(actor)}`;
  if (row.multipart) {
    const form = new FormData();
    form.set("note", "no file here");
    const cookie = jar?.header();
    const response = await request(
      app,
      target,
      {
        method,
        body: form,
        headers: { Origin: "https://hatchery.test", ...(cookie ? { Cookie: cookie } : {}) },
      },
      { remoteAddress: ip },
    );
    await response.body?.cancel();
    return response.status;
  }
  const body = row.body === "plan" ? { planId: fixture.planId } : row.body;
  const response = await call(app, target, body, { jar, method, ip });
  // Streams (the realtime events) would stay open: no row reads its answer.
  await response.body?.cancel();
  return response.status;
}

describe("authorization matrix", () => {
  it("has a row for every registered /api route, and no row for a route that is gone", () => {
    expect(routeKeys.length).toBeGreaterThan(0);
    expect(routeKeys.filter((key) => !(key in MATRIX)).sort()).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !routeKeys.includes(key))).toEqual([]);
  });

  it("answers every route with the decided status for every kind of caller", async () => {
    const actual: Record<string, Expected> = {};
    const expected: Record<string, Expected> = {};
    for (const [key, row] of Object.entries(MATRIX)) {
      const method = key.split(" ")[0] ?? "GET";
      const statuses = {} as Expected;
      for (const actor of ACTORS) statuses[actor] = await callAs(actor, row, method);
      actual[key] = statuses;
      expected[key] = row.expected;
    }
    expect(actual).toEqual(expected);
    // Eight callers for every route, on a machine that may be running other suites beside it.
  }, 240_000);
});
