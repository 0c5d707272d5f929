import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "../db/migrate";

/**
 * A copy of the migrations folder whose journal stops before the migration `tag`, for a test that fills a
 * database as it was and then runs that migration. The caller removes the folder.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "hatchery-migrations-"));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut <= 0) throw new Error(`no migration ${tag} after the first`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}
