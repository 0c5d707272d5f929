import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe-core on what is rendered. Colour contrast needs a layout engine, which happy-dom has not, and
 * landmarks come from the app shell around the page; the end-to-end suite scans those in a real browser.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const result = await axe.run(root, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.length})`)).toEqual([]);
}
