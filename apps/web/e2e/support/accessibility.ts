import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No axe-core violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  // Colours are judged as they settle: mid-fade, a dialog or toast is briefly low in contrast. An
  // endless animation (a spinner) never finishes, so only those with an end are awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
  const result = await new AxeBuilder({ page }).analyze();
  const where = (nodes: { target: unknown[] }[]) => nodes.map((node) => node.target.join(" ")).join(", ");
  expect(
    result.violations.map(({ id, help, nodes }) => `${page.url()} ${id}: ${help} (${where(nodes)})`),
  ).toEqual([]);
}

/** Scans the page at the narrowest supported screen and at a desktop width, with nothing scrolling sideways. */
export async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  }
}
