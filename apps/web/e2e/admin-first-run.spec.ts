import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SETUP_MESSAGES } from "@hatchery/shared";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";

/*
 * A fresh installation from its first start (docs/decisions/053-first-run-and-roles.md): the suite's
 * own server already has administrators (ADMIN_EMAILS, made by other specs), so this spec starts a
 * server of its own on an empty database and reads the setup link where an operator would, in what
 * the server prints. The link is never served over HTTP.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const port = Number(process.env.E2E_FRESH_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
const origin = `http://127.0.0.1:${port}`;

test.use({ baseURL: origin });
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: ChildProcess | undefined;
let dataDir: string;
let setupLink = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), "hatchery-first-run-"));
  const started = spawn(process.execPath, ["apps/server/dist/index.js"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      SEED_DEMO: "false",
      ADMIN_EMAILS: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = started;
  setupLink = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`no setup link printed:\n${output}`)), 110_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/https?:\/\/\S+\/setup\/[A-Za-z0-9_-]+/);
      if (found) {
        clearTimeout(timer);
        resolve(found[0]);
      }
    };
    started.stdout?.on("data", read);
    started.stderr?.on("data", read);
    started.once("exit", (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

test("fresh install → setup link → first admin → approves a coach request", async ({ page, browser }) => {
  expect(setupLink.startsWith(`${origin}/setup/`)).toBe(true);
  const setupPath = new URL(setupLink).pathname;

  // Signed out, the link offers sign-in and returns here.
  await page.goto(setupPath);
  await expect(page.getByText("Sign in first")).toBeVisible();
  await expectAccessible(page);

  const admin = newPerson("Founder");
  await signUpAndVerify(page, admin);
  await page.goto(setupPath);
  await page.getByRole("button", { name: "Become the administrator" }).click();
  await expect(page.getByText("You are the administrator")).toBeVisible();
  await page.getByRole("link", { name: "Go to the administration" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
  await expectAccessible(page);

  // A person asks for the coach role from their profile.
  const context = await browser.newContext({ baseURL: origin });
  const personPage = await context.newPage();
  const coach = newPerson("Coach");
  await signUpAndVerify(personPage, coach);
  await personPage.goto("/profile");
  const section = personPage.getByRole("region", { name: "Become an advisor or coach" });
  await section.getByRole("combobox", { name: "Role" }).click();
  await personPage.getByRole("option", { name: "Coach" }).click();
  await section
    .getByLabel("About your experience")
    .fill("I have coached early-stage founders for eight years.");
  await section.getByRole("button", { name: "Ask for the role" }).click();
  await expect(section.getByText("Waiting for an administrator")).toBeVisible();

  // The admin finds it among the open requests and approves it.
  await page.goto("/admin/users");
  await expect(page.getByRole("table", { name: "People" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("tab", { name: "Open role requests" }).click();
  const name = `${coach.firstName} ${coach.lastName}`;
  await page.getByRole("button", { name: `Approve ${name}'s coach request` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("No role requests are waiting.")).toBeVisible();

  await page.getByRole("tab", { name: "People" }).click();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Roles" }).getByText("coach", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The person now has the coach role: the mentor profile editor opens for them.
  await personPage.goto("/profile/mentor");
  await expect(personPage.getByText("Mentor profiles are for advisors and coaches")).toHaveCount(0);
  await expect(personPage.getByRole("region", { name: "Profile" })).toBeVisible();
  await context.close();

  // The link worked once.
  await page.goto(setupPath);
  await expect(page.getByText(SETUP_MESSAGES.used)).toBeVisible();
});
