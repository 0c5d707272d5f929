import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed in their own format already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/**
 * A copy is kept when it saves at least this much: below, the Content-Encoding header costs about what
 * it saves. Small chunks (an icon, the badge) are worth it: a first view loads several.
 */
const MIN_SAVING_BYTES = 64;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a brotli (`.br`, at the highest quality, since it is done once) and a gzip (`.gz`) copy next to
 * every compressible file of the build, for the server to send to browsers that accept them. The
 * server never compresses these files per request.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "hatchery-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // index.html is not among them: the server fills in a nonce per request and compresses it then.
      const indexHtml = path.join(outDir, "index.html");
      // Nor the build's notes for itself and the server (.vite/), which are never served.
      const notes = path.join(outDir, ".vite") + path.sep;
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && file !== indexHtml && !file.startsWith(notes),
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          const worthIt = (copy: Buffer) => content.length - copy.length >= MIN_SAVING_BYTES;
          await Promise.all([
            worthIt(br) && writeFile(`${file}.br`, br),
            worthIt(gz) && writeFile(`${file}.gz`, gz),
          ]);
        }),
      );
    },
  };
}
