import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_OIDC_PORT, E2E_PORT, e2eServerEnvironment } from "./server-environment";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../../..");

/**
 * A server of one spec's own, on an empty embedded database of its own, for a journey that needs time
 * to pass: the spec stops it, moves the database's clock-bound rows (past-session.ts) and starts it
 * again, which the suite's shared server could not allow. Its port sits beside the suite's.
 */
export class OwnServer {
  readonly port = Number(process.env.E2E_OWN_SERVER_PORT ?? E2E_PORT + 50);
  readonly origin = `http://127.0.0.1:${this.port}`;
  readonly dataDir = mkdtempSync(join(tmpdir(), "hatchery-e2e-own-"));
  /** Where the embedded database lives under the data folder (apps/server/src/db/client.ts). */
  readonly databaseDir = join(this.dataDir, "pglite");
  private process: ChildProcess | undefined;

  async start(): Promise<void> {
    const child = spawn(process.execPath, ["apps/server/dist/index.js"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...e2eServerEnvironment({ port: this.port, oidcPort: E2E_OIDC_PORT, dataDir: this.dataDir }),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    this.process = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The spec's server exited with ${child.exitCode}`);
      const healthy = await fetch(`${this.origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("The spec's server did not answer within a minute");
  }

  /** Stops the server as an operator would, and waits until it has let go of its database. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    await exited;
  }
}
