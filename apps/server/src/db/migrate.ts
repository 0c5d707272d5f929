import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseConnection } from "./client";

/**
 * Beside this module in both layouts: src/db/migrations from source and
 * dist/migrations from the bundle (the build copies them there).
 */
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Any fixed number works; it only has to be the same for every instance of Hatchery. */
const MIGRATION_LOCK_KEY = 4_711_202_501;

/** Brings the schema up to date. Safe to run on every start and from several instances at once. */
export async function runMigrations(
  connection: DatabaseConnection,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  if (connection.driver === "pglite") {
    await migratePglite(drizzlePglite({ client: connection.client }), { migrationsFolder });
    return;
  }
  // Instances starting together against one server would otherwise apply the same migration twice.
  const client = await connection.connectWithoutStatementLimits();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

let latestMigration: Promise<number> | undefined;

/**
 * When the newest migration of this build was created (its `when` in the journal), which is what the
 * migrator records as `created_at` once it is applied. Read once: the files do not change while running.
 */
export function latestMigrationTimestamp(): Promise<number> {
  latestMigration ??= readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8").then((text) => {
    const journal = JSON.parse(text) as { entries: { when: number }[] };
    return Math.max(...journal.entries.map((entry) => entry.when));
  });
  return latestMigration;
}
