import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { auditLog, users } from "../db/schema";
import { createTestDatabase } from "../test/test-database";
import { ROLES_USAGE, runRolesCommand } from "./roles";

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: "user-1", name: "Ada Lovelace", email: "ada@example.com" });
});
afterAll(() => database.close());

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runRolesCommand(database.db, args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

describe("npm run roles", () => {
  it("grants, lists and revokes a role", async () => {
    expect(await run("grant", "Ada@Example.com", "admin")).toEqual({
      code: 0,
      out: ["ada@example.com: admin"],
      err: [],
    });
    expect(await run("grant", "ada@example.com", "coach")).toMatchObject({
      out: ["ada@example.com: admin, coach"],
    });
    expect(await run("list", "ada@example.com")).toMatchObject({
      code: 0,
      out: ["ada@example.com: admin, coach"],
    });
    expect(await run("revoke", "ada@example.com", "admin")).toMatchObject({
      out: ["ada@example.com: coach"],
    });
    expect(await run("revoke", "ada@example.com", "coach")).toMatchObject({
      out: ["ada@example.com: no roles"],
    });
  });

  it("records each change in the audit log as made by the system, with the command as the reason", async () => {
    await database.db.delete(auditLog);
    await run("grant", "ada@example.com", "advisor");
    await run("list", "ada@example.com");
    await run("revoke", "ada@example.com", "advisor");
    const entries = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(
      entries.map(({ actorUserId, action, targetId, summary, reason, requestId }) => ({
        actorUserId,
        action,
        targetId,
        summary,
        reason,
        requestId,
      })),
    ).toEqual([
      {
        actorUserId: null,
        action: "role.grant",
        targetId: "user-1",
        summary: { before: { roles: [] }, after: { roles: ["advisor"] } },
        reason: "roles command",
        requestId: null,
      },
      {
        actorUserId: null,
        action: "role.revoke",
        targetId: "user-1",
        summary: { before: { roles: ["advisor"] }, after: { roles: [] } },
        reason: "roles command",
        requestId: null,
      },
    ]);
  });

  it("refuses an unknown person with exit code 1", async () => {
    expect(await run("grant", "ghost@example.com", "admin")).toEqual({
      code: 1,
      out: [],
      err: ["There is no account with this email address."],
    });
  });

  it("explains itself on wrong usage with exit code 2", async () => {
    for (const args of [
      [],
      ["grant", "ada@example.com"],
      ["promote", "ada@example.com", "admin"],
      ["list"],
    ]) {
      expect(await run(...args)).toEqual({ code: 2, out: [], err: [ROLES_USAGE] });
    }
    expect(await run("grant", "ada@example.com", "owner")).toEqual({
      code: 2,
      out: [],
      err: ['Unknown role "owner". Roles: admin, advisor, coach, member.'],
    });
  });
});
