import AxeBuilder from "@axe-core/playwright";
import { ROUTES } from "@hatchery/shared";
import { expect, samplePath, test } from "./fixtures";

const publicRoutes = ROUTES.filter((route) => route.access.kind === "public");
/** Pages whose sample address names nothing: a call's id is made at random, an invite's token too. */
const DESIGNED_NOT_FOUND = new Set(["position-invite", "funding-call", "person"]);

for (const route of publicRoutes) {
  const path = samplePath(route.path);

  test(`${path} renders its heading, cleanly and accessibly`, async ({ page, pageProblems }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    // Nothing wider than the screen: on a 360 px phone the page scrolls only downwards.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? Number.POSITIVE_INFINITY,
    );

    const accessibility = await new AxeBuilder({ page }).analyze();
    expect(accessibility.violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.length})`)).toEqual(
      [],
    );
    // An invite page opened with a made-up token shows its "not valid" message, and a funding call's page
    // with a made-up id its "not found" one: the API's 404 behind it is the designed answer, which the
    // browser's console reports as a failed load.
    const designed = DESIGNED_NOT_FOUND.has(route.id) ? "status of 404" : undefined;
    expect(pageProblems.filter((problem) => !designed || !problem.includes(designed))).toEqual([]);
  });
}

test("guarded routes answer 200 so the browser guard can handle them", async ({ request }) => {
  for (const route of ROUTES.filter((candidate) => candidate.access.kind !== "public")) {
    const response = await request.get(samplePath(route.path));
    expect(response.status(), route.path).toBe(200);
  }
});
