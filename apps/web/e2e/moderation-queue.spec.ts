import { randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { administratorPage } from "./support/administrator-session";
import { NORTHSTAR } from "./support/northstar";

/*
 * The moderation queue (docs/decisions/055-moderation-queue.md): a member reports a post, the
 * administrator sees it arrive in the open queue without reloading, hides it, and the post leaves
 * another member's open feed page at once. Both queue pages pass the accessibility scan.
 */

async function memberInOwnBrowser(
  browser: Browser,
  headers: Record<string, string> | undefined,
  name: string,
) {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  const page = await context.newPage();
  await signUpAndVerify(page, newPerson(name));
  await page.goto(`/incubators/${NORTHSTAR.slug}`);
  await page.getByRole("button", { name: "Join as guest" }).click();
  await expect(page.getByRole("link", { name: "Incubator feed" })).toBeVisible();
  return page;
}

async function openFeed(page: Page) {
  await page.goto(`/incubators/${NORTHSTAR.slug}/feed`);
  await expect(page.getByRole("heading", { level: 1, name: `${NORTHSTAR.name} feed` })).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * Shows older pages of the open feed until `post` is among them. The feed's first page is its newest
 * items, and the suite's other specs join Northstar meanwhile: each join is a card of this feed, and
 * enough of them push the post to an older page.
 */
async function revealPost(page: Page, post: Locator) {
  const older = page.getByRole("button", { name: "Show older posts" });
  await expect(async () => {
    if (!(await post.isVisible()) && (await older.isVisible())) await older.click();
    await expect(post).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test("a reported post reaches the administrator's queue live, and hiding it takes it out of another member's open feed", async ({
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(300_000);
  const text = `Cheap followers for sale ${randomUUID().slice(0, 8)}`;

  const writer = await memberInOwnBrowser(browser, extraHTTPHeaders, "Wendel");
  await openFeed(writer);
  await writer.getByLabel(`Post to ${NORTHSTAR.name}`).fill(text);
  await writer.getByRole("button", { name: "Post", exact: true }).click();
  await expect(writer.getByRole("region", { name: "Posts", exact: true })).toContainText(text);

  const reader = await memberInOwnBrowser(browser, extraHTTPHeaders, "Rosalind");
  await openFeed(reader);
  const readerPost = reader
    .getByRole("region", { name: "Posts", exact: true })
    .getByRole("article")
    .filter({ hasText: text });
  await revealPost(reader, readerPost);

  const { page: admin } = await administratorPage(browser, { extraHTTPHeaders, retry: testInfo.retry });
  await admin.goto("/admin/moderation");
  await expect(admin.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  // The queue has loaded (empty or not) before the report is made: what follows arrives live.
  await expect(admin.getByRole("group", { name: "Filters" })).toBeVisible();
  await expect(admin.getByText("Loading reports…")).toHaveCount(0);

  // The reader reports the post; the administrator's open page shows it without reloading.
  await readerPost.getByRole("button", { name: /^Actions for the post by/ }).click();
  await reader.getByRole("menuitem", { name: "Report" }).click();
  const dialog = reader.getByRole("alertdialog", { name: "Report this post" });
  await dialog.getByRole("radio", { name: "Spam or advertising" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(
    reader.getByText("Thank you. The report was sent to the moderators.", { exact: true }),
  ).toBeVisible();

  const reported = admin
    .getByRole("list", { name: "Reported content" })
    .getByRole("listitem")
    .filter({ hasText: text });
  await expect(reported).toBeVisible({ timeout: 30_000 });
  await expect(reported).toContainText("Spam or advertising");
  await expectAccessibleAtBothWidths(admin);

  await reported.getByRole("button", { name: "Hide" }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Hide this post?" });
  await confirm.getByRole("button", { name: "Hide" }).click();
  await expect(admin.getByText("The content is hidden.", { exact: true })).toBeVisible();
  await expect(reported).toHaveCount(0);

  // The reader's feed page, still open, lets the post go.
  await expect(readerPost).toHaveCount(0, { timeout: 30_000 });

  // The handled report is among the resolved ones; the owner's queue page passes the scan too.
  await admin.getByLabel("Status").selectOption("resolved");
  await expect(
    admin.getByRole("list", { name: "Reported content" }).getByRole("listitem").filter({ hasText: text }),
  ).toContainText("Content hidden");
  await admin.goto(`/incubators/${NORTHSTAR.slug}/moderation`);
  await expect(admin.getByRole("heading", { level: 1, name: "Incubator moderation" })).toBeVisible();
  await expect(admin.getByText("Loading reports…")).toHaveCount(0);
  await expectAccessibleAtBothWidths(admin);
});
