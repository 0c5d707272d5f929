import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type DatabaseConnection } from "../db/client";
import { quoteIdentifier, type TestDatabaseConfig, withDatabaseName } from "./test-database-config";

/**
 * A tarball kept in memory, handed to PGlite as a Blob. PGlite reads a dump with `arrayBuffer()`, which
 * Node's Blob assembles from its internal store in small chunks: about 0.4 s of CPU for the 43 MB
 * template, paid by every test file. This one answers with a plain copy of the bytes it holds.
 */
class TarballBlob extends Blob {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    super([bytes]);
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy: PGlite may keep or change what it is given, and the next database starts from the same bytes.
    const copy = new Uint8Array(this.#bytes.byteLength);
    copy.set(this.#bytes);
    return Promise.resolve(copy.buffer);
  }
}

/** Read once per worker: its test files share its modules (vitest.config.ts). */
const tarballs = new Map<string, Promise<Blob>>();

function tarball(file: string): Promise<Blob> {
  let blob = tarballs.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new TarballBlob(bytes));
    tarballs.set(file, blob);
  }
  return blob;
}

let compiledPostgres: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's PostgreSQL compiled once per worker: compiling it is about a fifth of opening a database, and
 * every test file opens at least one.
 */
function compiledPostgresOnce(): Promise<WebAssembly.Module> {
  compiledPostgres ??= readFile(
    createRequire(import.meta.url).resolve("@electric-sql/pglite/pglite.wasm"),
  ).then((bytes) => WebAssembly.compile(bytes));
  return compiledPostgres;
}

/**
 * A dump of an embedded database as PostgreSQL's initdb creates it, before any migration: what a data
 * folder holds after a first start without the build's image, without paying initdb again.
 */
export function emptyDatabaseImage(): Promise<Blob> {
  const config = inject("testDatabase");
  if (config.driver !== "pglite") throw new Error("only the embedded database has an image");
  return tarball(config.emptyTemplateFile);
}

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

/** What a test database holds when it is handed over. */
export type TestDatabaseState =
  /** As PostgreSQL's initdb creates it, before any migration. */
  | "empty"
  /** Every migration applied, and nothing else: the default. */
  | "migrated"
  /**
   * Migrated, with the repository's content files (`content/`) loaded for TEST_PUBLIC_URL, as a start
   * leaves it: a start or a load of that folder for that address finds every file unchanged.
   */
  | "repository-content"
  /**
   * Migrated, after the demo seed ran at DEMO_SEEDED_AT (test-site.ts), for tests that read the demo
   * content: the seed takes seconds, run once for the whole test run instead of once per file.
   */
  | "demo-seeded";

/**
 * A database of its own for the calling test file, on the driver the run uses
 * (embedded PGlite by default, PostgreSQL under `npm run test:pg`). Migrated,
 * unless `empty` is set or another `state` asked for. `close()` also throws the database away.
 */
export async function createTestDatabase(
  options: { empty?: boolean; state?: TestDatabaseState } = {},
): Promise<DatabaseConnection> {
  const state = options.state ?? (options.empty ? "empty" : "migrated");
  const config = inject("testDatabase");
  if (config.driver === "pglite") {
    return createDatabase({
      driver: "pglite",
      loadDataDir: await tarball(templateFileOf(config, state)),
      compiledPostgres: await compiledPostgresOnce(),
    });
  }
  const name = `${config.prefix}_${randomBytes(4).toString("hex")}`;
  await adminQuery(
    config.adminUrl,
    `create database ${quoteIdentifier(name)} template ${quoteIdentifier(templateDatabaseOf(config, state))}`,
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

type PgliteConfig = Extract<TestDatabaseConfig, { driver: "pglite" }>;
type PostgresConfig = Extract<TestDatabaseConfig, { driver: "postgres" }>;

function templateFileOf(config: PgliteConfig, state: TestDatabaseState): string {
  const files: Record<TestDatabaseState, string> = {
    empty: config.emptyTemplateFile,
    migrated: config.templateFile,
    "repository-content": config.contentTemplateFile,
    "demo-seeded": config.demoTemplateFile,
  };
  return files[state];
}

function templateDatabaseOf(config: PostgresConfig, state: TestDatabaseState): string {
  const databases: Record<TestDatabaseState, string> = {
    empty: "template0",
    migrated: config.template,
    "repository-content": config.contentTemplate,
    "demo-seeded": config.demoTemplate,
  };
  return databases[state];
}

/**
 * Settings that make `startServer` open a fresh database of the run's driver: empty by default, so the
 * start migrates it, or in another `state`.
 */
export async function createBootDatabaseEnv(
  dataDir: string,
  options: { state?: TestDatabaseState } = {},
): Promise<{
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}> {
  const state = options.state ?? "empty";
  const config = inject("testDatabase");
  if (config.driver === "pglite") {
    // The folder holds what a first start's initdb leaves (several seconds of CPU, made once by the
    // global setup), or that database further along: `startServer` opens the folder as it finds it.
    const created = await createDatabase({
      driver: "pglite",
      dataDir: path.join(dataDir, "pglite"),
      initialImage: () => tarball(templateFileOf(config, state)),
    });
    await created.close();
    return { env: { DATA_DIR: dataDir }, cleanup: async () => {} };
  }
  const name = `${config.prefix}_${randomBytes(4).toString("hex")}`;
  const template = state === "empty" ? "" : ` template ${quoteIdentifier(templateDatabaseOf(config, state))}`;
  await adminQuery(config.adminUrl, `create database ${quoteIdentifier(name)}${template}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: withDatabaseName(config.adminUrl, name) },
    cleanup: () =>
      adminQuery(config.adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`),
  };
}
