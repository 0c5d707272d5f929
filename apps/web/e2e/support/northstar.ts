import { expect, type Page } from "@playwright/test";

/** A demo incubator every new installation starts with (apps/server/src/db/seed/demo-incubators.ts). */
export const NORTHSTAR = { slug: "northstar-venture-studio", name: "Northstar Venture Studio" };

/**
 * Subscribes the signed-in person to Northstar's Explorer plan through the built-in checkout's API, as
 * its page would: the plans dialog and the checkout page are what incubators.spec.ts tests, and
 * opening them cost every spec that only needs a subscriber two page loads and a window.
 */
export async function subscribeToNorthstar(page: Page) {
  await subscribeToPlan(page, NORTHSTAR.slug, "Explorer");
}

/** Subscribes the signed-in person to the incubator's plan named `planName`, as `subscribeToNorthstar` does. */
export async function subscribeToPlan(page: Page, incubatorSlug: string, planName: string) {
  const origin = new URL((await page.request.get("/api/health")).url()).origin;
  const headers = { Origin: origin };
  const detail = await page.request.get(`/api/incubators/${incubatorSlug}`);
  expect(detail.ok(), `${incubatorSlug}: ${detail.status()}`).toBe(true);
  const { plans } = (await detail.json()) as { plans: { id: string; name: string }[] };
  const plan = plans.find((candidate) => candidate.name === planName);
  expect(plan, `${incubatorSlug}'s ${planName} plan`).toBeDefined();
  const created = await page.request.post("/api/subscriptions", {
    headers,
    data: { planId: plan?.id },
  });
  expect(created.status(), `subscribing: ${await created.text()}`).toBe(201);
  const { url } = (await created.json()) as { url: string };
  const checkoutId = new URL(url, origin).pathname.split("/").at(-1);
  const confirmed = await page.request.post(`/api/checkout/${checkoutId}/confirm`, { headers });
  expect(confirmed.ok(), `confirming the checkout: ${confirmed.status()}`).toBe(true);
}
