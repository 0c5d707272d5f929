import { randomUUID } from "node:crypto";
import {
  INCUBATOR_ERROR_MESSAGES,
  JOIN_FAILURE_REASONS,
  PLAN_FEATURES_MAX_COUNT,
  PLAN_PRICE_MAX_CENTS,
  type Plan,
  type PlanListResponse,
  type PlanResponse,
  planListResponseSchema,
  planResponseSchema,
  publicPlanResponseSchema,
} from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import { incubators, userRoles, users } from "../../db/schema";
import {
  type CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  NUL_IN_PATH,
  person,
} from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { FEATURE_REQUIRED_MESSAGE, PLAN_NAME_REQUIRED_MESSAGE } from "./plans.service";

let t: TestApp;
const jars: Record<"owner" | "other" | "admin", CookieJar> = {} as never;
let incubatorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const people = [
    ["owner", ["advisor"]],
    ["other", ["advisor"]],
    ["admin", ["admin"]],
  ] as const;
  let ownerId = "";
  for (const [index, [name, roles]] of people.entries()) {
    const created = await createVerifiedUser(t.app, t.db, person(`${name}@plans.test`), {
      roles: [...roles],
      ip: `198.51.100.${80 + index}`,
    });
    jars[name] = created.jar;
    if (name === "owner") ownerId = created.userId;
  }
  const [row] = await t.db
    .insert(incubators)
    .values({ name: "Plan Lab", slug: "plan-lab", ownerId })
    .returning({ id: incubators.id });
  incubatorId = row?.id ?? "";
});
afterAll(() => t.close());

function createPlan(body: unknown, jar: CookieJar | null = jars.owner, slug = "plan-lab") {
  return call(t.app, `/api/incubators/${slug}/plans`, body, { jar: jar ?? undefined, ip: "198.51.100.85" });
}

async function createdPlan(body: unknown): Promise<Plan> {
  const response = await createPlan(body);
  expect(response.status).toBe(201);
  return planResponseSchema.parse(await response.json()).plan;
}

function patchPlan(id: string, body: unknown, jar: CookieJar | null = jars.owner) {
  return call(t.app, `/api/plans/${id}`, body, {
    jar: jar ?? undefined,
    method: "PATCH",
    ip: "198.51.100.86",
  });
}

function listPlans(jar: CookieJar | null = jars.owner, slug = "plan-lab") {
  return call(t.app, `/api/incubators/${slug}/plans`, undefined, { jar: jar ?? undefined });
}

async function issuesOf(response: Response) {
  const body = (await response.json()) as { error: { issues?: unknown } };
  return { status: response.status, issues: body.error.issues };
}

describe("POST /api/incubators/:slug/plans", () => {
  it("adds a plan with the defaults filled in", async () => {
    const plan = await createdPlan({ name: "Starter", priceMonthly: 1900 });
    expect(plan).toEqual({
      id: expect.any(String),
      incubatorId,
      name: "Starter",
      description: "",
      priceMonthly: 1900,
      trialPeriodDays: 0,
      isActive: true,
      isRecommended: false,
      features: [],
    });
  });

  it("sanitises the description as markdown and keeps the name and features as typed", async () => {
    const plan = await createdPlan({
      name: "Founding <Charter Member> & friends",
      description: "**Six months** free.<script>steal()</script> [Terms](javascript:alert(1))",
      priceMonthly: 4900,
      trialPeriodDays: 180,
      isRecommended: true,
      features: ["  Team   formation ", "1:1 <3 mentorship", "R&D <team>"],
    });
    expect(plan).toMatchObject({
      name: "Founding <Charter Member> & friends",
      description: "**Six months** free. [Terms](#)",
      trialPeriodDays: 180,
      isRecommended: true,
      features: ["Team formation", "1:1 <3 mentorship", "R&D <team>"],
    });
  });

  it.each([
    [{ priceMonthly: 100 }, ["name"], "Plan name is required"],
    [{ name: " \t ", priceMonthly: 100 }, ["name"], PLAN_NAME_REQUIRED_MESSAGE],
    [{ name: "P" }, ["priceMonthly"], "Price must be a whole number of cents"],
    [{ name: "P", priceMonthly: 19.99 }, ["priceMonthly"], "Price must be a whole number of cents"],
    [{ name: "P", priceMonthly: -1 }, ["priceMonthly"], "Price cannot be negative"],
    [
      { name: "P", priceMonthly: PLAN_PRICE_MAX_CENTS + 1 },
      ["priceMonthly"],
      "Price must be at most $10000.00",
    ],
    [
      { name: "P", priceMonthly: 0, trialPeriodDays: -3 },
      ["trialPeriodDays"],
      "Trial days cannot be negative",
    ],
    [
      { name: "P", priceMonthly: 0, trialPeriodDays: 731 },
      ["trialPeriodDays"],
      "Trial days must be at most 730",
    ],
    [{ name: "P", priceMonthly: 0, isActive: "yes" }, ["isActive"], "isActive must be true or false"],
    [
      {
        name: "P",
        priceMonthly: 0,
        features: Array.from({ length: PLAN_FEATURES_MAX_COUNT + 1 }, () => "f"),
      },
      ["features"],
      `At most ${PLAN_FEATURES_MAX_COUNT} features`,
    ],
    [{ name: "P", priceMonthly: 0, features: ["ok", " \n "] }, ["features", 1], FEATURE_REQUIRED_MESSAGE],
  ])("refuses %j with 422 at %j: '%s'", async (body, path, message) => {
    expect(await issuesOf(await createPlan(body))).toEqual({ status: 422, issues: [{ path, message }] });
  });

  it("is for the owner or an administrator of an existing incubator", async () => {
    expect(await errorOf(await createPlan({ name: "Sneaky", priceMonthly: 0 }, jars.other))).toEqual({
      status: 403,
      code: "forbidden",
      message: INCUBATOR_ERROR_MESSAGES.editForbidden,
    });
    expect((await createPlan({ name: "Sneaky", priceMonthly: 0 }, null)).status).toBe(401);
    expect(await errorOf(await createPlan({ name: "Lost", priceMonthly: 0 }, jars.owner, "nowhere"))).toEqual(
      {
        status: 404,
        code: "not_found",
        message: JOIN_FAILURE_REASONS.notFound,
      },
    );
    expect((await createPlan({ name: "By Admin", priceMonthly: 100 }, jars.admin)).status).toBe(201);
  });

  it("refuses a slug holding a NUL byte at the edge with 422, for adding and for listing", async () => {
    for (const slug of ["%00", "plan-lab%00"]) {
      expect(await errorOf(await createPlan({ name: "Nul", priceMonthly: 0 }, jars.owner, slug))).toEqual(
        NUL_IN_PATH,
      );
      expect(await errorOf(await listPlans(jars.owner, slug))).toEqual(NUL_IN_PATH);
    }
  });
});

