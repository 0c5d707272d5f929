import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The CommonJS packages the browser build reads through a module of named exports (below). React and
 * React DOM publish CommonJS only.
 */
export const NAMED_EXPORT_PACKAGES = ["react", "react-dom"] as const;

const VIRTUAL_PREFIX = "\0named-exports:";
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A module that reads `specifier`'s CommonJS exports once and exports each by name (a snapshot: React's
 * exports never change), and the exports object itself as the default export.
 */
export function namedExportsModule(specifier: string, exportNames: readonly string[]): string {
  const names = exportNames.filter((name) => name !== "default");
  const invalid = names.filter((name) => !IDENTIFIER.test(name));
  // A name that is not an identifier cannot be a `const`: fail the build rather than drop an export.
  if (invalid.length > 0) {
    throw new Error(`react-named-exports: ${specifier} exports names that are not identifiers: ${invalid}`);
  }
  return [
    `import exportsObject from ${JSON.stringify(specifier)};`,
    `export const { ${names.join(", ")} } = exportsObject;`,
    "export default exportsObject;",
  ].join("\n");
}

/**
 * Every `import * as React from "react"` (Radix's components, React Query, the app's own) was turned by
 * the bundler into a fresh copy of React's exports object, each of its properties a getter bound to the
 * original: 47 copies and 2,100 `defineProperty` calls while the entry evaluated, and a bound function
 * call at each later use. This resolves `react` and `react-dom` to a module that reads the package once
 * and exports each name (NAMED_EXPORT_PACKAGES); the module itself reads the real package
 * (docs/decisions/087-react-read-once.md).
 */
export function reactNamedExports(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: "hatchery:react-named-exports",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (!(NAMED_EXPORT_PACKAGES as readonly string[]).includes(source)) return undefined;
      // The module's own import is of the real package; and a CommonJS `require` (React DOM's of React)
      // reads the exports object itself, which the module would only wrap.
      if (importer === `${VIRTUAL_PREFIX}${source}` || options?.kind === "require-call") return undefined;
      return `${VIRTUAL_PREFIX}${source}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return undefined;
      const specifier = id.slice(VIRTUAL_PREFIX.length);
      // The names of the production build, which the browser build bundles (the development build
      // has two more).
      const directory = path.dirname(require.resolve(`${specifier}/package.json`));
      const production = require(path.join(directory, "cjs", `${specifier}.production.js`));
      return namedExportsModule(specifier, Object.keys(production));
    },
  };
}
