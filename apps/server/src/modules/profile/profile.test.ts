import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  LINKEDIN_URL_MESSAGE,
  type MeResponse,
  TEAM_PREFERENCE_MESSAGES,
  TIME_ZONE_MESSAGE,
} from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "../../app";
import { userProfiles, users } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { BIO_TOO_LONG_MESSAGE } from "./profile.service";

let t: TestApp;
let dataDir: string;
let jar: CookieJar;
let userId: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-profile-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ jar, userId } = await createVerifiedUser(t.app, t.db, person("profile.owner@hatchery.test"), {
    ip: "198.51.100.40",
  }));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function patchProfile(body: unknown, options: { jar?: CookieJar } = { jar }) {
  return call(t.app, "/api/account/profile", body, { ...options, method: "PATCH", ip: "198.51.100.41" });
}

async function patched(body: unknown): Promise<MeResponse> {
  const response = await patchProfile(body);
  expect(response.status).toBe(200);
  return (await response.json()) as MeResponse;
}

async function issuesOf(body: unknown) {
  const response = await patchProfile(body);
  expect(response.status).toBe(422);
  const json = (await response.json()) as {
    error: { code: string; issues: { path: string[]; message: string }[] };
  };
  expect(json.error.code).toBe("validation_failed");
  return json.error.issues;
}

const storedProfile = async () =>
  (await t.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0];

