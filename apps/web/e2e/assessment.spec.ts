import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";

const ROLES = ["CEO", "CTO", "CCO", "CGO"];

/**
 * Presses Tab until `isFocused` (run in the page, so it reads `document.activeElement` itself) holds;
 * a page where Tab never gets there fails.
 */
async function tabTo(page: Page, isFocused: () => boolean, what: string) {
  for (let stop = 0; stop < 60; stop += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(isFocused)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** The role-fit part from the start button to its results, with Tab, the arrow keys and Enter only. */
async function takeRoleFitByKeyboard(page: Page) {
  await tabTo(
    page,
    () => document.activeElement?.textContent === "Start the role fit part",
    "the role-fit start button",
  );
  await page.keyboard.press("Enter");
  const counter = page.getByText(/^Question 1 of \d+$/);
  await expect(counter).toBeVisible();
  const total = Number((await counter.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(1);

  await tabTo(
    page,
    () =>
      document.activeElement instanceof HTMLInputElement &&
      document.activeElement.name.startsWith("role-fit-"),
    "the first question's choices",
  );
  for (let question = 1; question <= total; question += 1) {
    await expect(page.getByText(`Question ${question} of ${total}`)).toBeVisible();
    // Focus sits on the question's first choice: the arrow key moves to the next and chooses it.
    await expect(page.locator("input[type=radio]:focus")).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("input[type=radio]:focus")).toBeChecked();
    await page.keyboard.press("Enter");
  }
}

test("the role-fit part can be taken by keyboard alone, ending in the chart of the four roles", async ({
  page,
  pageProblems,
}) => {
  await page.goto("/assessment");
  await expect(page.getByRole("heading", { level: 1, name: "Career assessment" })).toBeVisible();
  await takeRoleFitByKeyboard(page);

  const results = page.getByRole("region", { name: "Your role fit" });
  await expect(results).toBeVisible();
  const figures = results.getByRole("figure").getByRole("listitem");
  await expect(figures).toHaveCount(ROLES.length);
  for (const [index, role] of ROLES.entries()) {
    await expect(figures.nth(index)).toContainText(new RegExp(`^${role} \\(.+\\): \\d+%$`));
  }
  await expect(results).toContainText("Each bar is how often you chose what a role would choose");
  await expect(results).toContainText("Your answers leaned most towards");
  // A visitor's results are not kept: the page offers to sign in to keep them.
  await expect(page.getByText("These results are not kept.")).toBeVisible();
  await expect(
    page.getByText("These results are not kept.").getByRole("link", { name: "Sign in" }),
  ).toHaveAttribute("href", "/auth?redirect=%2Fassessment");

  await expectAccessibleAtBothWidths(page);
  expect(pageProblems).toEqual([]);
});

test("a visitor is asked to sign in to keep results, and the start page is accessible", async ({
  page,
  pageProblems,
}) => {
  await page.goto("/assessment");
  const prompt = page.getByText("You can take both parts without an account and see your results.");
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/auth?redirect=%2Fassessment",
  );
  await expect(page.getByRole("button", { name: "Start the role fit part" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  expect(pageProblems).toEqual([]);
});
