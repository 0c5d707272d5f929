import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { emailOutbox, emailOutboxAttachments, jobs } from "../db/schema";
import { createTestDatabase } from "../test/test-database";
import { createJobWorker } from "./jobs/job-worker";
import { enqueueJob, retryDelayMs } from "./jobs/jobs";
import type { MailMessage, MailTransport } from "./mailer";
import {
  checkAttachmentsSize,
  enqueueEmail,
  MAIL_ATTACHMENTS_MAX_BYTES,
  MailAttachmentsTooLargeError,
  mailJobs,
  sendMailJob,
} from "./outbox";

let database: DatabaseConnection;
// Loading a database takes long on a busy machine; the tests themselves are quick.
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  await database.db.delete(jobs);
});

const silent = pino({ level: "silent" });

const attachment = (filename: string, content: Buffer) => ({
  filename,
  contentType: "application/pdf",
  content,
});
const FROM = "Hatchery <no-reply@hatchery.test>";

function message(subject: string): MailMessage & { kind: string } {
  return { kind: "test", to: "ada@example.com", subject, text: "Hello", html: "<p>Hello</p>" };
}

/** Records what it sends; fails while `failing` is set. */
function recordingTransport(options: { failing?: boolean } = {}) {
  const sent: (MailMessage & { from: string })[] = [];
  const transport: MailTransport & { failing: boolean } = {
    name: "test",
    failing: options.failing ?? false,
    async send(mail) {
      if (transport.failing) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      sent.push(mail);
    },
  };
  return { transport, sent };
}

/** A mail worker whose clock starts a second ahead, since the database stamps run_at in microseconds. */
function mailWorker(transport: MailTransport) {
  let at = new Date(Date.now() + 1000);
  const worker = createJobWorker({
    db: database.db,
    logger: silent,
    registrations: mailJobs(database.db, transport, FROM),
    clock: { now: () => at },
  });
  return {
    worker,
    advance(ms: number) {
      at = new Date(at.getTime() + ms);
    },
  };
}

