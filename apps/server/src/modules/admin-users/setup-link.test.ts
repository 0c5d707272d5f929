import { SETUP_MESSAGES } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, setupTokens, userRoles, users } from "../../db/schema";
import { readyLines } from "../../server";
import { call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { issueSetupLink } from "./setup-link.service";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (link: string) => new URL(link).pathname.split("/").at(-1) ?? "";

describe("the setup link", () => {
  it("makes a signed-in, verified person the first admin once, audited", async () => {
    const link = await issueSetupLink(t.db, t.env.PUBLIC_URL, t.clock.now());
    if (!link) throw new Error("expected a link on an installation without an admin");
    expect(link).toMatch(new RegExp(`^${t.env.PUBLIC_URL}/setup/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(link);
    // Only the hash is kept.
    const stored = await t.db.select().from(setupTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored[0]?.expiresAt.getTime()).toBe((stored[0]?.createdAt.getTime() ?? 0) + 24 * 3600 * 1000);

    expect(await (await call(t.app, `/api/setup/${token}`)).json()).toEqual({
      status: "valid",
      message: null,
    });
    expect((await call(t.app, `/api/setup/${token}`, {})).status).toBe(401);

    const first = await createVerifiedUser(t.app, t.db, person("founder@example.com"));
    const claimed = await call(t.app, `/api/setup/${token}`, {}, { jar: first.jar });
    expect(claimed.status).toBe(200);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, first.userId));
    expect(roles.map((row) => row.role)).toEqual(["admin"]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, first.userId));
    expect(audits.map((row) => row.action).sort()).toEqual(["role.grant", "setup_link.use"]);

    // A second use, by anyone, is refused with the words the page shows.
    expect(await (await call(t.app, `/api/setup/${token}`)).json()).toEqual({
      status: "used",
      message: SETUP_MESSAGES.used,
    });
    const second = await createVerifiedUser(t.app, t.db, person("second@example.com"));
    expect(await errorOf(await call(t.app, `/api/setup/${token}`, {}, { jar: second.jar }))).toEqual({
      status: 410,
      code: "gone",
      message: SETUP_MESSAGES.used,
    });
  });

  it("is not issued, and no older link works, once an admin exists", async () => {
    expect(await issueSetupLink(t.db, t.env.PUBLIC_URL, t.clock.now())).toBeNull();
    expect(readyLines(t.env, "http://localhost:1", null).join("\n")).not.toContain("/setup/");
  });

  it("refuses an unknown, an expired and (with an admin) a fresh link", async () => {
    const other = await createTestApp();
    try {
      const link = await issueSetupLink(other.db, other.env.PUBLIC_URL, new Date("2026-01-01T00:00:00Z"));
      if (!link) throw new Error("expected a link");
      const someone = await createVerifiedUser(other.app, other.db, person("late@example.com"));
      expect(await errorOf(await call(other.app, "/api/setup/nope", {}, { jar: someone.jar }))).toEqual({
        status: 404,
        code: "not_found",
        message: SETUP_MESSAGES.unknown,
      });
      expect(
        await errorOf(await call(other.app, `/api/setup/${tokenOf(link)}`, {}, { jar: someone.jar })),
      ).toEqual({
        status: 410,
        code: "gone",
        message: SETUP_MESSAGES.expired,
      });
      const fresh = await issueSetupLink(other.db, other.env.PUBLIC_URL, other.clock.now());
      if (!fresh) throw new Error("expected a link");
      await other.db.insert(userRoles).values({ userId: someone.userId, role: "admin" });
      const third = await createVerifiedUser(other.app, other.db, person("third@example.com"));
      expect(
        await errorOf(await call(other.app, `/api/setup/${tokenOf(fresh)}`, {}, { jar: third.jar })),
      ).toEqual({
        status: 409,
        code: "conflict",
        message: SETUP_MESSAGES.adminExists,
      });
      expect(readyLines(other.env, "http://localhost:1", fresh).at(-1)).toContain(fresh);
    } finally {
      await other.close();
    }
  });

  it("needs a verified email", async () => {
    const other = await createTestApp();
    try {
      const link = await issueSetupLink(other.db, other.env.PUBLIC_URL, other.clock.now());
      if (!link) throw new Error("expected a link");
      const { jar, userId } = await createVerifiedUser(other.app, other.db, person("unverified@example.com"));
      await other.db.update(users).set({ emailVerified: false }).where(eq(users.id, userId));
      expect(await errorOf(await call(other.app, `/api/setup/${tokenOf(link)}`, {}, { jar }))).toEqual({
        status: 403,
        code: "forbidden",
        message: "Email verification required",
      });
    } finally {
      await other.close();
    }
  });
});
