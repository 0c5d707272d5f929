import {
  MENTORING_MESSAGES,
  type MentoringSessionsResponse,
  mentorAvailabilitySchema,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mentoringSessions, notifications, users } from "../../db/schema";
import { type CookieJar, call, errorOf } from "../../test/auth-test-helpers";
import {
  createMentoringWorld,
  type MentoringWorld,
  NOW,
  sessionOf,
  WEDNESDAY_ELEVEN,
  WEDNESDAY_NINE,
  WEDNESDAY_TEN,
  WEEKDAY_MORNINGS,
} from "../../test/mentoring-test-helpers";
import { insertPerson, joinIncubatorAs } from "../../test/position-test-helpers";
import type { TestApp } from "../../test/test-app";
import { saveMentorAvailability } from "./mentor-availability.service";

let w: MentoringWorld;
let t: TestApp;
let coach: MentoringWorld["coach"];
let subscriber: MentoringWorld["subscriber"];
let secondSubscriber: MentoringWorld["secondSubscriber"];
let guest: MentoringWorld["guest"];
const book: MentoringWorld["book"] = (...args) => w.book(...args);
const booked: MentoringWorld["booked"] = (...args) => w.booked(...args);
const step: MentoringWorld["step"] = (...args) => w.step(...args);

beforeAll(async () => {
  w = await createMentoringWorld();
  ({ t, coach, subscriber, secondSubscriber, guest } = w);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => w.reset());

describe("a session's steps", () => {
  it("is confirmed by the mentor only, once", async () => {
    const session = await booked(subscriber.jar, WEDNESDAY_NINE);
    expect((await errorOf(await step(subscriber.jar, session.id, "confirm"))).status).toBe(403);
    expect((await errorOf(await step(guest.jar, session.id, "confirm"))).status).toBe(404);
    const confirmed = await sessionOf(await step(coach.jar, session.id, "confirm"));
    expect(confirmed).toMatchObject({ status: "confirmed", viewerRole: "mentor" });
    expect(await errorOf(await step(coach.jar, session.id, "confirm"))).toMatchObject({
      status: 409,
      message: MENTORING_MESSAGES.notRequested,
    });
  });

  it("is declined by the mentor with a reason, which frees the time", async () => {
    const session = await booked(subscriber.jar, WEDNESDAY_NINE);
    expect((await step(coach.jar, session.id, "decline", {})).status).toBe(422);
    const declined = await sessionOf(
      await step(coach.jar, session.id, "decline", { reason: "Travelling that week" }),
    );
    expect(declined).toMatchObject({ status: "declined", declineReason: "Travelling that week" });
    expect((await book(secondSubscriber.jar, { startsAt: WEDNESDAY_NINE })).status).toBe(201);
  });

  it("is cancelled by either side before it starts, saying when it is late", async () => {
    const first = await booked(subscriber.jar, WEDNESDAY_NINE);
    t.clock.set(new Date("2026-12-02T04:00:00Z")); // ten hours before
    const detail = await sessionOf(
      await call(t.app, `/api/mentoring/sessions/${first.id}`, undefined, { jar: subscriber.jar }),
    );
    expect(detail.lateCancel).toBe(true);
    const cancelled = await sessionOf(await step(subscriber.jar, first.id, "cancel", { reason: "Sick" }));
    expect(cancelled).toMatchObject({ status: "cancelled", cancelledBy: "mentee", cancelReason: "Sick" });
    expect((await step(coach.jar, first.id, "cancel")).status).toBe(409);

    const second = await booked(subscriber.jar, WEDNESDAY_ELEVEN);
    expect(await sessionOf(await step(coach.jar, second.id, "cancel"))).toMatchObject({
      cancelledBy: "mentor",
    });
    t.clock.set(new Date("2026-12-02T16:30:00Z"));
    const third = await t.db
      .insert(mentoringSessions)
      .values({
        mentorId: coach.userId,
        menteeId: subscriber.userId,
        startsAt: new Date("2026-12-02T16:00:00Z"),
        endsAt: new Date("2026-12-02T17:00:00Z"),
        status: "requested",
        agenda: "Started already",
      })
      .returning();
    expect(await errorOf(await step(subscriber.jar, third[0]?.id ?? "", "cancel"))).toMatchObject({
      status: 409,
      message: MENTORING_MESSAGES.alreadyStarted,
    });
  });

  it("is moved by either side to a free time, checked like a booking", async () => {
    const session = await booked(subscriber.jar, WEDNESDAY_NINE);
    await sessionOf(await step(coach.jar, session.id, "confirm"));
    await booked(secondSubscriber.jar, WEDNESDAY_ELEVEN);
    expect(
      await errorOf(
        await step(subscriber.jar, session.id, "reschedule", { startsAt: WEDNESDAY_ELEVEN, length: 60 }),
      ),
    ).toMatchObject({ status: 409 });
    // Moved by the mentee: back to requested. Overlapping its own old time is fine.
    const moved = await sessionOf(
      await step(subscriber.jar, session.id, "reschedule", {
        startsAt: "2026-12-02T14:30:00.000Z",
        length: 30,
      }),
    );
    expect(moved).toMatchObject({
      status: "requested",
      startsAt: "2026-12-02T14:30:00.000Z",
      endsAt: "2026-12-02T15:00:00.000Z",
    });
    const byMentor = await sessionOf(
      await step(coach.jar, session.id, "reschedule", { startsAt: "2026-12-03T14:00:00.000Z", length: 60 }),
    );
    expect(byMentor.status).toBe("confirmed");
  });

  it("is moved by a mentee only while premium mentorship is still theirs; the mentor moves it regardless", async () => {
    try {
      const session = await booked(subscriber.jar, WEDNESDAY_NINE);
      await sessionOf(await step(coach.jar, session.id, "confirm"));
      await joinIncubatorAs(t.db, subscriber.userId, w.lab.id, "guest");
      expect(
        await errorOf(
          await step(subscriber.jar, session.id, "reschedule", { startsAt: WEDNESDAY_ELEVEN, length: 60 }),
        ),
      ).toMatchObject({ status: 403 });
      expect((await sessionOf(await step(subscriber.jar, session.id, "cancel", {}))).status).toBe(
        "cancelled",
      );
      const other = await booked(secondSubscriber.jar, WEDNESDAY_TEN);
      await joinIncubatorAs(t.db, secondSubscriber.userId, w.lab.id, "guest");
      const moved = await sessionOf(
        await step(coach.jar, other.id, "reschedule", { startsAt: WEDNESDAY_ELEVEN, length: 60 }),
      );
      expect(moved).toMatchObject({
        status: "confirmed",
        startsAt: new Date(WEDNESDAY_ELEVEN).toISOString(),
      });
    } finally {
      // The world's subscribers are shared by the file's tests.
      for (const who of [subscriber, secondSubscriber]) {
        await joinIncubatorAs(t.db, who.userId, w.lab.id, "subscriber");
      }
    }
  });

  it("tells the other person of each step in the notification centre, in their own zone", async () => {
    await t.db.update(users).set({ timeZone: "Europe/Berlin" }).where(eq(users.id, subscriber.userId));
    await t.db.update(users).set({ timeZone: "America/New_York" }).where(eq(users.id, coach.userId));
    const session = await booked(subscriber.jar, WEDNESDAY_NINE, { agenda: "Pricing" });
    await sessionOf(await step(coach.jar, session.id, "confirm"));
    await sessionOf(await step(coach.jar, session.id, "cancel", { reason: "Ill today" }));
    const titles = async (userId: string) =>
      (
        await t.db
          .select({ title: notifications.title, excerpt: notifications.excerpt })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.kind, "mentoring_session")))
          .orderBy(notifications.createdAt)
      ).filter((row) => row.title.includes("2 December 2026"));
    expect(await titles(coach.userId)).toContainEqual({
      title: "Sam Example asked for a session with you on 2 December 2026, 09:00 (America/New_York)",
      excerpt: "Pricing",
    });
    expect(await titles(subscriber.userId)).toEqual(
      expect.arrayContaining([
        {
          title: "Grace Example confirmed your session on 2 December 2026, 15:00 (Europe/Berlin)",
          excerpt: "",
        },
        {
          title: "Grace Example cancelled your session on 2 December 2026, 15:00 (Europe/Berlin)",
          excerpt: "Ill today",
        },
      ]),
    );
  });

  it("lists both sides' sessions, upcoming soonest first and past latest first", async () => {
    const first = await booked(subscriber.jar, WEDNESDAY_ELEVEN);
    const second = await booked(subscriber.jar, WEDNESDAY_NINE);
    const mine = async (jar: CookieJar, query: string) =>
      (await (
        await call(t.app, `/api/mentoring/sessions?${query}`, undefined, { jar })
      ).json()) as MentoringSessionsResponse;
    const page = await mine(subscriber.jar, "limit=1");
    expect(page.items.map((item) => item.id)).toEqual([second.id]);
    const next = await mine(subscriber.jar, `limit=1&cursor=${page.nextCursor}`);
    expect(next.items.map((item) => item.id)).toEqual([first.id]);
    expect((await mine(coach.jar, "")).items.map((item) => item.viewerRole)).toEqual(["mentor", "mentor"]);
    expect((await mine(guest.jar, "")).items).toEqual([]);
    t.clock.set(new Date("2026-12-03T00:00:00Z"));
    expect((await mine(subscriber.jar, "when=past")).items.map((item) => item.id)).toEqual([
      first.id,
      second.id,
    ]);
  });
});

