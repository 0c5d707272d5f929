// A throwaway PostgreSQL database for a benchmark run, and short-lived clients to read and fill it.
import { randomUUID } from "node:crypto";
import pg from "pg";

/** Runs `run` with a client of `connectionString`, closed afterwards. */
export async function withClient(connectionString, run) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The rows of one statement, on a client of its own. */
export function query(connectionString, statement, parameters = []) {
  return withClient(connectionString, async (client) => (await client.query(statement, parameters)).rows);
}

/**
 * Creates an empty database on the server of `adminUrl` (named `hatchery_bench_<label>_<random>`);
 * `drop()` removes it, with any connection still open to it.
 */
export async function createThrowawayDatabase(adminUrl, label) {
  const name = `hatchery_bench_${label}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  await query(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.href,
    drop: () => query(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
