import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_SENT_MESSAGE } from "@hatchery/shared";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SUPPORT_RATE_LIMIT, SUPPORT_RATE_LIMITED_MESSAGE } from "./support.routes";
import { SUPPORT_EMAIL_KIND } from "./support.service";

const validRequest = {
  name: "Grace Hopper",
  email: " Grace@Example.com ",
  subject: "Cannot open my team",
  message: "Hello,\r\n\r\nThe team page shows an error.\u0007\nThanks!",
};

let nextIp = 1;
/** Each test writes from its own address, clear of the others' rate-limit counters. */
const freshIp = () => `203.0.113.${nextIp++}`;

const send = (t: TestApp, body: unknown, ip = freshIp()) =>
  call(t.app, "/api/support", body, { ip, origin: null });

const supportMails = (t: TestApp) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, SUPPORT_EMAIL_KIND))
    .orderBy(asc(emailOutbox.toAddress));

async function issuesOf(response: Response) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { error: { issues: { path: string[]; message: string }[] } };
  return body.error.issues;
}

describe("POST /api/support with administrators", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createVerifiedUser(t.app, t.db, person("root@example.com"), { roles: ["admin"] });
    await createVerifiedUser(t.app, t.db, person("ops@example.com"), { roles: ["admin", "advisor"] });
    await createVerifiedUser(t.app, t.db, person("member@example.com"));
  });
  afterAll(() => t.close());

  it("queues one email to every administrator, with the sender's address to reply to", async () => {
    const response = await send(t, validRequest);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: SUPPORT_SENT_MESSAGE });

    const mails = await supportMails(t);
    expect(mails.map((mail) => mail.toAddress)).toEqual(["ops@example.com", "root@example.com"]);
    for (const mail of mails) {
      expect(mail.subject).toBe("[Hatchery support] Cannot open my team");
      expect(mail.textBody).toContain("From: Grace Hopper <grace@example.com>");
      expect(mail.textBody).toContain("Hello,\n\nThe team page shows an error.\nThanks!");
      expect(mail.textBody).not.toContain("\r");
      expect(mail.textBody).not.toContain(String.fromCharCode(7));
      expect(mail.htmlBody).toContain(
        'href="mailto:grace@example.com?subject=Re%3A%20Cannot%20open%20my%20team"',
      );
    }
  });

  it("keeps every field as typed, line breaks out of the subject, and escapes them in the HTML mail", async () => {
    await t.db.delete(emailOutbox);
    const response = await send(t, {
      name: 'Eve <img src=x onerror="alert(1)">',
      email: "eve@example.com",
      subject: "Hi<script>alert(1)</script>\nBcc: victim@example.com",
      message: "<b>bold</b> & <script>alert(1)</script>",
    });
    expect(response.status).toBe(202);
    const [mail] = await supportMails(t);
    expect(mail?.subject).toBe("[Hatchery support] Hi<script>alert(1)</script> Bcc: victim@example.com");
    expect(mail?.textBody).toContain('From: Eve <img src=x onerror="alert(1)"> <eve@example.com>');
    expect(mail?.textBody).toContain("<b>bold</b> & <script>alert(1)</script>");
    expect(mail?.htmlBody).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail?.htmlBody).not.toContain("<script");
    expect(mail?.htmlBody).not.toContain("<img");
  });

  it("refuses missing or invalid fields with the shared schema's words and queues nothing", async () => {
    await t.db.delete(emailOutbox);
    expect(await issuesOf(await send(t, {}))).toEqual([
      { path: ["name"], message: "Name is required" },
      { path: ["email"], message: "Invalid email format" },
      { path: ["subject"], message: "Subject is required" },
      { path: ["message"], message: "Message is required" },
    ]);
    expect(
      await issuesOf(
        await send(t, { name: "  ", email: "not-an-email", subject: " \n ", message: " \n\t " }),
      ),
    ).toEqual([
      { path: ["name"], message: "Name is required" },
      { path: ["email"], message: "Invalid email format" },
      { path: ["subject"], message: "Subject is required" },
      { path: ["message"], message: "Message is required" },
    ]);
    expect(
      await issuesOf(
        await send(t, {
          ...validRequest,
          name: " \u0007 ",
          subject: "s".repeat(151),
          message: "m".repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1),
        }),
      ),
    ).toEqual([
      { path: ["name"], message: "Name is required" },
      { path: ["subject"], message: "Subject must be at most 150 characters" },
      { path: ["message"], message: `Message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters` },
    ]);
    expect(await supportMails(t)).toEqual([]);
  });

  it(`allows ${SUPPORT_RATE_LIMIT.points} messages per 10 minutes from one address, then answers 429`, async () => {
    const ip = freshIp();
    for (let index = 0; index < SUPPORT_RATE_LIMIT.points; index++) {
      expect((await send(t, validRequest, ip)).status).toBe(202);
    }
    const limited = await send(t, validRequest, ip);
    expect(await errorOf(limited)).toEqual({
      status: 429,
      code: "rate_limited",
      message: SUPPORT_RATE_LIMITED_MESSAGE,
    });
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Refused before the body is read: even an invalid request is counted and refused.
    expect((await send(t, {}, ip)).status).toBe(429);
    expect((await send(t, validRequest)).status).toBe(202);
  });
});

describe("POST /api/support without an administrator", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_FROM: "Hatchery Team <team@hatchery.test>" });
  });
  afterAll(() => t.close());

  it("still accepts the message and sends it to the MAIL_FROM address", async () => {
    const response = await send(t, validRequest);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: SUPPORT_SENT_MESSAGE });
    expect((await supportMails(t)).map((mail) => mail.toAddress)).toEqual(["team@hatchery.test"]);
  });
});
