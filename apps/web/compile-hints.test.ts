// @vitest-environment node
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { COMPILE_ALL_HINT, compileHints, withCompileHint } from "./compile-hints.ts";

type GenerateBundle = { handler: (options: unknown, bundle: OutputBundle) => void };
type WriteBundle = (
  this: { error: (message: string) => never },
  options: unknown,
  bundle: OutputBundle,
) => void;

/** A chunk's source map as the build hands it over: its fields, which `toString` writes out. */
function builtMap(mappings: string) {
  const map = { version: 3, sources: ["app.ts"], mappings, toString: () => JSON.stringify(map) };
  return map;
}

describe("compileHints", () => {
  it("puts the hint on the first line of every chunk, after what the build wrote at their top, and leaves other files", () => {
    const plugin = compileHints() as Plugin & { generateBundle: GenerateBundle };
    const bundle = {
      "assets/app.js": { type: "chunk", code: "const __vite__mapDeps=(i)=>i;\nexport{a};" },
      "assets/page.js": { type: "chunk", code: 'import{a}from"./app.js";a();' },
      "assets/web.css": { type: "asset", source: "body{margin:0}" },
    } as unknown as OutputBundle;
    plugin.generateBundle.handler({}, bundle);
    const code = (name: string) => (bundle[name] as { code: string }).code;
    expect(code("assets/app.js")).toBe(`${COMPILE_ALL_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport{a};`);
    expect(code("assets/page.js").split("\n")[0]).toBe(COMPILE_ALL_HINT);
    expect((bundle["assets/web.css"] as { source: string }).source).toBe("body{margin:0}");
  });

  it("moves a chunk's source map a line down with its code, so a debug build maps each frame to its line", () => {
    const plugin = compileHints() as Plugin & { generateBundle: GenerateBundle };
    const bundle = {
      "assets/app.js": {
        type: "chunk",
        fileName: "assets/app.js",
        code: "run();",
        map: builtMap("AAAA"),
      },
      "assets/app.js.map": {
        type: "asset",
        fileName: "assets/app.js.map",
        source: JSON.stringify({ version: 3, sources: ["app.ts"], mappings: "AAAA" }),
      },
      "assets/hinted.js": {
        type: "chunk",
        fileName: "assets/hinted.js",
        code: `${COMPILE_ALL_HINT}\nrun();`,
        map: builtMap(";AAAA"),
      },
    } as unknown as OutputBundle;
    plugin.generateBundle.handler({}, bundle);
    expect((bundle["assets/app.js"] as { map: { mappings: string } }).map.mappings).toBe(";AAAA");
    expect(JSON.parse((bundle["assets/app.js.map"] as { source: string }).source)).toEqual({
      version: 3,
      sources: ["app.ts"],
      mappings: ";AAAA",
    });
    // Already hinted: its code did not move, nor does its map.
    expect((bundle["assets/hinted.js"] as { map: { mappings: string } }).map.mappings).toBe(";AAAA");
  });

  it("runs after the build's own additions to a chunk's top", () => {
    const plugin = compileHints() as Plugin & { generateBundle: { order?: string } };
    expect(plugin.enforce).toBe("post");
    expect(plugin.generateBundle.order).toBe("post");
  });

  it("fails the build when something wrote above the hint after it", () => {
    const plugin = compileHints() as Plugin & { writeBundle: WriteBundle };
    const bundle = {
      "assets/app.js": {
        type: "chunk",
        fileName: "assets/app.js",
        code: `/* late */\n${COMPILE_ALL_HINT}\nrun();`,
      },
      "assets/page.js": { type: "chunk", fileName: "assets/page.js", code: `${COMPILE_ALL_HINT}\nrun();` },
    } as unknown as OutputBundle;
    const context = {
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    expect(() => plugin.writeBundle.call(context, {}, bundle)).toThrow(/assets\/app\.js$/);
  });

  it("adds the hint once", () => {
    expect(withCompileHint(withCompileHint("run();"))).toBe(`${COMPILE_ALL_HINT}\nrun();`);
  });
});
