import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import type { PolicyActor } from "../../lib/policy";
import { getCourse, listCourses } from "../../modules/courses/courses.service";
import { readLesson } from "../../modules/courses/lessons.service";
import { createTestDatabase } from "../../test/test-database";
import { DEMO_SEEDED_AT } from "../../test/test-site";
import type { DatabaseConnection } from "../client";
import { contentItems, courses, incubatorMembers, incubators, users } from "../schema";
import { readDemoCourses, seedDemoCourses } from "./demo-courses";

let connection: DatabaseConnection;
const NOW = DEMO_SEEDED_AT;
beforeAll(async () => {
  // Seeded at NOW once for the whole test run (test-database.ts), not once per file.
  connection = await createTestDatabase({ state: "demo-seeded" });
});
afterAll(() => connection.close());

const courseOf = (visibility: string) =>
  readDemoCourses().then((all) => {
    const course = all.find((candidate) => candidate.visibility === visibility);
    if (!course) throw new Error(`no demo course for ${visibility}`);
    return course;
  });

describe("demo courses", () => {
  it("are read and checked from their markdown: one course for each visibility, four lessons each", async () => {
    const all = await readDemoCourses();
    expect(all.map((course) => course.visibility).sort()).toEqual(["everyone", "members", "subscribers"]);
    for (const course of all) {
      expect(course.lessons.map((lesson) => lesson.frontMatter.kind)).toEqual(Array(4).fill("lesson"));
    }
  });

  it("are published in their incubators with rendered lessons and word counts", async () => {
    const rows = await connection.db.select().from(courses);
    expect(rows).toHaveLength(3);
    expect(
      rows.every((row) => row.status === "published" && row.publishedAt?.getTime() === NOW.getTime()),
    ).toBe(true);
    const lessons = await connection.db.select().from(contentItems).where(eq(contentItems.kind, "lesson"));
    expect(lessons).toHaveLength(12);
    for (const lesson of lessons) {
      expect(lesson.bodyHtml).toMatch(/^<(h[1-6]|p)>/);
      expect(lesson.wordCount).toBeGreaterThan(100);
      expect(lesson.source).toBe("incubator");
    }
  });

  it("lets a visitor list and read the course for everyone", async () => {
    const course = await courseOf("everyone");
    const list = await listCourses(connection.db, ANONYMOUS_ACTOR, { slug: course.incubatorSlug });
    expect(list.items.map((item) => [item.slug, item.access])).toEqual([[course.slug, "open"]]);
    const first = course.lessons[0];
    const lesson = await readLesson(connection.db, ANONYMOUS_ACTOR, {
      slug: course.incubatorSlug,
      course: course.slug,
      lesson: first?.slug ?? "",
    });
    expect(lesson.lesson.title).toBe(first?.frontMatter.title);
    expect(lesson.lesson.questions.length).toBeGreaterThan(0);
  });

  it("shows a guest the subscriber course locked, and hides it from visitors", async () => {
    const course = await courseOf("subscribers");
    const [incubator] = await connection.db
      .select()
      .from(incubators)
      .where(eq(incubators.slug, course.incubatorSlug));
    const [user] = await connection.db.select().from(users).limit(1);
    if (!incubator || !user) throw new Error("the demo seed made no incubator or person");
    await connection.db
      .insert(incubatorMembers)
      .values({ userId: user.id, incubatorId: incubator.id, membershipTier: "guest" })
      .onConflictDoUpdate({
        target: [incubatorMembers.userId, incubatorMembers.incubatorId],
        set: { membershipTier: "guest", status: "active" },
      });
    const guest: PolicyActor = {
      kind: "user",
      userId: user.id,
      email: user.email,
      emailVerified: true,
      heldRoles: { ok: true, roles: [] },
    };
    const list = await listCourses(connection.db, guest, { slug: course.incubatorSlug });
    expect(list.items.find((item) => item.slug === course.slug)?.access).toBe("locked");
    const detail = await getCourse(connection.db, guest, { slug: course.incubatorSlug, course: course.slug });
    expect(detail.lessons).toHaveLength(4);
    expect(detail.lockedMessage).toContain("subscribers");
    const visitorList = await listCourses(connection.db, ANONYMOUS_ACTOR, { slug: course.incubatorSlug });
    expect(visitorList.items).toEqual([]);
  });

  it("are left alone when seeded again", async () => {
    await connection.db.transaction((tx) =>
      seedDemoCourses(tx, { now: new Date(), siteUrl: "http://localhost" }),
    );
    expect(await connection.db.select().from(courses)).toHaveLength(3);
    const lessons = await connection.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.kind, "lesson"), eq(contentItems.source, "incubator")));
    expect(lessons).toHaveLength(12);
  });
});
