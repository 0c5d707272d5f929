// Bundles the server into dist/index.js. @hatchery/shared ships TypeScript source, so it is
// bundled; every other package stays external and is loaded from node_modules at run time.
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.join(serverDir, "dist");

/** @type {import("esbuild").Plugin} */
const externalPackages = {
  name: "external-packages",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@hatchery/") ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(distDir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: ["src/index.ts"],
  outfile: "dist/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [externalPackages],
  // Bundled CommonJS code calls require(), which ES modules do not have.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);',
  },
});
// The migrator looks for migrations beside the running module: dist/migrations.
await cp(path.join(serverDir, "src/db/migrations"), path.join(distDir, "migrations"), { recursive: true });
console.info(`Built ${path.relative(process.cwd(), path.join(distDir, "index.js"))}`);
