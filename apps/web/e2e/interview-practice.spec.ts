import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";

const ANSWER =
  "At my previous job I sent a newsletter to the wrong list. It was my mistake, so I told the owner straight away and apologised. I fixed the list, contacted everyone affected and explained what happened. As a result nobody cancelled, and since then I check the list name before I press send.";

test("a signed-in person practises three typed answers, sees the results, then opens the history and the results page", async ({
  page,
  pageProblems,
}) => {
  // A sign-up, three answers and four accessibility scans at two widths.
  test.slow();
  await signUpAndVerify(page, newPerson("Interview"));
  await page.goto("/games/interview");
  await expect(page.getByRole("heading", { level: 1, name: "Interview practice" })).toBeVisible();
  await expect(page.getByText("Hatchery never receives the audio", { exact: false })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByLabel("Questions", { exact: true }).selectOption("behavioural");
  await page.getByLabel("3 questions").check();
  await page.getByRole("button", { name: "Start practising" }).click();

  for (let number = 1; number <= 3; number += 1) {
    await expect(page.getByText(`Question ${number} of 3`, { exact: true })).toBeVisible();
    await expect(page.getByTestId("thinking-countdown")).toBeVisible();
    await page.getByRole("button", { name: "Start answering now" }).click();
    // Chromium has a recogniser; the test answers by typing, which every browser offers.
    const typing = page.getByRole("radio", { name: "Typing" });
    if (await typing.isVisible()) await typing.check();
    const box = page.getByRole("textbox", { name: "Your answer" });
    await box.fill(ANSWER);
    await page.getByRole("button", { name: "Keep this answer" }).click();
    await expect(page.getByRole("heading", { name: "Feedback on your answer" })).toBeFocused();
    await expect(page.getByText("One thing to try next time")).toBeVisible();
    if (number === 1) await expectAccessibleAtBothWidths(page);
    await page
      .getByRole("button", { name: number < 3 ? "Next question" : "See the session summary" })
      .click();
  }

  await expect(page.getByRole("heading", { name: "Session summary" })).toBeFocused();
  const results = page.getByRole("link", { name: "Open this session's results" });
  await expect(results).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByRole("link", { name: "see your practice history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Interview practice history" })).toBeVisible();
  const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText("3 answers");
  await expectAccessibleAtBothWidths(page);

  await sessions.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/games\/interview\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Interview practice results" })).toBeVisible();
  await expect(page.getByRole("blockquote")).toHaveCount(3);
  await expect(page.getByText(ANSWER).first()).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // Nobody's session at this address: the not-found page.
  await page.goto("/games/interview/results/00000000-0000-4000-8000-000000000000");
  await expect(
    page.getByRole("heading", { level: 1, name: "Interview practice results not found" }),
  ).toBeVisible();
  expect(pageProblems.filter((problem) => !problem.includes("404"))).toEqual([]);
});
