import type { MeResponse, PersonProfile } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assessmentResults,
  incubatorMembers,
  incubators,
  projects,
  teamMembers,
  teams,
  userProfiles,
  users,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/*
 * People's profiles (docs/decisions/063-people.md): Grace is in the Harbour lab, in a public team and a
 * members-only one. Ada shares the lab with her, Linus is in another lab, Barbara administers, and a
 * visitor has no session.
 */

let t: TestApp;
let grace: { jar: CookieJar; userId: string };
let ada: { jar: CookieJar; userId: string };
let linus: { jar: CookieJar; userId: string };
let barbara: { jar: CookieJar; userId: string };
let handle: string;

beforeAll(async () => {
  t = await createTestApp();
  grace = await createVerifiedUser(
    t.app,
    t.db,
    person("grace@people.test", { firstName: "Grace", lastName: "Hopper" }),
    {
      ip: "198.51.100.90",
    },
  );
  ada = await createVerifiedUser(t.app, t.db, person("ada@people.test"), { ip: "198.51.100.91" });
  linus = await createVerifiedUser(t.app, t.db, person("linus@people.test", { firstName: "Linus" }), {
    ip: "198.51.100.92",
  });
  barbara = await createVerifiedUser(t.app, t.db, person("barbara@people.test", { firstName: "Barbara" }), {
    ip: "198.51.100.93",
    roles: ["admin"],
  });
  const [row] = await t.db.select({ handle: users.handle }).from(users).where(eq(users.id, grace.userId));
  handle = row?.handle ?? "";
  const [harbour, other] = await t.db
    .insert(incubators)
    .values([
      { name: "Harbour", slug: "people-harbour", status: "active" },
      { name: "Elsewhere", slug: "people-elsewhere", status: "active" },
    ])
    .returning({ id: incubators.id });
  if (!harbour || !other) throw new Error("no fixture incubators");
  await t.db.insert(incubatorMembers).values([
    { incubatorId: harbour.id, userId: grace.userId },
    { incubatorId: harbour.id, userId: ada.userId },
    { incubatorId: other.id, userId: linus.userId },
  ]);
  const [open, closed] = await t.db
    .insert(teams)
    .values([
      { incubatorId: harbour.id, slug: "people-open", name: "Open Crew", visibility: "public" },
      { incubatorId: harbour.id, slug: "people-closed", name: "Closed Crew", visibility: "incubator" },
    ])
    .returning({ id: teams.id });
  if (!open || !closed) throw new Error("no fixture teams");
  await t.db.insert(teamMembers).values([
    { teamId: open.id, userId: grace.userId, coreRole: "cto", isLeader: true },
    { teamId: closed.id, userId: grace.userId, title: "Adviser" },
  ]);
  await t.db.insert(projects).values([
    { teamId: open.id, slug: "people-compiler", name: "Compiler" },
    { teamId: closed.id, slug: "people-secret", name: "Secret" },
  ]);
  await t.db.insert(assessmentResults).values({
    userId: grace.userId,
    part: "role-fit",
    answers: {},
    scores: {
      roles: [
        { role: "ceo", points: 14, max: 70, share: 0.2 },
        { role: "cto", points: 64, max: 71, share: 0.9 },
        { role: "cco", points: 28, max: 69, share: 0.4 },
        { role: "cgo", points: 34, max: 68, share: 0.5 },
      ],
    },
    takenAt: new Date("2026-03-01T10:00:00Z"),
  });
  const saved = await call(
    t.app,
    "/api/account/profile",
    { headline: "Compilers and teams", bio: "I wrote the **first** compiler.", skills: ["COBOL"] },
    { jar: grace.jar, method: "PATCH" },
  );
  expect(saved.status).toBe(200);
}, 120_000);
afterAll(() => t.close());

const profilePath = () => `/api/people/${handle}`;

