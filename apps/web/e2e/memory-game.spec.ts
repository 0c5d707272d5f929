import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { playedSounds, recordSounds } from "./support/sounds";

const cards = (page: Page) => page.getByRole("grid", { name: "Memory cards" }).getByRole("button");

/** Presses Tab until the Start button has the focus: the game is started from the keyboard too. */
async function tabToStart(page: Page) {
  const start = page.getByRole("button", { name: "Start the game" });
  await expect(start).toBeVisible();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await start.evaluate((button) => button === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the Start button");
}

test("a visitor plays a whole easy game by keyboard alone and hears every moment", async ({ page }) => {
  test.slow();
  // A clock the test moves: the countdown and the sound throttle run on it, not on the machine's speed.
  await page.clock.install({ time: new Date("2026-11-29T10:00:00Z") });
  await recordSounds(page);
  await page.goto("/games/memory");
  await expect(page.getByRole("heading", { level: 1, name: "Memory game" })).toBeVisible();
  await page.clock.pauseAt(new Date("2026-11-29T10:01:00Z"));

  await tabToStart(page);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("countdown")).toHaveText("3");
  for (const next of ["2", "1"]) {
    await page.clock.runFor(1000);
    await expect(page.getByTestId("countdown")).toHaveText(next);
  }
  await page.clock.runFor(1000);
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first()).toBeFocused();

  // Where each pair lies, read from the dealt cards.
  const pairIds = await cards(page).evaluateAll((buttons) =>
    buttons.map((button) => button.dataset.pairId ?? ""),
  );
  const pairs = [...new Set(pairIds)].map((pairId) =>
    pairIds.flatMap((candidate, index) => (candidate === pairId ? [index] : [])),
  );
  expect(pairs).toHaveLength(6);

  let at = 0;
  for (const pair of pairs) {
    for (const index of pair) {
      for (; at < index; at += 1) await page.keyboard.press("ArrowRight");
      for (; at > index; at -= 1) await page.keyboard.press("ArrowLeft");
      await expect(cards(page).nth(index)).toBeFocused();
      await page.keyboard.press(at % 2 === 0 ? "Enter" : " ");
      const lastCard = pair === pairs.at(-1) && index === pair.at(-1);
      // The last card ends the game, and the end screen takes the board's place.
      if (!lastCard) await expect(cards(page).nth(index)).not.toHaveAccessibleName(/face down/);
      // Each card's click stays clear of the engine's 50 ms throttle.
      await page.clock.runFor(100);
    }
    if (pair !== pairs.at(-1)) await expect(page.getByRole("status")).toContainText("Match:");
  }

  await expect(page.getByRole("heading", { name: "All pairs found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "All pairs found" })).toBeFocused();
  await expect(
    page.getByText("That is a new best time and your fewest moves!", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to keep your best" })).toBeVisible();

  const perPair = ["card-click", "card-click", "card-match"];
  expect(await playedSounds(page)).toEqual([
    "card-shuffle",
    "countdown-tick",
    "countdown-tick",
    "countdown-tick",
    "countdown-go",
    "card-deal",
    ...Array.from({ length: 6 }, () => perPair).flat(),
    "game-complete",
  ]);
});

test("the memory game is accessible at 360 and 1280 px, and turns cards without motion when asked", async ({
  page,
}) => {
  // Four axe scans, two of them of the largest grid.
  test.slow();
  await page.goto("/games/memory");
  await expect(page.getByRole("heading", { level: 1, name: "Memory game" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByLabel("Hard (12 pairs)").check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(cards(page)).toHaveCount(24);
  await expectAccessibleAtBothWidths(page);

  const transition = () =>
    cards(page)
      .first()
      .evaluate((card) => getComputedStyle(card).transitionDuration);
  expect(Number.parseFloat(await transition())).toBeGreaterThanOrEqual(0.2);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(Number.parseFloat(await transition())).toBeLessThan(0.001);
});
