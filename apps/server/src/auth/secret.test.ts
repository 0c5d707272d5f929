import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { loadEnv } from "../env";
import { createTestDatabase } from "../test/test-database";
import { resolveAuthSecret } from "./secret";

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when it is set", async () => {
    const secret = "s".repeat(40);
    expect(await resolveAuthSecret(database.db, loadEnv({ AUTH_SECRET: secret }))).toBe(secret);
  });

  it("generates a secret once and keeps it in the database, so sessions survive restarts", async () => {
    const env = loadEnv({ NODE_ENV: "development" });
    const first = await resolveAuthSecret(database.db, env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const together = await Promise.all([
      resolveAuthSecret(database.db, env),
      resolveAuthSecret(database.db, env),
    ]);
    expect(together).toEqual([first, first]);
  });
});
