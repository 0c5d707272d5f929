import { expect, test } from "./fixtures";
import { fullBrowserLaunchOptions } from "./support/browsers";
import { api, teamOfTwo } from "./support/teams";

// Going offline must take the open event stream down as a browser does; the headless shell's
// emulation does not (e2e/support/browsers.ts), so this test runs in the full browser.
test.use({ launchOptions: fullBrowserLaunchOptions });

test("a member whose browser goes offline while messages are sent sees each of them once when back online", async ({
  page,
  browser,
}) => {
  // Two sign-ups, a checkout, and two offline spells each waiting for the stream to come back.
  test.slow();
  const { team, memberContext, memberPage } = await teamOfTwo(page, browser, "Offline");
  const { channels } = await api(page, "GET", `/api/teams/${team.slug}/chat/channels`);
  const send = (body: string) => api(page, "POST", `/api/chat/channels/${channels[0].id}/messages`, { body });
  await memberPage.goto(`/teams/${team.slug}/communication`);
  const memberMessages = memberPage.getByRole("list", { name: "Messages" });
  await send("Before going offline");
  await expect(memberMessages).toContainText("Before going offline");

  // The flood limit (30 a minute) allows two spells of 13 messages.
  const sent: string[] = [];
  for (let spell = 1; spell <= 2; spell += 1) {
    await memberContext.setOffline(true);
    for (let index = 1; index <= 3; index += 1) {
      // Spread over a few seconds, as a person types: the stream notices the loss at the first one.
      await memberPage.waitForTimeout(300 + Math.floor(Math.random() * 600));
      sent.push(`Offline spell ${spell}, message ${index}`);
      await send(sent.at(-1) as string);
    }
    await memberContext.setOffline(false);
    // Writing goes on while the stream comes back (after its backoff), resumes and the page reads the
    // history again: messages commit during each of those steps.
    for (let index = 4; index <= 13; index += 1) {
      await memberPage.waitForTimeout(200 + Math.floor(Math.random() * 200));
      sent.push(`Offline spell ${spell}, message ${index}`);
      await send(sent.at(-1) as string);
    }
    for (const body of sent) {
      await expect(memberMessages.getByText(body, { exact: true })).toHaveCount(1, { timeout: 30_000 });
    }
  }
  await memberContext.close();
});
