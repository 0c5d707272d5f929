import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";

const DELIVERY =
  "I currently lead engineering at a small logistics start-up. Before that I built payment systems for four years. Next I want to build a team from its first hire.";

/*
 * Sharing a practice result with a mentor (docs/decisions/051-mentoring.md), as far as this slice can
 * go in a browser: publishing a mentor profile comes with the profiles' pages, so the mentor's side and
 * the comments are covered by the API and component tests until then.
 */
test("a kept TMAY delivery offers Share with a mentor, which asks for a mentor before sharing", async ({
  page,
  pageProblems,
}) => {
  // A sign-up, a delivery and two accessibility scans at two widths.
  test.slow();
  await signUpAndVerify(page, newPerson("Sharer"));
  await page.goto("/games/tmay-tutor");
  await expect(page.getByRole("heading", { level: 1, name: "Tell-me-about-yourself tutor" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start the countdown" })).toBeVisible();
  // Chromium has a recogniser; the test delivers by typing, which every browser offers.
  const typing = page.getByRole("radio", { name: "Typing" });
  if (await typing.isVisible()) await typing.check();
  await page.getByRole("button", { name: "Start the countdown" }).click();
  await page.getByRole("textbox", { name: "Your answer" }).fill(DELIVERY);
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByText("Saved. Your trend below includes this delivery.")).toBeVisible();

  const section = page.getByRole("region", { name: "Share a delivery with a mentor" });
  await expect(section.getByRole("combobox", { name: "Delivery" })).toBeVisible();
  await expect(section.getByText(DELIVERY)).toBeVisible();
  await expect(section.getByText("Not shared with anyone yet.")).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await section.getByRole("button", { name: "Share with a mentor" }).click();
  const dialog = page.getByRole("dialog", { name: "Share with a mentor" });
  await expect(dialog.getByRole("searchbox", { name: "Search mentors" })).toBeFocused();
  await expect(dialog.getByRole("group", { name: "Mentor" })).toBeVisible();
  await dialog.getByRole("button", { name: "Share", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a mentor to share with.");
  await expectAccessibleAtBothWidths(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(pageProblems).toEqual([]);
});
