import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseConnection } from "../client";
import { appMeta } from "../schema";
import { DEMO_SEED_MARKER_KEY, runDemoSeed, type SeedStep } from "./seed";

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());
beforeEach(async () => {
  await connection.db.delete(appMeta);
});

/** A step that leaves a trace in app_meta, so tests can see it ran (and how often). */
function recordingStep(name: string): SeedStep {
  return {
    name,
    async run(tx) {
      await tx.insert(appMeta).values({ key: `step:${name}`, value: 1 });
    },
  };
}

async function marker() {
  const [row] = await connection.db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_MARKER_KEY));
  return row;
}

describe("runDemoSeed", () => {
  it("runs every step in order at one time, and records that it ran", async () => {
    const now = new Date("2026-03-01T09:30:00Z");
    const order: string[] = [];
    const times: Date[] = [];
    const steps: SeedStep[] = ["people", "incubators"].map((name) => ({
      name,
      async run(tx, context) {
        order.push(name);
        times.push(context.now);
        await recordingStep(name).run(tx, context);
      },
    }));
    const result = await runDemoSeed(connection.db, { enabled: true, steps, now });
    expect(result).toEqual({ status: "seeded", steps: ["people", "incubators"] });
    expect(order).toEqual(["people", "incubators"]);
    expect(times).toEqual([now, now]);
    expect((await marker())?.value).toEqual({
      steps: ["people", "incubators"],
      seededAt: "2026-03-01T09:30:00.000Z",
    });
  });

  it("does nothing on the second run", async () => {
    const steps = [recordingStep("once")];
    await runDemoSeed(connection.db, { enabled: true, steps, now: new Date() });
    const first = await marker();
    expect(await runDemoSeed(connection.db, { enabled: true, steps, now: new Date() })).toEqual({
      status: "already-seeded",
    });
    expect(await marker()).toEqual(first);
    expect(await connection.db.select().from(appMeta)).toHaveLength(2);
  });

  it("runs once when two instances start together", async () => {
    const steps = [recordingStep("shared")];
    const results = await Promise.all([
      runDemoSeed(connection.db, { enabled: true, steps, now: new Date() }),
      runDemoSeed(connection.db, { enabled: true, steps, now: new Date() }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["already-seeded", "seeded"]);
  });

  it("is skipped entirely when SEED_DEMO is off", async () => {
    const result = await runDemoSeed(connection.db, {
      enabled: false,
      steps: [recordingStep("never")],
      now: new Date(),
    });
    expect(result).toEqual({ status: "disabled" });
    expect(await connection.db.select().from(appMeta)).toEqual([]);
  });

  it("leaves no trace when a step fails, so the next start tries again", async () => {
    const failing: SeedStep = {
      name: "broken",
      async run() {
        throw new Error("demo data is inconsistent");
      },
    };
    await expect(
      runDemoSeed(connection.db, {
        enabled: true,
        steps: [recordingStep("first"), failing],
        now: new Date(),
      }),
    ).rejects.toThrow("demo data is inconsistent");
    expect(await connection.db.select().from(appMeta)).toEqual([]);
    expect(
      (await runDemoSeed(connection.db, { enabled: true, steps: [recordingStep("first")], now: new Date() }))
        .status,
    ).toBe("seeded");
  });
});
