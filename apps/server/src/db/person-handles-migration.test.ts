import { rm } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore } from "../test/migrations-before";
import { createTestDatabase } from "../test/test-database";
import type { DatabaseConnection } from "./client";
import { runMigrations } from "./migrate";
import { users } from "./schema";

/** Migration 0053 gives every person a handle, and the trigger gives one to each new account (decision 063). */

const HANDLES_MIGRATION = "0053_person_handles";

let connection: DatabaseConnection;
let before: string;
beforeAll(async () => {
  connection = await createTestDatabase({ empty: true });
  before = await migrationsBefore(HANDLES_MIGRATION);
  await runMigrations(connection, before);
  await connection.db.execute(sql`insert into users (id, name, email, created_at) values
    ('first', 'Ada Lovelace', 'ada@handles.test', '2026-01-01T00:00:00Z'),
    ('second', 'Ada  Lovelace', 'ada2@handles.test', '2026-01-02T00:00:00Z'),
    ('accents', 'José Núñez-García', 'jose@handles.test', '2026-01-03T00:00:00Z'),
    ('no-latin', '李雷', 'li@handles.test', '2026-01-04T00:00:00Z')`);
  await runMigrations(connection);
}, 120_000);
afterAll(async () => {
  await connection.close();
  await rm(before, { recursive: true, force: true });
});

async function handleOf(id: string): Promise<string | undefined> {
  const [row] = await connection.db.select({ handle: users.handle }).from(users).where(eq(users.id, id));
  return row?.handle;
}

describe("person handles", () => {
  it("gives everyone who had an account a handle from their name, the earlier account the plain one", async () => {
    expect(await handleOf("first")).toBe("ada-lovelace");
    expect(await handleOf("second")).toBe("ada-lovelace-2");
    expect(await handleOf("accents")).toBe("jose-nunez-garcia");
    expect(await handleOf("no-latin")).toBe("member");
  });

  it("gives a new account the next free handle, and keeps it when the name changes", async () => {
    await connection.db
      .insert(users)
      .values({ id: "third", name: "Ada Lovelace!", email: "ada3@handles.test" });
    expect(await handleOf("third")).toBe("ada-lovelace-3");
    await connection.db.update(users).set({ name: "Augusta King" }).where(eq(users.id, "third"));
    expect(await handleOf("third")).toBe("ada-lovelace-3");
  });

  it("cuts a long name to its first 32 characters, and keeps a handle given on insert", async () => {
    await connection.db.insert(users).values([
      { id: "long", name: "Maximiliana Wilhelmina Alexandra Montgomery", email: "long@handles.test" },
      { id: "chosen", name: "Grace Hopper", email: "grace@handles.test", handle: "admiral" },
    ]);
    expect(await handleOf("long")).toBe("maximiliana-wilhelmina-alexandra");
    expect(await handleOf("chosen")).toBe("admiral");
  });

  it("refuses a handle that is not lowercase words joined by hyphens, or one already taken", async () => {
    await expect(
      connection.db
        .insert(users)
        .values({ id: "bad", name: "Bad", email: "bad@handles.test", handle: "Bad Handle" }),
    ).rejects.toThrow();
    await expect(
      connection.db
        .insert(users)
        .values({ id: "twin", name: "Twin", email: "twin@handles.test", handle: "admiral" }),
    ).rejects.toThrow();
  });
});
