import { MENTORING_MESSAGES } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, mentoringSessions, notifications } from "../../db/schema";
import { call, errorOf } from "../../test/auth-test-helpers";
import {
  createMentoringWorld,
  type MentoringWorld,
  sessionOf,
  WEDNESDAY_ELEVEN,
  WEDNESDAY_NINE,
} from "../../test/mentoring-test-helpers";
import type { TestApp } from "../../test/test-app";
import { COMPLETION_GRACE_MS, completeUnmarkedSessions } from "./mentoring-session-completion";
import { reminderLeadAt, sendDueReminders } from "./mentoring-session-reminders";

let w: MentoringWorld;
let t: TestApp;
const HOUR = 60 * 60_000;
const at = (iso: string, offsetMs: number) => new Date(Date.parse(iso) + offsetMs);

beforeAll(async () => {
  w = await createMentoringWorld();
  t = w.t;
});
afterAll(() => t.close());
beforeEach(async () => {
  await w.reset();
  await t.db.delete(notifications);
});

async function confirmedAt(startsAt: string) {
  const session = await w.booked(w.subscriber.jar, startsAt);
  await sessionOf(await w.step(w.coach.jar, session.id, "confirm"));
  return session;
}

async function remindersOf(userId: string) {
  const rows = await t.db
    .select({ title: notifications.title, subject: notifications.subject })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.filter((row) => row.subject.change === "reminder");
}

describe("reminders", () => {
  it("picks the hour's inside the last hour and the day's inside the last day", () => {
    const start = new Date("2026-12-02T14:00:00Z");
    expect(reminderLeadAt(start, at(WEDNESDAY_NINE, -25 * HOUR))).toBeNull();
    expect(reminderLeadAt(start, at(WEDNESDAY_NINE, -24 * HOUR))).toBe("day");
    expect(reminderLeadAt(start, at(WEDNESDAY_NINE, -61 * 60_000))).toBe("day");
    expect(reminderLeadAt(start, at(WEDNESDAY_NINE, -HOUR))).toBe("hour");
    expect(reminderLeadAt(start, start)).toBeNull();
  });

  it("reminds both people a day and an hour before, once each, however often the job runs", async () => {
    const session = await confirmedAt(WEDNESDAY_NINE);
    expect(await sendDueReminders(t.db, at(WEDNESDAY_NINE, -25 * HOUR))).toBe(0);
    const dayBefore = at(WEDNESDAY_NINE, -23 * HOUR);
    expect(await sendDueReminders(t.db, dayBefore)).toBe(2);
    expect(await sendDueReminders(t.db, dayBefore)).toBe(0);
    // Two workers at once: the reminders' primary key lets one of them send.
    const hourBefore = at(WEDNESDAY_NINE, -50 * 60_000);
    const both = await Promise.all([sendDueReminders(t.db, hourBefore), sendDueReminders(t.db, hourBefore)]);
    expect(both[0] + both[1]).toBe(2);

    const mentee = await remindersOf(w.subscriber.userId);
    expect(mentee.map((row) => row.subject.lead).sort()).toEqual(["day", "hour"]);
    expect(mentee.every((row) => row.subject.sessionId === session.id)).toBe(true);
    expect(mentee.find((row) => row.subject.lead === "day")?.title).toContain(
      "your session with Grace Example",
    );
    expect(await remindersOf(w.coach.userId)).toHaveLength(2);
  });

  it("reminds a moved session at its new time and none at its old; a cancelled one not at all", async () => {
    const session = await confirmedAt(WEDNESDAY_NINE);
    await sendDueReminders(t.db, at(WEDNESDAY_NINE, -23 * HOUR));
    await sessionOf(
      await w.step(w.coach.jar, session.id, "reschedule", { startsAt: WEDNESDAY_ELEVEN, length: 60 }),
    );
    // Half an hour before the old time: no hour's reminder for it, the day's for the new time.
    expect(await sendDueReminders(t.db, at(WEDNESDAY_NINE, -30 * 60_000))).toBe(2);
    expect(await sendDueReminders(t.db, at(WEDNESDAY_ELEVEN, -30 * 60_000))).toBe(2);
    const sent = await remindersOf(w.subscriber.userId);
    expect(sent.map((row) => `${row.subject.lead} ${row.subject.startsAt}`).sort()).toEqual([
      `day ${WEDNESDAY_NINE}`,
      `day ${WEDNESDAY_ELEVEN}`,
      `hour ${WEDNESDAY_ELEVEN}`,
    ]);

    const other = await confirmedAt("2026-12-03T14:00:00.000Z");
    await sessionOf(await w.step(w.subscriber.jar, other.id, "cancel"));
    expect(await sendDueReminders(t.db, new Date("2026-12-03T13:30:00Z"))).toBe(0);
  });

  it("reminds no request still waiting for the mentor", async () => {
    await w.booked(w.subscriber.jar, WEDNESDAY_NINE);
    expect(await sendDueReminders(t.db, at(WEDNESDAY_NINE, -30 * 60_000))).toBe(0);
  });
});

