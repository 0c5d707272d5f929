import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { administratorPage } from "./support/administrator-session";
import { NORTHSTAR } from "./support/northstar";

/*
 * Funding review and awards (docs/decisions/059-business-funding.md) on the demo's decided call:
 * Northstar's Autumn Seed Fund. An administrator (the demo incubators have no owner) reads its ranked
 * applications and its report, with the CSV; a member reads their empty review queue and is refused the
 * owner's pages. Each page is scanned with axe-core at both widths.
 */
test("an administrator reads a decided call's ranking and report; a member is refused them", async ({
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(180_000);
  const { page } = await administratorPage(browser, { extraHTTPHeaders, retry: testInfo.retry });

  // The demo call's id, from the incubator's calls (an administrator sees closed ones too).
  const listed = await page.request.get(`/api/incubators/${NORTHSTAR.slug}/funding-calls`);
  const { items } = (await listed.json()) as { items: { id: string; title: string }[] };
  const callId = items.find((call) => call.title === "Autumn Seed Fund")?.id ?? "";
  expect(callId, "the demo's decided call").not.toBe("");

  await page.goto(`/funding/calls/${callId}/applications`);
  await expect(page.getByRole("heading", { level: 1, name: "Funding applications" })).toBeVisible();
  const ranked = page.getByRole("table", { name: "Applications ranked by weighted average" });
  await expect(ranked.getByRole("row")).toHaveCount(3);
  await expect(ranked.getByRole("row").nth(1)).toContainText("Awarded");
  await expect(page.getByText("Committed")).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByRole("link", { name: "Report and CSV export" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Funding report" })).toBeVisible();
  await expect(page.getByText("ref. NVS-2026-0117")).toBeVisible();
  const csv = await page.request.get(`/api/funding-calls/${callId}/report?format=csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("NVS-2026-0117");
  await expectAccessibleAtBothWidths(page);

  const memberContext = await browser.newContext({ extraHTTPHeaders });
  const member = await memberContext.newPage();
  await signUpAndVerify(member, newPerson("Rhea"));
  await member.goto("/funding/reviews");
  await expect(member.getByRole("heading", { level: 1, name: "Funding reviews" })).toBeVisible();
  await expect(member.getByText("No applications to review.", { exact: false })).toBeVisible();
  await expectAccessibleAtBothWidths(member);
  await member.goto(`/funding/calls/${callId}/applications`);
  await expect(member.getByText("Only the incubator's owner decides on its funding.")).toBeVisible();
  await memberContext.close();
  await page.context().close();
});
