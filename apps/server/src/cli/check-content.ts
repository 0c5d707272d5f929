/**
 * Run by the build (scripts/build.mjs) from dist/, before anything is written: checks every content
 * file (the repository's content/ folder, or the folder given) and fails the build naming each broken
 * file and what is wrong with it (decision 031).
 */
import { readDemoCourses } from "../db/seed/demo-courses";
import { DEFAULT_CONTENT_DIR } from "../env";
import { ContentFolderError, readContentFolder } from "../modules/content/content-files";

const folder = process.argv[2] ?? DEFAULT_CONTENT_DIR;
try {
  const files = await readContentFolder(folder);
  console.info(`Checked ${files.length} content file${files.length === 1 ? "" : "s"}`);
  // The demo courses' lessons are content too, checked by the same parser (decision 039).
  const demoCourses = await readDemoCourses();
  console.info(`Checked ${demoCourses.length} demo course${demoCourses.length === 1 ? "" : "s"}`);
} catch (error) {
  console.error(error instanceof ContentFolderError ? error.message : error);
  process.exitCode = 1;
}
