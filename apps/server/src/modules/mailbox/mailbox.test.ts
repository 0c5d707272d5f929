import { devMailboxResponseSchema, documentTitle, NOT_FOUND_TITLE } from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { enqueueEmail } from "../../lib/outbox";
import { createTestApp, request, type TestApp } from "../../test/test-app";
import { ATTACHMENT_NOT_FOUND_MESSAGE } from "./mailbox.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/dev/mailbox", () => {
  it("lists the kept mail newest first, with the links of each message", async () => {
    await t.db.delete(emailOutbox);
    await enqueueEmail(t.db, {
      kind: "verification",
      to: "ada@example.com",
      subject: "First",
      text: "Open https://hatchery.test/a?token=1&x=2 or https://hatchery.test/b.\nAgain: https://hatchery.test/a?token=1&x=2",
      html: "<p>First</p>",
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enqueueEmail(t.db, {
      kind: "password-reset",
      to: "bob@example.com",
      subject: "Second",
      text: "No link",
      html: "",
    });

    const response = await t.request("/api/dev/mailbox", {}, { remoteAddress: "127.0.0.1" });
    expect(response.status).toBe(200);
    const { messages } = devMailboxResponseSchema.parse(await response.json());
    expect(messages.map((message) => message.subject)).toEqual(["Second", "First"]);
    expect(messages[1]).toMatchObject({
      to: "ada@example.com",
      links: ["https://hatchery.test/a?token=1&x=2", "https://hatchery.test/b"],
    });
    expect(messages[0]?.links).toEqual([]);
    expect(Number.isNaN(Date.parse(messages[0]?.createdAt ?? ""))).toBe(false);
  });

  it("lists each message's attachments, each downloadable with its own type and name", async () => {
    await t.db.delete(emailOutbox);
    const invite = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    await enqueueEmail(t.db, {
      kind: "invitation",
      to: "ada@example.com",
      subject: "Kick-off",
      text: "See the invitation.",
      html: "<p>See the invitation.</p>",
      attachments: [
        { filename: "kick-off.ics", contentType: "text/calendar; method=REQUEST", content: invite },
        {
          filename: "logo ü.png",
          contentType: "image/png",
          content: png,
          contentId: "logo",
          disposition: "inline",
        },
      ],
    });
    const local = { remoteAddress: "127.0.0.1" };
    const { messages } = devMailboxResponseSchema.parse(
      await (await t.request("/api/dev/mailbox", {}, local)).json(),
    );
    const attachments = messages[0]?.attachments ?? [];
    expect(attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size }))).toEqual([
      {
        filename: "kick-off.ics",
        contentType: "text/calendar; method=REQUEST",
        size: Buffer.byteLength(invite),
      },
      { filename: "logo ü.png", contentType: "image/png", size: png.byteLength },
    ]);

    const calendar = await t.request(attachments[0]?.url ?? "", {}, local);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get("content-type")).toBe("text/calendar; method=REQUEST");
    expect(calendar.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''kick-off.ics");
    expect(await calendar.text()).toBe(invite);
    const image = await t.request(attachments[1]?.url ?? "", {}, local);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''logo%20%C3%BC.png");
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);

    // Another machine, another message's id, or a malformed id finds nothing.
    expect((await t.request(attachments[0]?.url ?? "", {}, { remoteAddress: "203.0.113.7" })).status).toBe(
      404,
    );
    const otherMessage = (attachments[0]?.url ?? "").replace(messages[0]?.id ?? "", crypto.randomUUID());
    for (const url of [otherMessage, `/api/dev/mailbox/${messages[0]?.id}/attachments/not-an-id`]) {
      const missing = await t.request(url, {}, local);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
        ATTACHMENT_NOT_FOUND_MESSAGE,
      );
    }
  });

  it("answers only to this machine, since it holds sign-in links", async () => {
    for (const remoteAddress of ["::1", "::ffff:127.0.0.1", "127.0.0.2"]) {
      expect((await t.request("/api/dev/mailbox", {}, { remoteAddress })).status).toBe(200);
    }
    for (const remoteAddress of ["203.0.113.7", "10.0.0.5", "::ffff:192.168.1.2", "fe80::1"]) {
      const response = await t.request("/api/dev/mailbox", {}, { remoteAddress });
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain("ada@example.com");
    }
    const forwarded = t.withEnv({ TRUST_PROXY: "true" });
    const viaProxy = await request(
      forwarded,
      "/api/dev/mailbox",
      { headers: { "X-Forwarded-For": "198.51.100.9" } },
      { remoteAddress: "127.0.0.1" },
    );
    expect(viaProxy.status).toBe(404);
  });

  it("does not exist in production or when mail is sent over SMTP", async () => {
    const production = t.withEnv({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(32) });
    const local = { remoteAddress: "127.0.0.1" };
    expect((await request(production, "/api/dev/mailbox", {}, local)).status).toBe(404);
    expect(
      (await request(t.withEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }), "/api/dev/mailbox", {}, local)).status,
    ).toBe(404);
  });
});

describe("the /dev/mailbox page", () => {
  it("is a page where the mailbox exists", async () => {
    expect((await t.request("/dev/mailbox")).status).toBe(200);
  });

  it("is the not-found page in production or when mail is sent over SMTP", async () => {
    for (const app of [
      t.withEnv({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(32) }),
      t.withEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }),
    ]) {
      const response = await request(app, "/dev/mailbox", {}, { remoteAddress: "127.0.0.1" });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(`<title>${documentTitle(NOT_FOUND_TITLE)}</title>`);
    }
  });
});