describe("completion", () => {
  it("is marked by the mentor after the end only; the mentee may mark the mentor absent", async () => {
    const first = await confirmedAt(WEDNESDAY_NINE);
    expect(await errorOf(await w.step(w.coach.jar, first.id, "complete"))).toMatchObject({
      status: 409,
      message: MENTORING_MESSAGES.notEnded,
    });
    t.clock.set(at(WEDNESDAY_NINE, 2 * HOUR));
    expect(await errorOf(await w.step(w.subscriber.jar, first.id, "complete"))).toMatchObject({
      status: 403,
      message: MENTORING_MESSAGES.mentorCompletes,
    });
    expect((await errorOf(await w.step(w.guest.jar, first.id, "complete"))).status).toBe(404);
    const completed = await sessionOf(await w.step(w.coach.jar, first.id, "complete"));
    expect(completed).toMatchObject({ status: "completed", noShowOf: null });
    expect(await errorOf(await w.step(w.subscriber.jar, first.id, "no-show"))).toMatchObject({
      status: 409,
      message: MENTORING_MESSAGES.notConfirmed,
    });

    t.clock.set(new Date("2026-12-01T12:00:00Z"));
    const second = await confirmedAt(WEDNESDAY_ELEVEN);
    t.clock.set(at(WEDNESDAY_ELEVEN, 2 * HOUR));
    const missed = await sessionOf(await w.step(w.subscriber.jar, second.id, "no-show"));
    expect(missed).toMatchObject({ status: "no_show", noShowOf: "mentor" });
    const seenByMentor = await sessionOf(
      await call(t.app, `/api/mentoring/sessions/${second.id}`, undefined, { jar: w.coach.jar }),
    );
    expect(seenByMentor.noShowOf).toBe("mentor");
  });

  it("publishes the step as an event the points can read, once", async () => {
    const session = await confirmedAt(WEDNESDAY_NINE);
    t.clock.set(at(WEDNESDAY_NINE, 2 * HOUR));
    await sessionOf(await w.step(w.coach.jar, session.id, "complete"));
    const published = await t.db
      .select({ payload: events.payload })
      .from(events)
      .where(eq(events.type, "mentoring.session_changed"));
    const completions = published.filter(
      (event) => event.payload.change === "completed" && event.payload.sessionId === session.id,
    );
    // One event per person (its audience), each naming the session and the change.
    expect(completions.map((event) => event.payload.sessionId)).toEqual([session.id, session.id]);
  });

  it("completes a session nobody marked 48 hours after its end, once", async () => {
    const unmarked = await confirmedAt(WEDNESDAY_NINE);
    const requested = await w.booked(w.subscriber.jar, WEDNESDAY_ELEVEN);
    const end = at(WEDNESDAY_NINE, HOUR);
    expect(await completeUnmarkedSessions(t.db, new Date(end.getTime() + COMPLETION_GRACE_MS - 60_000))).toBe(
      0,
    );
    const later = new Date(end.getTime() + COMPLETION_GRACE_MS);
    const runs = await Promise.all([
      completeUnmarkedSessions(t.db, later),
      completeUnmarkedSessions(t.db, later),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    const rows = await t.db.select().from(mentoringSessions);
    expect(rows.find((row) => row.id === unmarked.id)).toMatchObject({ status: "completed", markedBy: null });
    expect(rows.find((row) => row.id === requested.id)?.status).toBe("requested");
  });
});
