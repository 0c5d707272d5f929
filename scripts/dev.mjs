// `npm run dev`: the API server with reload and the Vite dev server, side by side.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const processes = [
  { name: "server", args: ["run", "dev", "-w", "@hatchery/server"] },
  { name: "web", args: ["run", "dev", "-w", "@hatchery/web"] },
].map(({ name, args }) => {
  // The server runs from its own folder; pin its data to the same ./data that `npm start` uses.
  const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, "data") };
  const child = spawn(npm, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (stream, target) =>
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split(/\r?\n/)) if (line) target.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of processes) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of processes) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
