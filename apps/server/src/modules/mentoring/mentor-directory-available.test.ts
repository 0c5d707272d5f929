import type { MentorDirectoryResponse } from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentorAvailability, mentorProfiles, mentorWeeklyHours, userRoles, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

/*
 * The directory's free times: each card's next free time and the "available this week" filter, which
 * the free-slot engine computes, paged without skipping or repeating anyone.
 */

let t: TestApp;
/** A Monday, 10:00 UTC. */
const NOW = new Date("2026-11-30T10:00:00Z");
const slugOf = (index: number) => `mentor-${String(index).padStart(2, "0")}`;

/** Even mentors are free on weekday mornings; 3 only after more than a week's notice; the rest saved nothing. */
const FREE_THIS_WEEK = [0, 2, 4, 6, 8].map(slugOf);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  for (let index = 0; index < 10; index += 1) {
    const id = `free-times-mentor-${index}`;
    await t.db
      .insert(users)
      .values({ id, name: `Mentor ${index}`, email: `${slugOf(index)}@directory.test` });
    await t.db.insert(userRoles).values({ userId: id, role: "advisor" });
    await t.db.insert(mentorProfiles).values({
      userId: id,
      kind: "advisor",
      slug: slugOf(index),
      timeZone: "UTC",
      publishedAt: new Date("2026-11-01T00:00:00Z"),
    });
    if (index % 2 === 1 && index !== 3) continue;
    await t.db.insert(mentorAvailability).values({
      userId: id,
      sessionLengths: [30, 60],
      minNoticeHours: index === 3 ? 200 : 2,
      bookingWindowDays: 60,
      weeklyLimit: null,
      bufferMinutes: 0,
    });
    await t.db
      .insert(mentorWeeklyHours)
      .values(
        [1, 2, 3, 4, 5].map((weekday) => ({ mentorId: id, weekday, startMinute: 540, endMinute: 720 })),
      );
  }
}, 60_000);
afterAll(() => t.close());

async function directory(query: string): Promise<MentorDirectoryResponse> {
  const response = await t.request(`/api/mentors${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as MentorDirectoryResponse;
}

describe("the directory's free times", () => {
  it("gives each card its next free time, or none", async () => {
    const page = await directory("?limit=50");
    const next = new Map(page.items.map((item) => [item.slug, item.nextFreeAt]));
    // Two hours' notice from Monday 10:00 leaves Monday's hours behind: Tuesday 09:00.
    expect(next.get("mentor-00")).toBe("2026-12-01T09:00:00.000Z");
    // 200 hours' notice: Wednesday of the next week, past this week's end.
    expect(next.get("mentor-03")).toBe("2026-12-09T09:00:00.000Z");
    expect(next.get("mentor-01")).toBeNull();
  });

  it("keeps to mentors free in the next seven days, page after page, none skipped or repeated", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: MentorDirectoryResponse = await directory(
        `?available=week&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.slug));
      expect(page.items.every((item) => item.nextFreeAt !== null)).toBe(true);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(FREE_THIS_WEEK);
    expect(pages).toBe(3);
  });

  it("combines with the other filters and refuses an unknown value", async () => {
    const page = await directory("?available=week&search=Mentor%204");
    expect(page.items.map((item) => item.slug)).toEqual(["mentor-04"]);
    expect((await t.request("/api/mentors?available=month")).status).toBe(422);
  });
});
