import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { emailOutbox } from "../db/schema";
import { createTestDatabase } from "../test/test-database";
import type { MailMessage, MailTransport } from "./mailer";
import { createOutboxWorker, enqueueEmail, retryDelayMs } from "./outbox";

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
});

const silent = pino({ level: "silent" });
const FROM = "Hatchery <no-reply@hatchery.test>";

function message(subject: string): MailMessage & { kind: string } {
  return { kind: "test", to: "ada@example.com", subject, text: "Hello", html: "<p>Hello</p>" };
}

/** Records what it sends; fails while `failing` is set. */
function recordingTransport(options: { failing?: boolean; delayMs?: number } = {}) {
  const sent: (MailMessage & { from: string })[] = [];
  const transport: MailTransport & { failing: boolean } = {
    name: "test",
    failing: options.failing ?? false,
    async send(mail) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (transport.failing) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      sent.push(mail);
    },
  };
  return { transport, sent };
}

async function row(id: string) {
  const [found] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

describe("email outbox", () => {
  it("delivers a queued message once and records when", async () => {
    const id = await enqueueEmail(database.db, message("Welcome"));
    const { transport, sent } = recordingTransport();
    const worker = createOutboxWorker({ db: database.db, transport, from: FROM, logger: silent });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([
      { from: FROM, to: "ada@example.com", subject: "Welcome", text: "Hello", html: "<p>Hello</p>" },
    ]);
    expect(await row(id)).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null, failedAt: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it("keeps a message through a mail server outage and retries it after the backoff", async () => {
    const id = await enqueueEmail(database.db, message("Verify"));
    // The database stamps next_attempt_at in microseconds, a Date only in milliseconds: start the
    // worker's clock a second later so the message queued just now is due.
    let clock = new Date(Date.now() + 1000);
    const { transport, sent } = recordingTransport({ failing: true });
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      from: FROM,
      logger: silent,
      now: () => clock,
    });

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      sentAt: null,
    });
    expect(failed.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));

    transport.failing = false;
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock = new Date(clock.getTime() + retryDelayMs(1));
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((mail) => mail.subject)).toEqual(["Verify"]);
    expect(await row(id)).toMatchObject({ attempts: 2, lastError: null });
  });

  it("backs off exponentially up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it("marks a message failed after the last attempt and keeps it", async () => {
    const id = await enqueueEmail(database.db, message("Never"));
    let clock = new Date(Date.now() + 1000);
    const { transport } = recordingTransport({ failing: true });
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      from: FROM,
      logger: silent,
      maxAttempts: 2,
      now: () => clock,
    });
    await worker.runOnce();
    clock = new Date(clock.getTime() + retryDelayMs(1));
    await worker.runOnce();
    expect(await row(id)).toMatchObject({ attempts: 2, failedAt: clock });
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it("takes back a message whose lease ran out (its worker died mid-send)", async () => {
    const id = await enqueueEmail(database.db, message("Orphan"));
    await database.db
      .update(emailOutbox)
      .set({ attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, id));
    const { transport, sent } = recordingTransport();
    await createOutboxWorker({ db: database.db, transport, from: FROM, logger: silent }).runOnce();
    expect(sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ attempts: 2 });
  });

  it("sends each message exactly once when two workers run at the same time", async () => {
    const subjects = Array.from({ length: 30 }, (_, index) => `Message ${index}`);
    for (const subject of subjects) await enqueueEmail(database.db, message(subject));
    const { transport, sent } = recordingTransport({ delayMs: 2 });
    const workers = [1, 2].map(() =>
      createOutboxWorker({ db: database.db, transport, from: FROM, logger: silent, batchSize: 4 }),
    );
    const results = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(30);
    expect(sent.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
  });

  it("polls until stopped", async () => {
    const { transport, sent } = recordingTransport();
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      from: FROM,
      logger: silent,
      pollIntervalMs: 10,
    });
    worker.start();
    await enqueueEmail(database.db, message("Polled"));
    await expect.poll(() => sent.length, { timeout: 2000, interval: 10 }).toBe(1);
    await worker.stop();
    await enqueueEmail(database.db, message("After stop"));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sent.map((mail) => mail.subject)).toEqual(["Polled"]);
  });
});
