import { expect, test } from "./fixtures";

/*
 * The header's menu on a phone is an HTML popover (site-header.tsx): the browser opens it and closes it
 * on Escape, with or without the app, and the app closes it when one of its links is followed.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("the menu opens, closes on Escape, and is closed after following a link", async ({ page }) => {
  await page.goto("/teams");
  const nav = page.getByRole("navigation", { name: "Primary" });
  const menu = nav.getByRole("button", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(nav.getByRole("link", { name: "Teams" })).toBeHidden();
  await expect(nav.getByRole("link", { name: "Incubators" })).toBeHidden();

  await menu.click();
  await expect(nav.getByRole("link", { name: "Teams" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Incubators" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Teams" })).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await nav.getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(nav.getByRole("link", { name: "Projects" })).toBeHidden();
  await expect(nav.getByRole("button", { name: "Menu" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu opens", async ({ page }) => {
    // The frame's own navigation: the fixture's `page.goto` waits for the page's ready mark, which a
    // script sets.
    await page.mainFrame().goto("/teams");
    const nav = page.getByRole("navigation", { name: "Primary" });
    await expect(nav.getByRole("link", { name: "Teams" })).toBeHidden();
    await nav.getByRole("button", { name: "Menu" }).click();
    await expect(nav.getByRole("link", { name: "Teams" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Incubators" })).toBeVisible();
  });
});
