import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./support/accessibility";
import { administratorPage } from "./support/administrator-session";

test("an administrator creates an incubator, pauses it, sees money and jobs, and finds the change in the audit log", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  // A sign-up at most and four pages scanned; the limit leaves room for a loaded machine.
  test.setTimeout(180_000);
  const { page, email } = await administratorPage(browser, { extraHTTPHeaders, retry: testInfo.retry });
  const name = `Operations Lab ${randomUUID().slice(0, 8)}`;

  // Admins create incubators too (decision 054): the page opens, and so does the API.
  await page.goto("/incubators/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create an incubator" })).toBeVisible();
  const created = await page.request.post("/api/incubators", {
    data: { name },
    headers: { Origin: baseURL ?? "" },
  });
  expect(created.status()).toBe(201);
  const { incubator } = (await created.json()) as { incubator: { id: string; slug: string } };

  // Incubators: find it, pause it after the confirmation.
  await page.goto("/admin/incubators");
  await expect(page.getByRole("heading", { level: 1, name: "Incubators" })).toBeVisible();
  await expect(page).toHaveTitle(/Incubators/);
  await page.getByRole("textbox", { name: "Name, address or owner's email" }).fill(name);
  await page.getByRole("textbox", { name: "Name, address or owner's email" }).press("Enter");
  const status = page.getByRole("combobox", { name: `Status of ${name}` });
  await expect(status).toHaveValue("active");
  await status.selectOption("paused");
  const dialog = page.getByRole("alertdialog", { name: `Make ${name} paused?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Change status" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue("paused");
  await expectAccessible(page);

  // Subscriptions: the revenue and the list.
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Subscriptions" })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Monthly recurring revenue" })).toBeVisible();
  await expect(page.getByText("Total MRR")).toBeVisible();
  await expect(page.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  await expectAccessible(page);

  // Jobs: retry one if the run has left any; otherwise the page says the work is keeping up.
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  const retry = page
    .getByRole("button", { name: /^Retry / })
    .and(page.locator(":enabled"))
    .first();
  const nothing = page.getByText(/No failed or dead jobs/);
  await expect(retry.or(nothing).first()).toBeVisible();
  if (await retry.isVisible()) {
    await retry.click();
    await expect(page.getByText(/job will run again now/)).toBeVisible();
  }
  await expectAccessible(page);

  // Audit log: the administrator's own change, by actor, action and target.
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Audit log" })
    .click();
  const search = page.getByRole("form", { name: "Search the audit log" });
  await search.getByRole("textbox", { name: "Actor (email or name)" }).fill(email);
  await search.getByRole("combobox", { name: "Action or area" }).fill("incubator.update");
  await search.getByRole("textbox", { name: "Target id" }).fill(incubator.id);
  await search.getByRole("button", { name: "Search" }).click();
  const table = page.getByRole("table", { name: "Audit log entries" });
  const row = table.getByRole("row").filter({ hasText: "incubator.update" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await row.getByText("1 field: status").click();
  await expect(row).toContainText("active → paused");
  await expectAccessible(page);
});
