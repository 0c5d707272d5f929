import { createDatabase } from "./client";
import { compactDump } from "./compact-dump";
import { runMigrations } from "./migrate";

/**
 * A fresh embedded database with every migration applied, dumped as a tarball: the build's database
 * image (database-image.ts) is this, and the tests' template is made the same way.
 */
export async function migratedDatabaseDump(compression: "gzip" | "none"): Promise<Blob> {
  const connection = await createDatabase({ driver: "pglite" });
  try {
    if (connection.driver !== "pglite") throw new Error("expected an embedded database");
    await runMigrations(connection);
    return await compactDump(connection.client, { dropTemplateDatabases: false, compression });
  } finally {
    await connection.close();
  }
}
