import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { administratorPage } from "./support/administrator-session";

test("a coach publishes a profile that a visitor finds in the directory and opens at its own address", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
  page,
}, testInfo) => {
  // Two people signing up and three pages scanned at two widths; the limit leaves room for a loaded machine.
  test.setTimeout(240_000);
  const origin = { Origin: baseURL ?? "" };
  const suffix = randomUUID().slice(0, 8);
  const headline = `Sales coach for first-time founders ${suffix}`;

  // The administrator makes a new member a coach.
  const { page: admin } = await administratorPage(browser, { extraHTTPHeaders, retry: testInfo.retry });
  const coachPerson = newPerson("Coral");
  await signUpAndVerify(page, coachPerson);
  const granted = await admin.request.post("/api/admin/roles", {
    data: { email: coachPerson.email, role: "coach" },
    headers: origin,
  });
  expect(granted.status()).toBe(200);

  // The coach writes a profile from their profile page, saves a draft and publishes it.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Your mentor profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your mentor profile" })).toBeVisible();
  const form = page.getByRole("form", { name: "Mentor profile" });
  const slug = await form.getByLabel("Address").inputValue();
  expect(slug).toMatch(/^coral-lovelace/);
  await form.getByLabel("Headline").fill(headline);
  await form.getByLabel("About you").fill("I ran sales teams for ten years.\n\n- discovery calls\n- pricing");
  await form.getByLabel("Expertise").fill("b2b sales");
  await form.getByLabel("Expertise").press("Enter");
  await form.getByRole("checkbox", { name: "CGO" }).check();
  await form.getByRole("checkbox", { name: "English" }).check();
  await form.getByLabel("Meeting link").fill("https://meet.example.com/coral");
  await form.getByRole("button", { name: "Save draft" }).click();
  await page.getByRole("button", { name: "Publish profile" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // A visitor finds the coach in the directory and opens the profile.
  const visitorContext = await browser.newContext({ extraHTTPHeaders });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/advisors");
  await expect(visitor.getByRole("heading", { level: 1, name: "Advisors and coaches" })).toBeVisible();
  await visitor.getByLabel("Search by name, headline or expertise").fill(suffix);
  await visitor.getByLabel("Search by name, headline or expertise").press("Enter");
  const cards = visitor.getByRole("list", { name: "Advisors and coaches" });
  await expect(cards.getByRole("listitem").filter({ hasText: headline })).toHaveCount(1);
  await expectAccessibleAtBothWidths(visitor);
  await cards.getByRole("link", { name: "Coral Lovelace" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/coaches/${slug}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: "Coral Lovelace" })).toBeVisible();
  await expect(visitor.getByText(headline)).toBeVisible();
  await expect(visitor).toHaveTitle("Coral Lovelace · Hatchery");
  await expectAccessibleAtBothWidths(visitor);

  // The advisors' prefix sends a coach's slug to the coach's own address.
  await visitor.goto(`/advisors/${slug}`);
  await expect(visitor).toHaveURL(new RegExp(`/coaches/${slug}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: "Coral Lovelace" })).toBeVisible();

  await visitorContext.close();
  await admin.context().close();
});
