import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../auth/auth-test-helpers";
import { userRoles, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: CookieJar;
let member: CookieJar;
let targetId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createVerifiedUser(t.app, t.db, person("root@example.com"), { roles: ["admin"] })).jar;
  member = (await createVerifiedUser(t.app, t.db, person("member@example.com"))).jar;
  targetId = (await createVerifiedUser(t.app, t.db, person("target@example.com"))).userId;
});
afterAll(() => t.close());

const roles = (method: string, body: unknown, jar?: CookieJar) =>
  call(t.app, "/api/admin/roles", body, { jar, method });

describe("admin roles API", () => {
  it("is for admins only", async () => {
    expect((await call(t.app, "/api/admin/roles?email=target@example.com")).status).toBe(401);
    expect(
      await errorOf(
        await call(t.app, "/api/admin/roles?email=target@example.com", undefined, { jar: member }),
      ),
    ).toEqual({ status: 403, code: "forbidden", message: "Access denied: this requires the admin role." });
    expect((await roles("POST", { email: "target@example.com", role: "admin" }, member)).status).toBe(403);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, targetId))).toEqual([]);
  });

  it("needs a verified email too, as the /admin page does", async () => {
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("unverified-admin@example.com"), {
      roles: ["admin"],
    });
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, userId));
    const verificationRequired = {
      status: 403,
      code: "forbidden",
      message: "Email verification required",
    };
    expect(
      await errorOf(await call(t.app, "/api/admin/roles?email=target@example.com", undefined, { jar })),
    ).toEqual(verificationRequired);
    expect(await errorOf(await roles("POST", { email: "target@example.com", role: "admin" }, jar))).toEqual(
      verificationRequired,
    );
    expect(await errorOf(await roles("DELETE", { email: "target@example.com", role: "admin" }, jar))).toEqual(
      verificationRequired,
    );
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, targetId))).toEqual([]);

    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    expect((await call(t.app, "/api/admin/roles?email=target@example.com", undefined, { jar })).status).toBe(
      200,
    );
  });

  it("grants, lists and revokes roles by email, idempotently", async () => {
    const granted = await roles("POST", { email: " Target@Example.com", role: "advisor" }, admin);
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({
      userId: targetId,
      email: "target@example.com",
      roles: ["advisor"],
    });
    await roles("POST", { email: "target@example.com", role: "advisor" }, admin);
    await roles("POST", { email: "target@example.com", role: "admin" }, admin);
    const listed = await call(t.app, "/api/admin/roles?email=target@example.com", undefined, { jar: admin });
    expect(await listed.json()).toMatchObject({ roles: ["admin", "advisor"] });

    const revoked = await roles("DELETE", { email: "target@example.com", role: "admin" }, admin);
    expect(await revoked.json()).toMatchObject({ roles: ["advisor"] });
    const again = await roles("DELETE", { email: "target@example.com", role: "admin" }, admin);
    expect(await again.json()).toMatchObject({ roles: ["advisor"] });
  });

  it("answers 404 for an unknown email and 422 for an unknown role", async () => {
    expect(await errorOf(await roles("POST", { email: "ghost@example.com", role: "coach" }, admin))).toEqual({
      status: 404,
      code: "not_found",
      message: "There is no account with this email address.",
    });
    expect((await roles("POST", { email: "target@example.com", role: "owner" }, admin)).status).toBe(422);
  });
});

describe("user_roles table", () => {
  it("accepts only the known roles, once per person, and goes with the person", async () => {
    await expect(
      t.db.execute(sql`insert into user_roles (user_id, role) values (${targetId}, 'owner')`),
    ).rejects.toThrow();
    await t.db.insert(userRoles).values({ userId: targetId, role: "coach" }).onConflictDoNothing();
    await expect(t.db.insert(userRoles).values({ userId: targetId, role: "coach" })).rejects.toThrow();
    await t.db.delete(users).where(eq(users.id, targetId));
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, targetId))).toEqual([]);
  });
});
