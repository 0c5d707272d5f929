import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type DatabaseConnection } from "../db/client";
import { quoteIdentifier, withDatabaseName } from "./test-database-config";

let templateBlob: Promise<Blob> | undefined;

export function testDatabaseDriver(): "pglite" | "postgres" {
  return inject("testDatabase").driver;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for the calling test file, on the driver the run uses
 * (embedded PGlite by default, PostgreSQL under `npm run test:pg`). Migrated,
 * unless `empty` is set. `close()` also throws the database away.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<DatabaseConnection> {
  const config = inject("testDatabase");
  if (config.driver === "pglite") {
    if (options.empty) return createDatabase({ driver: "pglite" });
    templateBlob ??= readFile(config.templateFile).then((bytes) => new Blob([bytes]));
    return createDatabase({ driver: "pglite", loadDataDir: await templateBlob });
  }
  const name = `${config.prefix}_${randomBytes(4).toString("hex")}`;
  const template = options.empty ? "template0" : config.template;
  await adminQuery(
    config.adminUrl,
    `create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`,
  );
  const connection = await createDatabase({
    driver: "postgres",
    url: withDatabaseName(config.adminUrl, name),
    poolMax: 4,
  });
  return {
    ...connection,
    close: async () => {
      await connection.close();
      await adminQuery(config.adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`);
    },
  };
}

/** Settings that make `startServer` open a fresh, empty database of the run's driver. */
export async function createBootDatabaseEnv(dataDir: string): Promise<{
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}> {
  const config = inject("testDatabase");
  if (config.driver === "pglite") return { env: { DATA_DIR: dataDir }, cleanup: async () => {} };
  const name = `${config.prefix}_${randomBytes(4).toString("hex")}`;
  await adminQuery(config.adminUrl, `create database ${quoteIdentifier(name)}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: withDatabaseName(config.adminUrl, name) },
    cleanup: () =>
      adminQuery(config.adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`),
  };
}
