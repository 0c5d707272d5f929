import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";

test("the dashboard's mentoring card sends someone without sessions to the advisors", async ({ page }) => {
  await signUpAndVerify(page, newPerson("Mina"));
  await page.goto("/dashboard");
  const card = page.getByText("Your sessions with advisors and coaches, and what you agreed to do.");
  await expect(card).toBeVisible();
  await expect(page.getByText("No sessions yet.")).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("link", { name: "Find an advisor or coach" }).click();
  await expect(page).toHaveURL(/\/advisors$/);
  await page.goBack();
  await page.getByRole("link", { name: "Open your sessions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mentoring sessions" })).toBeVisible();
});
