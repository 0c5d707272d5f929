import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { fundingCallQuestions, fundingCalls, fundingRubricCriteria, incubators } from "../schema";
import type { SeedStep } from "./seed";

/**
 * One open funding call in a demo incubator (docs/decisions/059-business-funding.md), so the funding
 * pages have something to show on a new installation: its teams' leaders with a subscription may apply.
 */

const DAY_MS = 86_400_000;
export const DEMO_FUNDING_INCUBATOR = "northstar-venture-studio";
export const DEMO_FUNDING_CALL_TITLE = "Northstar seed grants: spring round";

export const demoFundingCallsStep: SeedStep = {
  name: "demo-funding-calls",
  async run(tx: Database, { now }) {
    const [incubator] = await tx
      .select({ id: incubators.id })
      .from(incubators)
      .where(eq(incubators.slug, DEMO_FUNDING_INCUBATOR));
    if (!incubator) return;
    const [call] = await tx
      .insert(fundingCalls)
      .values({
        incubatorId: incubator.id,
        title: DEMO_FUNDING_CALL_TITLE,
        description:
          "Grants of up to **$25,000** for teams that are building or have launched. Tell us what the money buys and which milestones it reaches; an award is released in tranches as those milestones are done.",
        currency: "USD",
        poolCents: 15_000_000,
        maxAwardCents: 2_500_000,
        opensAt: new Date(now.getTime() - 7 * DAY_MS),
        closesAt: new Date(now.getTime() + 30 * DAY_MS),
        eligibleStages: ["building", "launched"],
        publishedAt: new Date(now.getTime() - 7 * DAY_MS),
      })
      .returning({ id: fundingCalls.id });
    if (!call) throw new Error("the demo funding call insert returned no row");
    await tx.insert(fundingCallQuestions).values([
      {
        callId: call.id,
        position: 0,
        prompt: "What will this funding let you build or prove?",
        maxLength: 2_000,
      },
      {
        callId: call.id,
        position: 1,
        prompt: "Who are your first customers, and how do you reach them?",
        maxLength: 2_000,
      },
      {
        callId: call.id,
        position: 2,
        prompt: "Anything else we should know?",
        required: false,
        maxLength: 1_000,
      },
    ]);
    await tx.insert(fundingRubricCriteria).values([
      {
        callId: call.id,
        position: 0,
        name: "Team",
        description: "Can this team deliver what it plans?",
        weight: 40,
      },
      {
        callId: call.id,
        position: 1,
        name: "Market",
        description: "Is there a real, reachable need?",
        weight: 35,
      },
      {
        callId: call.id,
        position: 2,
        name: "Use of funds",
        description: "Does the money reach the milestones?",
        weight: 25,
      },
    ]);
  },
};