describe("GET /api/incubators/:slug/plans and PATCH /api/plans/:id", () => {
  it("lists every plan, inactive ones too, cheapest first, while the page shows active ones only", async () => {
    const pricey = await createdPlan({ name: "Listed Pro", priceMonthly: 9000 });
    await patchPlan(pricey.id, { isActive: false });
    const response = await listPlans();
    expect(response.status).toBe(200);
    const { plans } = planListResponseSchema.parse(await response.json()) as PlanListResponse;
    const prices = plans.map((plan) => plan.priceMonthly);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(plans.find((plan) => plan.id === pricey.id)?.isActive).toBe(false);

    const page = (await (await call(t.app, "/api/incubators/plan-lab")).json()) as { plans: Plan[] };
    expect(page.plans.some((plan) => plan.id === pricey.id)).toBe(false);
    expect(page.plans.every((plan) => plan.isActive)).toBe(true);
    const pagePrices = page.plans.map((plan) => plan.priceMonthly);
    expect(pagePrices).toEqual([...pagePrices].sort((a, b) => a - b));
  });

  it("lists plans for the owner or an administrator only", async () => {
    expect(await errorOf(await listPlans(jars.other))).toMatchObject({
      status: 403,
      message: INCUBATOR_ERROR_MESSAGES.editForbidden,
    });
    expect((await listPlans(null)).status).toBe(401);
    expect((await listPlans(jars.admin)).status).toBe(200);
    expect((await listPlans(jars.owner, "nowhere")).status).toBe(404);
  });

  it("changes the fields sent, sanitised, and keeps the rest", async () => {
    const plan = await createdPlan({ name: "Growth", priceMonthly: 2900, features: ["Library"] });
    const response = await patchPlan(plan.id, {
      priceMonthly: 3400,
      description: "<img src=x onerror=alert(1)>Now with [calls](data:text/html,hi)",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as PlanResponse).plan).toEqual({
      ...plan,
      priceMonthly: 3400,
      description: "Now with [calls](#)",
    });
    const unchanged = await patchPlan(plan.id, {});
    expect(((await unchanged.json()) as PlanResponse).plan.priceMonthly).toBe(3400);
    expect(await issuesOf(await patchPlan(plan.id, { priceMonthly: -5 }))).toEqual({
      status: 422,
      issues: [{ path: ["priceMonthly"], message: "Price cannot be negative" }],
    });
  });

  it("answers 404 'Subscription plan not found' for an unknown plan or a malformed id", async () => {
    for (const id of [randomUUID(), "not-a-uuid"]) {
      expect(await errorOf(await patchPlan(id, { name: "Ghost" }))).toEqual({
        status: 404,
        code: "not_found",
        message: INCUBATOR_ERROR_MESSAGES.planNotFound,
      });
    }
  });

  it("needs the owner to hold the advisor or coach role, and a verified email, to change a plan", async () => {
    const plan = await createdPlan({ name: "Rights", priceMonthly: 1200 });
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "owner@plans.test"));
    const ownerId = owner?.id ?? "";
    try {
      await t.db.delete(userRoles).where(eq(userRoles.userId, ownerId));
      expect(await errorOf(await patchPlan(plan.id, { priceMonthly: 0 }))).toEqual({
        status: 403,
        code: "forbidden",
        message: roleRequiredMessage("advisor"),
      });
      await t.db.insert(userRoles).values({ userId: ownerId, role: "advisor" });
      await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, ownerId));
      expect(await errorOf(await patchPlan(plan.id, { priceMonthly: 0 }))).toEqual({
        status: 403,
        code: "forbidden",
        message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
      });
    } finally {
      await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, ownerId));
      await t.db.insert(userRoles).values({ userId: ownerId, role: "advisor" }).onConflictDoNothing();
    }
    const byAdmin = await patchPlan(plan.id, { priceMonthly: 1100 }, jars.admin);
    expect(((await byAdmin.json()) as PlanResponse).plan.priceMonthly).toBe(1100);
    expect(
      ((await (await patchPlan(plan.id, { priceMonthly: 1000 })).json()) as PlanResponse).plan,
    ).toMatchObject({
      priceMonthly: 1000,
    });
  });

  it("lets only the owner or an administrator change a plan", async () => {
    const plan = await createdPlan({ name: "Guarded", priceMonthly: 1000 });
    expect(await errorOf(await patchPlan(plan.id, { priceMonthly: 0 }, jars.other))).toEqual({
      status: 403,
      code: "forbidden",
      message: INCUBATOR_ERROR_MESSAGES.editForbidden,
    });
    expect((await patchPlan(plan.id, { priceMonthly: 0 }, null)).status).toBe(401);
    const byAdmin = await patchPlan(plan.id, { isRecommended: true }, jars.admin);
    expect(((await byAdmin.json()) as PlanResponse).plan).toMatchObject({
      isRecommended: true,
      priceMonthly: 1000,
    });
  });
});

