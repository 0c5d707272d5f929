import { FEED_ERROR_MESSAGES } from "@hatchery/shared";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { NORTHSTAR } from "./support/northstar";

async function joinNorthstar(page: Page) {
  await page.goto(`/incubators/${NORTHSTAR.slug}`);
  await page.getByRole("button", { name: "Join as guest" }).click();
  await expect(page.getByRole("link", { name: "Incubator feed" })).toBeVisible();
}

// One after the other: each counts what the other would change (the new posts, who joined beside whom).
test.describe.configure({ mode: "default" });

/** Problems on the page, less the 409 of the second report, which the test provokes on purpose. */
const unexpected = (problems: string[]) => problems.filter((problem) => !problem.includes("status of 409"));

test("a member posts with a mention chosen from the list that notifies the person, reports a post once, and the feeds pass the scan", async ({
  page,
  browser,
  pageProblems,
}) => {
  test.slow();
  // The person mentioned joins first, so the list can offer them.
  const mentioned = newPerson("Zephyrine");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpAndVerify(otherPage, mentioned);
  await joinNorthstar(otherPage);

  const writer = newPerson("Maren");
  await signUpAndVerify(page, writer);
  await joinNorthstar(page);
  await page.getByRole("link", { name: "Incubator feed" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${NORTHSTAR.name} feed` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pinned posts" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const box = page.getByLabel(`Post to ${NORTHSTAR.name}`);
  await box.fill("Welcome aboard @Zeph");
  await box.press("End");
  await box.pressSequentially("y");
  await expect(
    page.getByRole("option", { name: `${mentioned.firstName} ${mentioned.lastName}` }),
  ).toBeVisible();
  await box.press("Enter");
  await expect(box).toHaveValue(`Welcome aboard @${mentioned.firstName} ${mentioned.lastName} `);
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/incubators/${NORTHSTAR.slug}/feed`) &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Post", exact: true }).click();
  const created = (await (await sent).json()) as { item: { mentions: { name: string }[] } };
  expect(created.item.mentions.map((person) => person.name)).toEqual([
    `${mentioned.firstName} ${mentioned.lastName}`,
  ]);
  const posts = page.getByRole("region", { name: "Posts", exact: true });
  await expect(posts.getByRole("article").first()).toContainText("Welcome aboard");
  // Their joins show below the post, a card of its own or grouped with whoever joined beside them, with
  // the names on request: other spec files join and post in the same incubator meanwhile.
  const joined = posts.getByRole("article").filter({ hasText: new RegExp(`joined ${NORTHSTAR.name}`, "i") });
  await expect(joined.first()).toBeVisible();
  // Each card's "See who" turns into "Hide" once opened, so the first one left is the next to open.
  const seeWho = joined.getByRole("button", { name: "See who" });
  while ((await seeWho.count()) > 0) await seeWho.first().click();
  for (const who of [writer, mentioned]) {
    await expect(joined.filter({ hasText: `${who.firstName} ${who.lastName}` })).toHaveCount(1);
  }

  // The person mentioned reads it in their notifications.
  await otherPage.goto("/notifications");
  await expect(
    otherPage.getByText(
      `${writer.firstName} ${writer.lastName} mentioned you in a post in ${NORTHSTAR.name}`,
    ),
  ).toBeVisible();
  await other.close();

  // A report of someone else's post is stored once: a second one is refused.
  const theirs = posts
    .getByRole("article")
    .filter({ hasNotText: "Welcome aboard" })
    .filter({ has: page.getByRole("button", { name: /^Actions for the post by/ }) })
    .first();
  for (const attempt of ["first", "second"] as const) {
    await theirs.getByRole("button", { name: /^Actions for the post by/ }).click();
    await page.getByRole("menuitem", { name: "Report" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Report this post" });
    await dialog.getByRole("radio", { name: "Spam or advertising" }).check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    if (attempt === "first") {
      await expect(
        page.getByText("Thank you. The report was sent to the moderators.", { exact: true }),
      ).toBeVisible();
    } else {
      await expect(dialog.getByText(FEED_ERROR_MESSAGES.alreadyReported)).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
    }
  }

  await page.goto("/feed");
  await expect(page.getByRole("heading", { level: 1, name: "Feed" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Posts", exact: true })).toContainText("Welcome aboard");
  await page.getByRole("button", { name: "Top this week" }).click();
  await expect(page.getByText(/ranked by reactions and comments/)).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  expect(unexpected(pageProblems)).toEqual([]);
});

test("the feed's first view asks for each of its data once, and the stream's first going live asks for nothing again", async ({
  page,
  baseURL,
  pageProblems,
}) => {
  const reader = newPerson("Oriel");
  await signUpAndVerify(page, reader);
  await joinNorthstar(page);

  // A blank page first, so no read of the incubator page's (still answering) is counted as the feed's.
  await page.goto("about:blank");
  // The reads answered, not the requests sent: a read that failed (a busy server's 503) is tried again.
  const asked: string[] = [];
  const answers: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/") || response.request().method() !== "GET") return;
    answers.push(`${response.status()} ${url.pathname}${url.search}`);
    if (response.ok()) asked.push(`${url.pathname}${url.search}`);
  });
  const stream = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/events");
  await page.goto("/feed");
  await expect(page.getByRole("region", { name: "Posts", exact: true })).toBeVisible();
  await stream;

  // A post of the reader's own, sent beside the page, reaches it through its stream as "1 new post":
  // the stream is live by then, so whatever its going live would have asked for has been asked.
  const sent = await page.request.post(`/api/incubators/${NORTHSTAR.slug}/feed`, {
    data: { body: "Counting the feed's requests", mentionIds: [] },
    headers: { Origin: baseURL ?? "" },
  });
  expect(sent.status()).toBe(201);
  // Other spec files post in Northstar too: one of theirs may arrive with it ("2 new posts").
  await expect(page.getByRole("button", { name: /^\d+ new posts?$/ })).toBeVisible();

  const times = (address: string) => asked.filter((one) => one === address).length;
  // The session and the first page of "Latest" came with the page (decision 069, "Signed-in pages start
  // with their data"); its newest items are read once, for the new post's event.
  expect(times("/api/feed?mode=latest")).toBe(1);
  expect(times("/api/account/me"), answers.join("\n")).toBe(0);
  // So did the header's reads (decision 075).
  for (const address of [
    "/api/chat/unread",
    "/api/notifications/unread-count",
    "/api/conversations",
    "/api/dashboard/teams",
  ]) {
    expect(times(address), address).toBe(0);
  }
  // Nothing else twice either.
  const twice = asked.filter((one, index) => one !== "/api/feed?mode=latest" && asked.indexOf(one) !== index);
  expect(twice).toEqual([]);
  expect(pageProblems).toEqual([]);
});
