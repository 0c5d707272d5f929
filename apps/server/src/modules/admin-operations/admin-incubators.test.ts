import {
  ADMIN_OPERATIONS_MESSAGES,
  type AdminIncubatorResponse,
  type AdminIncubatorsResponse,
  type AdminRevenueResponse,
  type AdminSubscriptionsResponse,
  JOIN_FAILURE_REASONS,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import {
  auditLog,
  emailOutbox,
  incubatorMembers,
  incubators,
  notifications,
  subscriptionPlans,
  subscriptions,
  users,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { deliverNotificationEmails } from "../../test/notification-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const jars = {} as Record<"admin" | "advisor" | "coach" | "member", CookieJar>;
const ids = {} as Record<keyof typeof jars, string>;

const LAB_A = "ops-lab-a";
const LAB_B = "ops-lab-b";
const PAUSED = "ops-lab-paused";

beforeAll(async () => {
  t = await createTestApp();
  const people = [
    ["admin", ["admin"]],
    ["advisor", ["advisor"]],
    ["coach", ["coach"]],
    ["member", []],
  ] as const;
  for (const [index, [name, roles]] of people.entries()) {
    const created = await createVerifiedUser(
      t.app,
      t.db,
      person(`${name}@ops.test`, { firstName: name === "admin" ? "Grace" : "Ada", lastName: name }),
      { roles: [...roles], ip: `198.51.100.${20 + index}` },
    );
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  // Subscribers: one account each, since a person holds one active subscription at most.
  const subscribers = Array.from({ length: 7 }, (_, index) => ({
    id: `ops-subscriber-${index + 1}`,
    name: `Subscriber ${index + 1}`,
    email: `subscriber${index + 1}@ops.test`,
    emailVerified: true,
  }));
  await t.db.insert(users).values(subscribers);
  const [a, b] = await t.db
    .insert(incubators)
    .values([
      { name: "Ops Lab A", slug: LAB_A, ownerId: ids.advisor },
      { name: "Ops Lab B", slug: LAB_B },
      { name: "Ops Lab Paused", slug: PAUSED, status: "paused" },
    ])
    .returning({ id: incubators.id });
  if (!a || !b) throw new Error("no fixture incubators");
  const [builder, pro, basic] = await t.db
    .insert(subscriptionPlans)
    .values([
      { incubatorId: a.id, name: "Builder", priceMonthly: 1900 },
      { incubatorId: a.id, name: "Pro", priceMonthly: 4900, trialPeriodDays: 14 },
      { incubatorId: b.id, name: "Basic", priceMonthly: 999 },
    ])
    .returning({ id: subscriptionPlans.id });
  if (!builder || !pro || !basic) throw new Error("no fixture plans");
  const inA = { incubatorId: a.id, provider: "builtin" as const };
  const inB = { incubatorId: b.id, provider: "builtin" as const };
  const periodEnd = new Date(Date.now() + 20 * 24 * 60 * 60_000);
  // Created a second apart, in this order: rows inserted in the same millisecond would tie.
  const firstCreated = Date.now() - 60_000;
  for (const [index, row] of [
    { ...inA, userId: "ops-subscriber-1", planId: builder.id, status: "active" as const },
    { ...inA, userId: "ops-subscriber-2", planId: pro.id, status: "active" as const },
    { ...inA, userId: "ops-subscriber-3", planId: pro.id, status: "trial" as const },
    { ...inA, userId: "ops-subscriber-4", planId: builder.id, status: "canceled" as const },
    { ...inA, userId: "ops-subscriber-5", planId: pro.id, status: "past_due" as const },
    { ...inB, userId: "ops-subscriber-6", planId: basic.id, status: "active" as const },
    {
      ...inB,
      userId: "ops-subscriber-7",
      planId: basic.id,
      status: "active" as const,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    },
    { ...inB, userId: "ops-subscriber-4", planId: basic.id, status: "not_completed" as const },
  ].entries()) {
    await t.db.insert(subscriptions).values({ ...row, createdAt: new Date(firstCreated + index * 1000) });
  }
  await t.db.insert(incubatorMembers).values([
    { incubatorId: a.id, userId: "ops-subscriber-1", membershipTier: "subscriber" },
    { incubatorId: a.id, userId: "ops-subscriber-2", membershipTier: "subscriber" },
    { incubatorId: a.id, userId: ids.member },
    { incubatorId: a.id, userId: "ops-subscriber-4", status: "inactive" },
  ]);
}, 120_000);
afterAll(() => t.close());

function get(path: string, jar: CookieJar | null = jars.admin) {
  return call(t.app, path, undefined, { jar: jar ?? undefined, ip: "198.51.100.40" });
}

function put(path: string, body: unknown, jar: CookieJar | null = jars.admin) {
  return call(t.app, path, body, { jar: jar ?? undefined, method: "PUT", ip: "198.51.100.41" });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

const adminOnly = { status: 403, code: "forbidden", message: roleRequiredMessage("admin") };

describe("GET /api/admin/incubators", () => {
  it("lists every incubator with owner, member counts and plans with their subscribers", async () => {
    const page = await json<AdminIncubatorsResponse>(await get("/api/admin/incubators"));
    expect(page.items.map((item) => item.slug)).toEqual([LAB_A, LAB_B, PAUSED]);
    const [labA, labB] = page.items;
    expect(labA).toMatchObject({
      name: "Ops Lab A",
      status: "active",
      owner: { id: ids.advisor, email: "advisor@ops.test", name: "Ada advisor" },
      memberCount: 3,
      subscriberCount: 2,
    });
    // Trial and active subscriptions hold a plan; canceled and past-due ones do not.
    expect(labA?.plans.map((plan) => [plan.name, plan.priceMonthly, plan.subscriberCount])).toEqual([
      ["Builder", 1900, 1],
      ["Pro", 4900, 2],
    ]);
    expect(labB).toMatchObject({
      owner: null,
      memberCount: 0,
      plans: [{ name: "Basic", subscriberCount: 2 }],
    });
  });

  it("searches the name, slug and owner's email, filters on status, and pages", async () => {
    const slugs = async (query: string) =>
      (await json<AdminIncubatorsResponse>(await get(`/api/admin/incubators?${query}`))).items.map(
        (item) => item.slug,
      );
    expect(await slugs("search=paused")).toEqual([PAUSED]);
    expect(await slugs("search=advisor%40ops")).toEqual([LAB_A]);
    expect(await slugs("status=paused")).toEqual([PAUSED]);
    expect(await slugs("search=100%25")).toEqual([]);
    const first = await json<AdminIncubatorsResponse>(await get("/api/admin/incubators?limit=2"));
    expect(first.items).toHaveLength(2);
    const second = await json<AdminIncubatorsResponse>(
      await get(`/api/admin/incubators?limit=2&cursor=${first.nextCursor}`),
    );
    expect(second).toMatchObject({ items: [{ slug: PAUSED }], nextCursor: null });
    expect((await errorOf(await get("/api/admin/incubators?status=closed"))).status).toBe(422);
    expect((await errorOf(await get("/api/admin/incubators?cursor=nope"))).status).toBe(422);
  });

  it("answers administrators only", async () => {
    expect((await get("/api/admin/incubators", null)).status).toBe(401);
    for (const jar of [jars.member, jars.advisor, jars.coach]) {
      expect(await errorOf(await get("/api/admin/incubators", jar))).toEqual(adminOnly);
    }
  });
});

describe("PUT /api/admin/incubators/{slug}/status", () => {
  it("changes the status, audited as an update by the administrator", async () => {
    const changed = await json<AdminIncubatorResponse>(
      await put(`/api/admin/incubators/${LAB_B}/status`, { status: "archived" }),
    );
    expect(changed.incubator).toMatchObject({ slug: LAB_B, status: "archived" });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "incubator.update"), eq(auditLog.targetId, changed.incubator.id)));
    expect(entries).toMatchObject([
      { actorUserId: ids.admin, summary: { before: { status: "active" }, after: { status: "archived" } } },
    ]);
    await put(`/api/admin/incubators/${LAB_B}/status`, { status: "active" });
  });

  it("refuses bad input with 4xx and anyone but a verified administrator", async () => {
    expect(
      await errorOf(await put("/api/admin/incubators/no-such-lab/status", { status: "paused" })),
    ).toEqual({
      status: 404,
      code: "not_found",
      message: JOIN_FAILURE_REASONS.notFound,
    });
    expect((await put(`/api/admin/incubators/${LAB_A}/status`, { status: "closed" })).status).toBe(422);
    expect(
      await errorOf(await put(`/api/admin/incubators/${LAB_A}/status`, { status: "paused" }, jars.advisor)),
    ).toEqual(adminOnly);
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, ids.admin));
    try {
      expect(await errorOf(await put(`/api/admin/incubators/${LAB_A}/status`, { status: "paused" }))).toEqual(
        {
          status: 403,
          code: "forbidden",
          message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
        },
      );
    } finally {
      await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, ids.admin));
    }
    const [labA] = await t.db.select().from(incubators).where(eq(incubators.slug, LAB_A));
    expect(labA?.status).toBe("active");
  });
});

