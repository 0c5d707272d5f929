import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { DatabaseConnection } from "../../db/client";
import { createTestDatabase } from "../../test/test-database";
import { createEventBus, type EventBus } from "../realtime/event-bus";
import { createJobWorker } from "./job-worker";
import { defineJob, enqueueJob, registerJob } from "./jobs";

const silent = pino({ level: "silent" });
const greetJob = defineJob({ name: "test.greet", payload: z.object({ name: z.string() }) });

let database: DatabaseConnection;
let bus: EventBus;
// Loading a database takes long on a busy machine; the tests themselves are quick.
beforeAll(async () => {
  database = await createTestDatabase();
  bus = createEventBus({ connection: database, logger: silent });
}, 120_000);
afterAll(async () => {
  await bus.stop();
  await database.close();
});

describe("a queued job wakes the worker", () => {
  it("is announced at the commit of its transaction, and never for one rolled back", async () => {
    let announced = 0;
    const stopListening = await bus.onJobsQueued(() => {
      announced += 1;
    });
    try {
      await database.db
        .transaction(async (tx) => {
          await enqueueJob(tx, greetJob, { name: "rolled back" });
          throw new Error("roll back");
        })
        .catch(() => {});
      await database.db.transaction(async (tx) => {
        await enqueueJob(tx, greetJob, { name: "committed" });
        // Not before the commit: a worker woken now would not see the job yet.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(announced).toBe(0);
      });
      // Notifications arrive in commit order, so once the committed one is here, nothing else is coming.
      await vi.waitFor(() => expect(announced).toBe(1), { timeout: 10_000 });
    } finally {
      stopListening();
    }
  });

  it("runs the job at once instead of at the worker's next poll", async () => {
    const greeted: string[] = [];
    const worker = createJobWorker({
      db: database.db,
      logger: silent,
      registrations: [registerJob(greetJob, async ({ name }) => void greeted.push(name))],
      // An hour: only the wake can run the job within the test.
      pollIntervalMs: 3_600_000,
    });
    worker.start();
    const stopListening = await bus.onJobsQueued(() => worker.wake());
    try {
      await database.db.transaction((tx) => enqueueJob(tx, greetJob, { name: "Ada" }));
      await vi.waitFor(() => expect(greeted).toContain("Ada"), { timeout: 10_000 });
    } finally {
      stopListening();
      await worker.stop();
    }
  });
});
