import { expect, test } from "./fixtures";
import { newPerson, openAccountMenu, signUpAndVerify } from "./support/accounts";

const OIDC_ORIGIN = `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? 3901}`;

test("sign in with LinkedIn through the local OpenID Connect provider", async ({ page, request }) => {
  const email = `lina-${Date.now()}@example.com`;
  const identity = {
    sub: `linkedin-${Date.now()}`,
    email,
    email_verified: true,
    given_name: "Lina",
    family_name: "Kedin",
    name: "Lina Kedin",
    headline: "Product manager in the making",
  };
  expect((await request.put(`${OIDC_ORIGIN}/_mock/identity`, { data: identity })).ok()).toBe(true);

  await page.goto("/auth?redirect=%2Fprofile");
  await page.getByRole("button", { name: "Continue with LinkedIn" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Welcome back!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Lina");
  await expect(page.getByLabel("Last name")).toHaveValue("Kedin");
});

test("link LinkedIn to an account and import the profile from it", async ({ page, request }) => {
  const person = newPerson("Mary");
  await signUpAndVerify(page, person);
  const identity = {
    sub: `linkedin-${Date.now()}`,
    email: `mary-at-linkedin-${Date.now()}@example.com`,
    email_verified: true,
    given_name: "Mary",
    family_name: "Jackson",
    name: "Mary Jackson",
    headline: "Aerospace engineer",
  };
  expect((await request.put(`${OIDC_ORIGIN}/_mock/identity`, { data: identity })).ok()).toBe(true);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Import from LinkedIn" }).click();
  await expect(page).toHaveURL(/\/auth\/linkedin\/resume\/callback/);
  await expect(page.getByText("Aerospace engineer")).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByLabel("Headline")).toHaveValue("Aerospace engineer");
  await expect(page.getByLabel("Last name")).toHaveValue("Jackson");
  await openAccountMenu(page, { ...person, lastName: "Jackson" });
});

test("a cancelled LinkedIn sign-in shows LinkedIn's words", async ({ page }) => {
  await page.goto(
    "/auth/linkedin/callback?error=access_denied&error_description=The+member+cancelled+the+sign-in",
  );
  await expect(page.getByText("The member cancelled the sign-in")).toBeVisible();
});
