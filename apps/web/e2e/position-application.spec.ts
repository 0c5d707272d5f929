import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { NORTHSTAR } from "./support/northstar";
import { api, fullName, incubatorMember, leaderWithTeam } from "./support/teams";

test("a member of the incubator applies from its positions page; the leader finds it from the bell, tries them out, accepts, and the position is filled", async ({
  page,
  browser,
  pageProblems,
}) => {
  // Two sign-ups and a checkout come before the application itself.
  test.slow();
  const { team } = await leaderWithTeam(page, "Beacon");
  const teamPath = `/teams/${team.slug}`;

  // The leader opens a position for the CTO role, with one seat.
  await page.goto(teamPath);
  await page.getByRole("button", { name: "Open a position" }).click();
  const positionDialog = page.getByRole("dialog", { name: "Open a position" });
  await positionDialog.getByLabel("Title", { exact: true }).fill("Signal engineer");
  await positionDialog
    .getByRole("combobox", { name: "Role" })
    .selectOption({ label: "CTO – Chief Technology Officer" });
  await positionDialog.getByLabel("Description", { exact: true }).fill("Build the receiver with us.");
  await positionDialog.getByLabel("Hours a week").fill("10");
  await positionDialog.getByRole("button", { name: "Open position" }).click();
  await expect(positionDialog).toBeHidden();
  await expect(page.getByRole("article", { name: "Signal engineer", exact: true })).toBeVisible();

  // A guest of the incubator, in a browser of their own, applies from the incubator's positions page.
  const {
    member: applicant,
    context: applicantContext,
    memberPage: applicantPage,
  } = await incubatorMember(browser);
  const applicantName = fullName(applicant);
  await applicantPage.goto(`/incubators/${NORTHSTAR.slug}/positions`);
  await expect(applicantPage.getByRole("heading", { level: 1, name: "Incubator positions" })).toBeVisible();
  const card = applicantPage
    .getByRole("article", { name: "Signal engineer", exact: true })
    .filter({ has: applicantPage.getByRole("link", { name: team.name }) });
  await expect(card).toContainText("Build the receiver with us.");
  await card.getByRole("button", { name: "Apply for Signal engineer" }).click();
  const applyDialog = applicantPage.getByRole("dialog", { name: "Apply for Signal engineer" });
  const note = "I built two ground station receivers.";
  await applyDialog.getByLabel("Message (optional)").fill(note);
  await applyDialog.getByRole("button", { name: "Send application" }).click();
  await expect(applyDialog).toBeHidden();
  await expect(card.getByText("Applied · Pending")).toBeVisible();

  // The leader's bell tells them; its notification leads to the team's page.
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications", exact: true });
  const notice = panel.getByRole("link", {
    name: `Unread: ${applicantName} applied to the Signal engineer position at ${team.name}`,
  });
  await expect(panel).toContainText(note);
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`${teamPath}$`));

  // The application waits there with the note; the leader starts a trial.
  const applications = page.getByRole("region", { name: "Applications" });
  const pending = applications.getByRole("article", { name: `${applicantName}: Signal engineer` });
  await expect(pending).toContainText(note);
  await pending.getByRole("button", { name: "Start trial" }).click();
  const trialDialog = page.getByRole("alertdialog", { name: `Start a trial with ${applicantName}?` });
  await trialDialog
    .getByLabel("Trial ends on")
    .fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  await trialDialog.getByRole("button", { name: "Start trial" }).click();
  await expect(trialDialog).toBeHidden();
  await expect(applications.getByText("No applications are waiting for you.")).toBeVisible();

  // The applicant's card follows: on trial now.
  await applicantPage.reload();
  await expect(card.getByText("Applied · On trial")).toBeVisible();

  // From the trial, the leader accepts.
  await applications.getByRole("tab", { name: "On trial" }).click();
  const onTrial = applications.getByRole("article", { name: `${applicantName}: Signal engineer` });
  await onTrial.getByRole("button", { name: "Accept" }).click();
  const acceptDialog = page.getByRole("alertdialog", { name: `Accept ${applicantName}?` });
  await expect(acceptDialog).toContainText("as CTO");
  await acceptDialog.getByRole("button", { name: "Accept" }).click();
  await expect(acceptDialog).toBeHidden();

  // The one seat is taken: the position is no longer open, and the applicant holds its role.
  await expect(page.getByRole("article", { name: "Signal engineer", exact: true })).toHaveCount(0);
  const members = page.getByRole("region", { name: /^Members/ });
  await expect(members.getByRole("listitem").filter({ hasText: applicantName })).toContainText("CTO");
  await expect(
    page.getByRole("region", { name: "Roles" }).getByRole("listitem", { name: "CTO" }),
  ).toContainText(`Filled by ${applicantName}`);

  // The applicant sees it: the position left the incubator's list, their application is accepted, and
  // the team's page calls them a member.
  await applicantPage.reload();
  await expect(applicantPage.getByRole("heading", { level: 1, name: "Incubator positions" })).toBeVisible();
  await expect(card).toHaveCount(0);
  await applicantPage.getByRole("button", { name: "My applications" }).click();
  const mine = applicantPage.getByRole("dialog", { name: "My applications" });
  await expect(
    mine
      .getByRole("article", { name: `${team.name}: Signal engineer` })
      .getByText("Accepted", { exact: true }),
  ).toBeVisible();
  await applicantPage.keyboard.press("Escape");
  await applicantPage.goto(teamPath);
  await expect(applicantPage.getByRole("region", { name: "Your place in the team" })).toContainText(
    "You are a member of this team.",
  );

  await applicantContext.close();
  expect(pageProblems).toEqual([]);
});

