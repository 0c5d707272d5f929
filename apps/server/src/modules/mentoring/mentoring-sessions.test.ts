import {
  type FreeSlotsResponse,
  MENTORING_MESSAGES,
  type MentorAvailabilityInput,
  type MentorAvailabilityResponse,
  type MentoringSession,
  type MentoringSessionResponse,
  type MentoringSessionsResponse,
  mentorAvailabilitySchema,
  mentoringNeedsSubscriptionMessage,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  events,
  mentorIncubators,
  mentoringSessions,
  mentorProfiles,
  notifications,
  users,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { insertIncubator, insertPerson, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { saveMentorAvailability } from "./mentor-availability.service";
import { bookSession } from "./mentoring-sessions.service";

let t: TestApp;
let coach: { jar: CookieJar; userId: string };
let subscriber: { jar: CookieJar; userId: string };
let secondSubscriber: { jar: CookieJar; userId: string };
let guest: { jar: CookieJar; userId: string };
let lab: { id: string; slug: string; name: string };

const SLUG = "grace-coach";
/** Tuesday 1 December 2026, 12:00 UTC (07:00 in New York). */
const NOW = new Date("2026-12-01T12:00:00Z");
/** Wednesday 2 December 2026, 09:00 in New York. */
const WEDNESDAY_NINE = "2026-12-02T14:00:00.000Z";
const WEDNESDAY_TEN = "2026-12-02T15:00:00.000Z";
const WEDNESDAY_ELEVEN = "2026-12-02T16:00:00.000Z";

const WEEKDAY_MORNINGS: MentorAvailabilityInput = {
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday: weekday as 1, start: "09:00", end: "12:00" })),
  sessionLengths: [30, 60],
  minNoticeHours: 2,
  bookingWindowDays: 60,
  weeklyLimit: null,
  bufferMinutes: 0,
  autoAccept: false,
  datesOff: [],
};

async function publishProfile(userId: string, slug: string) {
  await t.db.insert(mentorProfiles).values({
    userId,
    kind: "coach",
    slug,
    timeZone: "America/New_York",
    publishedAt: new Date(),
  });
}

function saveAvailability(body: unknown, jar: CookieJar = coach.jar) {
  return call(t.app, "/api/mentoring/availability", body, { jar, method: "PUT" });
}

function book(jar: CookieJar | undefined, body: Record<string, unknown>, slug = SLUG) {
  return call(
    t.app,
    `/api/mentors/${slug}/sessions`,
    { length: 60, agenda: "Pricing for our pilot", ...body },
    { jar },
  );
}

async function booked(jar: CookieJar, startsAt: string, extra: Record<string, unknown> = {}) {
  const response = await book(jar, { startsAt, ...extra });
  expect(response.status).toBe(201);
  return ((await response.json()) as MentoringSessionResponse).session;
}

function step(jar: CookieJar, id: string, action: string, body: unknown = undefined) {
  return call(t.app, `/api/mentoring/sessions/${id}/${action}`, body ?? {}, { jar });
}

async function sessionOf(response: Response): Promise<MentoringSession> {
  expect(response.status).toBe(200);
  return ((await response.json()) as MentoringSessionResponse).session;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  coach = await createVerifiedUser(
    t.app,
    t.db,
    person("grace@example.com", { firstName: "Grace", lastName: "Example" }),
    { roles: ["coach"] },
  );
  subscriber = await createVerifiedUser(
    t.app,
    t.db,
    person("sam@example.com", { firstName: "Sam", lastName: "Example" }),
  );
  secondSubscriber = await createVerifiedUser(t.app, t.db, person("sasha@example.com"));
  guest = await createVerifiedUser(t.app, t.db, person("gus@example.com"));
  lab = await insertIncubator(t.db);
  await joinIncubatorAs(t.db, subscriber.userId, lab.id, "subscriber");
  await joinIncubatorAs(t.db, secondSubscriber.userId, lab.id, "subscriber");
  await joinIncubatorAs(t.db, guest.userId, lab.id, "guest");
  await publishProfile(coach.userId, SLUG);
  await t.db.insert(mentorIncubators).values({ mentorId: coach.userId, incubatorId: lab.id });
  expect((await saveAvailability(WEEKDAY_MORNINGS)).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(mentoringSessions);
});

