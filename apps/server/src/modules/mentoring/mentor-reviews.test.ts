import {
  MENTORING_AFTER_MESSAGES,
  type MentorProfileResponse,
  type MentorReview,
  type MentorReviewsResponse,
  POINT_REASONS,
  REPORT_ERROR_MESSAGES,
  type SessionFollowUp,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mentoringSessions, pointsLedger, reports } from "../../db/schema";
import { publishEvent } from "../../lib/realtime/event-log";
import { type CookieJar, call, errorOf } from "../../test/auth-test-helpers";
import {
  createMentoringWorld,
  type MentoringWorld,
  SLUG,
  WEDNESDAY_ELEVEN,
  WEDNESDAY_NINE,
} from "../../test/mentoring-test-helpers";
import type { TestApp } from "../../test/test-app";

/* Reviews of completed sessions, their reveal rule and reports, and the points of a completed session. */

let w: MentoringWorld;
let t: TestApp;
let coach: MentoringWorld["coach"];
let subscriber: MentoringWorld["subscriber"];
let secondSubscriber: MentoringWorld["secondSubscriber"];
let guest: MentoringWorld["guest"];

beforeAll(async () => {
  w = await createMentoringWorld();
  ({ t, coach, subscriber, secondSubscriber, guest } = w);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => w.reset());

/** Wednesday 2 December, 10:00 in New York: the end of the nine o'clock session. */
const NINE_ENDS = new Date("2026-12-02T15:00:00Z");
const DAY_MS = 86_400_000;

async function completedSession(jar = subscriber.jar, startsAt = WEDNESDAY_NINE): Promise<string> {
  const session = await w.booked(jar, startsAt);
  expect((await w.step(coach.jar, session.id, "confirm")).status).toBe(200);
  // As the mentor's "Mark completed" leaves it; the step itself is tested with the points below.
  await t.db
    .update(mentoringSessions)
    .set({ status: "completed", markedAt: new Date(), markedBy: coach.userId })
    .where(eq(mentoringSessions.id, session.id));
  return session.id;
}

function review(jar: CookieJar, id: string, rating: number, comment = "") {
  return call(t.app, `/api/mentoring/sessions/${id}/reviews`, { rating, comment }, { jar });
}
async function reviewsSeenBy(jar: CookieJar, id: string): Promise<SessionFollowUp["reviews"]> {
  const response = await call(t.app, `/api/mentoring/sessions/${id}/follow-up`, undefined, { jar });
  return ((await response.json()) as SessionFollowUp).reviews;
}
async function profileReviews(jar?: CookieJar): Promise<MentorReviewsResponse> {
  const response = await call(t.app, `/api/mentors/${SLUG}/reviews`, undefined, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as MentorReviewsResponse;
}

describe("reviews", () => {
  it("are written once per side, after completion only, 1 to 5", async () => {
    const live = await w.booked(subscriber.jar, WEDNESDAY_ELEVEN);
    expect((await w.step(coach.jar, live.id, "confirm")).status).toBe(200);
    expect(await errorOf(await review(subscriber.jar, live.id, 5))).toMatchObject({
      status: 409,
      message: MENTORING_AFTER_MESSAGES.reviewNotCompleted,
    });
    const id = await completedSession();
    t.clock.set(new Date(NINE_ENDS.getTime() + 60_000));
    expect((await review(subscriber.jar, id, 0)).status).toBe(422);
    expect((await review(subscriber.jar, id, 6)).status).toBe(422);
    expect((await review(subscriber.jar, id, 4.5)).status).toBe(422);
    expect((await review(guest.jar, id, 5)).status).toBe(404);
    const first = await review(subscriber.jar, id, 5, "Clear, kind — and practical ✨");
    expect(first.status).toBe(201);
    expect((await first.json()) as MentorReview).toMatchObject({
      side: "mentee",
      rating: 5,
      comment: "Clear, kind — and practical ✨",
    });
    expect(await errorOf(await review(subscriber.jar, id, 4))).toMatchObject({
      status: 409,
      message: MENTORING_AFTER_MESSAGES.alreadyReviewed,
    });
    // Two at once from one side: the constraint keeps one.
    const [a, b] = await Promise.all([review(coach.jar, id, 4), review(coach.jar, id, 3)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });

  it("are revealed when both sides have rated", async () => {
    const id = await completedSession();
    t.clock.set(new Date(NINE_ENDS.getTime() + DAY_MS));
    await review(subscriber.jar, id, 5, "Great");
    const coachView = await reviewsSeenBy(coach.jar, id);
    expect(coachView).toMatchObject({ mine: null, theirs: null, theyHaveRated: true, revealed: false });
    expect((await profileReviews()).summary).toEqual({ count: 0, average: null });

    await review(coach.jar, id, 4, "Well prepared");
    const menteeView = await reviewsSeenBy(subscriber.jar, id);
    expect(menteeView).toMatchObject({ revealed: true, theirs: { rating: 4, comment: "Well prepared" } });
    const listed = await profileReviews();
    expect(listed.summary).toEqual({ count: 1, average: 5 });
    // The mentor's review of the mentee is not on the mentor's public profile.
    expect(listed.items.map((item) => item.comment)).toEqual(["Great"]);
  });

  it("are revealed 14 days after the session ended when only one side rated (the manual clock)", async () => {
    const id = await completedSession();
    t.clock.set(new Date(NINE_ENDS.getTime() + DAY_MS));
    await review(subscriber.jar, id, 3, "Fine");
    const revealsAt = new Date(NINE_ENDS.getTime() + 14 * DAY_MS);
    expect((await reviewsSeenBy(coach.jar, id)).revealsAt).toBe(revealsAt.toISOString());

    t.clock.set(new Date(revealsAt.getTime() - 1_000));
    expect((await reviewsSeenBy(coach.jar, id)).theirs).toBeNull();
    expect((await profileReviews()).summary.count).toBe(0);

    t.clock.set(revealsAt);
    expect((await reviewsSeenBy(coach.jar, id)).theirs).toMatchObject({ rating: 3 });
    expect((await profileReviews()).summary).toEqual({ count: 1, average: 3 });
    const profile = await call(t.app, `/api/mentors/${SLUG}`);
    expect(((await profile.json()) as MentorProfileResponse).reviews).toEqual({ count: 1, average: 3 });
  });

  it("average over every revealed review from mentees, to one decimal", async () => {
    const first = await completedSession(subscriber.jar, WEDNESDAY_NINE);
    const second = await completedSession(secondSubscriber.jar, WEDNESDAY_ELEVEN);
    t.clock.set(new Date(NINE_ENDS.getTime() + 15 * DAY_MS));
    await review(subscriber.jar, first, 5);
    await review(secondSubscriber.jar, second, 4);
    await review(coach.jar, second, 1);
    expect((await profileReviews()).summary).toEqual({ count: 2, average: 4.5 });
  });
});

describe("reporting a review", () => {
  it("files a report of a revealed review through the shared reports table, never one's own", async () => {
    const id = await completedSession();
    t.clock.set(new Date(NINE_ENDS.getTime() + DAY_MS));
    const written = (await (await review(subscriber.jar, id, 1, "Rude")).json()) as MentorReview;
    const report = (jar: CookieJar | undefined) =>
      call(
        t.app,
        `/api/mentoring/reviews/${written.id}/reports`,
        { reason: "harassment", details: "" },
        { jar },
      );

    // Not revealed yet: nobody but its author knows of it.
    expect((await report(coach.jar)).status).toBe(404);
    await review(coach.jar, id, 5);
    expect((await report(undefined)).status).toBe(401);
    expect(await errorOf(await report(subscriber.jar))).toMatchObject({
      status: 403,
      message: MENTORING_AFTER_MESSAGES.cannotReportOwnReview,
    });
    expect((await profileReviews(subscriber.jar)).items[0]?.canReport).toBe(false);
    expect((await profileReviews(guest.jar)).items[0]?.canReport).toBe(true);

    const filed = await report(coach.jar);
    expect(filed.status).toBe(201);
    expect(await errorOf(await report(coach.jar))).toMatchObject({
      status: 409,
      message: REPORT_ERROR_MESSAGES.alreadyReported,
    });
    expect((await report(guest.jar)).status).toBe(201);
    const rows = await t.db
      .select({ kind: reports.contentKind })
      .from(reports)
      .where(eq(reports.contentId, written.id));
    expect(rows).toEqual([{ kind: "mentor_review" }, { kind: "mentor_review" }]);
    expect(
      (await call(t.app, "/api/mentoring/reviews/nope/reports", { reason: "spam" }, { jar: guest.jar }))
        .status,
    ).toBe(404);
  });

  it("keeps the mentor's review of a mentee to the session's two people", async () => {
    const id = await completedSession();
    t.clock.set(new Date(NINE_ENDS.getTime() + 15 * DAY_MS));
    const written = (await (await review(coach.jar, id, 2, "Late")).json()) as MentorReview;
    const report = (jar: CookieJar) =>
      call(t.app, `/api/mentoring/reviews/${written.id}/reports`, { reason: "other" }, { jar });
    expect((await report(guest.jar)).status).toBe(404);
    expect((await report(subscriber.jar)).status).toBe(201);
  });
});

describe("points for a completed session", () => {
  it("are earned once by the mentor and the mentee when the mentor marks it completed, however often the event is replayed", async () => {
    const session = await w.booked(subscriber.jar, WEDNESDAY_NINE);
    expect((await w.step(coach.jar, session.id, "confirm")).status).toBe(200);
    t.clock.set(new Date(NINE_ENDS.getTime() + 60_000));
    expect((await w.step(coach.jar, session.id, "complete")).status).toBe(200);
    const id = session.id;
    const [row] = await t.db.select().from(mentoringSessions).where(eq(mentoringSessions.id, id));
    if (!row) throw new Error("no session");
    // The completion step's event, delivered again (a replay of the event log).
    const completed = {
      sessionId: id,
      mentorId: row.mentorId,
      menteeId: row.menteeId,
      change: "completed" as const,
      status: "completed" as const,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      byUserId: row.mentorId,
    };
    for (let replay = 0; replay < 2; replay++) {
      await t.db.transaction(async (tx) => {
        for (const userId of [row.mentorId, row.menteeId]) {
          await publishEvent(tx, {
            type: "mentoring.session_changed",
            audience: { kind: "person", id: userId },
            payload: completed,
          });
        }
      });
    }
    const earned = await t.db
      .select({
        userId: pointsLedger.userId,
        points: pointsLedger.points,
        incubatorId: pointsLedger.incubatorId,
      })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.sourceKind, "mentoring_session"), eq(pointsLedger.sourceId, id)));
    // Both in code-unit order: ids mix cases, which a locale's order sorts otherwise.
    expect(earned.sort((a, b) => (a.userId < b.userId ? -1 : 1))).toEqual(
      [coach.userId, subscriber.userId].sort().map((userId) => ({
        userId,
        points: POINT_REASONS.mentoring_session_completed,
        incubatorId: w.lab.id,
      })),
    );
  });

  it("are not earned for a session whose row is not completed, whatever the event says", async () => {
    const session = await w.booked(subscriber.jar, WEDNESDAY_NINE);
    await t.db.transaction((tx) =>
      publishEvent(tx, {
        type: "mentoring.session_changed",
        audience: { kind: "person", id: coach.userId },
        payload: {
          sessionId: session.id,
          mentorId: coach.userId,
          menteeId: subscriber.userId,
          change: "confirmed",
          status: "completed",
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          byUserId: coach.userId,
        },
      }),
    );
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.sourceId, session.id))).toEqual([]);
  });
});
