import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import {
  followMailboxLink,
  newPerson,
  openAccountMenu,
  PASSWORD,
  signIn,
  signUp,
  signUpAndVerify,
  totp,
} from "./support/accounts";

const notifications = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: /Notifications/ });

test("sign up, verify from the mailbox, reach a guarded page, sign out and back in", async ({ page }) => {
  const person = newPerson("Grace");

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);

  await signUp(page, person, page.url());
  await expect(notifications(page).getByText("Account created")).toBeVisible();
  await expect(
    notifications(page).getByText("Please check your email to verify your account before signing in."),
  ).toBeVisible();

  await signIn(page, person.email);
  await expect(page.getByRole("alert")).toHaveText(/Please verify your email address before signing in\./);

  await followMailboxLink(page, person.email, /verify/i);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // In the page's account details: the header's name is hidden on this screen's width once it loads.
  const main = page.getByRole("main");
  await expect(main.getByText(`${person.firstName} ${person.lastName}`).first()).toBeVisible();
  await expect(main.getByText(person.email).first()).toBeVisible();

  await openAccountMenu(page, person);
  await page.getByRole("menuitem", { name: "Sign out", exact: true }).click();
  await expect(notifications(page).getByText("Signed out")).toBeVisible();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);

  await signIn(page, `  ${person.email.toUpperCase()} `, PASSWORD, page.url());
  await expect(notifications(page).getByText("Welcome back!")).toBeVisible();
  await expect(notifications(page).getByText("You have been successfully signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
});

test("wrong credentials and unknown accounts get the same words", async ({ page }) => {
  const person = newPerson("Alan");
  await signUpAndVerify(page, person);
  await openAccountMenu(page, person);
  await page.getByRole("menuitem", { name: "Sign out", exact: true }).click();

  await signIn(page, person.email, "Wrong!Passw0rd");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
  await signIn(page, `nobody-${person.email}`, PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
});

/**
 * A signed-in page comes with the session's answer in its HTML; these come without it (as when the
 * server did not wait for the read), so the page asks for it, and the test can hold or alter the answer.
 */
async function sentWithoutTheirAnswers(page: import("@playwright/test").Page): Promise<void> {
  await page.route(/\/(admin|subscription)$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script[^>]* data-embedded-answer[^>]*>.*?<\/script>/g, "");
    await route.fulfill({ response, body });
  });
}

test("the guard's cards: verifying, email verification required, access denied", async ({ page }) => {
  const person = newPerson("Katherine");
  await signUpAndVerify(page, person);

  let releaseSession: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    releaseSession = resolve;
  });
  await page.route("**/api/account/me", async (route) => {
    await held;
    await route.continue();
  });
  await sentWithoutTheirAnswers(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Verifying Access" })).toBeVisible();
  releaseSession();

  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText(/requires the admin role/)).toBeVisible();
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.unrouteAll({ behavior: "wait" });
  await sentWithoutTheirAnswers(page);

  // An unverified session cannot be made through the sign-in form (it refuses unverified
  // addresses), so the answer is altered on its way to the browser to show the card.
  await page.route("**/api/account/me", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, user: { ...body.user, emailVerified: false } } });
  });
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Email Verification Required" })).toBeVisible();
  await expect(notifications(page).getByText("Email verification required", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Go to Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("two-factor: enrol on the profile, then sign in with a code", async ({ page }) => {
  const person = newPerson("Hedy");
  await signUpAndVerify(page, person);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await page.getByLabel("Password", { exact: true }).last().fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  const secret = (await page.locator("code").first().textContent())?.replace(/\s/g, "") ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel("6-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByRole("button", { name: "I've saved my backup codes" })).toBeVisible();
  await page.getByRole("button", { name: "I've saved my backup codes" }).click();

  await openAccountMenu(page, person);
  await page.getByRole("menuitem", { name: "Sign out", exact: true }).click();
  await signIn(page, person.email);
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor authentication" })).toBeVisible();
  await page.getByLabel(/code/i).first().fill(totp(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(notifications(page).getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("/auth and /profile have no accessibility violations", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await signUpAndVerify(page, newPerson("Radia"));
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 2, name: "Two-factor authentication" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("/auth's pre-rendered form sends nothing before the app starts, and keeps what was typed", async ({
  page,
}) => {
  // The entry held back: the build's page is on screen, its scripts not yet run.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The frame's own navigation: the fixture's `goto` waits for the app, which is what is held here.
  await page.mainFrame().goto("/auth", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill("nobody@example.com");
  await form.getByLabel("Password", { exact: true }).fill("Wrong!Passw0rd");
  await expect(form.getByRole("button", { name: "Sign in" })).toBeDisabled();
  await form.getByLabel("Password", { exact: true }).press("Enter");

  release();
  await page.locator("html[data-page-ready]").waitFor({ state: "attached" });
  expect(new URL(page.url()).search).toBe("");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
  expect(new URL(page.url()).search).toBe("");
});