describe("mentor availability", () => {
  it("is kept by advisors and coaches only, in their profile's zone", async () => {
    const response = await call(t.app, "/api/mentoring/availability", undefined, { jar: coach.jar });
    const body = (await response.json()) as MentorAvailabilityResponse;
    expect(body).toMatchObject({ timeZone: "America/New_York", hasProfile: true });
    expect(body.availability.weekly).toHaveLength(5);
    expect(body.availability.weekly[0]).toEqual({ weekday: 1, start: "09:00", end: "12:00" });

    expect(
      (await errorOf(await call(t.app, "/api/mentoring/availability", undefined, { jar: guest.jar }))).status,
    ).toBe(403);
    expect((await call(t.app, "/api/mentoring/availability")).status).toBe(401);
    expect((await saveAvailability(WEEKDAY_MORNINGS, guest.jar)).status).toBe(403);
  });

  it("refuses overlapping hours of one day, unknown lengths and bad dates with 422", async () => {
    const overlapping = {
      ...WEEKDAY_MORNINGS,
      weekly: [
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 1, start: "11:00", end: "13:00" },
      ],
    };
    for (const body of [
      overlapping,
      { ...WEEKDAY_MORNINGS, sessionLengths: [45] },
      { ...WEEKDAY_MORNINGS, sessionLengths: [] },
      { ...WEEKDAY_MORNINGS, datesOff: ["2026-02-30"] },
      { ...WEEKDAY_MORNINGS, weekly: [{ weekday: 1, start: "12:00", end: "09:00" }] },
    ]) {
      expect((await errorOf(await saveAvailability(body))).status).toBe(422);
    }
    // Nothing of a refused save was kept.
    const kept = (await (
      await call(t.app, "/api/mentoring/availability", undefined, { jar: coach.jar })
    ).json()) as MentorAvailabilityResponse;
    expect(kept.availability.weekly).toHaveLength(5);
  });

  // Last of this block: it takes the roles table away for a moment.
  it("refuses when the role lookup fails", async () => {
    await t.db.execute(sql`alter table user_roles rename to user_roles_away`);
    try {
      const refused = await errorOf(
        await call(t.app, "/api/mentoring/availability", undefined, { jar: coach.jar }),
      );
      expect(refused).toMatchObject({ status: 403, code: "forbidden" });
    } finally {
      await t.db.execute(sql`alter table user_roles_away rename to user_roles`);
    }
  });
});