describe("GET /api/plans/:id", () => {
  function getPlan(id: string) {
    return call(t.app, `/api/plans/${id}`);
  }

  it("shows an active plan and its incubator to anyone, signed out too", async () => {
    const plan = await createdPlan({ name: "Linked", priceMonthly: 2500, features: ["Calls"] });
    const response = await getPlan(plan.id);
    expect(response.status).toBe(200);
    expect(publicPlanResponseSchema.parse(await response.json())).toEqual({
      plan,
      incubator: { id: incubatorId, slug: "plan-lab", name: "Plan Lab" },
    });
  });

  it("shows a plan of a paused incubator, whose members may still subscribe", async () => {
    const [paused] = await t.db
      .insert(incubators)
      .values({ name: "Paused Plan Lab", slug: "paused-plan-lab", status: "paused" })
      .returning({ id: incubators.id });
    const response = await createPlan({ name: "Paused", priceMonthly: 900 }, jars.admin, "paused-plan-lab");
    const { plan } = planResponseSchema.parse(await response.json());
    expect(publicPlanResponseSchema.parse(await (await getPlan(plan.id)).json()).incubator).toEqual({
      id: paused?.id,
      slug: "paused-plan-lab",
      name: "Paused Plan Lab",
    });
  });

  it("answers 404 'Subscription plan not found' for an inactive plan, an archived incubator's, an unknown or a malformed id", async () => {
    const inactive = await createdPlan({ name: "Retired", priceMonthly: 700, isActive: false });
    await t.db.insert(incubators).values({ name: "Archived Plan Lab", slug: "archived-plan-lab" });
    const archivedResponse = await createPlan(
      { name: "Gone", priceMonthly: 800 },
      jars.admin,
      "archived-plan-lab",
    );
    const archived = planResponseSchema.parse(await archivedResponse.json()).plan;
    await t.db.update(incubators).set({ status: "archived" }).where(eq(incubators.slug, "archived-plan-lab"));
    for (const id of [inactive.id, archived.id, randomUUID(), "not-a-uuid"]) {
      expect(await errorOf(await getPlan(id))).toEqual({
        status: 404,
        code: "not_found",
        message: INCUBATOR_ERROR_MESSAGES.planNotFound,
      });
    }
    expect(await errorOf(await getPlan("%00"))).toEqual(NUL_IN_PATH);
  });

  it("is published beside PATCH in the OpenAPI document", async () => {
    const document = (await (await call(t.app, "/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths["/api/plans/{id}"] ?? {}).sort()).toEqual(["get", "patch"]);
    expect(document.paths["/api/plans/{id}"]?.get?.responses).toHaveProperty("404");
  });
});