describe("PUT /api/admin/incubators/{slug}/owner", () => {
  const owner = (email: string, jar: CookieJar = jars.admin) =>
    put(`/api/admin/incubators/${LAB_A}/owner`, { email }, jar);

  it("hands the incubator to a coach: the former owner can no longer edit it, the new one can", async () => {
    const moved = await json<AdminIncubatorResponse>(await owner(" Coach@Ops.test "));
    expect(moved.incubator.owner).toMatchObject({ id: ids.coach, email: "coach@ops.test" });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "incubator.transfer"), eq(auditLog.targetId, moved.incubator.id)));
    expect(entry).toMatchObject({
      actorUserId: ids.admin,
      summary: { before: { ownerId: ids.advisor }, after: { ownerId: ids.coach } },
    });
    const edit = (jar: CookieJar) =>
      call(t.app, `/api/incubators/${LAB_A}`, { tagline: "Mine" }, { jar, method: "PATCH" });
    expect((await edit(jars.advisor)).status).toBe(403);
    expect((await edit(jars.coach)).status).toBe(200);
    // The same owner again changes nothing and writes nothing.
    expect((await owner("coach@ops.test")).status).toBe(200);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "incubator.transfer"));
    expect(entries).toHaveLength(1);
  });

  it("tells the new owner and the former one, in the app and by email, once", async () => {
    const told = await t.db
      .select({ userId: notifications.userId, title: notifications.title, url: notifications.url })
      .from(notifications)
      .where(eq(notifications.kind, "incubator_ownership"));
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: ids.coach, title: "You are now the owner of Ops Lab A", url: `/incubators/${LAB_A}` },
        { userId: ids.advisor, title: "Ops Lab A has a new owner", url: `/incubators/${LAB_A}` },
      ]),
    );
    await deliverNotificationEmails(t.db, t.env);
    for (const [address, subject] of [
      ["coach@ops.test", "You are now the owner of Ops Lab A"],
      ["advisor@ops.test", "Ops Lab A has a new owner"],
    ] as const) {
      const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
      expect(mails.filter((mail) => mail.subject.includes(subject))).toHaveLength(1);
    }
  });

  it("needs an account holding the advisor, coach or admin role", async () => {
    expect(await errorOf(await owner("member@ops.test"))).toEqual({
      status: 422,
      code: "validation_failed",
      message: ADMIN_OPERATIONS_MESSAGES.ownerNeedsRole,
    });
    expect(await errorOf(await owner("nobody@ops.test"))).toEqual({
      status: 404,
      code: "not_found",
      message: ADMIN_OPERATIONS_MESSAGES.noAccount,
    });
    expect((await errorOf(await owner("not an email"))).status).toBe(422);
    expect(await errorOf(await owner("advisor@ops.test", jars.coach))).toEqual(adminOnly);
    const [labA] = await t.db.select().from(incubators).where(eq(incubators.slug, LAB_A));
    expect(labA?.ownerId).toBe(ids.coach);
  });
});

