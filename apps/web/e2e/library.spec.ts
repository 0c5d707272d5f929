import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";

/** One of the repository's articles, so the test reads what readers read. */
const ARTICLE = {
  section: "tech-roles",
  sectionTitle: "Tech roles",
  slug: "what-a-cto-does-in-an-early-team",
  title: "What a CTO does: architecture, technical debt, build or buy, and hiring",
};
const ARTICLE_PATH = `/library/${ARTICLE.section}/${ARTICLE.slug}`;

/** The right option of each check question, in order, from the article's front matter. */
function rightAnswers(): number[] {
  const file = join(
    dirname(fileURLToPath(import.meta.url)),
    "../../../content/library",
    ARTICLE.section,
    `${ARTICLE.slug}.md`,
  );
  const frontMatter = readFileSync(file, "utf8").split(/^---$/m)[1] ?? "";
  return [...frontMatter.matchAll(/^\s+answer: (\d+)$/gm)].map((match) => Number(match[1]));
}

/** The article's entry on its section page. */
const sectionEntry = (page: Page) =>
  page
    .getByRole("list", { name: "Articles" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: ARTICLE.title }) });

const sectionCard = (page: Page) =>
  page
    .getByRole("region", { name: "Sections" })
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: ARTICLE.sectionTitle }) });

const continueReading = (page: Page) => page.getByRole("region", { name: "Continue where you left off" });

/** Scrolls to the end of the article, where it counts as read. */
async function readToTheEnd(page: Page) {
  await page.getByRole("heading", { name: "Check what you remember" }).scrollIntoViewIfNeeded();
  await expect(page.getByText("You have read this article.")).toBeVisible();
}

test("a member reads an article, masters it, and sees their progress", async ({ page }) => {
  const answers = rightAnswers();
  expect(answers.length).toBeGreaterThan(0);
  await signUpAndVerify(page, newPerson("Reader"));

  await page.goto("/library");
  await expect(sectionCard(page)).toContainText("0 read, 0 mastered");
  await expect(continueReading(page)).toHaveCount(0);
  await page.getByRole("link", { name: ARTICLE.sectionTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: ARTICLE.sectionTitle })).toBeVisible();
  await expect(sectionEntry(page).getByText("Unread", { exact: true })).toBeVisible();

  await sectionEntry(page).getByRole("link", { name: ARTICLE.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeVisible();
  await readToTheEnd(page);

  await page.goBack();
  await expect(sectionEntry(page).getByText("Read", { exact: true })).toBeVisible();

  // Opened and not mastered: the overview offers it to continue.
  await page.goto("/library");
  await expect(sectionCard(page)).toContainText("1 read, 0 mastered");
  await continueReading(page).getByRole("link", { name: ARTICLE.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeVisible();

  const questions = page.getByRole("group");
  await expect(questions).toHaveCount(answers.length);
  for (const [index, answer] of answers.entries()) {
    await questions.nth(index).getByRole("radio").nth(answer).check();
  }
  await page.getByRole("button", { name: "Check answers" }).click();
  await expect(page.getByText("All right: you have mastered this article.")).toBeVisible();
  await expect(page.getByText("Right.", { exact: true })).toHaveCount(answers.length);

  // Mastered: gone from "continue", counted on the overview and marked on the section page.
  await page.goBack();
  await expect(page).toHaveURL("/library");
  await expect(sectionCard(page)).toContainText("1 read, 1 mastered");
  await expect(continueReading(page)).toHaveCount(0);
  await sectionCard(page).getByRole("link", { name: ARTICLE.sectionTitle }).click();
  await expect(sectionEntry(page).getByText("Mastered", { exact: true })).toBeVisible();
});

test("a visitor's reading and bookmark are kept in the browser and join their account at sign-up", async ({
  page,
}) => {
  await page.goto(ARTICLE_PATH);
  const bookmark = page.getByRole("button", { name: `Bookmark ${ARTICLE.title}` });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  await readToTheEnd(page);

  await page.goto(`/library/${ARTICLE.section}`);
  await expect(sectionEntry(page).getByText("Read", { exact: true })).toBeVisible();

  await signUpAndVerify(page, newPerson("Visitor"));
  await page.goto("/library");
  // The overview's counts come from the account, so they show the merge reached the server.
  await expect(sectionCard(page)).toContainText("1 read, 0 mastered");
  await page.getByRole("link", { name: ARTICLE.sectionTitle }).click();
  await expect(sectionEntry(page).getByText("Read", { exact: true })).toBeVisible();
  await expect(sectionEntry(page).getByRole("button", { name: `Bookmark ${ARTICLE.title}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("search lists matching articles with the matched words marked", async ({ page }) => {
  await page.goto("/library");
  await page.getByRole("searchbox", { name: "Search the library" }).fill("technical debt");
  const hit = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: ARTICLE.title }) });
  await expect(hit).toBeVisible();
  await expect(hit.locator("mark").first()).toHaveText(/technical|debt/i);
  await expect(page.getByRole("region", { name: "Sections" })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search the library" }).fill("zzqxnothingmatches");
  await expect(page.getByText("No article matches “zzqxnothingmatches”.")).toBeVisible();
});

test("an unknown article answers 404 with the not-found page", async ({ page, pageProblems }) => {
  const response = await page.goto(`/library/${ARTICLE.section}/no-such-article`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Library article not found" })).toBeVisible();
  // The API's 404 behind the page is the designed answer, which the console reports as a failed load.
  expect(pageProblems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
});

for (const [name, path] of [
  ["the library", "/library"],
  ["a section", `/library/${ARTICLE.section}`],
  ["an article", ARTICLE_PATH],
] as const) {
  test(`${name} is accessible at 360 and 1280 px`, async ({ page, pageProblems }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Scanned once the page's content has arrived, not its loading shapes.
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await expect(page.locator("[data-slot=skeleton]")).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
    expect(pageProblems).toEqual([]);
  });
}
