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
 * Moves the chunk's source map a line down with its code (a leading `;` is an empty first line), and
 * writes the `.map` file the build already holds from it, as Vite does for its own additions. Without it
 * a debug build (`vite build --sourcemap`) maps every frame of a stack or a profile to the line above.
 */
function shiftSourceMap(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): void {
  if (!chunk.map) return;
  chunk.map.mappings = `;${chunk.map.mappings}`;
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === "asset") mapFile.source = chunk.map.toString();
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
