import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { NORTHSTAR, subscribeToNorthstar } from "./support/northstar";

/** The page's API with its session, as the page's own calls send it (same origin). */
async function api(page: Page, method: string, path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response.status() === 204 ? undefined : response.json();
}

async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page);
  }
}

test("two members chat in their team's channel in real time", async ({ page, browser }) => {
  // Two sign-ups, a checkout and two live pages on a shared machine.
  test.slow();
  const leader = newPerson("Mary");
  await signUpAndVerify(page, leader);
  await subscribeToNorthstar(page);
  const { team } = await api(page, "POST", "/api/teams", {
    incubator: NORTHSTAR.slug,
    name: `Chatters ${Date.now()}`,
    coreRole: "ceo",
  });

  // The second member joins the incubator, asks to join the team, and the leader accepts.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = newPerson("Grace");
  await signUpAndVerify(memberPage, member);
  await api(memberPage, "POST", `/api/incubators/${NORTHSTAR.slug}/membership`);
  const { application } = await api(memberPage, "POST", `/api/teams/${team.slug}/join-requests`, {});
  await api(page, "POST", `/api/applications/${application.id}/accept`);

  const chatPath = `/teams/${team.slug}/communication`;
  await page.goto(chatPath);
  await memberPage.goto(chatPath);
  await expect(page.getByRole("heading", { level: 1, name: "Team communication" })).toBeVisible();
  const leaderBox = page.getByRole("textbox", { name: "Message # general" });
  const memberBox = memberPage.getByRole("textbox", { name: "Message # general" });
  await expect(memberBox).toBeVisible();

  // A message from the leader reaches the member live, announced politely.
  await leaderBox.fill("Hello from the leader");
  await leaderBox.press("Enter");
  const memberMessages = memberPage.getByRole("list", { name: "Messages" });
  await expect(memberMessages).toContainText("Hello from the leader");
  await expect(
    memberPage.getByText(`${leader.firstName} ${leader.lastName}: Hello from the leader`),
  ).toBeAttached();

  // The member replies in a thread; the leader sees the reply count and the reply.
  await memberMessages
    .getByRole("button", { name: `Reply in thread to ${leader.firstName} ${leader.lastName}` })
    .click();
  const thread = memberPage.getByRole("complementary", { name: "Thread" });
  await thread.getByRole("textbox", { name: "Reply in the thread" }).fill("A reply in the thread");
  await thread.getByRole("textbox", { name: "Reply in the thread" }).press("Enter");
  await expect(thread.getByRole("list", { name: "Replies" })).toContainText("A reply in the thread");
  const leaderMessages = page.getByRole("list", { name: "Messages" });
  await expect(leaderMessages.getByRole("button", { name: "1 reply" })).toBeVisible();

  // A reaction from the member shows for the leader.
  await memberMessages
    .getByRole("button", { name: `React to ${leader.firstName} ${leader.lastName}'s message` })
    .click();
  await memberMessages.getByRole("button", { name: "Celebrate" }).click();
  await expect(leaderMessages.getByRole("button", { name: /Celebrate: 1/ })).toBeVisible();

  // The leader edits with Up and deletes; the member sees both.
  await leaderBox.click();
  await leaderBox.press("ArrowUp");
  const editBox = page.getByRole("textbox", { name: "Edit your message" });
  await expect(editBox).toHaveValue("Hello from the leader");
  await editBox.fill("Hello from the leader, edited");
  await editBox.press("Enter");
  await expect(memberMessages).toContainText("Hello from the leader, edited");
  await expect(memberMessages).toContainText("(edited)");
  await leaderBox.fill("A message to delete");
  await leaderBox.press("Enter");
  await expect(memberMessages).toContainText("A message to delete");
  await leaderMessages.getByRole("button", { name: "Delete your message" }).last().click();
  await page
    .getByRole("alertdialog", { name: "Delete this message?" })
    .getByRole("button", { name: "Delete message" })
    .click();
  await expect(memberMessages).toContainText("This message was deleted.");
  await expectAccessibleAtBothWidths(memberPage);

  // While the member is on the team's page, a new message shows there as unread, live; back in the
  // channel, the "New messages" line marks where they left off (opening it reads it, so the channel's
  // own badge clears at once).
  await memberPage.goto(`/teams/${team.slug}`);
  await expect(memberPage.getByRole("link", { name: "Team chat" })).toBeVisible();
  await leaderBox.fill("Are you there?");
  await leaderBox.press("Enter");
  await expect(leaderMessages).toContainText("Are you there?");
  await expect(memberPage.getByRole("link", { name: "Team chat, 1 unread" })).toBeVisible();
  await memberPage.getByRole("link", { name: "Team chat, 1 unread" }).click();
  await expect(memberPage.getByRole("heading", { name: "New messages" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await memberContext.close();
});
