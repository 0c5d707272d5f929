import { SETUP_MESSAGES } from "@hatchery/shared";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { OwnServer } from "./support/own-server";

/*
 * A fresh installation from its first start (docs/decisions/053-first-run-and-roles.md): the suite's
 * own server already has administrators (ADMIN_EMAILS, made by other specs), so this spec starts a
 * server of its own on an empty database and reads the setup link where an operator would, in what
 * the server prints. The link is never served over HTTP.
 */
const server = new OwnServer({
  portOffset: 1,
  // A fresh installation: no administrator named, no demo content, mail kept in the dev mailbox.
  environment: { SEED_DEMO: "false", ADMIN_EMAILS: "", SMTP_URL: "" },
});
const origin = server.origin;

test.use({ baseURL: origin });
test.describe.configure({ mode: "serial", timeout: 180_000 });

let setupLink = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
  // The server prints the link with its ready lines.
  setupLink = await server.printedMatch(/https?:\/\/\S+\/setup\/[A-Za-z0-9_-]+/);
});

test.afterAll(() => server.dispose());

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
