import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./support/accessibility";
import { followMailboxLink, newPerson, signUp, signUpAndVerify } from "./support/accounts";
import { NORTHSTAR } from "./support/northstar";

/** Demo incubators every new installation starts with (apps/server/src/db/seed/demo-incubators.ts). */
const GUILD = { slug: "open-source-product-guild", name: "Open Source Product Guild" };
const HARBOR = { slug: "harbor-climate-ventures", name: "Harbor Climate Ventures" };

const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const membershipPanel = (page: Page) => page.getByRole("region", { name: "Your membership" });

async function planId(page: Page, slug: string, planName: string): Promise<string> {
  const detail = (await (await page.request.get(`/api/incubators/${slug}`)).json()) as {
    plans: { id: string; name: string }[];
  };
  const plan = detail.plans.find((candidate) => candidate.name === planName);
  if (!plan) throw new Error(`${slug} has no plan named ${planName}`);
  return plan.id;
}

test("browse, join as guest, subscribe through the built-in checkout, cancel at period end and resume", async ({
  page,
  context,
  pageProblems,
}) => {
  // The longest journey of the suite: two pages, five accessibility scans.
  test.slow();
  const person = newPerson("Hedy");
  await signUpAndVerify(page, person);

  await page.goto("/incubators");
  await expect(page.getByRole("heading", { level: 1, name: "Incubators" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: NORTHSTAR.name }).click();
  await expect(page).toHaveURL(new RegExp(`/incubators/${NORTHSTAR.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: NORTHSTAR.name })).toBeVisible();

  await membershipPanel(page).getByRole("button", { name: "Join as guest" }).click();
  await expect(notifications(page).getByText("Successfully joined as guest member!")).toBeVisible();
  await expect(membershipPanel(page)).toContainText("Guest");
  await expectAccessible(page);

  await membershipPanel(page).getByRole("button", { name: "Upgrade" }).click();
  const plans = page.getByRole("dialog", { name: `Upgrade Your ${NORTHSTAR.name} Membership` });
  await expect(plans).toBeVisible();
  await expect(plans.getByText("What's Included")).toBeVisible();
  await expect(plans.getByText("6 Months FREE Trial")).toBeVisible();
  await expectAccessible(page);

  const builder = plans.getByRole("listitem", { name: "Builder" });
  const checkoutOpened = context.waitForEvent("page");
  await builder.getByRole("button", { name: "Start Free Trial" }).click();
  const checkout = await checkoutOpened;
  await expect(plans).toBeHidden();
  await expect(notifications(page).getByText("Redirecting to payment...")).toBeVisible();

  await expect(checkout).toHaveURL(/\/checkout\/[0-9a-f-]+$/);
  await expect(checkout.getByText("TEST MODE").first()).toBeVisible();
  await expectAccessible(checkout);
  await checkout.getByRole("button", { name: "Confirm subscription" }).click();
  const confirmed = checkout.getByRole("dialog", { name: "Subscription Confirmed!" });
  await expect(confirmed).toBeVisible();
  await expect(confirmed.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/support");
  await expect(confirmed.getByRole("button", { name: "Continue Browsing" })).toBeVisible();
  await expectAccessible(checkout);
  await confirmed.getByRole("link", { name: "Explore" }).click();
  await expect(checkout).toHaveURL(new RegExp(`/incubators/${NORTHSTAR.slug}$`));
  await expect(membershipPanel(checkout)).toContainText("Subscriber");

  await checkout.goto("/subscription");
  await expect(checkout.getByRole("heading", { level: 1, name: "Subscription" })).toBeVisible();
  await expect(checkout.getByText("Builder").first()).toBeVisible();
  await expectAccessible(checkout);
  await checkout.getByRole("button", { name: "Cancel subscription" }).click();
  await checkout.getByRole("dialog").getByRole("button", { name: "Cancel subscription" }).click();
  // Canceling keeps the trial until its end: the page says when, and offers to resume until then.
  await expect(checkout.getByText(/^Cancels on /).first()).toBeVisible();
  await expect(checkout.getByRole("button", { name: "Cancel subscription" })).toBeHidden();
  await checkout.goto(`/incubators/${NORTHSTAR.slug}`);
  await expect(membershipPanel(checkout)).toContainText("Subscriber");

  await checkout.goto("/subscription");
  await checkout.getByRole("button", { name: "Resume" }).click();
  await expect(checkout.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
  await expect(checkout.getByText(/^Cancels on /)).toHaveCount(0);
  expect(pageProblems).toEqual([]);
});

test("a second incubator is refused while a subscription is active", async ({ page, context }) => {
  const person = newPerson("Katherine");
  await signUpAndVerify(page, person);
  await page.goto(`/incubators/${NORTHSTAR.slug}`);
  await page.getByRole("button", { name: "See plans" }).click();
  const plans = page.getByRole("dialog", { name: `Subscribe to ${NORTHSTAR.name}` });
  const checkoutOpened = context.waitForEvent("page");
  await plans.getByRole("listitem", { name: "Explorer" }).getByRole("button").click();
  const checkout = await checkoutOpened;
  await checkout.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(checkout.getByRole("dialog", { name: "Subscription Confirmed!" })).toBeVisible();

  await page.goto("/incubators/signal-sales-academy");
  await page.getByRole("button", { name: "See plans" }).click();
  await page.getByRole("dialog").getByRole("listitem").first().getByRole("button").click();
  // The toast region sits outside the open dialog, which hides it from role queries while it is open.
  await expect(
    page
      .getByText("You already have an active subscription to another incubator. Please cancel it first.")
      .first(),
  ).toBeVisible();
});

test("a subscribe link survives sign-up and verification and reopens the plans dialog", async ({
  page,
  pageProblems,
}) => {
  const person = newPerson("Radia");
  const builderId = await planId(page, NORTHSTAR.slug, "Builder");

  await page.goto(`/incubators/${NORTHSTAR.slug}?action=subscribe&planId=${builderId}`);
  await expect(page.getByRole("heading", { level: 1, name: NORTHSTAR.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/incubators/${NORTHSTAR.slug}$`));
  await membershipPanel(page).getByRole("link", { name: "Sign in to join" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await signUp(page, person, page.url());
  await followMailboxLink(page, person.email, /verify/i);

  await expect(page).toHaveURL(new RegExp(`/incubators/${NORTHSTAR.slug}$`));
  const plans = page.getByRole("dialog", { name: `Complete Your ${NORTHSTAR.name} Subscription` });
  await expect(plans).toBeVisible();
  await expect(plans.getByText(/subscribe later from the incubator page/i)).toBeVisible();
  await expectAccessible(page);
  await plans.getByRole("button", { name: "Skip for Now" }).click();
  await expect(plans).toBeHidden();

  // Dismissed: the intent is gone, so coming back does not open the dialog again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: NORTHSTAR.name })).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  expect(pageProblems).toEqual([]);
});

test("the plans dialog is titled by where it was opened from", async ({ page }) => {
  const person = newPerson("Barbara");
  await signUpAndVerify(page, person);
  await page.goto(`/incubators/${NORTHSTAR.slug}`);

  await page.getByRole("button", { name: "See plans" }).click();
  await expect(page.getByRole("dialog", { name: `Subscribe to ${NORTHSTAR.name}` })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Become Charter Member" }).click();
  const charter = page.getByRole("dialog", { name: `Join ${NORTHSTAR.name} as Charter Member` });
  await expect(charter).toBeVisible();
  await expect(charter.getByText("Recommended")).toBeVisible();
  await expect(charter.getByText("Charter Member", { exact: true })).toBeVisible();
  await charter.getByRole("button", { name: "Cancel" }).click();

  await membershipPanel(page).getByRole("button", { name: "Join as guest" }).click();
  await membershipPanel(page).getByRole("button", { name: "Upgrade" }).click();
  await expect(page.getByRole("dialog", { name: `Upgrade Your ${NORTHSTAR.name} Membership` })).toBeVisible();
});

test("an incubator without plans and one not accepting members say so", async ({ page }) => {
  const person = newPerson("Frances");
  await signUpAndVerify(page, person);

  await page.goto(`/incubators/${GUILD.slug}`);
  await expect(
    page.getByText("No subscription plans are currently available for this incubator.").first(),
  ).toBeVisible();

  await page.goto(`/incubators/${HARBOR.slug}`);
  await expect(membershipPanel(page)).toContainText("This incubator is not currently accepting new members.");
  await expect(membershipPanel(page).getByRole("button", { name: "Join as guest" })).toHaveCount(0);

  await page.goto("/incubators");
  await page.getByRole("searchbox", { name: "Search incubators" }).fill("climate");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("link", { name: HARBOR.name })).toBeVisible();
  await expect(page.getByRole("link", { name: NORTHSTAR.name })).toHaveCount(0);
});

test("an unknown incubator address says there is no such incubator", async ({ page }) => {
  const response = await page.goto("/incubators/no-such-incubator");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Incubator not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse incubators" })).toHaveAttribute("href", "/incubators");
});
