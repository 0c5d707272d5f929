// @vitest-environment node
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { NAMED_EXPORT_PACKAGES, namedExportsModule, reactNamedExports } from "./react-named-exports.ts";

const require = createRequire(import.meta.url);

/** The package's production exports, as the browser build bundles them. */
function productionExports(specifier: string): Record<string, unknown> {
  const directory = path.dirname(require.resolve(`${specifier}/package.json`));
  return require(path.join(directory, "cjs", `${specifier}.production.js`));
}

/**
 * Runs a generated module, its import of `specifier` given `imported`, and returns what it exports (from
 * a data: address, which can name no package: the import names another data: module instead).
 */
async function evaluate(
  source: string,
  specifier: string,
  imported: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const key = `namedExportsTest${specifier.replace(/\W/g, "")}`;
  Object.assign(globalThis, { [key]: imported });
  const dependency = `data:text/javascript,export default globalThis.${key};`;
  const linked = source.replace(JSON.stringify(specifier), JSON.stringify(dependency));
  if (linked === source) throw new Error(`the module does not import ${specifier}`);
  return import(`data:text/javascript,${encodeURIComponent(linked)}`);
}

const plugin = reactNamedExports() as Plugin & {
  resolveId: (source: string, importer?: string, options?: { kind: string }) => string | undefined;
  load: (id: string) => string | undefined;
};

describe("reactNamedExports", () => {
  it("resolves imports of react and react-dom to their module of names, whose own import and a require are of the package", () => {
    for (const specifier of NAMED_EXPORT_PACKAGES) {
      const id = plugin.resolveId(specifier, "/app/src/main.tsx");
      expect(id).toBe(`\0named-exports:${specifier}`);
      expect(plugin.resolveId(specifier, id)).toBeUndefined();
    }
    expect(
      plugin.resolveId("react", "/react-dom/cjs/react-dom.production.js", { kind: "require-call" }),
    ).toBe(undefined);
    expect(plugin.resolveId("react/jsx-runtime", "/app/src/main.tsx")).toBeUndefined();
    expect(plugin.resolveId("react-dom/client", "/app/src/main.tsx")).toBeUndefined();
  });

  it("exports every name of the production build, each the package's own value, and the package as default", async () => {
    for (const specifier of NAMED_EXPORT_PACKAGES) {
      const exportsObject = productionExports(specifier);
      const source = plugin.load(`\0named-exports:${specifier}`);
      if (!source) throw new Error(`no module for ${specifier}`);
      const namespace = await evaluate(source, specifier, exportsObject);
      expect(namespace.default).toBe(exportsObject);
      for (const [name, value] of Object.entries(exportsObject)) expect(namespace[name]).toBe(value);
      expect(Object.keys(namespace).sort()).toEqual([...Object.keys(exportsObject), "default"].sort());
    }
  });

  it("fails the build on an export whose name cannot be a binding", () => {
    expect(() => namedExportsModule("react", ["useState", "not-a-name"])).toThrow(/not-a-name/);
  });
});
