import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "../db/client";
import { loadRepositoryContent } from "../modules/content/content-loader";
import { TEST_PUBLIC_URL } from "./test-site";

const CONTENT = path.resolve(import.meta.dirname, "../../../../content");

/**
 * Loads some of the product's own content folders (e.g. `games/career` and `library`, whose articles the
 * games link to) into a test database, as the start would: they are copied alone into a folder of
 * their own, loaded, and the folder removed.
 */
export async function loadRepositoryFolders(db: Database, folders: readonly string[]): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), "repository-content-"));
  try {
    for (const name of folders) {
      await cp(path.join(CONTENT, name), path.join(folder, name), { recursive: true });
    }
    await loadRepositoryContent(db, folder, TEST_PUBLIC_URL);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
