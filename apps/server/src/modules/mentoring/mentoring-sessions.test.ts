import {
  type FreeSlotsResponse,
  MENTORING_MESSAGES,
  type MentorAvailabilityResponse,
  mentoringNeedsSubscriptionMessage,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, mentoringSessions, mentorProfiles } from "../../db/schema";
import { call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import {
  createMentoringWorld,
  type MentoringWorld,
  NOW,
  SLUG,
  WEDNESDAY_ELEVEN,
  WEDNESDAY_NINE,
  WEDNESDAY_TEN,
  WEEKDAY_MORNINGS,
} from "../../test/mentoring-test-helpers";
import { insertPerson, joinIncubatorAs } from "../../test/position-test-helpers";
import type { TestApp } from "../../test/test-app";
import { readNextFreeSlots } from "./free-slots.service";
import { bookSession } from "./mentoring-sessions.service";

let w: MentoringWorld;
let t: TestApp;
let coach: MentoringWorld["coach"];
let subscriber: MentoringWorld["subscriber"];
let secondSubscriber: MentoringWorld["secondSubscriber"];
let guest: MentoringWorld["guest"];
let lab: MentoringWorld["lab"];
const saveAvailability: MentoringWorld["saveAvailability"] = (...args) => w.saveAvailability(...args);
const book: MentoringWorld["book"] = (...args) => w.book(...args);
const booked: MentoringWorld["booked"] = (...args) => w.booked(...args);
const publishProfile: MentoringWorld["publishProfile"] = (...args) => w.publishProfile(...args);

beforeAll(async () => {
  w = await createMentoringWorld();
  ({ t, coach, subscriber, secondSubscriber, guest, lab } = w);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => w.reset());

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

describe("the directory's next free slots", () => {
  it("reads each mentor's next free slot for a page of mentors at once", async () => {
    const nobody = await insertPerson(t.db);
    const mentors = [
      { userId: coach.userId, timeZone: "America/New_York" },
      { userId: nobody.id, timeZone: "Europe/Berlin" },
    ];
    const before = await readNextFreeSlots(t.db, mentors, NOW);
    // Tuesday 09:00 in New York, just past the two hours' notice.
    expect(new Date(before.get(coach.userId)?.startsAt ?? 0).toISOString()).toBe("2026-12-01T14:00:00.000Z");
    expect(before.get(nobody.id)).toBeNull();
    await booked(subscriber.jar, "2026-12-01T14:00:00.000Z");
    const after = await readNextFreeSlots(t.db, mentors, NOW);
    expect(new Date(after.get(coach.userId)?.startsAt ?? 0).toISOString()).toBe("2026-12-01T15:00:00.000Z");
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
