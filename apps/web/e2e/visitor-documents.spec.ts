import { PAGES_SERVED_AS_DOCUMENTS, ROUTES } from "@hatchery/shared";
import { expect, test } from "./fixtures";

const DOCUMENT_PATHS = PAGES_SERVED_AS_DOCUMENTS.built.map(
  (id) => ROUTES.find((route) => route.id === id)?.path ?? "",
);

test("a visitor's documents run the document's script alone, and their links lead into the app", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const path of DOCUMENT_PATHS) {
    scripts.length = 0;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/document-[\w-]+\.js$/)]);
  }

  // The FAQ's answers open without a script.
  await page.goto("/faq");
  const question = page.locator("details").first();
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");

  // Signing in leaves the documents for the app, which then starts.
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.locator("html[data-page-ready]").waitFor({ state: "attached" });
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
  await expect(page.getByLabel("Email")).toBeEditable();
});

test("a visitor's team page is a document with every section", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // A demo team whose page writes no date (a date is written in the reader's zone, by the app).
  await page.goto("/teams/coldroom-collective");
  await expect(page.getByRole("heading", { level: 1, name: "ColdRoom Collective" })).toBeVisible();
  // The sections a browser mounts as they come into view are in the document.
  await expect(page.getByRole("heading", { level: 2, name: /^Members/ })).toBeAttached();
  await expect(page.getByRole("heading", { level: 2, name: "Open positions" })).toBeAttached();
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/document-[\w-]+\.js$/)]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a visitor's document opens and closes the site menu without the app", async ({ page }) => {
    await page.goto("/about");
    const teams = page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Teams" });
    await expect(teams).toBeHidden();
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(teams).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(teams).toBeHidden();

    await menu.click();
    await teams.click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
