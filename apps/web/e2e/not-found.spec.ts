import { expect, test } from "./fixtures";

for (const path of ["/no-such-page", "/teams/example/unknown", "/library/unknown-topic"]) {
  test(`${path} shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL("/");
  });
}

test("unknown API paths answer JSON 404", async ({ request }) => {
  const response = await request.get("/api/no-such-endpoint");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
});

test("the XML sitemap lists the public pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const body = await response.text();
  expect(body).toContain("<urlset");
  expect(body).toContain("/faq</loc>");
});
