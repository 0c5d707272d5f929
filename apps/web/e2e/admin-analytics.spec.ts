import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { administratorPage } from "./support/administrator-session";

/*
 * Analytics (docs/decisions/057-analytics-and-sitemaps.md): an administrator reads the platform's figures
 * and, as the owner of an incubator they create, that incubator's; a member who does not own it is
 * refused. Both pages are scanned with axe-core at both widths, the charts loaded.
 */
test("an administrator reads the platform's and an owned incubator's analytics; a member is refused", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(180_000);
  const { page } = await administratorPage(browser, { extraHTTPHeaders, retry: testInfo.retry });

  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const views = page.getByRole("region", { name: "Page views and visitors", exact: true });
  await expect(views).toBeVisible();
  await expect(views.getByRole("button", { name: /Download CSV/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Activation funnel", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Weekly retention", exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const created = await page.request.post("/api/incubators", {
    data: { name: `Analytics Lab ${randomUUID().slice(0, 8)}` },
    headers: { Origin: baseURL ?? "" },
  });
  expect(created.status()).toBe(201);
  const { incubator } = (await created.json()) as { incubator: { slug: string } };
  await page.goto(`/incubators/${incubator.slug}/analytics`);
  await expect(page.getByRole("heading", { level: 1, name: "Incubator analytics" })).toBeVisible();
  await expect(page.getByRole("region", { name: "New members", exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const memberContext = await browser.newContext({ extraHTTPHeaders });
  const member = await memberContext.newPage();
  await signUpAndVerify(member, newPerson("Ana"));
  await member.goto(`/incubators/${incubator.slug}/analytics`);
  await expect(
    member.getByText("Only the incubator's owner and administrators can see its analytics.", {
      exact: false,
    }),
  ).toBeVisible();
  await memberContext.close();
  await page.context().close();
});
