import { expect, type Page } from "@playwright/test";

/** A demo incubator every new installation starts with (apps/server/src/db/seed/demo-incubators.ts). */
export const NORTHSTAR = { slug: "northstar-venture-studio", name: "Northstar Venture Studio" };

/** Subscribes the signed-in person to Northstar's Explorer plan through the built-in checkout. */
export async function subscribeToNorthstar(page: Page) {
  await page.goto(`/incubators/${NORTHSTAR.slug}`);
  await page.getByRole("button", { name: "See plans" }).click();
  const plans = page.getByRole("dialog", { name: `Subscribe to ${NORTHSTAR.name}` });
  const checkoutOpened = page.context().waitForEvent("page");
  await plans.getByRole("listitem", { name: "Explorer" }).getByRole("button").click();
  const checkout = await checkoutOpened;
  await checkout.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(checkout.getByRole("dialog", { name: "Subscription Confirmed!" })).toBeVisible();
  await checkout.close();
}
