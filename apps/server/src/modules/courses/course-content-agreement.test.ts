import { COURSE_STATUSES, COURSE_VISIBILITIES, type CourseViewer, courseReach } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { contentItems, courseAuthors, courses, incubators, userRoles } from "../../db/schema";
import { type Actor, ANONYMOUS_ACTOR } from "../../lib/context";
import { insertIncubator, insertPerson, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestDatabase, testDatabaseDriver } from "../../test/test-database";
import { listContent, readContent, searchContent } from "../content/content.service";

/*
 * A course's lessons are content items: the content policy (one piece) and its SQL twin `readableBy`
 * (lists and search) must both follow the course's rule, `courseReach` (decision 039).
 */

let database: DatabaseConnection;
let incubatorId: string;
const people: Record<string, { actor: Actor; viewer: CourseViewer }> = {};
const collections: {
  collection: string;
  visibility: (typeof COURSE_VISIBILITIES)[number];
  status: (typeof COURSE_STATUSES)[number];
}[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const incubator = await insertIncubator(db);
  incubatorId = incubator.id;
  const [owner, guest, subscriber, outsider, author, admin] = await Promise.all(
    Array.from({ length: 6 }, () => insertPerson(db)),
  );
  if (!owner || !guest || !subscriber || !outsider || !author || !admin) throw new Error("no people");
  await db.update(incubators).set({ ownerId: owner.id }).where(eq(incubators.id, incubatorId));
  await joinIncubatorAs(db, guest.id, incubatorId, "guest");
  await joinIncubatorAs(db, subscriber.id, incubatorId, "subscriber");
  await db.insert(userRoles).values({ userId: admin.id, role: "admin" });
  Object.assign(people, {
    visitor: { actor: ANONYMOUS_ACTOR, viewer: { manages: false, tier: null } },
    owner: { actor: owner.actor, viewer: { manages: true, tier: null } },
    guest: { actor: guest.actor, viewer: { manages: false, tier: "guest" } },
    subscriber: { actor: subscriber.actor, viewer: { manages: false, tier: "subscriber" } },
    outsider: { actor: outsider.actor, viewer: { manages: false, tier: null } },
    author: { actor: author.actor, viewer: { manages: true, tier: null } },
    admin: { actor: admin.actor, viewer: { manages: true, tier: null } },
  });
  for (const visibility of COURSE_VISIBILITIES) {
    for (const status of COURSE_STATUSES) {
      const [course] = await db
        .insert(courses)
        .values({ incubatorId, slug: `${visibility}-${status}`, title: "Agreement", visibility, status })
        .returning();
      if (!course) throw new Error("no course");
      await db.insert(courseAuthors).values({ courseId: course.id, userId: author.id });
      const collection = `courses/${course.id}`;
      collections.push({ collection, visibility, status });
      await db.insert(contentItems).values({
        source: "incubator",
        incubatorId,
        authorId: owner.id,
        kind: "lesson",
        collection,
        slug: "agreement-lesson",
        title: "Agreement lesson",
        summary: "Who reads it.",
        bodyMarkdown: "Photosynthesis explained.",
        bodyHtml: "<p>Photosynthesis explained.</p>",
        bodyText: "Photosynthesis explained.",
        contentHash: "agreement",
      });
    }
  }
});
afterAll(() => database.close());

describe(`course lessons in the content policy on ${testDatabaseDriver()}`, () => {
  it("reads, lists and finds a lesson exactly when its course opens to the reader", async () => {
    const { db } = database;
    for (const [who, { actor, viewer }] of Object.entries(people)) {
      const found = await searchContent(db, actor, { query: "photosynthesis", limit: 20 });
      for (const { collection, visibility, status } of collections) {
        const expected = courseReach(viewer, { visibility, status }) === "open";
        const read = await readContent(db, actor, { collection, slug: "agreement-lesson", incubatorId }).then(
          () => true,
          () => false,
        );
        const listed =
          (await listContent(db, actor, { collection, incubatorId, limit: 5 })).items.length === 1;
        const searched = found.items.some((hit) => hit.collection === collection);
        expect({ who, visibility, status, read, listed, searched }).toEqual({
          who,
          visibility,
          status,
          read: expected,
          listed: expected,
          searched: expected,
        });
      }
    }
  });
});
