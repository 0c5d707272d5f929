// Bundles the server into dist/index.js. @hatchery/shared ships TypeScript source, so it is
// bundled; every other package stays external and is loaded from node_modules at run time, except
// the JSON data of a package, which is bundled.
import { execFileSync } from "node:child_process";
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
    // A package's JSON data is bundled too: Node loads an external JSON module only with an import
    // attribute, which the bundle's output drops.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@hatchery/") || args.path.endsWith(".json")
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await rm(distDir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  // The server, the content files' check, and the script that makes the embedded database image
  // (src/db/database-image.ts).
  entryPoints: ["src/index.ts", "src/cli/check-content.ts", "src/db/write-database-image.ts"],
  outdir: "dist",
  entryNames: "[name]",
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
// The demo courses' markdown is read beside the running module too: dist/demo-courses.
await cp(path.join(serverDir, "src/db/seed/demo-courses"), path.join(distDir, "demo-courses"), {
  recursive: true,
});
// A broken content file fails the build here, named with what is wrong (decision 031).
try {
  execFileSync(process.execPath, [path.join(distDir, "check-content.js")], { stdio: "inherit" });
} catch {
  process.exit(1);
}
execFileSync(process.execPath, [path.join(distDir, "write-database-image.js")], { stdio: "inherit" });
console.info(`Built ${path.relative(process.cwd(), path.join(distDir, "index.js"))}`);