async function profileAs(jar?: CookieJar): Promise<PersonProfile> {
  const response = await call(t.app, profilePath(), undefined, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as PersonProfile;
}

async function choose(body: Record<string, unknown>): Promise<Response> {
  return call(t.app, "/api/account/profile", body, { jar: grace.jar, method: "PATCH" });
}

async function notFoundBody(response: Response) {
  return { status: response.status, body: await response.text() };
}

describe("a person's profile", () => {
  it("has a handle from the name, given in the account", async () => {
    expect(handle).toMatch(/^grace-hopper/);
    const me = (await (
      await call(t.app, "/api/account/me", undefined, { jar: grace.jar })
    ).json()) as MeResponse;
    expect(me.user.handle).toBe(handle);
    expect(me.profile).toMatchObject({ profileAudience: "incubator", showRoleFit: false, showSkills: false });
  });

  it("is shown to an incubator peer with every team and project they may see", async () => {
    const profile = await profileAs(ada.jar);
    expect(profile).toMatchObject({
      person: { id: grace.userId, name: "Grace Hopper", handle },
      headline: "Compilers and teams",
      bio: "I wrote the **first** compiler.",
      skills: ["COBOL"],
      incubators: [{ slug: "people-harbour", name: "Harbour" }],
      roleFit: null,
      skillsProfile: null,
      isPublic: false,
      isOwn: false,
    });
    expect(profile.teams.map((team) => [team.name, team.coreRole, team.title, team.isLeader])).toEqual([
      ["Closed Crew", null, "Adviser", false],
      ["Open Crew", "cto", "", true],
    ]);
    expect(profile.projects.map((project) => project.name)).toEqual(["Compiler", "Secret"]);
  });

  it("is shown to the person and to administrators", async () => {
    expect((await profileAs(grace.jar)).isOwn).toBe(true);
    expect((await profileAs(barbara.jar)).teams).toHaveLength(2);
  });

  it("answers a visitor and an outsider exactly as an unknown handle", async () => {
    const unknown = await notFoundBody(await call(t.app, "/api/people/nobody-here"));
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({
      error: { code: "not_found", message: "There is no such person." },
    });
    expect(await notFoundBody(await call(t.app, profilePath()))).toEqual(unknown);
    expect(await notFoundBody(await call(t.app, profilePath(), undefined, { jar: linus.jar }))).toEqual(
      unknown,
    );
    expect(
      await notFoundBody(await call(t.app, "/api/people/nobody-here", undefined, { jar: linus.jar })),
    ).toEqual(unknown);
    // A handle that cannot exist is no different.
    expect(await notFoundBody(await call(t.app, "/api/people/NOT%20A%20HANDLE"))).toEqual(unknown);
  });

  it("is shown to everyone once public, with only the teams each may see", async () => {
    expect((await choose({ profileAudience: "public" })).status).toBe(200);
    const seenByVisitor = await profileAs();
    expect(seenByVisitor.isPublic).toBe(true);
    expect(seenByVisitor.teams.map((team) => team.name)).toEqual(["Open Crew"]);
    expect(seenByVisitor.projects.map((project) => project.name)).toEqual(["Compiler"]);
    expect((await profileAs(linus.jar)).teams.map((team) => team.name)).toEqual(["Open Crew"]);
    expect((await profileAs(ada.jar)).teams).toHaveLength(2);
    expect((await choose({ profileAudience: "incubator" })).status).toBe(200);
    expect((await call(t.app, profilePath())).status).toBe(404);
  });

  it("shows the role-fit summary and the skills profile only when the person chooses", async () => {
    expect((await choose({ showRoleFit: true, showSkills: true })).status).toBe(200);
    const shown = await profileAs(ada.jar);
    expect(shown.roleFit).toEqual({
      takenAt: "2026-03-01T10:00:00.000Z",
      roles: [
        { role: "ceo", share: 0.2 },
        { role: "cto", share: 0.9 },
        { role: "cco", share: 0.4 },
        { role: "cgo", share: 0.5 },
      ],
    });
    expect(shown.skillsProfile?.roles.map((role) => role.role)).toEqual(["ceo", "cto", "cco", "cgo"]);
    expect(shown.skillsProfile?.roles[1]?.measures.map((measure) => measure.source)).toContain("role-fit");
    expect(shown.skillsProfile).not.toHaveProperty("suggestions");
    expect((await choose({ showRoleFit: false, showSkills: false })).status).toBe(200);
    expect(await profileAs(ada.jar)).toMatchObject({ roleFit: null, skillsProfile: null });
  });
});

describe("the profile's visibility settings", () => {
  it("refuses an audience or a choice it does not know, with the words of the rule", async () => {
    const audience = await choose({ profileAudience: "friends" });
    expect(audience.status).toBe(422);
    expect(JSON.stringify(await audience.json())).toContain(
      "Choose who can see your profile: people in your incubators or everyone",
    );
    const show = await choose({ showSkills: "yes" });
    expect(show.status).toBe(422);
    expect(JSON.stringify(await show.json())).toContain("Choose whether to show it: true or false");
    expect(
      await errorOf(await call(t.app, "/api/account/profile", { showSkills: true }, { method: "PATCH" })),
    ).toMatchObject({ status: 401 });
  });

  it("is held by the database too", async () => {
    await expect(
      t.db
        .update(userProfiles)
        // @ts-expect-error: an audience the schema does not know, as a faulty writer might store it.
        .set({ profileAudience: "friends" })
        .where(eq(userProfiles.userId, grace.userId)),
    ).rejects.toThrow();
  });
});
