import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { type MentoringSetting, publishedCoach } from "./support/mentoring-people";

const COMMENTED_PART = "built payment systems for four years";
const COMMENT = "Say what those payment systems let customers do.";
const DELIVERY =
  "I currently lead engineering at a small logistics start-up. Before that I built payment systems for four years. Next I want to build a team from its first hire.";

/** Delivers the TMAY answer by typing, which every browser offers, and waits for it to be kept. */
async function deliverTmay(page: Page) {
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
}

/* Sharing a practice result with a mentor (docs/decisions/051-mentoring.md). */
test("a kept TMAY delivery offers Share with a mentor, which asks for a mentor before sharing", async ({
  page,
  pageProblems,
}) => {
  // A sign-up, a delivery and two accessibility scans at two widths.
  test.slow();
  await signUpAndVerify(page, newPerson("Sharer"));
  await deliverTmay(page);

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

test("a mentee shares a delivery with a published coach, who comments on part of it beside the answer", async ({
  page,
  pageProblems,
  browser,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  // Two sign-ups, a profile published from the web, a delivery and four scans at two widths.
  test.setTimeout(300_000);
  const setting: MentoringSetting = {
    browser,
    extraHTTPHeaders,
    origin: baseURL ?? "",
    retry: testInfo.retry,
  };
  const headline = `Interview coach ${randomUUID().slice(0, 8)}`;
  const coach = await publishedCoach(setting, { timeZone: "Europe/Berlin", headline, incubators: [] });

  // The mentee shares their delivery with the coach, found by the headline, with a message.
  await signUpAndVerify(page, newPerson("Sharer"));
  await deliverTmay(page);
  const section = page.getByRole("region", { name: "Share a delivery with a mentor" });
  await section.getByRole("button", { name: "Share with a mentor" }).click();
  const dialog = page.getByRole("dialog", { name: "Share with a mentor" });
  await dialog.getByRole("searchbox", { name: "Search mentors" }).fill(headline);
  await dialog.getByRole("radio", { name: new RegExp(headline) }).check();
  await dialog.getByLabel("Message to the mentor (optional)").fill("Is my second sentence too long?");
  await dialog.getByRole("button", { name: "Share", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText("Not shared with anyone yet.")).toBeHidden();
  await expect(section.getByText(coach.name).first()).toBeVisible();

  // The coach opens it from "Shared with me" and comments on a part typed as written.
  const mentor = coach.page;
  await mentor.goto("/mentoring/shared");
  await expect(mentor.getByRole("heading", { level: 1, name: "Shared with me" })).toBeVisible();
  await mentor.getByRole("link", { name: /Sharer Lovelace/ }).click();
  await expect(mentor.getByLabel("Message from the mentee")).toHaveText("Is my second sentence too long?");
  await expect(mentor.getByText(DELIVERY)).toBeVisible();
  await expectAccessibleAtBothWidths(mentor);
  await mentor.getByLabel("Part of the answer").fill(COMMENTED_PART);
  await mentor.getByLabel("Comment").fill(COMMENT);
  await mentor.getByRole("button", { name: "Add comment" }).click();
  await expect(mentor.getByText("Comment added. The mentee is told.")).toBeVisible();
  await expect(mentor.getByText(COMMENT)).toBeVisible();
  await expectAccessibleAtBothWidths(mentor);

  // The mentee sees the comment beside their delivery, the part it is about marked.
  await page.goto("/games/tmay-tutor");
  const comments = page.getByRole("region", { name: "Mentor comments" });
  await expect(comments.getByText(COMMENT)).toBeVisible();
  await expect(comments.getByRole("link", { name: "Comment 1" })).toBeVisible();
  await expect(comments.locator("q").filter({ hasText: COMMENTED_PART })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  expect(pageProblems).toEqual([]);
  await mentor.context().close();
});
