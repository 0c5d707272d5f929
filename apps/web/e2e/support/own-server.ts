import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_OIDC_PORT, E2E_PORT, e2eServerEnvironment } from "./server-environment";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../../..");

export interface OwnServerOptions {
  /** How far past the suite's port this server listens: each spec that starts one has its own. */
  portOffset: number;
  /** Settings that differ from the suite's server (an installation with no administrator named). */
  environment?: Record<string, string>;
}

/**
 * A server of one spec's own, on an empty embedded database of its own, for a journey the suite's shared
 * server cannot hold: a fresh installation's first start (nobody is admin yet), or time passing for a
 * session (the spec stops it, moves the database's clock-bound rows and starts it again). What the
 * server prints is kept, so a spec reads it where an operator would.
 */
export class OwnServer {
  readonly port: number;
  readonly origin: string;
  readonly dataDir = mkdtempSync(join(tmpdir(), "hatchery-e2e-own-"));
  /** Where the embedded database lives under the data folder (apps/server/src/db/client.ts). */
  readonly databaseDir = join(this.dataDir, "pglite");
  private readonly environment: Record<string, string>;
  private process: ChildProcess | undefined;
  private printed = "";

  constructor({ portOffset, environment = {} }: OwnServerOptions) {
    this.port = E2E_PORT + portOffset;
    this.origin = `http://127.0.0.1:${this.port}`;
    this.environment = environment;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ["apps/server/dist/index.js"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...e2eServerEnvironment({ port: this.port, oidcPort: E2E_OIDC_PORT, dataDir: this.dataDir }),
        ...this.environment,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.process = child;
    const keep = (chunk: Buffer) => {
      this.printed += chunk.toString();
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`The spec's server exited with ${child.exitCode}:\n${this.printed}`);
      }
      const healthy = await fetch(`${this.origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The spec's server did not answer within 90 seconds:\n${this.printed}`);
  }

  /** The first match of `pattern` in what the server prints, waiting up to 30 seconds for it. */
  async printedMatch(pattern: RegExp): Promise<string> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const found = this.printed.match(pattern)?.[0];
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The spec's server never printed ${pattern}:\n${this.printed}`);
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

  /** Stops the server and removes its data. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
