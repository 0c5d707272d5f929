import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentItems, incubatorMembers, incubators } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let dataDir: string;
type Who = "visitor" | "outsider" | "guest" | "subscriber" | "owner" | "author";
const jars: Partial<Record<Who, CookieJar>> = {};
const ids: Partial<Record<Who, string>> = {};
let incubatorId: string;
const LAB = "classroom-lab";

const question = {
  prompt: "What does a founder do first?",
  options: ["Hire", "Talk to users"],
  answer: 1,
  explanation: "Users tell you what to build.",
};

function as(who: Who, pathname: string, body?: unknown, method?: string) {
  const jar = jars[who];
  return call(t.app, pathname, body, {
    ...(jar && { jar }),
    ...(method && { method }),
    ip: "198.51.100.140",
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-courses-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  const roles: Partial<Record<Who, ("advisor" | "coach")[]>> = { owner: ["advisor"], author: ["coach"] };
  for (const who of ["outsider", "guest", "subscriber", "owner", "author"] as const) {
    const created = await createVerifiedUser(t.app, t.db, person(`${who}@courses.test`), {
      roles: roles[who] ?? [],
    });
    jars[who] = created.jar;
    ids[who] = created.userId;
  }
  const made = await as("owner", "/api/incubators", { name: "Classroom Lab", slug: LAB });
  expect(made.status).toBe(201);
  const [row] = await t.db.select().from(incubators).where(eq(incubators.slug, LAB));
  incubatorId = row?.id ?? "";
  await t.db.insert(incubatorMembers).values([
    { userId: ids.guest ?? "", incubatorId, membershipTier: "guest" },
    { userId: ids.subscriber ?? "", incubatorId, membershipTier: "subscriber" },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const courses = `/api/incubators/${LAB}/courses`;

async function publishedCourse(slug: string, visibility: string) {
  expect((await as("owner", courses, { title: `Course ${slug}`, slug, visibility })).status).toBe(201);
  const lesson = await as("owner", `${courses}/${slug}/lessons`, {
    title: "First steps",
    body: "# Start\n\nTalk to **users** first.",
    questions: [question],
  });
  expect(lesson.status).toBe(201);
  expect((await as("owner", `${courses}/${slug}`, { status: "published" }, "PATCH")).status).toBe(200);
}

describe("course visibility by tier", () => {
  // What each person gets for the course's detail and for opening its lesson.
  const expected: Record<string, Record<Who, [number, number]>> = {
    everyone: {
      visitor: [200, 200],
      outsider: [200, 200],
      guest: [200, 200],
      subscriber: [200, 200],
      owner: [200, 200],
      author: [200, 200],
    },
    members: {
      visitor: [404, 404],
      outsider: [404, 404],
      guest: [200, 200],
      subscriber: [200, 200],
      owner: [200, 200],
      author: [404, 404],
    },
    subscribers: {
      visitor: [404, 404],
      outsider: [404, 404],
      guest: [200, 403],
      subscriber: [200, 200],
      owner: [200, 200],
      author: [404, 404],
    },
  };

  for (const [visibility, byWho] of Object.entries(expected)) {
    it(`a published course for ${visibility} opens as its rule says`, async () => {
      const slug = `for-${visibility}`;
      await publishedCourse(slug, visibility);
      for (const [who, [detail, lesson]] of Object.entries(byWho) as [Who, [number, number]][]) {
        const list = (await (await as(who, courses)).json()) as { items: { slug: string; access: string }[] };
        const listed = list.items.find((item) => item.slug === slug);
        expect([who, listed ? 200 : 404]).toEqual([who, detail]);
        expect([who, (await as(who, `${courses}/${slug}`)).status]).toEqual([who, detail]);
        expect([who, (await as(who, `${courses}/${slug}/lessons/first-steps`)).status]).toEqual([
          who,
          lesson,
        ]);
        if (listed) expect(listed.access).toBe(lesson === 403 ? "locked" : "open");
      }
    });
  }

  it("refuses a guest a subscriber course's lesson with why, and lists it locked with the same words", async () => {
    const refused = await errorOf(await as("guest", `${courses}/for-subscribers/lessons/first-steps`));
    expect(refused).toMatchObject({
      status: 403,
      message: "This course is for Classroom Lab subscribers. Upgrade your membership to open its lessons.",
    });
    const detail = (await (await as("guest", `${courses}/for-subscribers`)).json()) as {
      lockedMessage: string;
      lessons: unknown[];
    };
    expect(detail.lockedMessage).toBe(refused.message);
    expect(detail.lessons).toHaveLength(1);
    const answered = await as("guest", `${courses}/for-subscribers/lessons/first-steps/answers`, {
      answers: [1],
    });
    expect(answered.status).toBe(403);
  });

  it("serves a course's page and its lessons' pages 404 when the reader's read finds nothing", async () => {
    const page = (who: Who, pathname: string) => as(who, `/incubators/${LAB}/courses/${pathname}`);
    const open = await page("visitor", "for-everyone");
    expect(open.status).toBe(200);
    expect(await open.text()).toContain("<title>Course for-everyone · Hatchery</title>");
    expect((await page("visitor", "for-everyone/lessons/first-steps")).status).toBe(200);
    for (const [who, pathname] of [
      ["visitor", "nope"],
      ["visitor", "for-everyone/lessons/nope"],
      ["visitor", "for-members"],
      ["outsider", "for-members/lessons/first-steps"],
      ["guest", "for-everyone/lessons/nope"],
    ] as const) {
      const missing = await page(who, pathname);
      expect([who, pathname, missing.status]).toEqual([who, pathname, 404]);
      expect(await missing.text()).toContain("<title>Page not found · Hatchery</title>");
    }
    // The read is the reader's: a member opens the members' course; a guest meets the locked lesson.
    const member = await page("guest", "for-members");
    expect(member.status).toBe(200);
    expect(await member.text()).not.toContain("embedded-answer");
    expect((await page("guest", "for-subscribers/lessons/first-steps")).status).toBe(200);
  });

  it("lists the courses anyone may open for the sitemap page, and no other", async () => {
    for (const who of ["visitor", "subscriber"] as const) {
      const body = (await (await as(who, "/api/library/public-courses")).json()) as {
        items: {
          incubator: { slug: string };
          course: { slug: string; lessonCount: number; access: string };
        }[];
      };
      expect(body.items.filter((item) => item.incubator.slug === LAB).map((item) => item.course)).toEqual([
        expect.objectContaining({ slug: "for-everyone", lessonCount: 1, access: "open" }),
      ]);
    }
  });

  it("shows drafts to those who manage them only", async () => {
    expect((await as("owner", courses, { title: "Still a draft", visibility: "everyone" })).status).toBe(201);
    expect((await as("owner", `${courses}/still-a-draft`)).status).toBe(200);
    for (const who of ["visitor", "outsider", "guest", "subscriber", "author"] as const) {
      expect([who, (await as(who, `${courses}/still-a-draft`)).status]).toEqual([who, 404]);
    }
  });
});

describe("managing courses", () => {
  it("lets the owner add advisors and coaches as authors only, who then edit but do not create", async () => {
    await publishedCourse("authored", "subscribers");
    const refused = await as("owner", `${courses}/authored/authors`, { email: "outsider@courses.test" });
    expect(await errorOf(refused)).toMatchObject({
      status: 422,
      message: "Only advisors and coaches can be added as course authors",
    });
    expect((await as("author", `${courses}/authored/lessons/first-steps`)).status).toBe(404);
    const added = await as("owner", `${courses}/authored/authors`, { email: "author@courses.test" });
    expect(added.status).toBe(200);
    expect(((await added.json()) as { authors: { userId: string }[] }).authors).toEqual([
      expect.objectContaining({ userId: ids.author }),
    ]);
    const lesson = (await (await as("author", `${courses}/authored/lessons/first-steps`)).json()) as {
      source: unknown;
    };
    expect(lesson.source).not.toBeNull();
    const edited = await as(
      "author",
      `${courses}/authored/lessons/first-steps`,
      { title: "First steps, revised", body: "Talk to users." },
      "PUT",
    );
    expect(edited.status).toBe(200);
    expect((await as("author", courses, { title: "Mine now" })).status).toBe(403);
    expect((await as("author", `${courses}/authored/authors`, { email: "author@courses.test" })).status).toBe(
      403,
    );
    expect((await as("subscriber", `${courses}/authored`, { title: "Taken over" }, "PATCH")).status).toBe(
      403,
    );
    expect((await as("outsider", `${courses}/authored`, { title: "Taken over" }, "PATCH")).status).toBe(404);
    expect((await as("visitor", `${courses}/authored`, { title: "Taken over" }, "PATCH")).status).toBe(401);
  });

  it("reorders lessons only with every lesson once", async () => {
    expect((await as("owner", courses, { title: "Ordered" })).status).toBe(201);
    for (const title of ["One", "Two", "Three"]) {
      expect(
        (await as("owner", `${courses}/ordered/lessons`, { title, body: `Lesson ${title}.` })).status,
      ).toBe(201);
    }
    for (const slugs of [
      ["one", "two"],
      ["one", "two", "two"],
      ["one", "two", "four"],
    ]) {
      expect((await as("owner", `${courses}/ordered/lesson-order`, { slugs }, "PUT")).status).toBe(422);
    }
    const moved = await as(
      "owner",
      `${courses}/ordered/lesson-order`,
      { slugs: ["three", "one", "two"] },
      "PUT",
    );
    expect(moved.status).toBe(200);
    const detail = (await moved.json()) as { lessons: { slug: string }[] };
    expect(detail.lessons.map((lesson) => lesson.slug)).toEqual(["three", "one", "two"]);
    const lesson = (await (await as("owner", `${courses}/ordered/lessons/one`)).json()) as {
      previous: { slug: string };
      next: { slug: string };
    };
    expect([lesson.previous.slug, lesson.next.slug]).toEqual(["three", "two"]);
  });

  it("keeps each previous version of a lesson, the latest first", async () => {
    expect((await as("owner", courses, { title: "History" })).status).toBe(201);
    const lesson = `${courses}/history/lessons/draft-one`;
    expect(
      (await as("owner", `${courses}/history/lessons`, { title: "Draft one", body: "Version 1" })).status,
    ).toBe(201);
    expect((await as("owner", lesson, { title: "Draft one", body: "Version 2" }, "PUT")).status).toBe(200);
    expect(
      (
        await as(
          "owner",
          lesson,
          { title: "Draft one, final", body: "Version 3", questions: [question] },
          "PUT",
        )
      ).status,
    ).toBe(200);
    // The same text again changes nothing and keeps no version.
    expect(
      (
        await as(
          "owner",
          lesson,
          { title: "Draft one, final", body: "Version 3", questions: [question] },
          "PUT",
        )
      ).status,
    ).toBe(200);
    const history = (await (await as("owner", `${lesson}/history`)).json()) as {
      items: { body: string; title: string; editor: { id: string } }[];
    };
    expect(history.items.map((item) => item.body)).toEqual(["Version 2", "Version 1"]);
    expect(history.items[0]?.editor.id).toBe(ids.owner);
    expect((await as("subscriber", `${lesson}/history`)).status).toBe(404);
  });

  it("checks answers on the server and records mastery", async () => {
    const answers = `${courses}/for-subscribers/lessons/first-steps/answers`;
    expect((await as("subscriber", answers, { answers: [1, 0] })).status).toBe(422);
    const wrong = (await (await as("subscriber", answers, { answers: [0] })).json()) as { mastered: boolean };
    expect(wrong.mastered).toBe(false);
    const right = (await (await as("subscriber", answers, { answers: [1] })).json()) as {
      mastered: boolean;
      results: { explanation: string }[];
    };
    expect(right).toMatchObject({
      mastered: true,
      results: [{ correct: true, explanation: question.explanation }],
    });
    const detail = (await (await as("subscriber", `${courses}/for-subscribers`)).json()) as {
      lessons: { mastered: boolean }[];
    };
    expect(detail.lessons[0]?.mastered).toBe(true);
  });

  it("answers bad input with 4xx and its reason", async () => {
    expect((await as("owner", courses, { title: "" })).status).toBe(422);
    expect((await as("owner", courses, { title: "Bad", visibility: "friends" })).status).toBe(422);
    expect((await as("owner", courses, { title: "Bad", slug: "Not A Slug" })).status).toBe(422);
    expect(await errorOf(await as("owner", courses, { title: "Twice", slug: "ordered" }))).toMatchObject({
      status: 409,
      message: "This incubator already has a course at this address",
    });
    const tooMany = Array.from({ length: 5 }, () => question);
    expect(
      (await as("owner", `${courses}/ordered/lessons`, { title: "Many", body: "x", questions: tooMany }))
        .status,
    ).toBe(422);
    expect((await as("owner", `${courses}/ordered/lessons`, { title: "One", body: "again" })).status).toBe(
      409,
    );
    expect(
      (
        await as("owner", `${courses}/ordered/lessons`, {
          title: "Bad",
          body: "x",
          questions: [{ ...question, answer: 5 }],
        })
      ).status,
    ).toBe(422);
    expect(await errorOf(await as("owner", `${courses}/no-such-course`))).toMatchObject({
      status: 404,
      message: "Course not found",
    });
    expect(await errorOf(await as("owner", `${courses}/ordered/lessons/nope`))).toMatchObject({
      status: 404,
      message: "Lesson not found",
    });
    expect((await as("owner", "/api/incubators/no-such-lab/courses")).status).toBe(404);
  });

  it("writes every change to the audit log, and deleting a course removes its lessons", async () => {
    expect((await as("owner", courses, { title: "Doomed" })).status).toBe(201);
    expect(
      (await as("owner", `${courses}/doomed/lessons`, { title: "Gone soon", body: "Bye." })).status,
    ).toBe(201);
    const [lesson] = await t.db.select().from(contentItems).where(eq(contentItems.slug, "gone-soon"));
    expect((await as("owner", `${courses}/doomed`, undefined, "DELETE")).status).toBe(200);
    expect((await as("owner", `${courses}/doomed`)).status).toBe(404);
    expect(
      await t.db
        .select()
        .from(contentItems)
        .where(eq(contentItems.id, lesson?.id ?? "")),
    ).toEqual([]);
    const entries = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(
        inArray(auditLog.targetId, [lesson?.collection.slice("courses/".length) ?? "", lesson?.id ?? ""]),
      )
      .orderBy(asc(auditLog.id));
    expect(entries).toEqual([
      { action: "course.create", actor: ids.owner },
      { action: "lesson.create", actor: ids.owner },
      { action: "course.delete", actor: ids.owner },
    ]);
    const actions = await t.db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .where(and(inArray(auditLog.targetType, ["course", "lesson"])));
    expect(actions.map((row) => row.action).sort()).toEqual([
      "course.author.add",
      "course.create",
      "course.delete",
      "course.update",
      "lesson.create",
      "lesson.reorder",
      "lesson.update",
    ]);
  });

  it("lists the published courses for everyone and their lessons in /sitemap.xml, and no other", async () => {
    const xml = await (await as("visitor", "/sitemap.xml")).text();
    expect(xml).toContain(`/incubators/${LAB}/courses/for-everyone</loc>`);
    expect(xml).toContain(`/incubators/${LAB}/courses/for-everyone/lessons/first-steps</loc>`);
    expect(xml).not.toContain("/courses/for-members");
    expect(xml).not.toContain("/courses/for-subscribers");
    expect(xml).not.toContain("/courses/still-a-draft");
  });

  it("lists the courses of the person's incubators for the library", async () => {
    const mine = (await (await as("guest", "/api/library/incubator-courses")).json()) as {
      items: { course: { slug: string; access: string } }[];
    };
    const bySlug = Object.fromEntries(mine.items.map((item) => [item.course.slug, item.course.access]));
    expect(bySlug).toMatchObject({
      "for-everyone": "open",
      "for-members": "open",
      "for-subscribers": "locked",
    });
    expect(bySlug["still-a-draft"]).toBeUndefined();
    const outsider = (await (await as("outsider", "/api/library/incubator-courses")).json()) as {
      items: unknown[];
    };
    expect(outsider.items).toEqual([]);
    expect((await as("visitor", "/api/library/incubator-courses")).status).toBe(401);
  });
});
