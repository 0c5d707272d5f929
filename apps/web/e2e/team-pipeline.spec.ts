import { leadershipNeedsSubscriptionMessage, TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./support/accessibility";
import { followMailboxLink, newPerson, signUp, signUpAndVerify } from "./support/accounts";

/** A demo incubator every new installation starts with (apps/server/src/db/seed/demo-incubators.ts). */
const NORTHSTAR = { slug: "northstar-venture-studio", name: "Northstar Venture Studio" };

/**
 * The team pages are built beside this work; until they land, the leader's side runs through the API
 * with the browser's own session (the Origin header is what the browser would send).
 */
function api(page: Page, baseURL: string | undefined) {
  const request: APIRequestContext = page.request;
  const headers = { Origin: baseURL ?? "" };
  return {
    async post<T>(path: string, data: unknown = {}): Promise<{ status: number; body: T }> {
      const response = await request.post(path, { data, headers });
      return { status: response.status(), body: (await response.json()) as T };
    },
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return (await response.json()) as T;
    },
  };
}

async function subscribe(page: Page) {
  await page.goto(`/incubators/${NORTHSTAR.slug}`);
  await page.getByRole("button", { name: "See plans" }).click();
  const plans = page.getByRole("dialog", { name: `Subscribe to ${NORTHSTAR.name}` });
  const checkoutOpened = page.context().waitForEvent("page");
  await plans.getByRole("listitem", { name: "Explorer" }).getByRole("button").click();
  const checkout = await checkoutOpened;
  await checkout.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(checkout.getByRole("dialog", { name: "Subscription Confirmed!" })).toBeVisible();
  await checkout.close();
}

/** Scans the page at the narrowest supported screen and at a desktop width. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  }
}

/**
 * Problems on the page, less the 401 answers of the session lookups made before the verification link
 * signs the person in: until then there is no session to find, and saying so is correct.
 */
const unexpected = (problems: string[]) => problems.filter((problem) => !problem.includes("status of 401"));

test("a subscriber's invite link brings a newcomer through sign-up and verification into the team", async ({
  page,
  browser,
  baseURL,
  pageProblems,
}) => {
  // Two people, a checkout, a sign-up with its email and four accessibility scans.
  test.slow();
  const leader = newPerson("Mary");
  await signUpAndVerify(page, leader);
  await subscribe(page);
  const asLeader = api(page, baseURL);

  const teamName = `Rocket ${Date.now()}`;
  const created = await asLeader.post<{ team: { slug: string } }>("/api/teams", {
    incubator: NORTHSTAR.slug,
    name: teamName,
    coreRole: "ceo",
  });
  expect(created.status).toBe(201);
  const teamSlug = created.body.team.slug;
  const position = await asLeader.post<{ position: { id: string } }>(`/api/teams/${teamSlug}/positions`, {
    title: "Founding engineer",
    coreRole: "cto",
    description: "Build the first version with us.",
    hoursPerWeek: 15,
    isRemote: true,
    offers: "Equity and a say in the product.",
  });
  expect(position.status).toBe(201);
  const invite = await asLeader.post<{ url: string }>(`/api/positions/${position.body.position.id}/invites`, {
    expiresInDays: 7,
    maxUses: 1,
    requiresApproval: true,
  });
  expect(invite.status).toBe(201);

  // The newcomer, in a browser of their own, opens the link signed out.
  const newcomerContext = await browser.newContext();
  const newcomerPage = await newcomerContext.newPage();
  const newcomerProblems: string[] = [];
  newcomerPage.on("console", (message) => {
    if (message.type() === "error") newcomerProblems.push(`console: ${message.text()}`);
  });
  const newcomer = newPerson("Grace");
  await newcomerPage.goto(invite.body.url);
  await expect(
    newcomerPage.getByRole("heading", { level: 1, name: new RegExp(`Founding engineer at ${teamName}`) }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(newcomerPage);

  await newcomerPage.getByRole("link", { name: "Create account" }).click();
  await expect(newcomerPage).toHaveURL(/\/auth\?view=sign-up&redirect=%2Fposition-invite%2F/);
  await signUp(newcomerPage, newcomer, newcomerPage.url());
  await followMailboxLink(newcomerPage, newcomer.email, /verify/i);

  // The verification link signs them in and brings them back to the invite.
  await expect(newcomerPage).toHaveURL(new RegExp(`${invite.body.url}$`));
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

  // The leader starts a trial, then accepts.
  const pending = await asLeader.get<{ items: { id: string; applicant: { name: string } }[] }>(
    `/api/teams/${teamSlug}/applications?status=pending`,
  );
  const application = pending.items.find((item) => item.applicant.name === "Grace Lovelace");
  if (!application) throw new Error("The newcomer's application is not among the pending ones");
  const trialEndsOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  expect((await asLeader.post(`/api/applications/${application.id}/trial`, { trialEndsOn })).status).toBe(
    200,
  );
  expect((await asLeader.post(`/api/applications/${application.id}/accept`)).status).toBe(200);

  const team = await asLeader.get<{ members: { user: { name: string }; coreRole: string | null }[] }>(
    `/api/teams/${teamSlug}`,
  );
  expect(team.members.find((member) => member.user.name === "Grace Lovelace")?.coreRole).toBe("cto");

  // The newcomer's own list tells them, with the whole history.
  await newcomerPage.getByRole("button", { name: "My applications" }).click();
  const mine = newcomerPage.getByRole("dialog", { name: "My applications" });
  const entry = mine.getByRole("article", { name: `${teamName}: Founding engineer` });
  await expect(entry.getByText("Accepted", { exact: true })).toBeVisible();
  await entry.getByRole("button", { name: "History" }).click();
  await expect(entry.getByRole("list", { name: "History" })).toContainText("On trial");

  // The link was for one use: it now says so instead of showing the position.
  await newcomerPage.goto(invite.body.url);
  await expect(
    newcomerPage.getByRole("heading", { level: 1, name: new RegExp(TEAM_ERROR_MESSAGES.inviteUsedUp) }),
  ).toBeVisible();

  await newcomerContext.close();
  // The used-up link answers 410 by design; the console reports that answer as a failed load.
  expect(unexpected(newcomerProblems).filter((problem) => !problem.includes("status of 410"))).toEqual([]);
  expect(unexpected(pageProblems)).toEqual([]);
});

test("a guest of the incubator is refused team leadership, with the reason", async ({ page, baseURL }) => {
  const guest = newPerson("Ida");
  await signUpAndVerify(page, guest);
  const asGuest = api(page, baseURL);
  expect((await asGuest.post(`/api/incubators/${NORTHSTAR.slug}/membership`)).status).toBe(201);

  const refused = await asGuest.post<{ error: { message: string } }>("/api/teams", {
    incubator: NORTHSTAR.slug,
    name: `Guest team ${Date.now()}`,
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.message).toBe(leadershipNeedsSubscriptionMessage(NORTHSTAR.name));
});
