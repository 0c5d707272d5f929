import { expect, test } from "./fixtures";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("one notification at a time, and F8 moves focus to the notifications", async ({ page }) => {
  await page.goto("/documentation");
  const notifications = page.getByRole("region", { name: /Notifications/ });

  await page.getByRole("button", { name: "Copy link to “Incubators”" }).click();
  await expect(notifications.getByText("The link to “Incubators” is on your clipboard.")).toBeVisible();

  await page.getByRole("button", { name: "Copy link to “For operators”" }).click();
  await expect(notifications.getByText("The link to “For operators” is on your clipboard.")).toBeVisible();
  await expect(notifications.getByRole("listitem")).toHaveCount(1);
  await expect(notifications.getByText("The link to “Incubators” is on your clipboard.")).toHaveCount(0);

  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/documentation#operators$/);

  await page.keyboard.press("F8");
  const focusIsInNotifications = await notifications.evaluate((region) =>
    region.contains(document.activeElement),
  );
  expect(focusIsInNotifications).toBe(true);
});
