import type { FreeSlotsResponse, MentoringSessionsResponse } from "@hatchery/shared";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications, users } from "../../db/schema";
import { type CookieJar, call } from "../../test/auth-test-helpers";
import {
  createMentoringWorld,
  type MentoringWorld,
  SLUG,
  sessionOf,
} from "../../test/mentoring-test-helpers";
import type { TestApp } from "../../test/test-app";

/*
 * Booking end to end across time zones (issue 25): the coach's weekday mornings are written in
 * America/New_York; a mentee in Europe/Berlin and one in Asia/Kolkata each book the first time the API
 * offers them, on both sides of every daylight-saving change of 2026 and 2027 (the US on 8 March and
 * 1 November 2026, 14 March and 7 November 2027; the EU on 29 March and 25 October 2026, 28 March and
 * 31 October 2027). The API speaks UTC instants: the slot it offers is the slot it accepts, whoever
 * asks, and each person reads it on their own clock in what the notification centre tells them.
 */

let w: MentoringWorld;
let t: TestApp;
let coach: MentoringWorld["coach"];
let berliner: MentoringWorld["subscriber"];
let kolkatan: MentoringWorld["secondSubscriber"];

beforeAll(async () => {
  w = await createMentoringWorld();
  ({ t, coach, subscriber: berliner, secondSubscriber: kolkatan } = w);
  await t.db.update(users).set({ timeZone: "America/New_York" }).where(eq(users.id, coach.userId));
  await t.db.update(users).set({ timeZone: "Europe/Berlin" }).where(eq(users.id, berliner.userId));
  await t.db.update(users).set({ timeZone: "Asia/Kolkata" }).where(eq(users.id, kolkatan.userId));
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => w.reset());

async function freeSlots(jar: CookieJar, day: string): Promise<FreeSlotsResponse> {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  const response = await call(
    t.app,
    `/api/mentors/${SLUG}/free-slots?from=${day}T00:00:00Z&to=${next}&length=60`,
    undefined,
    { jar },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as FreeSlotsResponse;
}

/** The notification titles a person received about sessions on `dayWords` ("9 March 2026"). */
async function sessionTitles(userId: string, dayWords: string): Promise<string[]> {
  const rows = await t.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, "mentoring_session"),
        like(notifications.title, `% on ${dayWords},%`),
      ),
    )
    .orderBy(notifications.createdAt);
  return rows.map((row) => row.title);
}

async function upcomingStarts(jar: CookieJar): Promise<string[]> {
  const response = await call(t.app, "/api/mentoring/sessions?when=upcoming", undefined, { jar });
  expect(response.status).toBe(200);
  return ((await response.json()) as MentoringSessionsResponse).items.map((session) => session.startsAt);
}

describe("booking across time zones and daylight-saving changes", () => {
  /*
   * [New York's weekday, its 09:00 and 10:00 in UTC, Berlin's clock at 09:00 New York time, Kolkata's
   * at 10:00 New York time]. Between the US and the EU changes New York and Berlin are five hours apart
   * instead of six; Kolkata keeps +05:30 all year.
   */
  it.each([
    ["2026-03-06", "6 March 2026", "14:00", "15:00", "15:00", "20:30"],
    ["2026-03-09", "9 March 2026", "13:00", "14:00", "14:00", "19:30"],
    ["2026-03-30", "30 March 2026", "13:00", "14:00", "15:00", "19:30"],
    ["2026-10-23", "23 October 2026", "13:00", "14:00", "15:00", "19:30"],
    ["2026-10-26", "26 October 2026", "13:00", "14:00", "14:00", "19:30"],
    ["2026-11-02", "2 November 2026", "14:00", "15:00", "15:00", "20:30"],
    ["2027-03-12", "12 March 2027", "14:00", "15:00", "15:00", "20:30"],
    ["2027-03-15", "15 March 2027", "13:00", "14:00", "14:00", "19:30"],
    ["2027-03-29", "29 March 2027", "13:00", "14:00", "15:00", "19:30"],
    ["2027-10-29", "29 October 2027", "13:00", "14:00", "15:00", "19:30"],
    ["2027-11-01", "1 November 2027", "13:00", "14:00", "14:00", "19:30"],
    ["2027-11-08", "8 November 2027", "14:00", "15:00", "15:00", "20:30"],
  ])(
    "on %s (%s) the offered 09:00 and 10:00 in New York are booked as offered, and read on each clock",
    async (day, dayWords, nineUtc, tenUtc, berlinClock, kolkataClock) => {
      const nine = `${day}T${nineUtc}:00.000Z`;
      const ten = `${day}T${tenUtc}:00.000Z`;
      // Four days before, inside the 60-day window and well past the 2-hour notice.
      t.clock.set(new Date(Date.parse(`${day}T12:00:00Z`) - 4 * 86_400_000));

      // The API answers in UTC, the same to both mentees; the mentor's zone is named for the page.
      const forBerlin = await freeSlots(berliner.jar, day);
      const forKolkata = await freeSlots(kolkatan.jar, day);
      expect(forBerlin.timeZone).toBe("America/New_York");
      expect(forKolkata.slots).toEqual(forBerlin.slots);
      expect(forBerlin.slots[0]).toEqual({ startsAt: nine, endsAt: ten });

      // The Berliner books the first time offered; the API keeps exactly that instant.
      const fromBerlin = await w.booked(berliner.jar, nine, { agenda: "Berlin" });
      expect(fromBerlin).toMatchObject({ startsAt: nine, endsAt: ten, status: "requested" });

      // The Kolkatan is offered the next free hour, and books it.
      const afterwards = await freeSlots(kolkatan.jar, day);
      expect(afterwards.slots.map((slot) => slot.startsAt)).not.toContain(nine);
      expect(afterwards.slots[0]?.startsAt).toBe(ten);
      const fromKolkata = await w.booked(kolkatan.jar, ten, { agenda: "Kolkata" });
      expect(fromKolkata).toMatchObject({ startsAt: ten, status: "requested" });

      // The coach confirms both; each person reads the time on their own clock.
      for (const session of [fromBerlin, fromKolkata]) {
        expect((await sessionOf(await w.step(coach.jar, session.id, "confirm"))).status).toBe("confirmed");
      }
      expect(await sessionTitles(coach.userId, dayWords)).toEqual([
        `Sam Example asked for a session with you on ${dayWords}, 09:00 (America/New_York)`,
        expect.stringMatching(
          new RegExp(`asked for a session with you on ${dayWords}, 10:00 \\(America/New_York\\)$`),
        ),
      ]);
      expect(await sessionTitles(berliner.userId, dayWords)).toEqual([
        `Grace Example confirmed your session on ${dayWords}, ${berlinClock} (Europe/Berlin)`,
      ]);
      expect(await sessionTitles(kolkatan.userId, dayWords)).toEqual([
        `Grace Example confirmed your session on ${dayWords}, ${kolkataClock} (Asia/Kolkata)`,
      ]);
      expect(await upcomingStarts(berliner.jar)).toEqual([nine]);
      expect(await upcomingStarts(kolkatan.jar)).toEqual([ten]);
      expect(await upcomingStarts(coach.jar)).toEqual([nine, ten]);
    },
  );
});
