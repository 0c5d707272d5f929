import type { PGlite } from "@electric-sql/pglite";

/** Where PGlite keeps PostgreSQL's data folder inside its own file system. */
const PGLITE_DATA_FOLDER = "/pglite/data";

/** WAL segment files are named by timeline and position: 24 hexadecimal digits. */
const WAL_SEGMENT_NAME = /^[0-9A-F]{24}$/;

/**
 * An embedded database dumped as small as it opens. A dump taken as the database stands holds every
 * record written since its last checkpoint, and the next open replays all of them: after the
 * migrations that was most of the WAL and most of an open's CPU. A checkpoint first leaves nothing
 * to replay, and the WAL is cut to the page holding its record: a segment is 16 MB, preallocated
 * and mostly zeros, and PostgreSQL ends recovery where a segment's data ends as it does at zeros,
 * then writes on from there. `dropTemplateDatabases` also drops template0 and template1, a third of
 * a migrated dump's files: only `create database` reads them, which neither the server nor its
 * tests run on the embedded database. The tests' copies drop them; the build's image keeps them.
 */
export async function compactDump(
  client: PGlite,
  options: { dropTemplateDatabases: boolean; compression: "gzip" | "none" },
): Promise<Blob> {
  if (options.dropTemplateDatabases) {
    const templates = await client.query<{ datname: string }>(
      "select datname from pg_database where datname in ('template0', 'template1')",
    );
    for (const { datname: template } of templates.rows) {
      // One statement each: PostgreSQL refuses `drop database` inside the transaction a batch runs in.
      await client.exec(`alter database ${template} is_template false`);
      await client.exec(`drop database ${template}`);
    }
  }
  // The switch starts the checkpoint's record on a fresh segment, so what is kept of it is one page.
  await client.query("select pg_switch_wal()");
  await client.exec("checkpoint");
  const position = await client.query<{ file_name: string; file_offset: number; page_size: string }>(
    `select file_name, file_offset, current_setting('wal_block_size') as page_size
       from pg_walfile_name_offset(pg_current_wal_insert_lsn())`,
  );
  const current = position.rows[0];
  if (!current) throw new Error("PostgreSQL reported no WAL position");
  const pageSize = Number(current.page_size);
  const FS = client.Module.FS;
  const walFolder = `${PGLITE_DATA_FOLDER}/pg_wal`;
  for (const name of FS.readdir(walFolder)) {
    if (!WAL_SEGMENT_NAME.test(name)) continue;
    const file = `${walFolder}/${name}`;
    if (name === current.file_name) {
      FS.truncate(file, Math.max(pageSize, Math.ceil(current.file_offset / pageSize) * pageSize));
    } else {
      // Older segments are spent; later ones are preallocated and PostgreSQL makes them again.
      FS.unlink(file);
    }
  }
  return client.dumpDataDir(options.compression);
}
