import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, userRoles, users } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { grantRole } from "./roles.service";

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

describe("audit of role changes", () => {
  let auditedId: string;
  beforeAll(async () => {
    auditedId = (await createVerifiedUser(t.app, t.db, person("audited@example.com"))).userId;
  });
  const entriesOf = (userId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, userId)))
      .orderBy(asc(auditLog.id));

  it("records each grant and revoke once, with the admin, the roles before and after, and the request id", async () => {
    const adminId = (await t.db.select().from(users).where(eq(users.email, "root@example.com")))[0]?.id;
    const granted = await roles("POST", { email: "audited@example.com", role: "coach" }, admin);
    expect(granted.status).toBe(200);
    await roles("POST", { email: "audited@example.com", role: "coach" }, admin);
    const revoked = await roles("DELETE", { email: "audited@example.com", role: "coach" }, admin);
    await roles("DELETE", { email: "audited@example.com", role: "coach" }, admin);

    const entries = await entriesOf(auditedId);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorUserId: adminId,
      action: "role.grant",
      targetType: "user",
      targetId: auditedId,
      summary: { before: { roles: [] }, after: { roles: ["coach"] } },
      reason: null,
      requestId: granted.headers.get("X-Request-Id"),
    });
    expect(entries[1]).toMatchObject({
      actorUserId: adminId,
      action: "role.revoke",
      summary: { before: { roles: ["coach"] }, after: { roles: [] } },
      requestId: revoked.headers.get("X-Request-Id"),
    });
    expect(entries[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("records nothing when the change is rolled back, and the change is gone with it", async () => {
    const before = await entriesOf(auditedId);
    await expect(
      t.db.transaction(async (tx) => {
        await grantRole(
          tx,
          { kind: "system", name: "test" },
          { email: "audited@example.com", role: "admin" },
        );
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    expect(await entriesOf(auditedId)).toEqual(before);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, auditedId))).toEqual([]);
  });

  it("refuses the role change when its entry cannot be written", async () => {
    await t.db.execute(
      sql`alter table audit_log add constraint audit_log_test_refusal check (action <> 'role.grant') not valid`,
    );
    try {
      const refused = await roles("POST", { email: "audited@example.com", role: "advisor" }, admin);
      expect(refused.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint audit_log_test_refusal`);
    }
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, auditedId))).toEqual([]);
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
