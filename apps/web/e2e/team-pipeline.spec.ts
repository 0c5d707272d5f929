import { leadershipNeedsSubscriptionMessage, TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { followMailboxLink, newPerson, signUp, signUpAndVerify } from "./support/accounts";
import { NORTHSTAR, subscribeToNorthstar } from "./support/northstar";

/** One core role's line in the team page's role coverage, such as "CTO" with "Filled by …". */
const coverageOf = (page: Page, role: string) =>
  page.getByRole("region", { name: "Roles" }).getByRole("listitem", { name: role });

test("a subscriber's invite link brings a newcomer through sign-up and verification into the team", async ({
  page,
  browser,
  pageProblems,
}) => {
  // Two people, a checkout, a team, a project, a sign-up with its email and two dozen accessibility
  // scans: about 100 s on an idle two-core machine, and more than the tripled limit of the other long
  // flows (180 s) on a loaded one. The limit is there to catch a hang, not to time the flow.
  test.setTimeout(360_000);
  const leader = newPerson("Mary");
  await signUpAndVerify(page, leader);
  await subscribeToNorthstar(page);

  // The subscriber creates a team, leading it as its CEO.
  const teamName = `Rocket ${Date.now()}`;
  await page.goto("/teams/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a team" })).toBeVisible();
  const teamForm = page.getByRole("form", { name: "New team" });
  await expect(teamForm.getByRole("combobox", { name: "Incubator" })).toHaveValue(NORTHSTAR.slug);
  await expectAccessibleAtBothWidths(page);
  await teamForm.getByLabel("Name", { exact: true }).fill(teamName);
  await teamForm.getByLabel("Tagline").fill("Rockets for small payloads.");
  await teamForm.getByLabel("Your core role").selectOption({ label: "CEO (Chief Executive Officer)" });
  await teamForm.getByLabel("Your title").fill("Founder");
  await teamForm.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  const teamPath = new URL(page.url()).pathname;
  expect(teamPath).toMatch(/^\/teams\/rocket-\d+$/);
  await expect(coverageOf(page, "CEO")).toContainText(`Filled by ${leader.firstName} ${leader.lastName}`);
  await expect(coverageOf(page, "CTO")).toContainText("Open");

  // A project with a milestone, from the team's page.
  const projectName = `Launchpad ${Date.now()}`;
  await page.getByRole("link", { name: "New project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a project" })).toBeVisible();
  const projectForm = page.getByRole("form", { name: "New project" });
  await expect(projectForm.getByRole("combobox", { name: "Team" })).toHaveValue(
    teamPath.replace("/teams/", ""),
  );
  await expectAccessibleAtBothWidths(page);
  await projectForm.getByLabel("Name", { exact: true }).fill(projectName);
  await projectForm.getByLabel("Summary").fill("A launch pad for the first flight.");
  await projectForm.getByRole("button", { name: "Add milestone" }).click();
  await projectForm.getByLabel("Milestone 1 title").fill("First static fire");
  await projectForm.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByRole("list", { name: "Milestones" })).toContainText("First static fire");
  const recentUpdates = page.getByRole("list", { name: "Recent updates" });
  await expect(recentUpdates).toContainText("created the project");
  await page.getByRole("checkbox", { name: "First static fire" }).check();
  await expect(recentUpdates.getByRole("listitem").first()).toContainText(
    "completed the milestone “First static fire”",
  );
  const projectPath = new URL(page.url()).pathname;
  await expectAccessibleAtBothWidths(page);

  // Back on the team's page, a position for the CTO role.
  await page.getByRole("region", { name: "Team" }).getByRole("link", { name: teamName }).click();
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Projects" }).getByRole("link", { name: projectName }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Open a position" }).click();
  const positionDialog = page.getByRole("dialog", { name: "Open a position" });
  await positionDialog.getByLabel("Title", { exact: true }).fill("Founding engineer");
  await positionDialog
    .getByRole("combobox", { name: "Role" })
    .selectOption({ label: "CTO – Chief Technology Officer" });
  await positionDialog.getByLabel("Description", { exact: true }).fill("Build the first version with us.");
  await positionDialog.getByLabel("Hours a week").fill("15");
  await positionDialog.getByLabel("What the team offers").fill("Equity and a say in the product.");
  await positionDialog.getByRole("button", { name: "Open position" }).click();
  await expect(positionDialog).toBeHidden();
  await expect(page.getByRole("article", { name: "Founding engineer" })).toBeVisible();
  await expect(coverageOf(page, "CTO")).toContainText("Hiring");

  // An invite link for it: one use, seven days, the leader approves.
  await page.getByRole("button", { name: "Invite links for Founding engineer" }).click();
  const inviteDialog = page.getByRole("dialog", { name: "Invite links for Founding engineer" });
  await inviteDialog.getByLabel("Expires after (days)").fill("7");
  await inviteDialog.getByLabel("Uses allowed").fill("1");
  await expect(inviteDialog.getByRole("switch", { name: "Needs your approval" })).toBeChecked();
  await inviteDialog.getByRole("button", { name: "Create link" }).click();
  const linkField = inviteDialog.getByRole("textbox", { name: "Invite link" });
  await expect(linkField).toHaveValue(/\/position-invite\//);
  const inviteUrl = new URL(await linkField.inputValue());
  const invitePath = inviteUrl.pathname;
  await expect(inviteDialog.getByRole("list")).toContainText("0 of 1 use");
  await inviteDialog.getByRole("button", { name: "Done" }).click();
  await page.keyboard.press("Escape");
  await expect(inviteDialog).toBeHidden();

  // The newcomer, in a browser of their own, opens the link signed out.
  const newcomerContext = await browser.newContext();
  const newcomerPage = await newcomerContext.newPage();
  const newcomerProblems: string[] = [];
  newcomerPage.on("console", (message) => {
    if (message.type() === "error") newcomerProblems.push(`console: ${message.text()}`);
  });
  const newcomer = newPerson("Grace");
  const newcomerName = `${newcomer.firstName} ${newcomer.lastName}`;
  await newcomerPage.goto(invitePath);
  await expect(
    newcomerPage.getByRole("heading", { level: 1, name: new RegExp(`Founding engineer at ${teamName}`) }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(newcomerPage);

  await newcomerPage.getByRole("link", { name: "Create account" }).click();
  await expect(newcomerPage).toHaveURL(/\/auth\?view=sign-up&redirect=%2Fposition-invite%2F/);
  await signUp(newcomerPage, newcomer, newcomerPage.url());
  await followMailboxLink(newcomerPage, newcomer.email, /verify/i);

  // The verification link signs them in and brings them back to the invite.
  await expect(newcomerPage).toHaveURL(new RegExp(`${invitePath}$`));
  await expect(newcomerPage.getByText(`You join ${NORTHSTAR.name} as a guest member.`)).toBeVisible();
  await newcomerPage.getByLabel("Message to the team (optional)").fill("I have shipped two products.");
  await newcomerPage.getByRole("button", { name: "Accept" }).click();
  await expect(newcomerPage.getByRole("heading", { name: "Application sent" })).toBeFocused();
  await expectAccessibleAtBothWidths(newcomerPage);

  // As a guest of the incubator now, they find the position on its positions page, applied.
  await newcomerPage.goto(`/incubators/${NORTHSTAR.slug}/positions`);
  const card = newcomerPage.getByRole("article", { name: "Founding engineer" }).filter({ hasText: teamName });
  await expect(card.getByText("Applied · Pending")).toBeVisible();
  await expectAccessibleAtBothWidths(newcomerPage);

  // The leader, on the team's page, starts a trial, then accepts.
  await page.goto(teamPath);
  const applications = page.getByRole("region", { name: "Applications" });
  const pending = applications.getByRole("article", { name: `${newcomerName}: Founding engineer` });
  await expect(pending).toContainText("through an invite link");
  await pending.getByRole("button", { name: "Start trial" }).click();
  const trialDialog = page.getByRole("alertdialog", { name: `Start a trial with ${newcomerName}?` });
  await trialDialog
    .getByLabel("Trial ends on")
    .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await trialDialog.getByRole("button", { name: "Start trial" }).click();
  await expect(trialDialog).toBeHidden();
  await expect(applications.getByText("No applications are waiting for you.")).toBeVisible();

  await applications.getByRole("tab", { name: "On trial" }).click();
  const onTrial = applications.getByRole("article", { name: `${newcomerName}: Founding engineer` });
  await expect(onTrial.getByText("On trial", { exact: true })).toBeVisible();
  await onTrial.getByRole("button", { name: "Accept" }).click();
  const acceptDialog = page.getByRole("alertdialog", { name: `Accept ${newcomerName}?` });
  await expect(acceptDialog).toContainText("as CTO");
  await acceptDialog.getByRole("button", { name: "Accept" }).click();
  await expect(acceptDialog).toBeHidden();

  // The newcomer is a member with the CTO role, and the role coverage says who fills it.
  await expect(coverageOf(page, "CTO")).toContainText(`Filled by ${newcomerName}`);
  const members = page.getByRole("region", { name: /^Members/ });
  await expect(members.getByRole("listitem").filter({ hasText: newcomerName })).toContainText("CTO");
  await applications.getByRole("tab", { name: "Decided" }).click();
  await expect(
    applications
      .getByRole("region", { name: "Accepted" })
      .getByRole("article", { name: `${newcomerName}: Founding engineer` }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // The leader's edit pages, with the new member among the team's.
  await page.goto(`${teamPath}/edit`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(newcomerName).first()).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.goto(`${projectPath}/edit`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // The newcomer's own list tells them, with the whole history.
  await newcomerPage.getByRole("button", { name: "My applications" }).click();
  const mine = newcomerPage.getByRole("dialog", { name: "My applications" });
  const entry = mine.getByRole("article", { name: `${teamName}: Founding engineer` });
  await expect(entry.getByText("Accepted", { exact: true })).toBeVisible();
  await entry.getByRole("button", { name: "History" }).click();
  await expect(entry.getByRole("list", { name: "History" })).toContainText("On trial");
  await expectAccessibleAtBothWidths(newcomerPage);

  // The link was for one use: it now says so instead of showing the position.
  await newcomerPage.goto(invitePath);
  await expect(
    newcomerPage.getByRole("heading", { level: 1, name: new RegExp(TEAM_ERROR_MESSAGES.inviteUsedUp) }),
  ).toBeVisible();

  await newcomerContext.close();
  // The used-up link answers 410 by design; the console reports that answer as a failed load.
  expect(newcomerProblems.filter((problem) => !problem.includes("status of 410"))).toEqual([]);
  expect(pageProblems).toEqual([]);
});

test("a guest of the incubator is refused team leadership, with the reason", async ({ page, baseURL }) => {
  const guest = newPerson("Ida");
  await signUpAndVerify(page, guest);
  await page.goto(`/incubators/${NORTHSTAR.slug}`);
  const membership = page.getByRole("region", { name: "Your membership" });
  await membership.getByRole("button", { name: "Join as guest" }).click();
  await expect(membership).toContainText("Guest");

  // The create-team page gives the reason instead of a form, and the way to a subscription.
  await page.goto("/teams/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a team" })).toBeVisible();
  await expect(page.getByText("Leading a team needs a subscription")).toBeVisible();
  await expect(page.getByText(/subscribers get team leadership/)).toBeVisible();
  // The way leads to the plans of the incubator the guest belongs to.
  const plans = page.getByRole("link", { name: `See the plans of ${NORTHSTAR.name}` });
  await expect(plans).toHaveAttribute("href", `/incubators/${NORTHSTAR.slug}#plans`);
  await expect(page.getByRole("form", { name: "New team" })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);

  // The server refuses the same way when asked directly, with the message the pages show.
  const refused = await page.request.post("/api/teams", {
    data: { incubator: NORTHSTAR.slug, name: `Guest team ${Date.now()}` },
    headers: { Origin: baseURL ?? "" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    leadershipNeedsSubscriptionMessage(NORTHSTAR.name),
  );
});
