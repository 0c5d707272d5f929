import { expect, test } from "./fixtures";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { NORTHSTAR, subscribeToNorthstar } from "./support/northstar";

test("a request to join shows in the leader's bell live; the leader reads it, marks all read and turns the kind off", async ({
  page,
  browser,
  pageProblems,
}) => {
  // Two people, a checkout and a team before the notification itself.
  test.slow();
  const leader = newPerson("Mary");
  await signUpAndVerify(page, leader);
  await subscribeToNorthstar(page);
  const teamName = `Comet ${Date.now()}`;
  await page.goto("/teams/create");
  const teamForm = page.getByRole("form", { name: "New team" });
  await expect(teamForm.getByRole("combobox", { name: "Incubator" })).toHaveValue(NORTHSTAR.slug);
  await teamForm.getByLabel("Name", { exact: true }).fill(teamName);
  await teamForm.getByLabel("Your core role").selectOption({ label: "CEO (Chief Executive Officer)" });
  await teamForm.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  const teamPath = new URL(page.url()).pathname;
  // The subscription started is the leader's first notification.
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread notification");

  // Someone else, in a browser of their own, joins the incubator as a guest and asks to join.
  const requesterContext = await browser.newContext();
  const requesterPage = await requesterContext.newPage();
  const requester = newPerson("Linus");
  await signUpAndVerify(requesterPage, requester);
  await requesterPage.goto(`/incubators/${NORTHSTAR.slug}`);
  await requesterPage.getByRole("button", { name: "Join as guest" }).first().click();
  await expect(requesterPage.getByRole("button", { name: "Join as guest" })).toHaveCount(0);
  await requesterPage.goto(teamPath);
  await requesterPage.getByRole("button", { name: "Request to join" }).click();
  const request = requesterPage.getByRole("dialog", { name: `Ask to join ${teamName}` });
  await request.getByLabel("Message").fill("I can build the landing page.");
  await request.getByRole("button", { name: "Send request" }).click();
  await expect(request).toBeHidden();
  await requesterContext.close();

  // The leader's bell counts it without a reload, and its panel shows it.
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread notifications");
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications", exact: true });
  const requesterName = `${requester.firstName} ${requester.lastName}`;
  await expect(
    panel.getByRole("link", { name: `Unread: ${requesterName} asked to join ${teamName}` }),
  ).toBeVisible();
  await expect(panel).toContainText("I can build the landing page.");
  await expectAccessible(page);

  // Mark all read from the panel; the count goes.
  await panel.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(panel.getByRole("link", { name: `${requesterName} asked to join ${teamName}` })).toBeVisible();

  // The page lists it, read, and passes the scan at both widths.
  await panel.getByRole("link", { name: "See all notifications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: "Notifications" })
      .getByRole("link", { name: `${requesterName} asked to join ${teamName}` }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // Requests to join, off.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Choose how you receive each kind" }).click();
  const requests = page.getByRole("group", { name: "Requests to join my teams" });
  await expect(requests.getByRole("radio", { name: "By email" })).toBeChecked();
  await requests.getByRole("radio", { name: "Off" }).check();
  await expect(page.getByText("Saved: Requests to join my teams, off.")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("group", { name: "Requests to join my teams" }).getByRole("radio", { name: "Off" }),
  ).toBeChecked();

  // A visitor's session lookups before signing in answer 200 with no session: no error to discount.
  expect(pageProblems).toEqual([]);
});
