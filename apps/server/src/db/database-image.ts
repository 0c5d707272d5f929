import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * An embedded database with every migration of this build applied, made once by the build
 * (write-database-image.ts, beside the bundle: dist/database-image.tar.gz) and loaded into DATA_DIR on
 * the first start. Creating an empty PGlite database takes seconds and most of a gigabyte of memory;
 * loading this image does not. From source (`npm run dev`) there is none, and the first start creates
 * the database as before.
 */
export const DATABASE_IMAGE_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "database-image.tar.gz",
);

/** The image, or undefined when this layout has none. */
export async function readDatabaseImage(file = DATABASE_IMAGE_FILE): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