describe("GET /api/admin/subscriptions", () => {
  const list = async (query = "") =>
    json<AdminSubscriptionsResponse>(await get(`/api/admin/subscriptions${query}`));

  it("lists newest first with person, incubator and plan, filtered by status, incubator or person", async () => {
    const all = await list();
    expect(all.items).toHaveLength(8);
    expect(all.items[0]).toMatchObject({
      status: "not_completed",
      person: { id: "ops-subscriber-4", email: "subscriber4@ops.test" },
      incubator: { slug: LAB_B, name: "Ops Lab B" },
      plan: { name: "Basic", priceMonthly: 999 },
    });
    expect((await list("?status=active")).items.map((item) => item.person.id)).toEqual([
      "ops-subscriber-7",
      "ops-subscriber-6",
      "ops-subscriber-2",
      "ops-subscriber-1",
    ]);
    expect((await list(`?incubator=${LAB_B}`)).items).toHaveLength(3);
    expect((await list("?person=Subscriber4%40ops.test")).items.map((item) => item.status)).toEqual([
      "not_completed",
      "canceled",
    ]);
    expect((await list("?person=nobody%40ops.test")).items).toEqual([]);
    expect((await errorOf(await get("/api/admin/subscriptions?status=paid"))).status).toBe(422);
  });

  it("walks every subscription once in pages", async () => {
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: AdminSubscriptionsResponse = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });

  it("answers administrators only", async () => {
    expect(await errorOf(await get("/api/admin/subscriptions", jars.member))).toEqual(adminOnly);
    expect(await errorOf(await get("/api/admin/subscriptions/revenue", jars.advisor))).toEqual(adminOnly);
  });
});

describe("GET /api/admin/subscriptions/revenue", () => {
  it("sums the monthly prices of paying subscriptions per incubator and in total, trials apart", async () => {
    const revenue = await json<AdminRevenueResponse>(await get("/api/admin/subscriptions/revenue"));
    // Lab A: Builder $19.00 + Pro $49.00 paying, a Pro trial; Lab B: two Basic at $9.99, one ending.
    expect(revenue.incubators).toEqual([
      {
        slug: LAB_A,
        name: "Ops Lab A",
        mrrCents: 6800,
        activeCount: 2,
        trialCount: 1,
        trialValueCents: 4900,
      },
      { slug: LAB_B, name: "Ops Lab B", mrrCents: 1998, activeCount: 2, trialCount: 0, trialValueCents: 0 },
    ]);
    expect(revenue.total).toEqual({ mrrCents: 8798, activeCount: 4, trialCount: 1, trialValueCents: 4900 });
  });
});
