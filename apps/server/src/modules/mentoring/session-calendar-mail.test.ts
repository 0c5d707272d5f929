import { devMailboxResponseSchema } from "@hatchery/shared";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { enqueueEmail } from "../../lib/outbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { sessionCalendarAttachment } from "./session-calendar";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a session's calendar invitation by mail", () => {
  it("arrives in the development mailbox byte for byte, typed with its method", async () => {
    await t.db.delete(emailOutbox);
    const attachment = sessionCalendarAttachment("invitation", {
      uid: "mentoring-session-42@hatchery.test",
      sequence: 0,
      start: new Date("2026-11-01T14:30:00Z"),
      end: new Date("2026-11-01T15:00:00Z"),
      timeZone: "Asia/Kolkata",
      summary: "Mentoring with Grace Hopper",
      description: "Hiring plan; budget, runway\nनमस्ते",
      meetingUrl: "https://meet.example.com/grace",
      organizer: { name: "Grace Hopper", email: "grace@example.com" },
      attendee: { name: "Ada Lovelace", email: "ada@example.com" },
      stampedAt: new Date("2026-10-20T08:00:00Z"),
    });
    await enqueueEmail(t.db, {
      kind: "mentoring-session",
      to: "ada@example.com",
      subject: "Mentoring with Grace Hopper",
      text: "Your session is confirmed.",
      html: "<p>Your session is confirmed.</p>",
      attachments: [attachment],
    });

    const local = { remoteAddress: "127.0.0.1" };
    const { messages } = devMailboxResponseSchema.parse(
      await (await t.request("/api/dev/mailbox", {}, local)).json(),
    );
    const listed = messages[0]?.attachments ?? [];
    expect(listed.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: "invite.ics", contentType: "text/calendar; method=REQUEST" },
    ]);
    const download = await t.request(listed[0]?.url ?? "", {}, local);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/calendar; method=REQUEST");
    const text = await download.text();
    expect(text).toBe(attachment.content);

    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("uid")).toBe("mentoring-session-42@hatchery.test");
    expect(event?.getFirstPropertyValue("description")).toBe("Hiring plan; budget, runway\nनमस्ते");
    expect(String(event?.getFirstPropertyValue("dtstart"))).toBe("2026-11-01T20:00:00");
  });
});
