import type { Plugin, Rolldown } from "vite";

/**
 * The comment that asks V8 (Chrome 136 and later) to compile every function of a script as it arrives,
 * on a background thread, rather than each on the main thread when it is first called. Browsers
 * without it read an ordinary comment. It must be the file's first line.
 */
export const COMPILE_ALL_HINT = "//# allFunctionsCalledOnLoad";

/** `code` with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_ALL_HINT) ? code : `${COMPILE_ALL_HINT}\n${code}`;
}

/**
 * A source map's mappings for the code one line lower: a leading `;` is an empty first line. Without it
 * a debug build (`vite build --sourcemap`) maps every frame of a stack or a profile to the line above.
 */
function mappingsOneLineDown(mappings: string): string {
  return `;${mappings}`;
}

/** Moves the chunk's map, and the `.map` file the build already holds for it, a line down. */
function shiftSourceMap(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): void {
  if (chunk.map) chunk.map.mappings = mappingsOneLineDown(chunk.map.mappings);
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === "asset") {
    const map = JSON.parse(String(mapFile.source)) as { mappings: string };
    mapFile.source = JSON.stringify({ ...map, mappings: mappingsOneLineDown(map.mappings) });
  }
}

/**
 * Puts the hint at the top of every JavaScript chunk of the browser build: the app's, each page's, the
 * frame's later parts. Their functions mostly run as soon as they load (the router, React's renderer and
 * hydration, a page's components), and compiling each at its first call was a third of the main
 * thread's script time on a signed-in first view (docs/decisions/088-compile-on-arrival.md).
 */
export function compileHints(): Plugin {
  return {
    name: "hatchery:compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      // After the build's own additions at the top of a chunk (the list of a dynamic import's files).
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || file.code.startsWith(COMPILE_ALL_HINT)) continue;
          file.code = withCompileHint(file.code);
          shiftSourceMap(file, bundle);
        }
      },
    },
    writeBundle(_options, bundle) {
      // Something after this plugin wrote above the hint, where V8 no longer reads it: fail the build
      // rather than ship chunks compiled on the main thread unnoticed.
      const unhinted = Object.values(bundle).filter(
        (file) => file.type === "chunk" && !file.code.startsWith(COMPILE_ALL_HINT),
      );
      if (unhinted.length > 0) {
        this.error(
          `compile-hints: the hint is not the first line of ${unhinted.map((file) => file.fileName)}`,
        );
      }
    },
  };
}
