import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { suiteLaunchOptions } from "./e2e/support/browsers";
import { E2E_OIDC_PORT, E2E_PORT, e2eServerEnvironment } from "./e2e/support/server-environment";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");
const port = E2E_PORT;
/** A local OpenID Connect provider stands in for LinkedIn; nothing leaves the machine. */
const oidcPort = E2E_OIDC_PORT;
/**
 * Every run starts on an empty embedded database, so no test depends on data left by another. The
 * workers load this file again; the environment carries the one folder of this run to them.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "hatchery-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

const chromiumLaunchOptions = suiteLaunchOptions;

/**
 * End-to-end suite: the built server (`npm run build` first) in Debian's Chromium.
 * No browser is downloaded; CHROMIUM_PATH points at the system browser.
 */
export default defineConfig({
  testDir: "e2e",
  // After the servers are up (Playwright starts them first).
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // The longer flows (sign up, verify, subscribe, cancel) take 20–30 s on a loaded two-core machine
  // running two browsers beside the server; the limits leave room for that, not for a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (a screencast and a DOM snapshot at every step) doubled the browser's and the
    // runner's CPU for every test; a failing test is run again, and that second run is recorded.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      // The public pages again on the narrowest screen we support, in the dark theme.
      name: "chromium-narrow-dark",
      testMatch: "public-routes.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 360, height: 740 },
        colorScheme: "dark",
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      command: `node apps/server/scripts/mock-oidc.mjs --port ${oidcPort}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${oidcPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node apps/server/dist/index.js",
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: e2eServerEnvironment({ port, oidcPort, dataDir }),
    },
  ],
});
