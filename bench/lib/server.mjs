// Starts the built server on a throwaway data directory for a benchmark run.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * `dataDir`: start on this data directory and keep it (a warm start, or a first start measured by the
 * caller); without it a throwaway one is made and removed on stop. `nodeArgs` go to the server's node
 * (such as `--cpu-prof`, which NODE_OPTIONS refuses). `entry`: another build of the server (an earlier one
 * kept aside, to measure before and after in one sitting).
 */
export async function startBuiltServer({
  port = 3200,
  env = {},
  dataDir: givenDataDir,
  pollMs = 200,
  nodeArgs = [],
  entry = join(repoRoot, "apps/server/dist/index.js"),
} = {}) {
  if (!existsSync(entry)) throw new Error("The server is not built: run `npm run build` first.");
  // Another server answering there would be measured in this one's place.
  const already = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  if (already)
    throw new Error(`Something already answers on port ${port}: stop it or choose another --port.`);
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), "hatchery-bench-"));
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Production requires a signing secret; a benchmark's sessions need not outlive it.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running: it would answer the next run's requests on the same port.
      child.kill("SIGTERM");
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
      throw new Error("The server did not become healthy within 60 s.");
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return {
    baseUrl,
    /** From spawning the process to its first healthy answer. */
    startMs: performance.now() - startedAt,
    /** The server process, for measuring its memory. */
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
