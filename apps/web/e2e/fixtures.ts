import { test as base, expect, type Page } from "@playwright/test";

const waitsForReady = new WeakSet<Page>();

/** Makes `page.goto` and `page.reload` of an HTML page also wait for the app's mark that it is ready. */
function readyAfterNavigation(page: Page): Page {
  if (waitsForReady.has(page)) return page;
  waitsForReady.add(page);
  const started = async (response: Awaited<ReturnType<Page["goto"]>>) => {
    if (response?.headers()["content-type"]?.startsWith("text/html")) {
      await page.locator("html[data-page-ready]").waitFor({ state: "attached" });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => started(await goto(...args));
  page.reload = async (...args) => started(await reload(...args));
  return page;
}

/**
 * Every page is watched for console errors, uncaught exceptions and CSP
 * violations; a test fails if any occurred.
 */
export const test = base.extend<{ pageProblems: string[]; readyInOtherBrowsers: undefined }>({
  /*
   * The server limits sign-ups per client address (auth-limits.ts), and the whole suite signs up from
   * one machine: each test speaks from its own loopback address (the server trusts the header here,
   * TRUST_PROXY in playwright.config.ts), so the suite's sign-ups never add up against one limit.
   * Loopback, so the development mailbox still answers.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const key = [...testInfo.testId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 65_521, 0);
    const address = `127.${testInfo.retry + 1}.${Math.floor(key / 256)}.${key % 256}`;
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": address });
  },
  /*
   * A page load resolves before the app has started (the entry loads after the first paint, decision
   * 071): `goto` and `reload` also wait for the page's mark (PAGE_READY_ATTRIBUTE in src/lib/page-ready.ts),
   * so a test never presses a button that is painted but not yet hydrated.
   */
  page: async ({ page }, use) => {
    await use(readyAfterNavigation(page));
  },
  /*
   * So do the pages of the browsers a test opens for other people (`browser.newContext()`), for the
   * test's length: a click on a painted dashboard's button before it had hydrated opened no dialog.
   */
  readyInOtherBrowsers: [
    async ({ browser }, use) => {
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const context = await newContext.apply(browser, args);
        context.on("page", readyAfterNavigation);
        return context;
      };
      await use(undefined);
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
    },
    { auto: true },
  ],
});

export { expect };

/** How people reach the LinkedIn callback pages when they cancel at LinkedIn. */
export const CANCELLED_AT_LINKEDIN =
  "?error=access_denied&error_description=The+member+cancelled+the+sign-in";
const CALLBACK_PATHS = ["/linkedin-callback", "/auth/linkedin/callback", "/auth/linkedin/resume/callback"];

/**
 * Gives parameterised routes a concrete path, e.g. /teams/:slug → /teams/example. The LinkedIn
 * callback pages are only ever reached from LinkedIn, so they get the query LinkedIn sends.
 */
export function samplePath(pattern: string): string {
  // An article's page is 404 unless the article exists: one of the repository's (content/library).
  if (pattern === "/library/:section/:slug") return "/library/tech-roles/what-a-cto-does-in-an-early-team";
  // A course's pages are 404 unless the course exists: the demo course for everyone at Northstar
  // (apps/server/src/db/seed/demo-courses).
  const course = "/incubators/northstar-venture-studio/courses/customer-discovery-first-month";
  if (pattern === "/incubators/:slug/courses/:course") return course;
  if (pattern === "/incubators/:slug/courses/:course/lessons/:lesson") {
    return `${course}/lessons/finding-people-to-interview`;
  }
  // A mentor's page is 404 unless the profile is published: the demo's (apps/server/src/db/seed/demo-mentors).
  if (pattern === "/advisors/:slug") return "/advisors/helena-voss";
  if (pattern === "/coaches/:slug") return "/coaches/daniel-reyes";
  // Incubator, team and project pages read what they show from the API: use the demo content's.
  const slug = pattern.startsWith("/incubators/")
    ? "northstar-venture-studio"
    : pattern.startsWith("/teams/")
      ? "clinicflow"
      : pattern.startsWith("/projects/")
        ? "clinicflow-intake"
        : "example";
  const path = pattern.replace(/:([a-z]+)/gi, (_, name: string) =>
    name === "token" ? "sample-token" : slug,
  );
  return CALLBACK_PATHS.includes(path) ? path + CANCELLED_AT_LINKEDIN : path;
}
