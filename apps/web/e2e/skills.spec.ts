import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";

/** One of the repository's articles (roles: CTO), so the test reads what readers read. */
const ARTICLE = {
  section: "tech-roles",
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

const skillsCard = (page: Page) =>
  page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: "Your skills" }) });

async function contentArrived(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/Loading/)).toHaveCount(0);
  await expect(page.locator("[data-slot=skeleton]")).toHaveCount(0);
}

test("mastering an article changes the dashboard's skills card; bookmarks are listed and removed", async ({
  page,
}) => {
  // Signing up, answering and four pages: longer than one page's default on a loaded machine.
  test.slow();
  await signUpAndVerify(page, newPerson("Skills"));
  await page.goto("/dashboard");
  await expect(
    skillsCard(page).getByText("Read an article or take the assessment to build your profile."),
  ).toBeVisible();
  await expect(skillsCard(page).getByRole("link", { name: /Take the role-fit part/ })).toHaveAttribute(
    "href",
    "/assessment",
  );

  await page.goto(ARTICLE_PATH);
  await page.getByRole("button", { name: `Bookmark ${ARTICLE.title}` }).click();
  await expect(page.getByRole("button", { name: `Bookmark ${ARTICLE.title}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const questions = page.getByRole("group");
  for (const [index, answer] of rightAnswers().entries()) {
    await questions.nth(index).getByRole("radio").nth(answer).check();
  }
  await page.getByRole("button", { name: "Check answers" }).click();
  await expect(page.getByText("All right: you have mastered this article.")).toBeVisible();

  await page.goto("/dashboard");
  await expect(skillsCard(page).getByText("points earned")).toContainText("5 points earned");
  const cto = skillsCard(page).getByRole("region", { name: /CTO/ });
  await expect(cto.getByText(/^1 of \d+ articles mastered, 1 read$/)).toBeVisible();

  await page.goto("/library");
  await page.getByRole("link", { name: "Your bookmarks" }).click();
  await expect(page).toHaveURL("/library/bookmarks");
  const bookmarks = page.getByRole("list", { name: "Bookmarks" });
  await expect(bookmarks.getByRole("link", { name: ARTICLE.title })).toHaveAttribute("href", ARTICLE_PATH);
  await page.getByRole("button", { name: `Remove the bookmark of ${ARTICLE.title}` }).click();
  await expect(page.getByText(/No bookmarks yet/)).toBeVisible();
});

test("a visitor continues the last article opened in this browser", async ({ page }) => {
  await page.goto(ARTICLE_PATH);
  await expect(page.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeVisible();
  await page.goto("/library");
  await expect(
    page
      .getByRole("region", { name: "Continue where you left off" })
      .getByRole("link", { name: ARTICLE.title }),
  ).toHaveAttribute("href", ARTICLE_PATH);
});

test("the dashboard and the bookmarks page are accessible at 360 and 1280 px", async ({
  page,
  pageProblems,
}) => {
  // Signing up and four scans (two pages at two widths).
  test.slow();
  await signUpAndVerify(page, newPerson("Scanner"));
  await page.goto(ARTICLE_PATH);
  await page.getByRole("button", { name: `Bookmark ${ARTICLE.title}` }).click();
  await expect(page.getByRole("button", { name: `Bookmark ${ARTICLE.title}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  for (const path of ["/dashboard", "/library/bookmarks"]) {
    await page.goto(path);
    await contentArrived(page);
    await expectAccessibleAtBothWidths(page);
  }
  expect(pageProblems).toEqual([]);
});
