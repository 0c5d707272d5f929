import { expect, test } from "./fixtures";
import { playedSounds, recordSounds } from "./support/sounds";

test.beforeEach(async ({ page }) => {
  await recordSounds(page);
  await page.goto("/auth");
  // The sounds' listener loads after the first view.
  await page.waitForLoadState("networkidle");
  // Browsers start audio only after the person has used the page: a click on plain text does that.
  await page.getByRole("heading", { level: 1 }).click();
});

test("tabs and primary buttons answer with the interface sounds, links do not", async ({ page }) => {
  await page.getByRole("tab", { name: "Sign up" }).hover();
  await expect.poll(() => playedSounds(page)).toEqual(["ui-hover-subtle"]);
  await page.getByRole("tab", { name: "Sign up" }).click();
  await expect.poll(() => playedSounds(page)).toEqual(["ui-hover-subtle", "ui-click-deep"]);

  await page.getByRole("button", { name: "Create account" }).hover();
  await page.getByRole("link", { name: "Hatchery home" }).hover();
  await page.getByRole("tab", { name: "Sign in" }).focus();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => playedSounds(page))
    .toEqual(["ui-hover-subtle", "ui-click-deep", "ui-hover-soft", "ui-click-deep"]);
});

test.describe("for people who prefer reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("interface sounds stay off until turned on in the sound settings", async ({ page }) => {
    const settings = page.getByRole("button", { name: "Sound settings" });
    const interfaceSounds = page.getByRole("switch", { name: "Interface sounds" });
    // Opening the panel loads the engine, which records from then on.
    await settings.click();
    await expect(interfaceSounds).not.toBeChecked();
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Sign up" }).click();
    await page.getByRole("button", { name: "Create account" }).hover();

    await settings.click();
    await interfaceSounds.click();
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Sign in" }).click();
    await expect.poll(() => playedSounds(page)).toEqual(["ui-hover-subtle", "ui-click-deep"]);
  });
});
