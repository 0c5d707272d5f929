import { meResponseSchema } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userProfiles } from "../../db/schema";
import {
  CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  isSignedIn,
  person,
  signIn,
  TEST_PASSWORD,
} from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { ROLE_LOOKUP_FAILED_MESSAGE } from "./account.policy";
import { SESSION_NOT_FOUND_MESSAGE } from "./account.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/account/me", () => {
  it("answers a visitor 200 with no session, so that asking is not an error", async () => {
    const response = await call(t.app, "/api/account/me");
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    const stale = new CookieJar();
    stale.store(
      new Response(null, { headers: { "Set-Cookie": "hatchery.session_token=gone.signature; Path=/" } }),
    );
    const withStaleCookie = await call(t.app, "/api/account/me", undefined, { jar: stale });
    expect(withStaleCookie.status).toBe(200);
    expect(await withStaleCookie.json()).toBeNull();
  });

  it("describes the person, their profile and roles", async () => {
    const { jar, userId } = await createVerifiedUser(
      t.app,
      t.db,
      person("me@example.com", { firstName: "Grace", lastName: "Hopper" }),
      {
        roles: ["coach", "admin"],
      },
    );
    const fresh = meResponseSchema.parse(
      await (await call(t.app, "/api/account/me", undefined, { jar })).json(),
    );
    expect(fresh).toEqual({
      user: {
        id: userId,
        email: "me@example.com",
        emailVerified: true,
        firstName: "Grace",
        lastName: "Hopper",
        name: "Grace Hopper",
        image: null,
        handle: "grace-hopper",
        twoFactorEnabled: false,
        timeZone: null,
        theme: "system",
      },
      // A person who never saved a profile has empty, flexible team preferences and a profile for the
      // people of their incubators only, showing neither the role fit nor the skills profile.
      profile: {
        headline: null,
        bio: null,
        location: null,
        linkedinUrl: null,
        preferredRoles: [],
        skills: [],
        hoursPerWeek: null,
        rolePreference: "flexible",
        profileAudience: "incubator",
        showRoleFit: false,
        showSkills: false,
      },
      roles: ["admin", "coach"],
    });

    await t.db.insert(userProfiles).values({
      userId,
      headline: "Rear admiral",
      location: "Arlington",
      preferredRoles: ["cto"],
      skills: ["COBOL"],
      hoursPerWeek: 12,
    });
    const withProfile = meResponseSchema.parse(
      await (await call(t.app, "/api/account/me", undefined, { jar })).json(),
    );
    expect(withProfile.profile).toEqual({
      headline: "Rear admiral",
      bio: null,
      location: "Arlington",
      linkedinUrl: null,
      preferredRoles: ["cto"],
      skills: ["COBOL"],
      hoursPerWeek: 12,
      rolePreference: "flexible",
      profileAudience: "incubator",
      showRoleFit: false,
      showSkills: false,
    });
  });

  it("answers 403 when the roles cannot be read", async () => {
    const { jar } = await createVerifiedUser(t.app, t.db, person("no-roles@example.com"));
    await t.db.execute(sql`alter table user_roles rename to user_roles_away`);
    try {
      expect(await errorOf(await call(t.app, "/api/account/me", undefined, { jar }))).toEqual({
        status: 403,
        code: "forbidden",
        message: ROLE_LOOKUP_FAILED_MESSAGE,
      });
    } finally {
      await t.db.execute(sql`alter table user_roles_away rename to user_roles`);
    }
  });
});

describe("DELETE /api/account/sessions/:id", () => {
  const sessionIds = async (jar: CookieJar) => {
    const listed = await call(t.app, "/api/auth/list-sessions", undefined, { jar });
    return ((await listed.json()) as { id: string }[]).map((session) => session.id);
  };
  const currentSessionId = async (jar: CookieJar) => {
    const current = await call(t.app, "/api/auth/get-session", undefined, { jar });
    return ((await current.json()) as { session: { id: string } }).session.id;
  };
  const revoke = (id: string, jar?: CookieJar, origin?: string) =>
    call(t.app, `/api/account/sessions/${id}`, undefined, { jar, method: "DELETE", origin });
  const signedIn = (jar: CookieJar) => isSignedIn(t.app, { jar });

  it("signs out one of the person's own sessions by its id, and nobody else's", async () => {
    const { jar: laptop } = await createVerifiedUser(t.app, t.db, person("two-devices@example.com"));
    const phone = new CookieJar();
    expect((await signIn(t.app, "two-devices@example.com", TEST_PASSWORD, { jar: phone })).status).toBe(200);
    const phoneId = await currentSessionId(phone);
    expect(await sessionIds(laptop)).toContain(phoneId);

    const { jar: stranger } = await createVerifiedUser(t.app, t.db, person("stranger@example.com"));
    expect(await errorOf(await revoke(phoneId, stranger))).toEqual({
      status: 404,
      code: "not_found",
      message: SESSION_NOT_FOUND_MESSAGE,
    });
    expect(await signedIn(phone)).toBe(true);
    expect((await revoke(phoneId)).status).toBe(401);
    expect((await revoke(phoneId, laptop, "https://evil.example")).status).toBe(403);
    expect(await signedIn(phone)).toBe(true);

    const revoked = await revoke(phoneId, laptop);
    expect(revoked.status).toBe(204);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    expect(await sessionIds(laptop)).not.toContain(phoneId);
    expect((await revoke(phoneId, laptop)).status).toBe(404);
    expect(await signedIn(stranger)).toBe(true);
  });
});
