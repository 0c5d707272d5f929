import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { administratorPage } from "./support/administrator-session";
import { NORTHSTAR } from "./support/northstar";
import { api, leaderWithTeam } from "./support/teams";

/**
 * Business funding's calls and applications (decision 059): an administrator opens a call for the
 * demo incubator, a subscribing team leader applies, the draft saves as it is typed, and the
 * submitted application reaches the administrator.
 */
test("a call is drafted and published, and a team's leader writes, submits and withdraws an application", async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  // Two sign-ups, a subscription and several pages scanned at two widths.
  test.setTimeout(300_000);
  const { page: admin } = await administratorPage(browser, { extraHTTPHeaders, retry: testInfo.retry });
  const title = `Prototype fund ${Date.now()}`;

  await admin.goto(`/incubators/${NORTHSTAR.slug}/funding/new`);
  await expect(admin.getByRole("heading", { level: 1, name: "New funding call" })).toBeVisible();
  await admin.getByLabel("Title").fill(title);
  await admin.getByLabel("Pool").fill("50000");
  await admin.getByLabel("Largest award").fill("60000");
  await admin.getByLabel("Question 1").fill("What will you build?");
  await admin.getByLabel("Criterion 1").fill("Team");
  await admin.getByLabel("Weight").fill("10");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByText("The largest award must not be more than the pool")).toBeVisible();
  await admin.getByLabel("Largest award").fill("10000");
  await expectAccessibleAtBothWidths(admin);
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(admin.getByText("Draft", { exact: true })).toBeVisible();
  await admin.getByRole("button", { name: "Publish" }).click();
  await expect(admin.getByText("Open", { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(admin);
  const callPath = new URL(admin.url()).pathname;

  const { team } = await leaderWithTeam(page, "Funded");
  await api(page, "PATCH", `/api/teams/${team.slug}`, { stage: "building" });
  await api(page, "POST", "/api/projects", { team: team.slug, name: "Prototype" });

  await page.goto(callPath);
  await page.getByRole("button", { name: `Apply for ${team.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await page.getByLabel("Project").selectOption({ label: "Prototype" });
  await page.getByLabel("Ask (USD)").fill("8000");
  await page.getByLabel("What will you build?").fill("A working prototype for our first pilot.");
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.reload();
  await expect(page.getByLabel("What will you build?")).toHaveValue(
    "A working prototype for our first pilot.",
  );

  await page.getByRole("button", { name: "Submit the application" }).click();
  await expect(page.getByText("Submitted", { exact: true })).toBeVisible();
  const applicationPath = new URL(page.url()).pathname;
  await admin.goto(applicationPath);
  await expect(admin.getByText("A working prototype for our first pilot.")).toBeVisible();

  await page.getByRole("button", { name: "Withdraw" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Withdraw this application?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("Withdrawn", { exact: true })).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole("heading", { name: "Funding application not found" })).toBeVisible();

  await page.goto("/funding");
  await expect(page.getByRole("link", { name: `${team.name} · ${title}` })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});
