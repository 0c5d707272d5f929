import { TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { NORTHSTAR } from "./support/northstar";
import { fullName, teamOfTwo } from "./support/teams";

const yourPlace = (page: Page) => page.getByRole("region", { name: "Your place in the team" });
const memberRow = (page: Page, name: string) =>
  page
    .getByRole("region", { name: /^Members/ })
    .getByRole("listitem")
    .filter({ hasText: name });

test("a leader hands the leadership to a subscribing member from the team's settings; both see the new roles and the former leader loses the leader's controls", async ({
  page,
  browser,
  pageProblems,
}) => {
  // Two sign-ups and two checkouts come before the handover itself.
  test.slow();
  const { leader, member, team, memberContext, memberPage } = await teamOfTwo(page, browser, "Relay", {
    memberSubscribes: true,
  });
  const leaderName = fullName(leader);
  const memberName = fullName(member);
  const teamPath = `/teams/${team.slug}`;

  // Before: the member sees the leader's crown on someone else, and no leader's controls of their own.
  await memberPage.goto(teamPath);
  await expect(yourPlace(memberPage)).toContainText("You are a member of this team.");
  await expect(memberRow(memberPage, leaderName).getByText("Leader", { exact: true })).toBeVisible();
  await expect(memberPage.getByRole("link", { name: "Edit team" })).toHaveCount(0);
  await expect(memberPage.getByRole("button", { name: "Open a position" })).toHaveCount(0);

  // The leader reaches the members from the team's page, through its settings.
  await page.goto(teamPath);
  await expect(yourPlace(page)).toContainText("You are the leader of this team.");
  await expect(yourPlace(page)).toContainText(TEAM_ERROR_MESSAGES.leaderCannotLeave);
  await yourPlace(page).getByRole("link", { name: "Edit team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit team" })).toBeVisible();
  const leaderRow = page.getByRole("listitem", { name: leaderName });
  await expect(leaderRow.getByText("Leader", { exact: true })).toBeVisible();
  await leaderRow.getByRole("button", { name: "Hand over leadership" }).click();

  const dialog = page.getByRole("dialog", { name: `Hand over the leadership of ${team.name}` });
  await expect(dialog).toContainText(
    `The new leader decides the team's members, positions and applications; you stay in the team as a member. Leading needs an active subscription to ${NORTHSTAR.name}.`,
  );
  const confirm = dialog.getByRole("button", { name: "Hand over leadership" });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("radio", { name: memberName }).check();
  await dialog.getByRole("button", { name: `Make ${memberName} the leader` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${memberName} now leads ${team.name}`).first()).toBeVisible();

  // The former leader's settings page closes: managing the team is the leader's alone now.
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(
    page.getByText(`${TEAM_ERROR_MESSAGES.leaderOnly}. You can still visit the team's page.`),
  ).toBeVisible();
  await page.getByRole("link", { name: `Go to ${team.name}` }).click();

  // On the team's page the former leader is a member who may leave, without the leader's controls.
  await expect(yourPlace(page)).toContainText("You are a member of this team.");
  await expect(yourPlace(page).getByRole("button", { name: "Leave team" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit team" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open a position" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Applications" })).toHaveCount(0);
  await expect(memberRow(page, memberName).getByText("Leader", { exact: true })).toBeVisible();
  await expect(memberRow(page, leaderName).getByText("Leader", { exact: true })).toHaveCount(0);

  // The new leader, after a reload, has the crown and the controls.
  await memberPage.reload();
  await expect(yourPlace(memberPage)).toContainText("You are the leader of this team.");
  await expect(yourPlace(memberPage).getByRole("button", { name: "Leave team" })).toHaveCount(0);
  await expect(memberPage.getByRole("button", { name: "Open a position" })).toBeVisible();
  await expect(memberRow(memberPage, memberName).getByText("Leader", { exact: true })).toBeVisible();
  await expect(memberRow(memberPage, leaderName).getByText("Leader", { exact: true })).toHaveCount(0);
  await yourPlace(memberPage).getByRole("link", { name: "Edit team" }).click();
  await expect(memberPage.getByRole("heading", { level: 1, name: "Edit team" })).toBeVisible();
  await expect(
    memberPage
      .getByRole("listitem", { name: memberName })
      .getByRole("button", { name: "Hand over leadership" }),
  ).toBeVisible();
  await expect(
    memberPage.getByRole("listitem", { name: leaderName }).getByRole("button", { name: "Remove" }),
  ).toBeVisible();

  await memberContext.close();
  expect(pageProblems).toEqual([]);
});
