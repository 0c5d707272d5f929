// `npm start`: build what is missing, then run the one server that serves the web app and /api.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runStartSteps } from "./start-steps.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const built = await runStartSteps(
  [
    {
      line: "Building the web app… (first start only, about a minute)",
      isDone: () => existsSync(join(root, "apps/web/dist/index.html")),
      command: npm,
      args: ["run", "build", "-w", "@hatchery/web"],
    },
    {
      line: "Building the server…",
      isDone: () => existsSync(join(root, "apps/server/dist/index.js")),
      command: npm,
      args: ["run", "build", "-w", "@hatchery/server"],
    },
  ],
  { cwd: root },
);
if (!built.ok) process.exit(built.code);

// The server prints its own steps ("Preparing the database…", "Adding demo content…") and its address.
await import(pathToFileURL(join(root, "apps/server/dist/index.js")).href);
