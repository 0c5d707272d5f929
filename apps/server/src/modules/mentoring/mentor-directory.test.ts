import { INVALID_CURSOR_MESSAGE, type MentorDirectoryResponse } from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incubators, mentorIncubators, mentorProfiles, userRoles, users } from "../../db/schema";
import { PUBLIC_READ_CACHE_MS } from "../../lib/public-read-cache";
import { errorOf } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;

interface Mentor {
  name: string;
  kind: "advisor" | "coach";
  headline?: string;
  expertise?: string[];
  helpRoles?: ("ceo" | "cto" | "cco" | "cgo")[];
  languages?: string[];
  incubators?: string[];
  published?: boolean;
  /** The role the profile is listed as; false when it was withdrawn. */
  holdsRole?: boolean;
}

const MENTORS: Mentor[] = [
  {
    name: "Ada Byron",
    kind: "advisor",
    headline: "Analytical engines",
    expertise: ["mathematics"],
    helpRoles: ["cto"],
    languages: ["en"],
    incubators: ["lab-a"],
  },
  {
    name: "Bea Chen",
    kind: "coach",
    headline: "Sales from zero",
    expertise: ["b2b sales", "outreach"],
    helpRoles: ["cgo"],
    languages: ["en", "zh"],
    incubators: ["lab-b"],
  },
  {
    name: "Carl Diaz",
    kind: "coach",
    headline: "Career changes",
    expertise: ["interviewing"],
    helpRoles: ["cto", "ceo"],
    languages: ["es"],
  },
  {
    name: "Dora Engel",
    kind: "advisor",
    headline: "Fundraising 100%",
    expertise: ["fundraising"],
    helpRoles: ["ceo"],
    languages: ["de", "en"],
    incubators: ["lab-a", "lab-b"],
  },
  { name: "Eve Fox", kind: "advisor", headline: "Draft only", expertise: ["mathematics"], published: false },
  {
    name: "Finn Gray",
    kind: "coach",
    headline: "Role withdrawn",
    expertise: ["mathematics"],
    holdsRole: false,
  },
];

function slugOf(name: string): string {
  return name.toLowerCase().replace(/ /g, "-");
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date("2026-11-29T10:00:00Z"));
  const labs = await t.db
    .insert(incubators)
    .values([
      { name: "Lab A", slug: "lab-a" },
      { name: "Lab B", slug: "lab-b" },
    ])
    .returning({ id: incubators.id, slug: incubators.slug });
  const labIds = new Map(labs.map((lab) => [lab.slug, lab.id]));
  for (const [index, mentor] of MENTORS.entries()) {
    const id = `directory-mentor-${index}`;
    await t.db
      .insert(users)
      .values({ id, name: mentor.name, email: `${slugOf(mentor.name)}@directory.test` });
    if (mentor.holdsRole !== false) await t.db.insert(userRoles).values({ userId: id, role: mentor.kind });
    await t.db.insert(mentorProfiles).values({
      userId: id,
      kind: mentor.kind,
      slug: slugOf(mentor.name),
      headline: mentor.headline ?? "",
      expertise: mentor.expertise ?? [],
      helpRoles: mentor.helpRoles ?? [],
      languages: mentor.languages ?? [],
      timeZone: "UTC",
      publishedAt: mentor.published === false ? null : new Date("2026-11-01T00:00:00Z"),
    });
    for (const slug of mentor.incubators ?? []) {
      await t.db.insert(mentorIncubators).values({ mentorId: id, incubatorId: labIds.get(slug) as string });
    }
  }
}, 60_000);
afterAll(() => t.close());

async function directory(query = ""): Promise<MentorDirectoryResponse> {
  t.clock.advance(PUBLIC_READ_CACHE_MS);
  const response = await t.request(`/api/mentors${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as MentorDirectoryResponse;
}

async function slugs(query = ""): Promise<string[]> {
  return (await directory(query)).items.map((item) => item.slug);
}

describe("the advisors directory", () => {
  it("lists listed advisors and coaches in slug order, with what a card shows", async () => {
    const page = await directory();
    expect(page.items.map((item) => item.slug)).toEqual(["ada-byron", "bea-chen", "carl-diaz", "dora-engel"]);
    expect(page.items[1]).toEqual({
      kind: "coach",
      slug: "bea-chen",
      name: "Bea Chen",
      photoUrl: null,
      headline: "Sales from zero",
      expertise: ["b2b sales", "outreach"],
      helpRoles: ["cgo"],
      languages: ["en", "zh"],
      // Saved no availability: no free time to show.
      nextFreeAt: null,
    });
    expect(page.nextCursor).toBeNull();
  });

  it("searches names, headlines and expertise, case-insensitively and literally", async () => {
    expect(await slugs("?search=BYRON")).toEqual(["ada-byron"]);
    expect(await slugs("?search=career")).toEqual(["carl-diaz"]);
    expect(await slugs("?search=outreach")).toEqual(["bea-chen"]);
    expect(await slugs("?search=100%25")).toEqual(["dora-engel"]);
    expect(await slugs("?search=%25")).toEqual(["dora-engel"]);
    expect(await slugs("?search=mathematics")).toEqual(["ada-byron"]);
  });

  it("filters on expertise, role, language, kind and incubator, together", async () => {
    expect(await slugs("?expertise=B2B%20Sales")).toEqual(["bea-chen"]);
    expect(await slugs("?role=cto")).toEqual(["ada-byron", "carl-diaz"]);
    expect(await slugs("?language=en")).toEqual(["ada-byron", "bea-chen", "dora-engel"]);
    expect(await slugs("?kind=coach")).toEqual(["bea-chen", "carl-diaz"]);
    // A mentor who lists no incubator mentors in any.
    expect(await slugs("?incubator=lab-a")).toEqual(["ada-byron", "carl-diaz", "dora-engel"]);
    expect(await slugs("?incubator=lab-b&kind=advisor&language=de")).toEqual(["dora-engel"]);
    expect(await slugs("?role=ceo&kind=coach")).toEqual(["carl-diaz"]);
  });

  it("walks cursor pages without gaps or repeats", async () => {
    const first = await directory("?limit=3");
    expect(first.items.map((item) => item.slug)).toEqual(["ada-byron", "bea-chen", "carl-diaz"]);
    expect(first.nextCursor).not.toBeNull();
    const second = await directory(`?limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.slug)).toEqual(["dora-engel"]);
    expect(second.nextCursor).toBeNull();
  });

  it("answers 422 for a filter or cursor it did not give", async () => {
    for (const query of ["?role=cfo", "?kind=mentor", "?language=not%20a%20language", "?limit=0"]) {
      expect((await t.request(`/api/mentors${query}`)).status, query).toBe(422);
    }
    expect(await errorOf(await t.request("/api/mentors?cursor=nonsense"))).toMatchObject({
      status: 422,
      message: INVALID_CURSOR_MESSAGE,
    });
  });
});
