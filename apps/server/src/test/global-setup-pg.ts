import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { DEMO_SEED_STEPS } from "../db/seed/demo-steps";
import { runDemoSeed } from "../db/seed/seed";
import { DEFAULT_CONTENT_DIR, loadEnv } from "../env";
import { loadRepositoryContent } from "../modules/content/content-loader";
import { quoteIdentifier, withDatabaseName } from "./test-database-config";
import { DEMO_SEEDED_AT, TEST_PUBLIC_URL } from "./test-site";

const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

async function withAdmin<T>(adminUrl: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** Drops every database this run created, whether the tests passed or not. */
async function dropRunDatabases(adminUrl: string, prefix: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
    }
  });
}

/**
 * The same suite against a real PostgreSQL server (DATABASE_URL, or the local
 * default): one migrated template database per run, and a copy of it with the repository's content
 * loaded and one after the demo seed (global-setup.ts says why); each test file gets `CREATE DATABASE … TEMPLATE` copies of them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = loadEnv().DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const prefix = `hatchery_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const template = `${prefix}_template`;
  const contentTemplate = `${prefix}_content`;
  const demoTemplate = `${prefix}_demo`;
  try {
    await withAdmin(adminUrl, (client) => client.query(`create database ${quoteIdentifier(template)}`));
    const connection = await createDatabase({
      driver: "postgres",
      url: withDatabaseName(adminUrl, template),
    });
    try {
      await runMigrations(connection);
    } finally {
      await connection.close();
    }
    await withAdmin(adminUrl, (client) =>
      client.query(
        `create database ${quoteIdentifier(contentTemplate)} template ${quoteIdentifier(template)}`,
      ),
    );
    const withContent = await createDatabase({
      driver: "postgres",
      url: withDatabaseName(adminUrl, contentTemplate),
    });
    try {
      await loadRepositoryContent(withContent.db, DEFAULT_CONTENT_DIR, TEST_PUBLIC_URL);
    } finally {
      await withContent.close();
    }
    await withAdmin(adminUrl, (client) =>
      client.query(`create database ${quoteIdentifier(demoTemplate)} template ${quoteIdentifier(template)}`),
    );
    const seeded = await createDatabase({
      driver: "postgres",
      url: withDatabaseName(adminUrl, demoTemplate),
    });
    try {
      await runDemoSeed(seeded.db, { enabled: true, steps: DEMO_SEED_STEPS, now: DEMO_SEEDED_AT });
    } finally {
      await seeded.close();
    }
  } catch (error) {
    await dropRunDatabases(adminUrl, prefix);
    throw error;
  }
  project.provide("testDatabase", {
    driver: "postgres",
    adminUrl,
    template,
    contentTemplate,
    demoTemplate,
    prefix,
  });
  return () => dropRunDatabases(adminUrl, prefix);
}
