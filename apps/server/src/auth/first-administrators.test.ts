import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, userRoles, users } from "../db/schema";
import { call, createVerifiedUser, person, signIn, signUp, TEST_PASSWORD } from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;

beforeAll(async () => {
  // Spaces and capitals as a person might type them: the list is matched case-insensitively.
  t = await createTestApp({ ADMIN_EMAILS: " First@Example.com , waiting@example.com" });
});
afterAll(() => t.close());

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

async function rolesOf(email: string) {
  const rows = await t.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, await userIdOf(email)));
  return rows.map((row) => row.role);
}

async function grantEntriesOf(email: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, await userIdOf(email)), eq(auditLog.action, "role.grant")));
}

describe("ADMIN_EMAILS", () => {
  it("makes a listed address admin when it is verified, matching case-insensitively, with an audit entry", async () => {
    await createVerifiedUser(t.app, t.db, person("first@example.com"));
    expect(await rolesOf("first@example.com")).toEqual(["admin"]);
    const entries = await grantEntriesOf("first@example.com");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: null,
      reason: "ADMIN_EMAILS",
      targetType: "user",
      summary: { before: { roles: [] }, after: { roles: ["admin"] } },
    });
  });

  it("does not grant it again, nor record it again, on a second sign-in", async () => {
    const signedIn = await signIn(t.app, "first@example.com", TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(await rolesOf("first@example.com")).toEqual(["admin"]);
    expect(await grantEntriesOf("first@example.com")).toHaveLength(1);
  });

  it("gives nothing to a listed address that is not verified", async () => {
    expect((await signUp(t.app, person("waiting@example.com"))).status).toBe(200);
    expect((await signIn(t.app, "waiting@example.com", TEST_PASSWORD)).status).toBe(403);
    expect(await rolesOf("waiting@example.com")).toEqual([]);
    expect(await grantEntriesOf("waiting@example.com")).toEqual([]);
  });

  it("gives nothing to an address that is not listed", async () => {
    const { jar } = await createVerifiedUser(t.app, t.db, person("someone@example.com"));
    expect(await rolesOf("someone@example.com")).toEqual([]);
    expect((await call(t.app, "/api/admin/roles?email=first@example.com", undefined, { jar })).status).toBe(
      403,
    );
  });
});
