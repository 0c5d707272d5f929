import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { DEFAULT_CONTENT_DIR } from "../env";
import { loadRepositoryContent } from "../modules/content/content-loader";
import { TEST_PUBLIC_URL } from "./test-site";

/**
 * Creates one embedded database and saves it to files three times: empty, as PostgreSQL's initdb leaves
 * it; with every migration applied (the build's database image, migrated-dump.ts, is made the same way);
 * and with the repository's content loaded as well, for the test site's address. Each test file loads its
 * own copy (~1 s of CPU) instead of creating (initdb, ~5 s) and migrating (~8 s) one; the tests of a
 * first start and of migrations start from the empty one. A start on the third finds every content file
 * unchanged and writes nothing, where rendering the repository's markdown again took each start seconds.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), "hatchery-test-"));
  const emptyTemplateFile = path.join(folder, "empty.tar");
  const templateFile = path.join(folder, "template.tar");
  const contentTemplateFile = path.join(folder, "content.tar");
  const connection = await createDatabase({ driver: "pglite" });
  try {
    if (connection.driver !== "pglite") throw new Error("expected an embedded database");
    await writeFile(emptyTemplateFile, await dumpBytes(connection.client.dumpDataDir("none")));
    await runMigrations(connection);
    await writeFile(templateFile, await dumpBytes(connection.client.dumpDataDir("none")));
    await loadRepositoryContent(connection.db, DEFAULT_CONTENT_DIR, TEST_PUBLIC_URL);
    await writeFile(contentTemplateFile, await dumpBytes(connection.client.dumpDataDir("none")));
  } finally {
    await connection.close();
  }
  project.provide("testDatabase", { driver: "pglite", templateFile, emptyTemplateFile, contentTemplateFile });
  return () => rm(folder, { recursive: true, force: true });
}

async function dumpBytes(dump: Promise<Blob | File>): Promise<Buffer> {
  return Buffer.from(await (await dump).arrayBuffer());
}
