import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newPerson, signUp } from "./support/accounts";
import { NORTHSTAR } from "./support/northstar";

/** A common phone screen. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test("an incubator page puts its join action on the first screen, and covers nothing at the end", async ({
  page,
}) => {
  await page.goto(`/incubators/${NORTHSTAR.slug}`);
  const bar = page.getByRole("region", { name: `Join ${NORTHSTAR.name}` });
  const signIn = bar.getByRole("link", { name: "Sign in to join" });
  // The page's lazy chunk may take a while on a busy machine.
  await expect(signIn).toBeVisible({ timeout: 30_000 });
  await expect(signIn).toBeInViewport({ ratio: 1 });
  // A visitor's page is a document: its plan buttons are links to the app's dialog (decision 086).
  await expect(bar.getByRole("link", { name: "Subscribe" })).toBeInViewport({ ratio: 1 });

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const members = page.getByRole("region", { name: "Members", exact: true });
  await expect(members).toBeInViewport();
  const membersBox = await members.boundingBox();
  const barBox = await bar.boundingBox();
  expect(membersBox && barBox && membersBox.y + membersBox.height <= barBox.y).toBe(true);

  await bar.getByRole("link", { name: "Subscribe" }).click();
  await expect(page.getByRole("dialog", { name: `Subscribe to ${NORTHSTAR.name}` })).toBeVisible();
});

test("the development mailbox does not scroll sideways", async ({ page }) => {
  await signUp(page, newPerson("Grace"));
  await page.goto("/dev/mailbox");
  const message = page.getByRole("listitem").filter({ hasText: "grace-" }).first();
  await expect(message).toBeVisible({ timeout: 30_000 });
  await message.getByText("Show the message").click();
  await expect(message.locator("pre")).toBeVisible();
  await expectNoSidewaysScroll(page);
});
