import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { playedSounds, recordSounds } from "./support/sounds";

const PRESENT = "I currently lead engineering at a small logistics start-up, where I run a team of five.";
const PAST =
  "Before that I spent four years as a back-end engineer at a payments company, where our release time went from two weeks to a day.";
const FUTURE =
  "Next I want to build a technical team from its first hire, which is why this role appeals to me.";

test("a signed-in person saves a draft in two versions, compares them and delivers it typed against the clock", async ({
  page,
  pageProblems,
}) => {
  // A sign-up, two saves, a delivery and three accessibility scans at two widths.
  test.slow();
  await recordSounds(page);
  await signUpAndVerify(page, newPerson("Introduction"));
  await page.goto("/games/tmay-tutor");
  await expect(page.getByRole("heading", { level: 1, name: "Tell-me-about-yourself tutor" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const present = page.getByRole("textbox", { name: "1. Present: What you do now" });
  await present.fill("I lead a small team at a start-up.");
  await page.getByRole("textbox", { name: "2. Past: How you got here" }).fill(PAST);
  await page.getByRole("textbox", { name: "3. Future: Why this role and this team next" }).fill(FUTURE);
  await expect(page.getByTestId("tmay-estimate")).toContainText("seconds spoken at 140 words a minute");
  await page.getByRole("button", { name: "Save as a new version" }).click();
  await expect(page.getByText("Saved as version 1.")).toBeVisible();

  await present.fill(PRESENT);
  await page.getByRole("button", { name: "Save as a new version" }).click();
  await expect(page.getByText("Saved as version 2.")).toBeVisible();
  const compare = page.getByRole("region", { name: "Compare two versions" });
  await expect(compare).toBeVisible();
  // The present part changed: words struck from version 1 on the left, words added in version 2 on the right.
  await expect(compare.getByTestId("compare-before").first().locator("del").first()).toBeVisible();
  await expect(compare.getByTestId("compare-after").first().locator("ins").first()).toContainText(
    "currently",
  );
  await expectAccessibleAtBothWidths(page);

  // Chromium has a recogniser; the test delivers by typing, which every browser offers.
  const typing = page.getByRole("radio", { name: "Typing" });
  if (await typing.isVisible()) await typing.check();
  await page.getByRole("button", { name: "Start the countdown" }).click();
  const box = page.getByRole("textbox", { name: "Your answer" });
  await expect(box).toBeVisible();
  await expect(page.getByTestId("tmay-timer")).toBeVisible();
  await box.fill(`${PRESENT} ${PAST} ${FUTURE}`);
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByRole("heading", { name: "Feedback on your delivery" })).toBeFocused();
  await expect(page.getByTestId("tmay-suggestion")).not.toBeEmpty();
  await expect(page.getByText("Saved. Your trend below includes this delivery.")).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  expect(await playedSounds(page)).toEqual([
    "countdown-tick",
    "countdown-tick",
    "countdown-tick",
    "countdown-go",
  ]);
  expect(pageProblems).toEqual([]);
});
