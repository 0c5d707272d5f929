import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../db/client";
import { compactDump } from "../db/compact-dump";
import { runMigrations } from "../db/migrate";
import { DEMO_SEED_STEPS } from "../db/seed/demo-steps";
import { runDemoSeed } from "../db/seed/seed";
import { DEFAULT_CONTENT_DIR } from "../env";
import { ContentFolderError } from "../modules/content/content-files";
import { loadRepositoryContent } from "../modules/content/content-loader";
import { DEMO_SEEDED_AT, TEST_PUBLIC_URL } from "./test-site";

const REPOSITORY_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

/** Kept between runs, beside the installed packages: git ignores it, and a fresh install starts without. */
const CACHE_FOLDER = path.join(REPOSITORY_ROOT, "node_modules/.cache/hatchery-test-databases");

/**
 * What the saved databases are made from: the server's code with its migrations, the shared package, the
 * content files and the installed versions (PGlite's among them). Test files aside, any change to these
 * makes them again, so a run never starts from databases an older schema or older content made.
 */
const SOURCES = ["apps/server/src", "packages/shared/src", "content", "package-lock.json"];

const FILE_NAMES = {
  empty: "empty.tar",
  migrated: "template.tar",
  content: "content.tar",
  demo: "demo.tar",
} as const;

/**
 * Creates one embedded database and saves it to files three times: empty, as PostgreSQL's initdb leaves
 * it; with every migration applied (the build's database image, migrated-dump.ts, is made the same way);
 * and with the repository's content loaded as well, for the test site's address. A copy of the migrated
 * one is saved after the demo seed, which the tests of the demo content read. Each is compacted
 * (compact-dump.ts: 15 MB where the migrated one was 47 MB). Each test file loads its own copy (~0.5 s
 * of CPU) instead of creating (initdb, ~5 s) and migrating (~8 s) one; the tests of a
 * first start and of migrations start from the empty one. A start on the third finds every content file
 * unchanged and writes nothing, where rendering the repository's markdown again took each start seconds.
 *
 * Making them takes a core for several seconds while every test waits, so they are kept for the next run
 * and made again only when what they are made from changed (SOURCES).
 */
export default async function setup(project: TestProject): Promise<void> {
  const folder = await savedDatabases();
  project.provide("testDatabase", {
    driver: "pglite",
    emptyTemplateFile: path.join(folder, FILE_NAMES.empty),
    templateFile: path.join(folder, FILE_NAMES.migrated),
    contentTemplateFile: path.join(folder, FILE_NAMES.content),
    demoTemplateFile: path.join(folder, FILE_NAMES.demo),
  });
}

/** The folder holding the saved databases for the sources as they are now, made if missing. */
async function savedDatabases(): Promise<string> {
  const key = await sourcesKey();
  const folder = path.join(CACHE_FOLDER, key);
  if (await holdsEveryFile(folder)) return folder;
  await mkdir(CACHE_FOLDER, { recursive: true });
  // Made aside and renamed when complete, so a run stopped halfway, or another run at the same time,
  // never finds a folder with a file missing or half written.
  const partial = path.join(CACHE_FOLDER, `.${key}-${randomBytes(4).toString("hex")}`);
  await mkdir(partial);
  try {
    await writeDatabases(partial);
    await removeOtherEntries(key);
    await rename(partial, folder);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // Another run finished the same databases first: theirs are as good.
    if (!(await holdsEveryFile(folder))) throw error;
  }
  return folder;
}

async function writeDatabases(folder: string): Promise<void> {
  const connection = await createDatabase({ driver: "pglite" });
  let migrated: Buffer;
  try {
    if (connection.driver !== "pglite") throw new Error("expected an embedded database");
    const { client } = connection;
    // As initdb leaves it, template databases included: the tests of a first start begin here.
    await writeFile(
      path.join(folder, FILE_NAMES.empty),
      await testDump(client, { dropTemplateDatabases: false }),
    );
    await runMigrations(connection);
    migrated = await testDump(client);
    await writeFile(path.join(folder, FILE_NAMES.migrated), migrated);
    await loadRepositoryContent(connection.db, DEFAULT_CONTENT_DIR, TEST_PUBLIC_URL).catch(
      (error: unknown) => {
        // A broken content file fails the tests that read the folder, naming it (content-files.test.ts),
        // and those that start on this database; it must not stop every other test from running.
        if (!(error instanceof ContentFolderError)) throw error;
      },
    );
    await writeFile(path.join(folder, FILE_NAMES.content), await testDump(client));
  } finally {
    await connection.close();
  }
  // The demo seed on the migrated database without the repository's content, as a first start without
  // content files would leave it.
  const seeded = await createDatabase({ driver: "pglite", loadDataDir: new Blob([migrated]) });
  try {
    if (seeded.driver !== "pglite") throw new Error("expected an embedded database");
    await runDemoSeed(seeded.db, { enabled: true, steps: DEMO_SEED_STEPS, now: DEMO_SEEDED_AT });
    await writeFile(path.join(folder, FILE_NAMES.demo), await testDump(seeded.client));
  } finally {
    await seeded.close();
  }
}

/** A folder being made is left alone for this long: another run may still be writing it. */
const PARTIAL_FOLDER_MAX_AGE_MS = 60 * 60_000;

/**
 * Databases saved for older sources are of no further use: only the newest are kept. A folder left half
 * made by a run that was stopped goes too, once it is old enough not to be another run's work.
 */
async function removeOtherEntries(key: string): Promise<void> {
  for (const entry of await readdir(CACHE_FOLDER)) {
    if (entry === key) continue;
    const entryPath = path.join(CACHE_FOLDER, entry);
    if (entry.startsWith(".")) {
      // Gone meanwhile (renamed into place by its run) counts as recent: nothing to remove.
      const mtimeMs = await stat(entryPath).then(
        (found) => found.mtimeMs,
        () => Date.now(),
      );
      if (Date.now() - mtimeMs < PARTIAL_FOLDER_MAX_AGE_MS) continue;
    }
    await rm(entryPath, { recursive: true, force: true });
  }
}

async function holdsEveryFile(folder: string): Promise<boolean> {
  const sizes = await Promise.all(
    Object.values(FILE_NAMES).map((fileName) =>
      stat(path.join(folder, fileName)).then(
        (found) => found.size,
        () => 0,
      ),
    ),
  );
  return sizes.every((size) => size > 0);
}

/** A hash of every source file's path and bytes, test files left out (they do not shape the databases). */
async function sourcesKey(): Promise<string> {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    const full = path.join(REPOSITORY_ROOT, source);
    const files = (await stat(full)).isDirectory()
      ? (await readdir(full, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort()
      : [full];
    for (const file of files) {
      hash
        .update(path.relative(REPOSITORY_ROOT, file))
        .update("\0")
        .update(await readFile(file))
        .update("\0");
    }
  }
  return hash.digest("hex").slice(0, 32);
}

/**
 * Every test file opens one of these: compacted (compact-dump.ts), and kept uncompressed, as
 * decompressing costs more CPU than the bytes it saves.
 */
async function testDump(client: PGlite, options = { dropTemplateDatabases: true }): Promise<Buffer> {
  const dump = await compactDump(client, { ...options, compression: "none" });
  return Buffer.from(await dump.arrayBuffer());
}