describe("free slots", () => {
  const range = `from=2026-12-02T00:00:00Z&to=2026-12-03T00:00:00Z`;

  it("shows a published mentor's free times to anyone, with the viewer's place", async () => {
    const anonymous = (await (
      await call(t.app, `/api/mentors/${SLUG}/free-slots?${range}`)
    ).json()) as FreeSlotsResponse;
    expect(anonymous.timeZone).toBe("America/New_York");
    expect(anonymous.length).toBe(30);
    expect(anonymous.slots[0]).toEqual({ startsAt: WEDNESDAY_NINE, endsAt: "2026-12-02T14:30:00.000Z" });
    expect(anonymous.viewer).toEqual({ canBook: false, isMentor: false, offerPlansOf: null });

    const forGuest = (await (
      await call(t.app, `/api/mentors/${SLUG}/free-slots?${range}&length=60`, undefined, { jar: guest.jar })
    ).json()) as FreeSlotsResponse;
    expect(forGuest.slots.map((slot) => slot.startsAt)).toContain(WEDNESDAY_ELEVEN);
    expect(forGuest.viewer).toEqual({ canBook: false, isMentor: false, offerPlansOf: lab });

    const forSubscriber = (await (
      await call(t.app, `/api/mentors/${SLUG}/free-slots?${range}`, undefined, { jar: subscriber.jar })
    ).json()) as FreeSlotsResponse;
    expect(forSubscriber.viewer).toEqual({ canBook: true, isMentor: false, offerPlansOf: null });
  });

  it("answers 404 for an unknown or unpublished mentor and 422 for a bad range", async () => {
    expect((await call(t.app, `/api/mentors/nobody/free-slots?${range}`)).status).toBe(404);
    await t.db
      .update(mentorProfiles)
      .set({ publishedAt: null })
      .where(eq(mentorProfiles.userId, coach.userId));
    try {
      expect((await call(t.app, `/api/mentors/${SLUG}/free-slots?${range}`)).status).toBe(404);
    } finally {
      await t.db
        .update(mentorProfiles)
        .set({ publishedAt: new Date() })
        .where(eq(mentorProfiles.userId, coach.userId));
    }
    for (const query of [
      "from=2026-12-02T00:00:00Z&to=2026-12-01T00:00:00Z",
      "from=2026-12-01T00:00:00Z&to=2027-03-01T00:00:00Z",
      "from=yesterday&to=2026-12-01T00:00:00Z",
      `${range}&length=45`,
    ]) {
      expect((await call(t.app, `/api/mentors/${SLUG}/free-slots?${query}`)).status).toBe(422);
    }
  });

  it("leaves out a booked time and the times overlapping it", async () => {
    await booked(subscriber.jar, WEDNESDAY_TEN);
    const free = (await (
      await call(t.app, `/api/mentors/${SLUG}/free-slots?${range}&length=60`)
    ).json()) as FreeSlotsResponse;
    const starts = free.slots.map((slot) => slot.startsAt);
    expect(starts).not.toContain(WEDNESDAY_TEN);
    expect(starts).not.toContain("2026-12-02T15:30:00.000Z");
    expect(starts).not.toContain("2026-12-02T14:30:00.000Z");
    expect(starts).toContain(WEDNESDAY_NINE);
  });
});

