import { eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mentoringSessions } from "../../db/schema";
import { createVerifiedUser, person } from "../../test/auth-test-helpers";
import {
  createMentoringWorld,
  type MentoringWorld,
  NOW,
  SLUG,
  WEDNESDAY_NINE,
  WEDNESDAY_TEN,
  WEEKDAY_MORNINGS,
} from "../../test/mentoring-test-helpers";
import { joinIncubatorAs, policyActorOf } from "../../test/position-test-helpers";
import type { TestApp } from "../../test/test-app";
import { bookSession } from "./mentoring-sessions.service";

/*
 * Overlaps that only concurrency can try (issue 25: "a booking never overlaps the mentor's other
 * sessions or the mentee's"). On PostgreSQL (`npm run test:pg`) the bookings below really run at once
 * on separate connections; the advisory locks on both people's calendars order them and the exclusion
 * constraints stand behind. A mentor who is someone's mentee at the same time is seen by neither
 * constraint (one keys on the mentor, the other on the mentee): only the locks and the check inside
 * them keep that apart, which is why it is raced here.
 */

const OTTO = "otto-advisor";
const ROUNDS = 5;

let w: MentoringWorld;
let t: TestApp;
let coach: MentoringWorld["coach"];
let subscriber: MentoringWorld["subscriber"];
let secondSubscriber: MentoringWorld["secondSubscriber"];
let otto: { userId: string };

beforeAll(async () => {
  w = await createMentoringWorld();
  ({ t, coach, subscriber, secondSubscriber } = w);
  const advisor = await createVerifiedUser(t.app, t.db, person("otto@example.com"), { roles: ["advisor"] });
  await w.publishProfile(advisor.userId, OTTO);
  expect((await w.saveAvailability(WEEKDAY_MORNINGS, advisor.jar)).status).toBe(200);
  otto = advisor;
  // The coach is a subscriber too, so they may book Otto, who mentors in every incubator.
  await joinIncubatorAs(t.db, coach.userId, w.lab.id, "subscriber");
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => w.reset());

const actorOf = (userId: string, email: string) => policyActorOf(userId, email);

function booking(userId: string, email: string, slug: string, startsAt = WEDNESDAY_NINE) {
  return bookSession(t.db, actorOf(userId, email), { slug, startsAt, length: 60, agenda: "Race" }, NOW);
}

async function liveSessionsOf(userIds: string[]) {
  return t.db
    .select()
    .from(mentoringSessions)
    .where(or(inArray(mentoringSessions.mentorId, userIds), inArray(mentoringSessions.menteeId, userIds)));
}

function expectOneBookedOthersRefused(results: PromiseSettledResult<unknown>[]) {
  expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  for (const result of results) {
    if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "conflict" });
  }
}

describe("concurrent bookings", () => {
  it("give a mentee one of two mentors booked at the same time, never both", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await t.db.delete(mentoringSessions);
      const results = await Promise.allSettled([
        booking(subscriber.userId, "sam@example.com", SLUG),
        booking(subscriber.userId, "sam@example.com", OTTO),
      ]);
      expectOneBookedOthersRefused(results);
      const rows = await t.db
        .select()
        .from(mentoringSessions)
        .where(eq(mentoringSessions.menteeId, subscriber.userId));
      expect(rows).toHaveLength(1);
    }
  });

  it("never let a mentor be booked at a time they are booking someone else as a mentee", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await t.db.delete(mentoringSessions);
      const results = await Promise.allSettled([
        // The coach, as a mentee, books Otto at 09:00 in New York…
        booking(coach.userId, "grace@example.com", OTTO),
        // …while two subscribers book the coach at 09:00 and at 09:30 (overlapping it) in New York.
        booking(subscriber.userId, "sam@example.com", SLUG),
        booking(secondSubscriber.userId, "sasha@example.com", SLUG, "2026-12-02T14:30:00.000Z"),
      ]);
      expectOneBookedOthersRefused(results);
      expect(await liveSessionsOf([coach.userId])).toHaveLength(1);
    }
  });

  it("give a mentee one of two overlapping times with two mentors, and leave the time after both free", async () => {
    const results = await Promise.allSettled([
      booking(subscriber.userId, "sam@example.com", SLUG),
      booking(subscriber.userId, "sam@example.com", OTTO, "2026-12-02T14:30:00.000Z"),
    ]);
    expectOneBookedOthersRefused(results);
    // 10:30 in New York is after either of them: free for the mentee and for Otto.
    const afterBoth = "2026-12-02T15:30:00.000Z";
    await expect(booking(subscriber.userId, "sam@example.com", OTTO, afterBoth)).resolves.toMatchObject({
      session: { startsAt: afterBoth },
    });
  });
});

describe("the database", () => {
  it("refuses overlapping live sessions of one mentee, with two mentors", async () => {
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
        .values({ ...row, mentorId: otto.userId, startsAt: new Date("2026-12-02T14:30:00Z") }),
    ).rejects.toMatchObject({ cause: { code: "23P01" } });
    // Back to back is not an overlap: ranges are half-open.
    await t.db.insert(mentoringSessions).values({
      ...row,
      mentorId: otto.userId,
      startsAt: new Date(WEDNESDAY_TEN),
      endsAt: new Date("2026-12-02T16:00:00Z"),
    });
  });
});