async function messageRow(id: string) {
  const [found] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

async function mailJobRow() {
  const [found] = await database.db.select().from(jobs).where(eq(jobs.name, sendMailJob.name));
  if (!found) throw new Error("no mail job");
  return found;
}

describe("email outbox", () => {
  it("queues the message with its mail.send job, and neither when the transaction rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, message("Rolled back"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
    expect(await database.db.select().from(jobs)).toEqual([]);

    const id = await enqueueEmail(database.db, message("Kept"));
    expect(await mailJobRow()).toMatchObject({
      payload: { emailId: id },
      status: "pending",
      maxAttempts: 40,
    });
  });

  it("delivers a queued message once and records when", async () => {
    const id = await enqueueEmail(database.db, message("Welcome"));
    const { transport, sent } = recordingTransport();
    const { worker } = mailWorker(transport);
    expect(await worker.runOnce()).toMatchObject({ succeeded: 1, failed: 0 });
    expect(sent).toEqual([
      { from: FROM, to: "ada@example.com", subject: "Welcome", text: "Hello", html: "<p>Hello</p>" },
    ]);
    expect((await messageRow(id)).sentAt).toBeInstanceOf(Date);
    expect(await mailJobRow()).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(await worker.runOnce()).toMatchObject({ succeeded: 0, failed: 0 });
  });

  it("sends a message's attachments with it, in order, text as UTF-8 bytes", async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    await enqueueEmail(database.db, {
      ...message("Files"),
      attachments: [
        { filename: "notes.txt", contentType: "text/plain; charset=utf-8", content: "Grüße" },
        {
          filename: "logo.bin",
          contentType: "application/octet-stream",
          content: bytes,
          contentId: "logo",
          disposition: "inline",
        },
      ],
    });
    const { transport, sent } = recordingTransport();
    expect(await mailWorker(transport).worker.runOnce()).toMatchObject({ succeeded: 1 });
    expect(sent[0]?.attachments).toEqual([
      {
        filename: "notes.txt",
        contentType: "text/plain; charset=utf-8",
        content: Buffer.from("Grüße", "utf8"),
        disposition: "attachment",
      },
      {
        filename: "logo.bin",
        contentType: "application/octet-stream",
        content: bytes,
        contentId: "logo",
        disposition: "inline",
      },
    ]);
  });

  // Two tests: the limit itself on the real constant, without a database, and the refusal through the
  // outbox. Storing a message of exactly 10 MB took this file seconds of CPU (tens under load) to write
  // bytes no assertion reads; the check runs before anything is written, so a refused message costs nothing.
  it("accepts attachments of exactly the limit and refuses one byte more with a clear error", () => {
    const half = Buffer.alloc(MAIL_ATTACHMENTS_MAX_BYTES / 2);
    expect(MAIL_ATTACHMENTS_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(() => checkAttachmentsSize([attachment("a.pdf", half), attachment("b.pdf", half)])).not.toThrow();
    const tooMuch = () =>
      checkAttachmentsSize([
        attachment("a.pdf", half),
        attachment("b.pdf", Buffer.alloc(half.byteLength + 1)),
      ]);
    expect(tooMuch).toThrow(MailAttachmentsTooLargeError);
    expect(tooMuch).toThrow(
      `The attachments of this message total ${MAIL_ATTACHMENTS_MAX_BYTES + 1} bytes, more than the ${MAIL_ATTACHMENTS_MAX_BYTES} bytes (10 MB) one message may carry`,
    );
  });

  it("refuses attachments past the limit with a clear error, and queues nothing", async () => {
    await enqueueEmail(database.db, {
      ...message("Within the limit"),
      attachments: [attachment("a.pdf", Buffer.from("first")), attachment("b.pdf", Buffer.from("second"))],
    });
    const half = Buffer.alloc(MAIL_ATTACHMENTS_MAX_BYTES / 2);
    const tooMuch = enqueueEmail(database.db, {
      ...message("Too large"),
      attachments: [attachment("a.pdf", half), attachment("b.pdf", Buffer.alloc(half.byteLength + 1))],
    });
    await expect(tooMuch).rejects.toThrow(MailAttachmentsTooLargeError);
    await expect(tooMuch).rejects.toThrow(
      `The attachments of this message total ${MAIL_ATTACHMENTS_MAX_BYTES + 1} bytes, more than the ${MAIL_ATTACHMENTS_MAX_BYTES} bytes (10 MB) one message may carry`,
    );
    const subjects = (await database.db.select().from(emailOutbox)).map((row) => row.subject);
    expect(subjects).toEqual(["Within the limit"]);
    expect(
      await database.db.select({ id: emailOutboxAttachments.id }).from(emailOutboxAttachments),
    ).toHaveLength(2);
    expect(await database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(1);
  });

  it("keeps a message through a mail server outage and retries it after the backoff", async () => {
    const id = await enqueueEmail(database.db, message("Verify"));
    const { transport, sent } = recordingTransport({ failing: true });
    const { worker, advance } = mailWorker(transport);

    expect(await worker.runOnce()).toMatchObject({ succeeded: 0, failed: 1 });
    expect(await mailJobRow()).toMatchObject({ attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    expect((await messageRow(id)).sentAt).toBeNull();

    transport.failing = false;
    expect(await worker.runOnce()).toMatchObject({ succeeded: 0, failed: 0 });
    advance(retryDelayMs(1, sendMailJob));
    expect(await worker.runOnce()).toMatchObject({ succeeded: 1 });
    expect(sent.map((mail) => mail.subject)).toEqual(["Verify"]);
    expect(await mailJobRow()).toMatchObject({ status: "succeeded", attempts: 2, lastError: null });
  });

  it("retries for about a day and a half: 30 s, doubled each time, at most an hour apart", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, sendMailJob))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30, sendMailJob)).toBe(3_600_000);
  });

  it("does not send a message again that an earlier attempt already sent", async () => {
    const id = await enqueueEmail(database.db, message("Once"));
    await database.db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
    const { transport, sent } = recordingTransport();
    expect(await mailWorker(transport).worker.runOnce()).toMatchObject({ succeeded: 1 });
    expect(sent).toEqual([]);
  });

  it("fails the job of a message that is gone", async () => {
    await enqueueJob(database.db, sendMailJob, { emailId: "00000000-0000-4000-8000-000000000000" });
    const { transport } = recordingTransport();
    expect(await mailWorker(transport).worker.runOnce()).toMatchObject({ failed: 1 });
    expect((await mailJobRow()).lastError).toBe("no outbox message 00000000-0000-4000-8000-000000000000");
  });
});

describe("custom header fields", () => {
  it("keeps a message's header fields and hands them to the transport", async () => {
    const id = await enqueueEmail(database.db, {
      ...message("With headers"),
      headers: { "List-Unsubscribe": "<https://hatchery.test/u>" },
    });
    expect((await messageRow(id)).headers).toEqual({ "List-Unsubscribe": "<https://hatchery.test/u>" });
    const { transport, sent } = recordingTransport();
    await mailWorker(transport).worker.runOnce();
    expect(sent[0]?.headers).toEqual({ "List-Unsubscribe": "<https://hatchery.test/u>" });
  });
});
