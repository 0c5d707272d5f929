import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createDatabase } from "./client";
import { latestMigrationTimestamp } from "./migrate";

const config = inject("testDatabase");
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function emptyDataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "hatchery-image-"));
  folders.push(folder);
  return path.join(folder, "pglite");
}

async function appliedMigrations(dataDir: string, image: () => Promise<Blob | undefined>) {
  const connection = await createDatabase(
    { driver: "pglite", dataDir, initialImage: image },
    pino({ level: "silent" }),
  );
  try {
    const result = await connection.db.execute<{ latest: string | null }>(
      sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
    );
    return Number(result.rows[0]?.latest);
  } catch {
    return undefined;
  } finally {
    await connection.close();
  }
}

describe.runIf(config.driver === "pglite")("the first start from the build's database image", () => {
  it("loads a data folder that holds no database from the image, already migrated", async () => {
    if (config.driver !== "pglite") return;
    const image = new Blob([await readFile(config.templateFile)]);
    const dataDir = await emptyDataDir();
    expect(await appliedMigrations(dataDir, async () => image)).toBe(await latestMigrationTimestamp());
    // Once it holds the database, the image is not read again.
    let asked = false;
    const again = await appliedMigrations(dataDir, async () => {
      asked = true;
      return image;
    });
    expect(again).toBe(await latestMigrationTimestamp());
    expect(asked).toBe(false);
  });

  it("creates the database empty when the image cannot be loaded", async () => {
    const dataDir = await emptyDataDir();
    // Not migrated: the empty database has no migrations table, as on a first start without an image.
    expect(await appliedMigrations(dataDir, async () => new Blob(["not a tarball"]))).toBeUndefined();
  });
});
