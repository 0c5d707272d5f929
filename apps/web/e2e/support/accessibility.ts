import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

declare global {
  interface Window {
    /** Animations and transitions begun since the scan started (set on the page by `scanSettled`). */
    animationsStarted?: number;
  }
}

/** No axe-core violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  // Colours are judged as they settle: mid-fade, a dialog or toast is briefly low in contrast. A scan
  // during which something began to animate (a toast that arrived meanwhile) is taken again once it settles.
  let result = await scanSettled(page);
  for (let attempt = 1; attempt < 3 && result.animationsStarted > 0; attempt += 1) {
    result = await scanSettled(page);
  }
  const where = (nodes: { target: unknown[] }[]) => nodes.map((node) => node.target.join(" ")).join(", ");
  expect(
    result.violations.map(({ id, help, nodes }) => `${page.url()} ${id}: ${help} (${where(nodes)})`),
  ).toEqual([]);
}

async function scanSettled(page: Page) {
  // An endless animation (a spinner) never finishes, so only those with an end are awaited.
  await page.evaluate(() => {
    if (window.animationsStarted === undefined) {
      for (const type of ["animationstart", "transitionstart"]) {
        document.addEventListener(
          type,
          () => {
            window.animationsStarted = (window.animationsStarted ?? 0) + 1;
          },
          { capture: true },
        );
      }
    }
    window.animationsStarted = 0;
    return Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        // A cancelled animation (its element left the page) rejects `finished`: it is settled too.
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const animationsStarted = await page.evaluate(() => window.animationsStarted ?? 0);
  return { violations, animationsStarted };
}

/** Scans the page at the narrowest supported screen and at a desktop width, with nothing scrolling sideways. */
export async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  }
}
