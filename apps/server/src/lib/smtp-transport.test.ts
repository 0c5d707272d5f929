import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { createTestDatabase } from "../test/test-database";
import { createJobWorker } from "./jobs/job-worker";
import { createSmtpTransport } from "./mailer";
import { enqueueEmail, mailJobs } from "./outbox";

/*
 * Mail as a real mail server receives it: a message queued with an attachment goes through the outbox,
 * the mail job and the SMTP transport to an SMTP server listening on a free port, which parses it.
 */

const FROM = "Hatchery <no-reply@hatchery.test>";
const INVITE = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Hatchery//Test//EN",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:kick-off@hatchery.test",
  "DTSTAMP:20261128T120000Z",
  "DTSTART:20261201T150000Z",
  "SUMMARY:Kick-off – Grüße",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let database: DatabaseConnection;
let server: SMTPServer;
let port: number;
const received: ParsedMail[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

describe("the SMTP transport", () => {
  it("delivers a calendar invitation attached to a queued message intact, with its name and type", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10]);
    await enqueueEmail(database.db, {
      kind: "invitation",
      to: "ada@example.com",
      subject: "Kick-off",
      text: "The invitation is attached.",
      html: '<p>The invitation is attached.</p><img src="cid:logo@hatchery.test" alt="">',
      attachments: [
        { filename: "kick-off.ics", contentType: "text/calendar; method=REQUEST", content: INVITE },
        {
          filename: "logo.png",
          contentType: "image/png",
          content: png,
          contentId: "logo@hatchery.test",
          disposition: "inline",
        },
      ],
    });
    const worker = createJobWorker({
      db: database.db,
      logger: pino({ level: "silent" }),
      registrations: mailJobs(database.db, createSmtpTransport(`smtp://127.0.0.1:${port}`), FROM),
      clock: { now: () => new Date(Date.now() + 1000) },
    });
    expect(await worker.runOnce()).toMatchObject({ succeeded: 1, failed: 0 });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.subject).toBe("Kick-off");
    expect(mail?.text?.trim()).toBe("The invitation is attached.");
    // The inline image is part of the HTML's related parts, which come first in the message's tree.
    const named = (filename: string) =>
      mail?.attachments.find((attachment) => attachment.filename === filename);
    expect(mail?.attachments).toHaveLength(2);
    const invite = named("kick-off.ics");
    const logo = named("logo.png");
    expect(invite).toMatchObject({
      filename: "kick-off.ics",
      contentType: "text/calendar",
      contentDisposition: "attachment",
    });
    expect(invite?.headers.get("content-type")).toMatchObject({
      value: "text/calendar",
      params: expect.objectContaining({ method: "REQUEST" }),
    });
    expect(invite?.content.toString("utf8")).toBe(INVITE);
    expect(logo).toMatchObject({
      filename: "logo.png",
      contentType: "image/png",
      contentId: "<logo@hatchery.test>",
    });
    expect(logo?.content).toEqual(png);
  });
});
