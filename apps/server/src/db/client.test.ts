import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { emptyDatabaseImage, testDatabaseDriver } from "../test/test-database";
import { createDatabase, databaseOptionsFromEnv } from "./client";
import { readDatabaseImage } from "./database-image";

describe("databaseOptionsFromEnv", () => {
  it("uses embedded PGlite under DATA_DIR/pglite by default, started from the build's image", () => {
    expect(databaseOptionsFromEnv(loadEnv({ DATA_DIR: "/srv/hatchery" }))).toEqual({
      driver: "pglite",
      dataDir: "/srv/hatchery/pglite",
      initialImage: readDatabaseImage,
    });
  });

  it("uses a PostgreSQL pool when DATABASE_URL is set", () => {
    expect(
      databaseOptionsFromEnv(loadEnv({ DATABASE_URL: "postgres://db/hatchery", DATABASE_POOL_MAX: "3" })),
    ).toEqual({
      driver: "postgres",
      url: "postgres://db/hatchery",
      poolMax: 3,
      timeouts: { connectMs: 5000, statementMs: 10_000, idleInTransactionMs: 10_000 },
    });
  });

  it("passes the PostgreSQL timeouts that are set", () => {
    const options = databaseOptionsFromEnv(
      loadEnv({
        DATABASE_URL: "postgres://db/hatchery",
        DATABASE_CONNECT_TIMEOUT_MS: "1500",
        DATABASE_STATEMENT_TIMEOUT_MS: "2500",
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "3500",
      }),
    );
    expect(options).toMatchObject({
      timeouts: { connectMs: 1500, statementMs: 2500, idleInTransactionMs: 3500 },
    });
  });
});

// Creating a PGlite on disk costs seconds; the PostgreSQL run has nothing to add here.
describe.runIf(testDatabaseDriver() === "pglite")("PGlite on disk", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "hatchery-client-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  // Creating a database runs PostgreSQL's initdb, seconds of CPU; these start from a dump of what it
  // leaves (`initialImage`, as from the build's image). database-image.test.ts covers the start without one.
  it("creates missing parent folders, keeps data across restarts, closes idempotently and locks its folder", async () => {
    const dataDir = path.join(folder, "not", "there", "yet", "pglite");
    const first = await createDatabase({ driver: "pglite", dataDir, initialImage: emptyDatabaseImage });
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    await first.close();
    expect((await stat(dataDir)).isDirectory()).toBe(true);

    const second = await createDatabase({ driver: "pglite", dataDir });
    const result = await second.db.execute<{ value: string }>(sql`select value from kept`);
    expect(result.rows).toEqual([{ value: "still here" }]);

    // A second process on the same folder would corrupt it: refused while the first holds it.
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
    try {
      await second.close();
      await writeFile(`${dataDir}.lock`, String(holder.pid));
      await expect(createDatabase({ driver: "pglite", dataDir })).rejects.toThrow(
        `is in use by another Hatchery process (pid ${holder.pid})`,
      );
    } finally {
      holder.kill();
      await once(holder, "exit");
    }
    // The holder is gone: its lock is stale and taken over.
    const third = await createDatabase({ driver: "pglite", dataDir });
    expect(await readFile(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    await third.close();
    await expect(stat(`${dataDir}.lock`)).rejects.toThrow();
  }, 180_000);

  it("refuses a damaged data directory saying which folder and what to do, and leaves it unlocked", async () => {
    const dataDir = path.join(folder, "damaged", "pglite");
    const healthy = await createDatabase({ driver: "pglite", dataDir, initialImage: emptyDatabaseImage });
    await healthy.db.execute(sql`create table kept (value text)`);
    await healthy.close();
    // The control file tells PostgreSQL where everything is; garbage there is damage it cannot repair.
    await writeFile(path.join(dataDir, "global", "pg_control"), Buffer.alloc(8192, 7));

    const opening = createDatabase({ driver: "pglite", dataDir });
    await expect(opening).rejects.toThrow(
      `The embedded database in ${dataDir} is damaged and cannot be opened`,
    );
    await expect(opening).rejects.toThrow("restore DATA_DIR from a backup");
    await expect(opening).rejects.toThrow(`move the folder ${dataDir} aside`);
    await expect(stat(`${dataDir}.lock`)).rejects.toThrow();
  }, 120_000);
});
