import { expect, test } from "./fixtures";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { NORTHSTAR } from "./support/northstar";

test("probe cls", async ({ page }) => {
  await signUpAndVerify(page, newPerson("Probe"));
  await page.goto(`/incubators/${NORTHSTAR.slug}`);
  await page.getByRole("button", { name: "Join as guest" }).click();
  await expect(page.getByRole("link", { name: "Incubator feed" })).toBeVisible();
  for (const vp of [{ width: 412, height: 823 }, { width: 1350, height: 940 }]) {
    await page.setViewportSize(vp);
    await page.addInitScript(() => {
      (window as any).__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) {
          (window as any).__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map((s: any) => `${s.node?.nodeName}.${(s.node as HTMLElement)?.className?.toString().slice(0, 80)} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`) });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/feed");
    await expect(page.getByRole("region", { name: "Posts", exact: true })).toBeVisible();
    await page.waitForTimeout(3000);
    console.log(JSON.stringify(vp), JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
  }
});
