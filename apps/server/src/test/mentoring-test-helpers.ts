import type { MentorAvailabilityInput, MentoringSession, MentoringSessionResponse } from "@hatchery/shared";
import { expect } from "vitest";
import { mentorIncubators, mentoringSessions, mentorProfiles } from "../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "./auth-test-helpers";
import { insertIncubator, joinIncubatorAs } from "./position-test-helpers";
import { createTestApp, type TestApp } from "./test-app";

/*
 * The mentoring API tests' world (modules/mentoring): a coach with a published profile in New York who
 * mentors in one incubator, two of its subscribers and a guest, the coach's weekday mornings saved, and
 * the manual clock on Tuesday 1 December 2026.
 */

export const SLUG = "grace-coach";
/** Tuesday 1 December 2026, 12:00 UTC (07:00 in New York). */
export const NOW = new Date("2026-12-01T12:00:00Z");
/** Wednesday 2 December 2026, 09:00, 10:00 and 11:00 in New York. */
export const WEDNESDAY_NINE = "2026-12-02T14:00:00.000Z";
export const WEDNESDAY_TEN = "2026-12-02T15:00:00.000Z";
export const WEDNESDAY_ELEVEN = "2026-12-02T16:00:00.000Z";

export const WEEKDAY_MORNINGS: MentorAvailabilityInput = {
  weekly: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: "09:00", end: "12:00" })),
  sessionLengths: [30, 60],
  minNoticeHours: 2,
  bookingWindowDays: 60,
  weeklyLimit: null,
  bufferMinutes: 0,
  autoAccept: false,
  datesOff: [],
};

type Someone = { jar: CookieJar; userId: string };

export interface MentoringWorld {
  t: TestApp;
  coach: Someone;
  subscriber: Someone;
  secondSubscriber: Someone;
  guest: Someone;
  lab: { id: string; slug: string; name: string };
  publishProfile(userId: string, slug: string): Promise<void>;
  saveAvailability(body: unknown, jar?: CookieJar): Promise<Response>;
  book(jar: CookieJar | undefined, body: Record<string, unknown>, slug?: string): Promise<Response>;
  booked(jar: CookieJar, startsAt: string, extra?: Record<string, unknown>): Promise<MentoringSession>;
  step(jar: CookieJar, id: string, action: string, body?: unknown): Promise<Response>;
  /** Before each test: the clock back on NOW and no sessions. */
  reset(): Promise<void>;
}

export async function sessionOf(response: Response): Promise<MentoringSession> {
  expect(response.status).toBe(200);
  return ((await response.json()) as MentoringSessionResponse).session;
}

export async function createMentoringWorld(): Promise<MentoringWorld> {
  const t = await createTestApp();
  t.clock.set(NOW);
  const coach = await createVerifiedUser(
    t.app,
    t.db,
    person("grace@example.com", { firstName: "Grace", lastName: "Example" }),
    { roles: ["coach"] },
  );
  const subscriber = await createVerifiedUser(
    t.app,
    t.db,
    person("sam@example.com", { firstName: "Sam", lastName: "Example" }),
  );
  const secondSubscriber = await createVerifiedUser(t.app, t.db, person("sasha@example.com"));
  const guest = await createVerifiedUser(t.app, t.db, person("gus@example.com"));
  const lab = await insertIncubator(t.db);
  await joinIncubatorAs(t.db, subscriber.userId, lab.id, "subscriber");
  await joinIncubatorAs(t.db, secondSubscriber.userId, lab.id, "subscriber");
  await joinIncubatorAs(t.db, guest.userId, lab.id, "guest");

  const publishProfile = async (userId: string, slug: string) => {
    await t.db
      .insert(mentorProfiles)
      .values({ userId, kind: "coach", slug, timeZone: "America/New_York", publishedAt: new Date() });
  };
  const saveAvailability = (body: unknown, jar: CookieJar = coach.jar) =>
    call(t.app, "/api/mentoring/availability", body, { jar, method: "PUT" });
  const book = (jar: CookieJar | undefined, body: Record<string, unknown>, slug = SLUG) =>
    call(
      t.app,
      `/api/mentors/${slug}/sessions`,
      { length: 60, agenda: "Pricing for our pilot", ...body },
      { jar },
    );
  const booked = async (jar: CookieJar, startsAt: string, extra: Record<string, unknown> = {}) => {
    const response = await book(jar, { startsAt, ...extra });
    expect(response.status).toBe(201);
    return ((await response.json()) as MentoringSessionResponse).session;
  };
  const step = (jar: CookieJar, id: string, action: string, body: unknown = undefined) =>
    call(t.app, `/api/mentoring/sessions/${id}/${action}`, body ?? {}, { jar });

  await publishProfile(coach.userId, SLUG);
  await t.db.insert(mentorIncubators).values({ mentorId: coach.userId, incubatorId: lab.id });
  expect((await saveAvailability(WEEKDAY_MORNINGS)).status).toBe(200);
  return {
    t,
    coach,
    subscriber,
    secondSubscriber,
    guest,
    lab,
    publishProfile,
    saveAvailability,
    book,
    booked,
    step,
    reset: async () => {
      t.clock.set(NOW);
      await t.db.delete(mentoringSessions);
    },
  };
}
