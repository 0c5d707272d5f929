import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { openAccountMenu } from "./support/accounts";
import { NORTHSTAR } from "./support/northstar";
import { api, fullName, incubatorMember, leaderWithTeam } from "./support/teams";

/** The day `days` from today, as a milestone's due date (YYYY-MM-DD, UTC). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("the dashboard of a subscriber who leads a team shows all its parts, and the account menu leads on", async ({
  page,
  browser,
}) => {
  test.slow();
  const { leader, team } = await leaderWithTeam(page, "Dashboard Crew");
  const { project } = (await api(page, "POST", "/api/projects", {
    team: team.slug,
    name: `Beta ${Date.now()}`,
  })) as {
    project: { slug: string; name: string };
  };
  await api(page, "POST", `/api/projects/${project.slug}/milestones`, {
    title: "Ship the beta",
    dueOn: dayFromNow(3),
  });
  const { member, context } = await incubatorMember(browser);
  const memberPage = context.pages()[0];
  if (!memberPage) throw new Error("no member page");
  await api(memberPage, "POST", `/api/teams/${team.slug}/join-requests`, {});
  await context.close();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // The checklist, ticked from real data: verified, subscribed and leading a team; the rest still to do.
  const steps = page.getByRole("list", { name: "Getting-started steps" });
  await expect(steps.getByText("Join or start a team")).toBeVisible();
  await expect(steps.getByRole("link", { name: "Join or start a team" })).toHaveCount(0);
  await expect(steps.getByRole("link", { name: "Post an introduction" })).toBeVisible();

  const memberships = page.getByRole("region", { name: "Memberships" });
  await expect(memberships.getByRole("link", { name: NORTHSTAR.name })).toBeVisible();
  await expect(memberships.getByText("Subscriber")).toBeVisible();
  await expect(page.getByRole("region", { name: "Subscription" })).toContainText(NORTHSTAR.name);
  await expect(page.getByRole("link", { name: "Manage your subscription" })).toHaveAttribute(
    "href",
    "/subscription",
  );

  await expect(
    page.getByRole("region", { name: "Your teams" }).getByRole("link", { name: team.name }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Your teams" })).toContainText("Leader · CEO");
  await expect(page.getByRole("region", { name: "Milestones due" })).toContainText("Ship the beta");
  await expect(page.getByRole("region", { name: "Applications waiting for you" })).toContainText(
    fullName(member),
  );
  await expect(page.getByText("Replies, mentions, applications and more.")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Your overall level" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Progress per section" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByRole("link", { name: "Leaderboards and your points log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Points and levels" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Levels and the points each starts at" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "This week" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await openAccountMenu(page, leader);
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(menu.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
  await expect(menu.getByRole("menuitem", { name: "Subscription" })).toHaveAttribute("href", "/subscription");
  await expect(menu.getByRole("menuitem", { name: "Notifications" })).toHaveAttribute(
    "href",
    "/notifications",
  );
  await expect(menu.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
  await expect(menu.getByRole("menuitem", { name: "Sign out", exact: true })).toBeVisible();
  await menu.getByRole("menuitem", { name: "Subscription" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test("the checklist goes away for good once dismissed", async ({ browser }) => {
  const { context } = await incubatorMember(browser);
  const newcomer = context.pages()[0];
  if (!newcomer) throw new Error("no page");
  await newcomer.goto("/dashboard");
  await newcomer.getByRole("button", { name: "Dismiss the checklist" }).click();
  await newcomer
    .getByRole("alertdialog", { name: "Dismiss the checklist?" })
    .getByRole("button", { name: "Dismiss" })
    .click();
  await expect(newcomer.getByRole("list", { name: "Getting-started steps" })).toHaveCount(0);
  await newcomer.reload();
  await expect(newcomer.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(newcomer.getByRole("region", { name: "Memberships" })).toBeVisible();
  await expect(newcomer.getByRole("button", { name: "Dismiss the checklist" })).toHaveCount(0);
  await context.close();
});