describe("PATCH /api/account/profile", () => {
  it("needs a session", async () => {
    const response = await patchProfile({ headline: "Founder" }, {});
    expect(await errorOf(response)).toMatchObject({ status: 401, code: "unauthenticated" });
  });

  it("answers exactly what GET /api/account/me answers after the change", async () => {
    const body = await patched({
      firstName: "Grace",
      lastName: "Hopper",
      headline: "Rear admiral",
      bio: "Wrote the **first** compiler.",
      location: "Arlington",
      linkedinUrl: "https://www.linkedin.com/in/grace-hopper",
    });
    expect(body.user).toMatchObject({
      id: userId,
      firstName: "Grace",
      lastName: "Hopper",
      name: "Grace Hopper",
    });
    expect(body.profile).toEqual({
      headline: "Rear admiral",
      bio: "Wrote the **first** compiler.",
      location: "Arlington",
      linkedinUrl: "https://www.linkedin.com/in/grace-hopper",
      preferredRoles: [],
      skills: [],
      hoursPerWeek: null,
      rolePreference: "flexible",
      profileAudience: "incubator",
      showRoleFit: false,
      showSkills: false,
    });
    const me = await call(t.app, "/api/account/me", undefined, { jar, ip: "198.51.100.41" });
    expect(await me.json()).toEqual(body);
  });

  it("changes only the fields sent, and clears a field sent empty", async () => {
    await patched({ headline: "Engineer", location: "Paris", firstName: "Ada", lastName: "Lovelace" });
    const body = await patched({ location: "", lastName: "Byron" });
    expect(body.profile).toMatchObject({ headline: "Engineer", location: null });
    expect(body.user).toMatchObject({ firstName: "Ada", lastName: "Byron", name: "Ada Byron" });
    expect((await storedProfile())?.location).toBeNull();
  });

  it("stores a time zone Intl knows, and refuses an unknown one or an offset with 422 naming the field", async () => {
    expect((await patched({ timeZone: "Asia/Kolkata" })).user.timeZone).toBe("Asia/Kolkata");
    expect((await patched({ timeZone: " America/New_York " })).user.timeZone).toBe("America/New_York");
    const [row] = await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
    expect(row?.timeZone).toBe("America/New_York");
    for (const timeZone of ["Mars/Olympus_Mons", "+01:00", "", "x".repeat(65), 3]) {
      expect(await issuesOf({ timeZone })).toEqual([{ path: ["timeZone"], message: TIME_ZONE_MESSAGE }]);
    }
    // A refused zone leaves the stored one as it was.
    expect((await patched({ headline: "Still here" })).user.timeZone).toBe("America/New_York");
  });

  it("stores names sanitised, like sign-up does", async () => {
    const body = await patched({
      firstName: '<script>alert("x")</script>Ada<img src=x onerror=alert(1)>',
      lastName: "  javascript:Love   lace ",
    });
    expect(body.user).toMatchObject({ firstName: "Ada", lastName: "javascriptLove lace" });
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(row?.name).toBe("Ada javascriptLove lace");
  });

  it("sanitises the bio as markdown and keeps the headline and location as typed", async () => {
    const body = await patched({
      bio: "Hi <script>alert(1)</script>**bold** [x](javascript:alert(1)) ![i](data:text/html,hi)",
      headline: "R&D <team> lead, x <3 y",
      location: "Tip: a < b and c > d\nLyon",
    });
    expect(body.profile).toMatchObject({
      bio: "Hi **bold** [x](#) ![i](#)",
      headline: "R&D <team> lead, x <3 y",
      location: "Tip: a < b and c > d Lyon",
    });
    expect((await storedProfile())?.bio).not.toMatch(/<|javascript:|data:/);
  });

  it.each([
    ["firstName", "First name"],
    ["lastName", "Last name"],
  ])("accepts a %s of 100 characters and refuses 101 or an empty one", async (field, label) => {
    expect((await patched({ [field]: "n".repeat(100) })).user).toMatchObject({ [field]: "n".repeat(100) });
    expect(await issuesOf({ [field]: "n".repeat(101) })).toEqual([
      { path: [field], message: `${label} must be at most 100 characters` },
    ]);
    expect(await issuesOf({ [field]: " <b></b> " })).toEqual([
      { path: [field], message: `${label} is required` },
    ]);
  });

  it.each([
    ["headline", "Headline", 120],
    ["location", "Location", 120],
    ["bio", "Bio", 2000],
  ])("accepts a %s of exactly the limit and refuses one character more", async (field, label, limit) => {
    expect((await patched({ [field]: "a".repeat(limit) })).profile).toMatchObject({
      [field]: "a".repeat(limit),
    });
    expect(await issuesOf({ [field]: "a".repeat(limit + 1) })).toEqual([
      { path: [field], message: `${label} must be at most ${limit} characters` },
    ]);
    expect((await storedProfile())?.[field as "bio"]).toBe("a".repeat(limit));
  });

  it("refuses a bio that sanitising makes longer than the limit", async () => {
    const bio = "<https://example.org>".repeat(95);
    expect(bio.length).toBeLessThanOrEqual(2000);
    expect(await issuesOf({ bio })).toEqual([{ path: ["bio"], message: BIO_TOO_LONG_MESSAGE }]);
  });

  it.each(["https://www.linkedin.com/in/ada-lovelace", "https://linkedin.com/in/ada-lovelace"])(
    "accepts the LinkedIn address %s",
    async (linkedinUrl) => {
      expect((await patched({ linkedinUrl })).profile.linkedinUrl).toBe(linkedinUrl);
    },
  );

  it.each([
    "http://www.linkedin.com/in/ada",
    "https://linkedin.com.evil.example/in/ada",
    "https://evillinkedin.com/in/ada",
    "https://example.org/in/ada",
    "javascript:alert(1)//linkedin.com",
    "www.linkedin.com/in/ada",
  ])("refuses %s as a LinkedIn address", async (linkedinUrl) => {
    expect(await issuesOf({ linkedinUrl })).toEqual([
      { path: ["linkedinUrl"], message: LINKEDIN_URL_MESSAGE },
    ]);
  });

  it("clears the LinkedIn address when sent empty", async () => {
    await patched({ linkedinUrl: "https://www.linkedin.com/in/ada" });
    expect((await patched({ linkedinUrl: "" })).profile.linkedinUrl).toBeNull();
  });

  describe("team preferences", () => {
    it("saves preferred roles, skills, hours a week and must-have or flexible, and reads them back", async () => {
      const body = await patched({
        preferredRoles: ["cgo", "cto", "cto"],
        skills: ["  TypeScript ", "Go", "typescript", "go  ", "Customer   interviews"],
        hoursPerWeek: 20,
        rolePreference: "must_have",
      });
      // Roles once each in the usual order; skills trimmed, merged without case, first spelling kept.
      expect(body.profile).toMatchObject({
        preferredRoles: ["cto", "cgo"],
        skills: ["TypeScript", "Go", "Customer interviews"],
        hoursPerWeek: 20,
        rolePreference: "must_have",
      });
      expect(await storedProfile()).toMatchObject({
        preferredRoles: ["cto", "cgo"],
        skills: ["TypeScript", "Go", "Customer interviews"],
        hoursPerWeek: 20,
        rolePreference: "must_have",
      });
      const me = await call(t.app, "/api/account/me", undefined, { jar, ip: "198.51.100.41" });
      expect(((await me.json()) as MeResponse).profile).toEqual(body.profile);
    });

    it("changes only the preferences sent, and clears hours and skills", async () => {
      await patched({
        preferredRoles: ["ceo"],
        skills: ["Sales"],
        hoursPerWeek: 10,
        rolePreference: "flexible",
      });
      const body = await patched({ hoursPerWeek: null, skills: [] });
      expect(body.profile).toMatchObject({
        preferredRoles: ["ceo"],
        skills: [],
        hoursPerWeek: null,
        rolePreference: "flexible",
      });
    });

    it("keeps skills as typed, as other one-line texts", async () => {
      const body = await patched({ skills: ["R&D", "<canvas>", "C <3"] });
      expect(body.profile.skills).toEqual(["R&D", "<canvas>", "C <3"]);
    });

    it.each([
      [{ preferredRoles: ["cfo"] }, ["preferredRoles", 0], TEAM_PREFERENCE_MESSAGES.preferredRoles],
      [{ preferredRoles: "cto" }, ["preferredRoles"], TEAM_PREFERENCE_MESSAGES.preferredRoles],
      [{ skills: "React, Go" }, ["skills"], TEAM_PREFERENCE_MESSAGES.skills],
      [{ skills: ["React", 7] }, ["skills", 1], TEAM_PREFERENCE_MESSAGES.skills],
      [{ skills: ["React", "   "] }, ["skills", 1], TEAM_PREFERENCE_MESSAGES.emptySkill],
      [{ skills: ["s".repeat(41)] }, ["skills", 0], "Each skill must be at most 40 characters"],
      [
        { skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`) },
        ["skills"],
        "You can add at most 30 skills",
      ],
      [{ hoursPerWeek: 0 }, ["hoursPerWeek"], "Hours a week must be a whole number from 1 to 80"],
      [{ hoursPerWeek: 81 }, ["hoursPerWeek"], TEAM_PREFERENCE_MESSAGES.hoursPerWeek],
      [{ hoursPerWeek: 7.5 }, ["hoursPerWeek"], TEAM_PREFERENCE_MESSAGES.hoursPerWeek],
      [{ hoursPerWeek: "20" }, ["hoursPerWeek"], TEAM_PREFERENCE_MESSAGES.hoursPerWeek],
      [{ rolePreference: "always" }, ["rolePreference"], TEAM_PREFERENCE_MESSAGES.rolePreference],
      [
        { preferredRoles: [], rolePreference: "must_have" },
        ["rolePreference"],
        "Choose at least one preferred role, or make your roles flexible",
      ],
    ])("refuses %j with a message on %j", async (body, path, message) => {
      expect(await issuesOf(body)).toEqual([{ path, message }]);
    });

    it("accepts exactly 30 skills of 40 characters, and 1 and 80 hours", async () => {
      const skills = Array.from({ length: 30 }, (_, i) => `${i}`.padStart(40, "s"));
      expect((await patched({ skills, hoursPerWeek: 1 })).profile).toMatchObject({ skills, hoursPerWeek: 1 });
      expect((await patched({ hoursPerWeek: 80 })).profile.hoursPerWeek).toBe(80);
      // 31 entries that merge into 30 skills are not too many.
      expect((await patched({ skills: [...skills, skills[0]?.toUpperCase()] })).profile.skills).toEqual(
        skills,
      );
    });

    it("refuses must-have roles once the stored profile has none, whichever field the update sends", async () => {
      await patched({ preferredRoles: ["cco"], rolePreference: "flexible" });
      expect(await issuesOf({ preferredRoles: [], rolePreference: "must_have" })).toHaveLength(1);
      await patched({ preferredRoles: [] });
      expect(await issuesOf({ rolePreference: "must_have" })).toEqual([
        { path: ["rolePreference"], message: TEAM_PREFERENCE_MESSAGES.mustHaveWithoutRoles },
      ]);
      await patched({ preferredRoles: ["cco"], rolePreference: "must_have" });
      expect(await issuesOf({ preferredRoles: [] })).toEqual([
        { path: ["rolePreference"], message: TEAM_PREFERENCE_MESSAGES.mustHaveWithoutRoles },
      ]);
      // Nothing of a refused update is kept.
      expect(await storedProfile()).toMatchObject({ preferredRoles: ["cco"], rolePreference: "must_have" });
    });
  });

  it("keeps the 1 MB limit for JSON bodies", async () => {
    const response = await patchProfile({ bio: "a".repeat(API_BODY_LIMIT_BYTES) });
    expect(await errorOf(response)).toMatchObject({ status: 413, code: "payload_too_large" });
  });

  it("is removed with the account", async () => {
    await patched({ headline: "Soon gone" });
    await t.db.delete(users).where(eq(users.id, userId));
    expect(await storedProfile()).toBeUndefined();
  });
});
