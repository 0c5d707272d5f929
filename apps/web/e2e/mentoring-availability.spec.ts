import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, personInOwnBrowser } from "./support/accounts";
import { administratorPage } from "./support/administrator-session";

async function grantCoach(admin: Page, email: string, origin: string) {
  const granted = await admin.request.post("/api/admin/roles", {
    data: { email, role: "coach" },
    headers: { Origin: origin },
  });
  expect(granted.status()).toBe(200);
}

test("a coach keeps weekly hours and booking rules, and finds their sessions page", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  // Two sign-ups and two pages scanned at two widths: well under a minute on a quiet machine.
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const { page: admin } = await administratorPage(browser, { extraHTTPHeaders, retry: testInfo.retry });
  const coachPerson = newPerson("Cora");
  const coach = await personInOwnBrowser(browser, extraHTTPHeaders, coachPerson);
  await grantCoach(admin, coachPerson.email, origin);

  await coach.goto("/profile/mentor/availability");
  await expect(coach.getByRole("heading", { level: 1, name: "Your availability" })).toBeVisible();
  await expect(
    coach.getByText("Mentees see your free times once your mentor profile is published."),
  ).toBeVisible();
  await coach.getByRole("button", { name: "Add hours on Tuesday" }).click();
  await coach.getByLabel("Tuesday from (1)").fill("10:00");
  await coach.getByLabel("Tuesday until (1)").fill("13:30");
  await coach.getByRole("button", { name: "Add hours on Tuesday" }).click();
  await coach.getByLabel("Tuesday from (2)").fill("15:00");
  await coach.getByLabel("Tuesday until (2)").fill("17:00");
  await coach.getByLabel("60 minutes").uncheck();
  await coach.getByLabel("Buffer between sessions (minutes)").fill("30");
  await coach.getByLabel("Confirm every request at once (otherwise you approve each one)").check();
  await expectAccessibleAtBothWidths(coach);
  await coach.getByRole("button", { name: "Save availability" }).click();
  await expect(coach.getByRole("status").filter({ hasText: "Availability saved." })).toBeVisible();

  // Two times of one day that overlap are refused with the schema's words, before anything is sent.
  await coach.getByLabel("Tuesday until (1)").fill("16:00");
  await coach.getByRole("button", { name: "Save availability" }).click();
  await expect(coach.getByRole("alert")).toContainText("Available times of one day must not overlap");

  await coach.reload();
  await expect(coach.getByLabel("Tuesday from (1)")).toHaveValue("10:00");
  await expect(coach.getByLabel("Tuesday until (1)")).toHaveValue("13:30");
  await expect(coach.getByLabel("Tuesday from (2)")).toHaveValue("15:00");
  await expect(coach.getByLabel("30 minutes")).toBeChecked();
  await expect(coach.getByLabel("60 minutes")).not.toBeChecked();
  await expect(coach.getByLabel("Buffer between sessions (minutes)")).toHaveValue("30");

  await coach.goto("/mentoring/sessions");
  await expect(coach.getByRole("heading", { level: 1, name: "Mentoring sessions" })).toBeVisible();
  await expect(coach.getByText("No upcoming sessions.")).toBeVisible();
  await expectAccessibleAtBothWidths(coach);
});
