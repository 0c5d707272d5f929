import {
  CHARTER_PLAN_MARKER,
  createIncubatorSchema,
  createPlanSchema,
  INCUBATOR_LIST_PAGE_SIZE,
  isCharterPlan,
  plainTextLine,
} from "@hatchery/shared";
import { sanitizeMarkdown } from "@hatchery/shared/sanitize";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import { getIncubatorDetail, listIncubators } from "../../modules/incubators/incubators.service";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseConnection } from "../client";
import { incubators, subscriptionPlans } from "../schema";
import { DEMO_INCUBATORS, seedDemoIncubators } from "./demo-incubators";
import { DEMO_SEED_STEPS } from "./demo-steps";
import { runDemoSeed } from "./seed";

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

const plansOf = (incubatorId: string) =>
  connection.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.incubatorId, incubatorId))
    .orderBy(asc(subscriptionPlans.priceMonthly));

describe("demo incubators", () => {
  it("are created by the first demo seed and only then", async () => {
    expect(
      (await runDemoSeed(connection.db, { enabled: true, steps: DEMO_SEED_STEPS, now: new Date() })).status,
    ).toBe("seeded");
    const first = await connection.db.select().from(incubators);
    const firstPlans = await connection.db.select().from(subscriptionPlans);
    expect(first).toHaveLength(DEMO_INCUBATORS.length);
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(first.every((row) => row.ownerId === null)).toBe(true);

    expect(
      (await runDemoSeed(connection.db, { enabled: true, steps: DEMO_SEED_STEPS, now: new Date() })).status,
    ).toBe("already-seeded");
    // The step itself leaves existing incubators alone too.
    await connection.db.transaction((tx) => seedDemoIncubators(tx));
    expect(await connection.db.select().from(incubators)).toHaveLength(first.length);
    expect(await connection.db.select().from(subscriptionPlans)).toHaveLength(firstPlans.length);
  });

  it("include one accepting members with a six-month charter plan, a recommended plan and a cheaper one", async () => {
    const accepting = await connection.db.select().from(incubators).where(eq(incubators.status, "active"));
    const withCharter = [];
    for (const incubator of accepting) {
      const plans = (await plansOf(incubator.id)).filter((plan) => plan.isActive);
      const charter = plans.find((plan) => isCharterPlan(plan) && plan.trialPeriodDays === 180);
      const recommended = plans.find((plan) => plan.isRecommended && plan !== charter);
      if (!charter || !recommended) continue;
      const cheapest = plans[0];
      if (cheapest && cheapest.priceMonthly < Math.min(charter.priceMonthly, recommended.priceMonthly)) {
        withCharter.push(incubator.slug);
      }
    }
    expect(withCharter).toEqual(["northstar-venture-studio"]);
    const detail = await getIncubatorDetail(connection.db, ANONYMOUS_ACTOR, {
      slug: "northstar-venture-studio",
      siteUrl: "http://localhost:3000",
    });
    expect(detail.plans.some((plan) => plan.name.includes(CHARTER_PLAN_MARKER))).toBe(true);
    expect(detail.incubator.accepting).toBe(true);
  });

  it("include one accepting members with no plan on sale, and one not accepting members", async () => {
    const noPlans = await getIncubatorDetail(connection.db, ANONYMOUS_ACTOR, {
      slug: "open-source-product-guild",
      siteUrl: "http://localhost:3000",
    });
    expect(noPlans.incubator.accepting).toBe(true);
    expect(noPlans.plans).toEqual([]);
    const paused = await getIncubatorDetail(connection.db, ANONYMOUS_ACTOR, {
      slug: "harbor-climate-ventures",
      siteUrl: "http://localhost:3000",
    });
    expect(paused.incubator).toMatchObject({ status: "paused", accepting: false });
    // Nothing lets a visitor follow an incubator, so its text promises no news of reopening.
    expect(paused.incubator.description).not.toMatch(/follow|reopen/i);

    const directory = await listIncubators(connection.db, ANONYMOUS_ACTOR, {
      limit: INCUBATOR_LIST_PAGE_SIZE,
    });
    const guild = directory.items.find((item) => item.slug === "open-source-product-guild");
    expect(guild?.lowestPriceMonthly).toBeNull();
    const northstar = directory.items.find((item) => item.slug === "northstar-venture-studio");
    expect(northstar?.lowestPriceMonthly).toBe(1900);
  });

  it("are written the way the API would store them: text already sanitised, prices in whole cents", async () => {
    for (const incubator of DEMO_INCUBATORS) {
      expect(createIncubatorSchema.safeParse(incubator).error).toBeUndefined();
      expect(plainTextLine(incubator.name)).toBe(incubator.name);
      expect(plainTextLine(incubator.tagline)).toBe(incubator.tagline);
      expect(sanitizeMarkdown(incubator.description)).toBe(incubator.description);
      expect(incubator.description.length).toBeGreaterThan(200);
      for (const plan of incubator.plans) {
        expect(createPlanSchema.safeParse(plan).error).toBeUndefined();
        expect(Number.isInteger(plan.priceMonthly)).toBe(true);
        expect(sanitizeMarkdown(plan.description)).toBe(plan.description);
        expect(plan.features.map(plainTextLine)).toEqual(plan.features);
      }
    }
  });
});
