import { type DevMailboxMessage, devMailboxResponseSchema } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, notificationPreferences, users } from "../../db/schema";
import {
  createMentoringWorld,
  type MentoringWorld,
  sessionOf,
  WEDNESDAY_ELEVEN,
  WEDNESDAY_NINE,
} from "../../test/mentoring-test-helpers";
import { deliverNotificationEmails } from "../../test/notification-test-helpers";
import type { TestApp } from "../../test/test-app";

let w: MentoringWorld;
let t: TestApp;
const local = { remoteAddress: "127.0.0.1" };

beforeAll(async () => {
  w = await createMentoringWorld();
  t = w.t;
  await t.db.update(users).set({ timeZone: "America/New_York" }).where(eq(users.id, w.coach.userId));
  await t.db.update(users).set({ timeZone: "Europe/Berlin" }).where(eq(users.id, w.subscriber.userId));
});
afterAll(() => t.close());
beforeEach(async () => {
  await w.reset();
  await t.db.delete(emailOutbox);
  await t.db.delete(notificationPreferences);
});

async function mailbox(): Promise<DevMailboxMessage[]> {
  await deliverNotificationEmails(t.db, t.env);
  const response = await t.request("/api/dev/mailbox", {}, local);
  return devMailboxResponseSchema.parse(await response.json()).messages;
}

interface ParsedCalendar {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: number;
  end: number;
  zone: string;
}

async function calendarOf(message: DevMailboxMessage | undefined): Promise<ParsedCalendar> {
  const attachment = message?.attachments[0];
  expect(attachment?.contentType).toMatch(/^text\/calendar; method=/);
  const text = await (await t.request(attachment?.url ?? "", {}, local)).text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    status: String(event.component.getFirstPropertyValue("status")),
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
    zone: event.startDate.zone?.tzid ?? "",
  };
}

const to = (messages: DevMailboxMessage[], address: string) =>
  messages.filter((message) => message.to === address);

describe("a session's emails with calendar invitations", () => {
  it("sends the mentee an invitation on confirmation, in their zone, at the session's instants", async () => {
    const session = await w.booked(w.subscriber.jar, WEDNESDAY_NINE);
    const request = to(await mailbox(), "grace@example.com");
    expect(request).toHaveLength(1);
    expect(request[0]?.attachments).toEqual([]);
    expect(request[0]?.text).toContain("America/New_York");

    await sessionOf(await w.step(w.coach.jar, session.id, "confirm"));
    const [invitation] = to(await mailbox(), "sam@example.com");
    expect(invitation?.subject).toContain("confirmed your session on");
    expect(invitation?.text).toContain("Europe/Berlin");
    const calendar = await calendarOf(invitation);
    expect(calendar).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      status: "CONFIRMED",
      zone: "Europe/Berlin",
      start: Date.parse(WEDNESDAY_NINE),
      end: Date.parse(WEDNESDAY_NINE) + 60 * 60_000,
    });
    expect(calendar.uid).toBe(`mentoring-session-${session.id}@${new URL(t.env.PUBLIC_URL).hostname}`);
  });

  it("sends an update with the same UID and a higher SEQUENCE when moved, then a cancellation", async () => {
    const session = await w.booked(w.subscriber.jar, WEDNESDAY_NINE);
    await w.step(w.coach.jar, session.id, "confirm");
    const invitation = await calendarOf(to(await mailbox(), "sam@example.com")[0]);

    await sessionOf(
      await w.step(w.coach.jar, session.id, "reschedule", { startsAt: WEDNESDAY_ELEVEN, length: 30 }),
    );
    const [moved] = to(await mailbox(), "sam@example.com").filter((message) =>
      message.subject.includes("moved your session"),
    );
    const update = await calendarOf(moved);
    expect(update).toMatchObject({
      method: "REQUEST",
      uid: invitation.uid,
      start: Date.parse(WEDNESDAY_ELEVEN),
      end: Date.parse(WEDNESDAY_ELEVEN) + 30 * 60_000,
    });
    expect(update.sequence).toBeGreaterThan(invitation.sequence);

    await sessionOf(await w.step(w.subscriber.jar, session.id, "cancel", { reason: "Sick" }));
    const [cancellation] = to(await mailbox(), "grace@example.com").filter((message) =>
      message.subject.includes("cancelled"),
    );
    expect(cancellation?.attachments[0]?.filename).toBe("cancel.ics");
    const cancelled = await calendarOf(cancellation);
    expect(cancelled).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: invitation.uid });
    expect(cancelled.sequence).toBeGreaterThan(update.sequence);
    expect(cancelled.zone).toBe("America/New_York");
  });

  it("sends a cancellation when a request is declined, and nothing by email to whoever chose the app only", async () => {
    await t.db
      .insert(notificationPreferences)
      .values({ userId: w.coach.userId, kind: "mentoring_session", delivery: "in_app" });
    const session = await w.booked(w.subscriber.jar, WEDNESDAY_NINE);
    await w.step(w.coach.jar, session.id, "decline", { reason: "Travelling" });
    const messages = await mailbox();
    expect(to(messages, "grace@example.com")).toEqual([]);
    const [declined] = to(messages, "sam@example.com");
    expect(declined?.text).toContain("Travelling");
    expect((await calendarOf(declined)).method).toBe("CANCEL");
  });
});
