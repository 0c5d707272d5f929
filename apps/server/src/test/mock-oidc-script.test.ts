import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../scripts/mock-oidc.mjs");

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGTERM");
});

/** Starts the script the way Playwright's webServer does and resolves with the issuer it prints. */
function start(args: string[]): Promise<string> {
  const child = spawn(process.execPath, [SCRIPT, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

describe("scripts/mock-oidc.mjs", () => {
  it("serves health, discovery and a chosen identity on the port it is given", async () => {
    const issuer = await start(["--port", "0", "--host", "127.0.0.1"]);
    expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${issuer}/health`)).status).toBe(200);
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      userinfo_endpoint: string;
    };
    expect(discovery).toMatchObject({ issuer, userinfo_endpoint: `${issuer}/userinfo` });
    const chosen = await fetch(`${issuer}/_mock/identity`, {
      method: "PUT",
      body: JSON.stringify({ sub: "e2e-1", email: "e2e@hatchery.test" }),
    });
    expect(chosen.status).toBe(200);
    const refused = await fetch(`${issuer}/_mock/identity`, { method: "PUT", body: "{}" });
    expect(refused.status).toBe(400);
  });

  it("refuses a port that is not a number", async () => {
    await expect(start(["--port", "web"])).rejects.toThrow(/--port must be a whole number/);
  });
});