test("the leader invites a candidate from the hiring list, who gets it in their bell and applies; the incubator page shows its members", async ({
  page,
  browser,
  pageProblems,
}) => {
  test.slow();
  const { leader, team } = await leaderWithTeam(page, "Lantern");
  const teamPath = `/teams/${team.slug}`;
  await api(page, "POST", `/api/teams/${team.slug}/positions`, {
    title: "Lamp engineer",
    coreRole: "cto",
    description: "Build the lamps with Rust.",
    hoursPerWeek: 10,
    isRemote: true,
    offers: "",
  });

  // A guest of the incubator who told their profile they want the CTO role, and knows Rust.
  const { context, memberPage } = await incubatorMember(browser);
  // A name of their own: the lists and the search below find this person alone.
  const lastName = `Lamplighter ${"abcdefghij"
    .split("")
    .sort(() => Math.random() - 0.5)
    .join("")}`;
  const candidateName = `Grace ${lastName}`;
  await api(memberPage, "PATCH", "/api/account/profile", {
    lastName,
    preferredRoles: ["cto"],
    skills: ["rust"],
    hoursPerWeek: 20,
  });

  // The leader finds them with why they fit, and invites them to apply.
  await page.goto(teamPath);
  const candidates = page.getByRole("region", { name: "Members who want your open roles" });
  const card = candidates.getByRole("listitem", { name: candidateName });
  const reasons = card.getByRole("list", { name: `Why ${candidateName} is suggested` });
  await expect(reasons).toContainText("Would take the CTO role your team has open, among others");
  await expect(reasons).toContainText("Knows rust, which your open positions ask for");
  await expect(card.getByRole("button", { name: `Message ${candidateName}` })).toBeVisible();

  // The card leads to the candidate's profile: the leader reads who they are before inviting.
  await card.getByRole("link", { name: candidateName }).click();
  await expect(page).toHaveURL(/\/people\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: candidateName })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("rust");
  await expect(page.getByRole("button", { name: `Message ${candidateName}` })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.goBack();
  await expect(card.getByRole("button", { name: "Invite to apply" })).toBeEnabled();
  await card.getByRole("button", { name: "Invite to apply" }).click();
  await expect(card.getByText("Already invited to this position")).toBeVisible();
  await expect(card.getByRole("button", { name: "Invite to apply" })).toBeDisabled();
  // The confirmation's toast first: one that mounted after the dialog opened would be the top layer,
  // and Escape would dismiss it instead of the dialog.
  await expect(page.getByText("Invitation sent", { exact: true })).toBeVisible();
  // The position's links name whom the invitation was made for.
  await page.getByRole("button", { name: "Invite links for Lamp engineer" }).click();
  const links = page.getByRole("dialog", { name: "Invite links for Lamp engineer" });
  const invitation = links.getByRole("listitem", { name: `Invitation for ${candidateName}` });
  await expect(invitation.getByRole("link", { name: candidateName })).toHaveAttribute("href", /^\/people\//);
  await expect(invitation).toContainText("Active");
  await page.keyboard.press("Escape");
  await expect(links).toBeHidden();

  // The candidate's bell has it; it opens the invite, and they apply.
  await memberPage.goto("/dashboard");
  await memberPage
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ })
    .click();
  await memberPage
    .getByRole("region", { name: "Notifications", exact: true })
    .getByRole("link", {
      name: `Unread: ${fullName(leader)} invited you to apply to the Lamp engineer position at ${team.name}`,
    })
    .click();
  await expect(memberPage).toHaveURL(/\/position-invite\//);
  await memberPage.getByRole("button", { name: "Accept" }).click();
  await expect(memberPage.getByRole("heading", { name: "Application sent" })).toBeFocused();

  // The leader finds the application waiting, its applicant a link to their profile, with "Message".
  await page.goto("/dashboard");
  const waiting = page.getByRole("region", { name: "Applications waiting for you" });
  await expect(waiting.getByRole("link", { name: candidateName })).toHaveAttribute("href", /^\/people\//);
  await page.goto(teamPath);
  const application = page
    .getByRole("region", { name: "Applications" })
    .getByRole("article", { name: new RegExp(`^${candidateName}`) });
  await expect(application.getByRole("link", { name: candidateName })).toHaveAttribute("href", /^\/people\//);
  await expect(application.getByRole("button", { name: `Message ${candidateName}` })).toBeVisible();

  // Inside the incubator, its page lists its members, the leader among them.
  await memberPage.goto(`/incubators/${NORTHSTAR.slug}`);
  // Below the plans, the community renders as the reader scrolls towards it, once the page is drawn.
  await expect(memberPage.getByRole("heading", { level: 1, name: NORTHSTAR.name })).toBeVisible();
  await memberPage.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const community = memberPage.getByRole("region", { name: "Community" });
  await community.getByLabel("Search members").fill(lastName);
  const found = community.getByRole("list", { name: `Members of ${NORTHSTAR.name}` });
  await expect(found.getByRole("link", { name: candidateName })).toBeVisible();
  await expect(found.getByRole("listitem")).toHaveCount(1);
  await expect(found.getByRole("button", { name: `Message ${candidateName}` })).toHaveCount(0);
  await expectAccessibleAtBothWidths(memberPage);

  await context.close();
  expect(pageProblems).toEqual([]);
});

test("a person on trial posts in the team's channel, and loses it live when the leader declines", async ({
  page,
  browser,
  pageProblems,
}) => {
  // Two sign-ups, a checkout and two live pages on a shared machine.
  test.slow();
  const { team } = await leaderWithTeam(page, "Lantern");
  const teamPath = `/teams/${team.slug}`;
  const { member, context, memberPage } = await incubatorMember(browser);
  const name = fullName(member);
  await api(memberPage, "POST", `/api/teams/${team.slug}/join-requests`, { message: "Let me try" });

  // The leader starts a trial from the team's page.
  await page.goto(teamPath);
  const applications = page.getByRole("region", { name: "Applications" });
  await applications
    .getByRole("article", { name: new RegExp(`^${name}`) })
    .getByRole("button", { name: "Start trial" })
    .click();
  const trialDialog = page.getByRole("alertdialog", { name: `Start a trial with ${name}?` });
  await expect(trialDialog).toContainText("reads and writes in the team's chat and feed");
  await trialDialog
    .getByLabel("Trial ends on")
    .fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  await trialDialog.getByRole("button", { name: "Start trial" }).click();
  await expect(trialDialog).toBeHidden();

  // The person on trial is pointed from the team's page to its chat, and posts there.
  await memberPage.goto(teamPath);
  const place = memberPage.getByRole("region", { name: "Your place in the team" });
  await expect(place).toContainText("You are on a trial with this team.");
  await place.getByRole("link", { name: /Team chat/ }).click();
  await expect(memberPage.getByRole("heading", { level: 1, name: "Team communication" })).toBeVisible();
  const box = memberPage.getByRole("textbox", { name: "Message # general" });
  await box.fill("Hello from the trial");
  await box.press("Enter");
  await page.goto(`${teamPath}/communication`);
  await expect(page.getByRole("list", { name: "Messages" })).toContainText("Hello from the trial");

  // The leader declines; the open chat page of the person on trial says their access ended.
  await page.goto(teamPath);
  await applications.getByRole("tab", { name: "On trial" }).click();
  await applications
    .getByRole("article", { name: new RegExp(`^${name}`) })
    .getByRole("button", { name: "Decline" })
    .click();
  const declineDialog = page.getByRole("alertdialog", { name: `Decline ${name}?` });
  await declineDialog.getByRole("button", { name: "Decline" }).click();
  await expect(declineDialog).toBeHidden();
  await expect(
    memberPage.getByRole("heading", { level: 1, name: "Your access to this chat has ended" }),
  ).toBeVisible();
  await expect(memberPage.getByRole("list", { name: "Messages" })).toHaveCount(0);

  await context.close();
  expect(pageProblems).toEqual([]);
});
