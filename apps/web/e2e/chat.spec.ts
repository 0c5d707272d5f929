import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./support/accessibility";
import { teamOfTwo } from "./support/teams";

async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page);
  }
}

test("two members chat in their team's channel in real time, with a mention chosen from the list that reaches the bell and the header", async ({
  page,
  browser,
}) => {
  // Two sign-ups, a checkout and two live pages on a shared machine.
  test.slow();
  const { leader, member, team, memberContext, memberPage } = await teamOfTwo(page, browser, "Chatters");

  const chatPath = `/teams/${team.slug}/communication`;
  await page.goto(chatPath);
  await memberPage.goto(chatPath);
  await expect(page.getByRole("heading", { level: 1, name: "Team communication" })).toBeVisible();
  const leaderBox = page.getByRole("textbox", { name: "Message # general" });
  const memberBox = memberPage.getByRole("textbox", { name: "Message # general" });
  await expect(memberBox).toBeVisible();
  // The channel opens ready to write in: the composer has the focus, and the page has no footer.
  await expect(leaderBox).toBeFocused();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  // A message from the leader reaches the member live, announced politely.
  await leaderBox.fill("Hello from the leader");
  await leaderBox.press("Enter");
  const memberMessages = memberPage.getByRole("list", { name: "Messages" });
  await expect(memberMessages).toContainText("Hello from the leader");
  await expect(
    memberPage.getByText(`${leader.firstName} ${leader.lastName}: Hello from the leader`),
  ).toBeAttached();

  // The member replies in a thread; the leader sees the reply count and the reply.
  const leaderActions = `Actions for ${leader.firstName} ${leader.lastName}'s message`;
  await memberMessages.getByRole("button", { name: leaderActions }).click();
  await memberPage.getByRole("menuitem", { name: "Reply in thread" }).click();
  const thread = memberPage.getByRole("complementary", { name: "Thread" });
  await thread.getByRole("textbox", { name: "Reply in the thread" }).fill("A reply in the thread");
  await thread.getByRole("textbox", { name: "Reply in the thread" }).press("Enter");
  await expect(thread.getByRole("list", { name: "Replies" })).toContainText("A reply in the thread");
  const leaderMessages = page.getByRole("list", { name: "Messages" });
  await expect(leaderMessages.getByRole("button", { name: "1 reply" })).toBeVisible();

  // A reaction from the member shows for the leader.
  await memberMessages.getByRole("button", { name: leaderActions }).first().click();
  await memberPage.getByRole("menuitem", { name: "Add a reaction" }).click();
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
  await leaderMessages.getByRole("button", { name: leaderActions }).last().click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
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

  // Elsewhere in the site, the header's chat button counts what waits for the member, live. The demo
  // incubator's general channel may hold messages the member never read, so only the change is exact.
  await memberPage.goto("/notifications");
  const memberChat = memberPage.getByRole("banner").getByRole("button", { name: /^Chat\b/ });
  await expect(memberChat).toBeVisible();
  await expect(memberChat).not.toHaveAccessibleName(/mentioning you/);

  // The leader mentions the member, chosen from the list of the channel's readers.
  const memberName = `${member.firstName} ${member.lastName}`;
  await leaderBox.fill(`Over to you @${member.firstName.slice(0, 3)}`);
  await leaderBox.press("End");
  await leaderBox.pressSequentially(member.firstName.charAt(3));
  const mentionList = page.getByRole("listbox", { name: "People to mention" });
  await expect(mentionList.getByRole("option", { name: memberName })).toBeVisible();
  await expect(
    mentionList.getByRole("option", { name: `${leader.firstName} ${leader.lastName}` }),
  ).toHaveCount(0);
  // Enter picks the person; it does not send.
  await leaderBox.press("Enter");
  await expect(leaderBox).toHaveValue(`Over to you @${memberName} `);
  await leaderBox.pressSequentially("for the demo");
  const sent = page.waitForResponse(
    (response) => response.url().endsWith("/messages") && response.request().method() === "POST",
  );
  await leaderBox.press("Enter");
  const { message } = (await (await sent).json()) as { message: { mentions: { name: string }[] } };
  expect(message.mentions.map((person) => person.name)).toEqual([memberName]);
  await expect(leaderMessages).toContainText(`Over to you @${memberName} for the demo`);

  // The member's header shows the mention at once, and the bell has the notification.
  await expect(memberChat).toHaveAccessibleName(/^Chat, \d+\+? unread, 1 mentioning you$/);
  await expect(memberChat).toContainText("@1");
  const mentionTitle = `${leader.firstName} ${leader.lastName} mentioned you in #general in ${team.name}`;
  const bell = memberPage.getByRole("banner").getByRole("button", { name: /^Notifications, \d+ unread/ });
  await bell.click();
  await expect(
    memberPage
      .getByRole("banner")
      .getByRole("region", { name: "Notifications" })
      .getByRole("link", { name: new RegExp(mentionTitle) }),
  ).toBeVisible();
  await memberPage.keyboard.press("Escape");
  await expect(
    memberPage.getByRole("main").getByRole("link", { name: new RegExp(mentionTitle) }),
  ).toBeVisible();

  // The chat panel leads to the channel; reading it there clears the mention from the header.
  await memberChat.click();
  const unreadPanel = memberPage.getByRole("banner").getByRole("region", { name: "Unread chat" });
  await expectAccessible(memberPage);
  await unreadPanel.getByRole("link", { name: new RegExp(`^general in ${team.name}.*1 mention`) }).click();
  await expect(memberPage).toHaveURL(new RegExp(`/teams/${team.slug}/communication\\?channel=`));
  await expect(memberPage.getByRole("list", { name: "Messages" })).toContainText("for the demo");
  await expect(memberChat).not.toHaveAccessibleName(/mentioning you/);

  // On a phone the send row is on screen and the member sends by keyboard alone; their message shows
  // at the bottom of the messages' own region, and the leader gets it.
  await memberPage.setViewportSize({ width: 360, height: 640 });
  await memberPage.reload();
  const phoneBox = memberPage.getByRole("textbox", { name: "Message # general" });
  await expect(phoneBox).toBeFocused();
  await expect(memberPage.getByRole("button", { name: "Send", exact: true })).toBeInViewport();
  await memberPage.keyboard.type("Sent from my phone");
  await memberPage.keyboard.press("Enter");
  await expect(phoneBox).toHaveValue("");
  await expect(
    memberPage.getByRole("list", { name: "Messages" }).getByText("Sent from my phone"),
  ).toBeInViewport();
  await expect(leaderMessages).toContainText("Sent from my phone");

  await expectAccessibleAtBothWidths(page);
  await memberContext.close();
});