describe("booking", () => {
  it("requests a session with the agenda as typed, and tells both people", async () => {
    const agenda = "  <b>Pricing</b> & our pilot\n\n- churn?  ";
    const session = await booked(subscriber.jar, WEDNESDAY_NINE, { agenda });
    expect(session).toMatchObject({
      status: "requested",
      agenda,
      startsAt: WEDNESDAY_NINE,
      endsAt: WEDNESDAY_TEN,
      viewerRole: "mentee",
      incubator: lab,
      mentor: { id: coach.userId, slug: SLUG, kind: "coach" },
      permissions: { confirm: false, decline: false, cancel: true, reschedule: true },
      lateCancel: false,
      lateCancelWindowHours: 12,
    });
    const published = await t.db
      .select({ audienceId: events.audienceId })
      .from(events)
      .where(
        and(
          eq(events.type, "mentoring.session_changed"),
          sql`${events.payload}->>'sessionId' = ${session.id}`,
        ),
      );
    expect(published.map((event) => event.audienceId).sort()).toEqual(
      [coach.userId, subscriber.userId].sort(),
    );
  });

  it("refuses a guest with 403 naming the incubator whose plans to offer, and the mentor themselves", async () => {
    expect(await errorOf(await book(guest.jar, { startsAt: WEDNESDAY_NINE }))).toEqual({
      status: 403,
      code: "forbidden",
      message: mentoringNeedsSubscriptionMessage(lab.name),
    });
    expect(await errorOf(await book(coach.jar, { startsAt: WEDNESDAY_NINE }))).toMatchObject({
      status: 403,
      message: MENTORING_MESSAGES.cannotBookYourself,
    });
    expect((await book(undefined, { startsAt: WEDNESDAY_NINE })).status).toBe(401);
  });

  it("refuses a time that is taken, off the grid, too soon or of a length not offered", async () => {
    await booked(subscriber.jar, WEDNESDAY_NINE);
    expect(await errorOf(await book(secondSubscriber.jar, { startsAt: WEDNESDAY_NINE }))).toMatchObject({
      status: 409,
      message: MENTORING_MESSAGES.slotTaken,
    });
    expect((await book(secondSubscriber.jar, { startsAt: "2026-12-02T14:30:00.000Z" })).status).toBe(409);
    expect((await book(secondSubscriber.jar, { startsAt: "2026-12-02T16:10:00.000Z" })).status).toBe(409);
    // 08:00 on Thursday in New York: its 09:00 is inside the 2-hour notice, its 10:00 is not.
    t.clock.set(new Date("2026-12-03T13:00:00Z"));
    expect((await book(secondSubscriber.jar, { startsAt: "2026-12-03T14:00:00.000Z" })).status).toBe(409);
    expect((await book(secondSubscriber.jar, { startsAt: "2026-12-03T15:00:00.000Z" })).status).toBe(201);
    expect(
      (await book(secondSubscriber.jar, { startsAt: "2026-12-03T16:00:00.000Z", length: 45 })).status,
    ).toBe(422);
    expect(
      (await book(secondSubscriber.jar, { startsAt: "2026-12-03T16:00:00.000Z", agenda: "   " })).status,
    ).toBe(422);
  });

  it("never overlaps the mentee's other sessions, with any mentor", async () => {
    const other = await createVerifiedUser(t.app, t.db, person("otto@example.com"), { roles: ["advisor"] });
    await publishProfile(other.userId, "otto-advisor");
    expect((await saveAvailability(WEEKDAY_MORNINGS, other.jar)).status).toBe(200);
    await booked(subscriber.jar, WEDNESDAY_NINE);
    const refused = await book(
      subscriber.jar,
      { startsAt: "2026-12-02T14:30:00.000Z", length: 30 },
      "otto-advisor",
    );
    expect(await errorOf(refused)).toMatchObject({ status: 409, message: MENTORING_MESSAGES.menteeBusy });
    // Otto, listing no incubator, mentors in any: a subscriber of the lab books him at another time.
    expect((await book(subscriber.jar, { startsAt: WEDNESDAY_ELEVEN }, "otto-advisor")).status).toBe(201);
  });

  it("confirms at once for a mentor who accepts every request, and keeps the weekly limit", async () => {
    expect((await saveAvailability({ ...WEEKDAY_MORNINGS, autoAccept: true, weeklyLimit: 1 })).status).toBe(
      200,
    );
    try {
      const session = await booked(subscriber.jar, WEDNESDAY_NINE);
      expect(session.status).toBe("confirmed");
      expect(
        await errorOf(await book(secondSubscriber.jar, { startsAt: "2026-12-03T14:00:00.000Z" })),
      ).toMatchObject({
        status: 409,
        message: MENTORING_MESSAGES.weeklyLimitReached,
      });
      // The next week is open again.
      expect((await book(secondSubscriber.jar, { startsAt: "2026-12-08T14:00:00.000Z" })).status).toBe(201);
    } finally {
      expect((await saveAvailability(WEEKDAY_MORNINGS)).status).toBe(200);
    }
  });

  it("books one of 20 concurrent bookings of one slot, and refuses the others with 409", async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => insertPerson(t.db)));
    for (const someone of people) await joinIncubatorAs(t.db, someone.id, lab.id, "subscriber");
    const results = await Promise.allSettled(
      people.map((someone) =>
        bookSession(
          t.db,
          someone.actor,
          { slug: SLUG, startsAt: WEDNESDAY_NINE, length: 60, agenda: "Race" },
          NOW,
        ),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "conflict" });
    }
    const rows = await t.db
      .select()
      .from(mentoringSessions)
      .where(eq(mentoringSessions.mentorId, coach.userId));
    expect(rows).toHaveLength(1);
  });

  // Last of this block: it takes the memberships table away for a moment.
  it("refuses when the tier lookup fails", async () => {
    await t.db.execute(sql`alter table incubator_members rename to incubator_members_away`);
    try {
      expect(await errorOf(await book(subscriber.jar, { startsAt: WEDNESDAY_NINE }))).toMatchObject({
        status: 403,
        code: "forbidden",
      });
    } finally {
      await t.db.execute(sql`alter table incubator_members_away rename to incubator_members`);
    }
    expect(await t.db.select().from(mentoringSessions)).toHaveLength(0);
  });
});

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
