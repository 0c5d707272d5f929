import { createDatabase } from "./client";
import { runMigrations } from "./migrate";

/**
 * A fresh embedded database with every migration applied, dumped as a tarball: the build's database
 * image (database-image.ts) and the tests' template are both this.
 */
export async function migratedDatabaseDump(compression: "gzip" | "none"): Promise<Blob> {
  const connection = await createDatabase({ driver: "pglite" });
  try {
    if (connection.driver !== "pglite") throw new Error("expected an embedded database");
    await runMigrations(connection);
    return await connection.client.dumpDataDir(compression);
  } finally {
    await connection.close();
  }
}
