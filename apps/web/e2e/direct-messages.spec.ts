import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { api, fullName, incubatorMember } from "./support/teams";

test("two people of one incubator write to each other directly, from a profile's Message, live both ways", async ({
  browser,
}) => {
  // Two sign-ups and two live pages on a shared machine.
  test.slow();
  const writer = await incubatorMember(browser);
  const reader = await incubatorMember(browser);
  const writerName = fullName(writer.member);
  const readerName = fullName(reader.member);
  const { user } = (await api(reader.memberPage, "GET", "/api/account/me")) as { user: { handle: string } };

  // The writer finds the reader's profile (they share Northstar) and starts a conversation from it.
  await writer.memberPage.goto(`/people/${user.handle}`);
  await expect(writer.memberPage.getByRole("heading", { level: 1, name: readerName })).toBeVisible();
  await expectAccessibleAtBothWidths(writer.memberPage);
  await writer.memberPage.getByRole("button", { name: `Message ${readerName}` }).click();
  await expect(writer.memberPage).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  const writerBox = writer.memberPage.getByRole("textbox", { name: `Message ${readerName}` });
  await writerBox.fill("Hello, shall we build something together?");
  await writerBox.press("Enter");
  const writerMessages = writer.memberPage.getByRole("region", { name: `Messages in ${readerName}` });
  await expect(writerMessages).toContainText("Hello, shall we build something together?");

  // The reader's messages list has the conversation, unread; opening it shows the message.
  await reader.memberPage.goto("/messages");
  await expect(reader.memberPage.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expectAccessibleAtBothWidths(reader.memberPage);
  await reader.memberPage.getByRole("link", { name: new RegExp(writerName) }).click();
  const readerMessages = reader.memberPage.getByRole("region", { name: `Messages in ${writerName}` });
  await expect(readerMessages).toContainText("Hello, shall we build something together?");

  // Both ways, live, with no reload.
  const readerBox = reader.memberPage.getByRole("textbox", { name: `Message ${writerName}` });
  await readerBox.fill("Gladly. What do you have in mind?");
  await readerBox.press("Enter");
  await expect(writerMessages).toContainText("Gladly. What do you have in mind?");
  await writerBox.fill("A tool for incubator mentors");
  await writerBox.press("Enter");
  await expect(readerMessages).toContainText("A tool for incubator mentors");
  await expectAccessibleAtBothWidths(reader.memberPage);

  await writer.context.close();
  await reader.context.close();
});
