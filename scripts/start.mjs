// `npm start`: build what is missing, then run the one server that serves the web app and /api.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const builds = [
  { workspace: "@hatchery/web", output: join(root, "apps/web/dist/index.html") },
  { workspace: "@hatchery/server", output: join(root, "apps/server/dist/index.js") },
];

for (const { workspace, output } of builds) {
  if (existsSync(output)) continue;
  console.info(`Building ${workspace} (first start)…`);
  execFileSync(npm, ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
}

await import(pathToFileURL(join(root, "apps/server/dist/index.js")).href);
