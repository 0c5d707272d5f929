import { meResponseSchema } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createVerifiedUser, errorOf, person } from "../../auth/auth-test-helpers";
import { userProfiles } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { ROLE_LOOKUP_FAILED_MESSAGE } from "./account.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/account/me", () => {
  it("answers 401 without a session", async () => {
    expect(await errorOf(await call(t.app, "/api/account/me"))).toEqual({
      status: 401,
      code: "unauthenticated",
      message: "Please sign in to continue.",
    });
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
        twoFactorEnabled: false,
      },
      profile: { headline: null, bio: null, location: null, linkedinUrl: null },
      roles: ["admin", "coach"],
    });

    await t.db.insert(userProfiles).values({ userId, headline: "Rear admiral", location: "Arlington" });
    const withProfile = meResponseSchema.parse(
      await (await call(t.app, "/api/account/me", undefined, { jar })).json(),
    );
    expect(withProfile.profile).toEqual({
      headline: "Rear admiral",
      bio: null,
      location: "Arlington",
      linkedinUrl: null,
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
