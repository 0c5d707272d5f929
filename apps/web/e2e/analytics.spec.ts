import { expect, test } from "./fixtures";

const isPageView =
  (path: string) => (request: { url(): string; method(): string; postData(): string | null }) =>
    request.url().endsWith("/api/analytics/page-views") &&
    request.method() === "POST" &&
    JSON.parse(request.postData() ?? "{}").path === path;

test("records a page view a second after load and on every route change", async ({ page }) => {
  const startedAt = Date.now();
  const firstView = page.waitForRequest(isPageView("/"));
  await page.goto("/?utm_source=newsletter");
  const first = await firstView;
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1000);
  const body = JSON.parse(first.postData() ?? "{}");
  expect(body.visitorId).toMatch(/^[0-9a-f-]{36}$/);

  const secondView = page.waitForRequest(isPageView("/faq"));
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  const second = await secondView;
  expect(JSON.parse(second.postData() ?? "{}").visitorId).toBe(body.visitorId);
  expect((await second.response())?.status()).toBe(204);
});
