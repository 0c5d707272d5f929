/** Run by the build (scripts/build.mjs) from dist/: writes dist/database-image.tar.gz (database-image.ts). */
import { writeFile } from "node:fs/promises";
import { DATABASE_IMAGE_FILE } from "./database-image";
import { migratedDatabaseDump } from "./migrated-dump";

const image = await migratedDatabaseDump("gzip");
await writeFile(DATABASE_IMAGE_FILE, Buffer.from(await image.arrayBuffer()));
console.info(`Wrote ${DATABASE_IMAGE_FILE}`);
