import { PAGES_SERVED_AS_DOCUMENTS, ROUTES } from "@hatchery/shared";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { NORTHSTAR } from "./support/northstar";

/** The paths of the scripts the page fetches, as it fetches them. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** A visitor's document's one script, and the worker it starts to load the browser's date data. */
const DOCUMENT_SCRIPT = expect.stringMatching(/^\/assets\/document-[\w-]+\.js$/);
const DATE_DATA_WORKER = expect.stringMatching(/^\/assets\/intl-warm-up-[\w-]+\.js$/);

const DOCUMENT_PATHS = PAGES_SERVED_AS_DOCUMENTS.built.map(
  (id) => ROUTES.find((route) => route.id === id)?.path ?? "",
);

test("a visitor's documents run the document's script alone, and their links lead into the app", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  for (const path of DOCUMENT_PATHS) {
    scripts.length = 0;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(scripts, path).toEqual([DOCUMENT_SCRIPT]);
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
  const scripts = scriptsOf(page);
  await page.goto("/teams/coldroom-collective");
  await expect(page.getByRole("heading", { level: 1, name: "ColdRoom Collective" })).toBeVisible();
  // The sections a browser mounts as they come into view are in the document.
  await expect(page.getByRole("heading", { level: 2, name: /^Members/ })).toBeAttached();
  await expect(page.getByRole("heading", { level: 2, name: "Open positions" })).toBeAttached();
  expect(scripts).toEqual([DOCUMENT_SCRIPT]);
});

test("a visitor's directory is a document whose search and filters the browser sends", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto("/projects");
  const projects = page.getByRole("list", { name: "Projects" }).getByRole("listitem");
  await expect(projects.first()).toBeVisible();
  const everyProject = await projects.count();

  // A filter applies as it is chosen, and the address names it alone.
  await page.getByRole("combobox", { name: "Status" }).selectOption("launched");
  await expect(page).toHaveURL(/\/projects\?status=launched$/);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("launched");
  await expect(projects.first()).toContainText("Launched");
  expect(await projects.count()).toBeLessThan(everyProject);

  await page.getByRole("searchbox", { name: "Search projects" }).fill("no such project anywhere");
  await page.getByRole("searchbox", { name: "Search projects" }).press("Enter");
  await expect(page).toHaveURL(/\/projects\?search=no\+such\+project\+anywhere&status=launched$/);
  await expect(page.getByText("No projects match your search.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(projects).toHaveCount(everyProject);
  expect(new Set(scripts)).toEqual(new Set([DOCUMENT_SCRIPT]));
});

test("a visitor's incubator page is a document whose plan buttons open the plans in the app", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto(`/incubators/${NORTHSTAR.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: NORTHSTAR.name })).toBeVisible();
  // The sections the app loads after its first paint are in the document.
  for (const name of ["Courses", "Community"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeAttached();
  }
  // Its funding calls' dates are written again once a worker has loaded the browser's date data.
  await expect.poll(() => scripts).toEqual([DOCUMENT_SCRIPT, DATE_DATA_WORKER]);

  await page.getByRole("link", { name: "Become Charter Member" }).click();
  await expect(page.getByRole("dialog", { name: `Join ${NORTHSTAR.name} as Charter Member` })).toBeVisible();
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
  // The address that asked for the plans is left once they are open.
  await expect(page).toHaveURL(new RegExp(`/incubators/${NORTHSTAR.slug}$`));
});

test.describe("read in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo", locale: "en-GB" });

  test("a visitor's project page is a document whose script writes its dates in the reader's zone", async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    // The server renders it in the reader's language but its own zone, UTC: nine hours from Tokyo's.
    await page.goto("/projects/solar-cold-room");
    await expect(page.getByRole("heading", { level: 1, name: "Solar cold room" })).toBeVisible();
    const update = page.getByRole("list", { name: "Recent updates" }).locator("time").first();
    const at = (await update.getAttribute("datetime")) ?? "";
    const inTokyo = new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Tokyo",
    }).format(new Date(at));
    await expect(update).toHaveAttribute("title", inTokyo);
    // Written once a worker had loaded the browser's date data, off the page's main thread.
    expect(scripts).toEqual([DOCUMENT_SCRIPT, DATE_DATA_WORKER]);
  });
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