describe("the database", () => {
  it("refuses overlapping live sessions of one mentor and impossible states", async () => {
    const row = {
      mentorId: coach.userId,
      menteeId: subscriber.userId,
      startsAt: new Date(WEDNESDAY_NINE),
      endsAt: new Date(WEDNESDAY_TEN),
      status: "requested" as const,
      agenda: "A",
    };
    await t.db.insert(mentoringSessions).values(row);
    await expect(
      t.db
        .insert(mentoringSessions)
        .values({ ...row, menteeId: secondSubscriber.userId, startsAt: new Date("2026-12-02T14:30:00Z") }),
    ).rejects.toMatchObject({ cause: { code: "23P01" } });
    // A cancelled session frees the time, and needs its moment.
    await expect(
      t.db.insert(mentoringSessions).values({ ...row, status: "cancelled" }),
    ).rejects.toMatchObject({ cause: { code: "23514" } });
    await t.db.insert(mentoringSessions).values({ ...row, status: "cancelled", cancelledAt: NOW });
    await expect(
      t.db.insert(mentoringSessions).values({
        ...row,
        status: "declined",
        startsAt: new Date("2026-12-03T14:00:00Z"),
        endsAt: new Date("2026-12-03T15:00:00Z"),
      }),
    ).rejects.toMatchObject({ cause: { code: "23514" } });
  });

  it("keeps availability for advisors and coaches, whichever way it is called", async () => {
    const someone = await insertPerson(t.db);
    await expect(
      saveMentorAvailability(t.db, someone.actor, mentorAvailabilitySchema.parse(WEEKDAY_MORNINGS)),
    ).rejects.toMatchObject({ code: "forbidden" });
  });
});
