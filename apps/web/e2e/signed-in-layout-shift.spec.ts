import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, leaderWithTeam } from "./support/teams";

/**
 * How long each API answer is held back: long enough that every placeholder paints before the answer
 * that replaces it, which is when a placeholder of the wrong size moves what is below it.
 */
const ANSWER_DELAY_MS = 400;

/**
 * The most a page may shift while it loads (the sum of its layout shifts that no input caused): a
 * placeholder of the wrong size above a card scores 0.1 to 0.26 on a phone (decision 072).
 */
const MAX_SHIFT = 0.01;

/**
 * The feed's composer gains its "Post in" picker, a second row on a phone, when its answer says the
 * person may post in more than one place: 0.010 (decision 072, "Layout shift on the signed-in pages").
 * Until it keeps its height, the feed is held to twice the others' bound.
 */
const MAX_FEED_SHIFT = 0.02;

interface Shift {
  value: number;
  /** The start of each moved element's HTML, to say in the failure what moved. */
  moved: string[];
}

declare global {
  interface Window {
    layoutShifts?: Shift[];
  }
}

/** Runs in each page before its scripts: records every layout shift no input caused, from the start. */
function recordLayoutShifts() {
  const shifts: Shift[] = [];
  window.layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!("value" in entry) || typeof entry.value !== "number") continue;
      if ("hadRecentInput" in entry && entry.hadRecentInput === true) continue;
      const sources = "sources" in entry && Array.isArray(entry.sources) ? entry.sources : [];
      shifts.push({
        value: entry.value,
        moved: sources.map((source: { node?: Node | null }) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 160) : "(text or gone)",
        ),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function expectSteady(page: Page, path: string, max: number, loaded: () => Promise<void>) {
  await page.goto(path);
  await loaded();
  const shifts = (await page.evaluate(() => window.layoutShifts)) ?? [];
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect.soft(total, `layout shift on ${path}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(max);
}

test("the signed-in pages keep their layout while their answers arrive, on a phone", async ({ page }) => {
  test.slow();
  const { team } = await leaderWithTeam(page, "Steady Crew");
  const channels = (await api(page, "GET", `/api/teams/${team.slug}/chat/channels`)) as {
    channels: { id: string; isGeneral: boolean }[];
  };
  const general = channels.channels.find((channel) => channel.isGeneral);
  if (!general) throw new Error("the team has no general channel");
  await api(page, "POST", `/api/chat/channels/${general.id}/messages`, { body: "Notes on the plan" });

  // The bench's phone (bench/lighthouse.mjs): the narrow layout stacks what a shift moves.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(recordLayoutShifts);
  await page.route("**/api/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
    await route.continue();
  });

  // A new person's checklist is open: it comes above the account's card.
  await expectSteady(page, "/dashboard", MAX_SHIFT, async () => {
    await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  });
  // The person leads a team in an incubator: two places to post in.
  await expectSteady(page, "/feed", MAX_FEED_SHIFT, async () => {
    await expect(
      page.getByRole("region", { name: "Posts", exact: true }).getByRole("article").first(),
    ).toBeVisible();
  });
  // The team's name (its own answer) comes after the chat's.
  await expectSteady(page, `/teams/${team.slug}/communication`, MAX_SHIFT, async () => {
    await expect(page.getByText("Notes on the plan")).toBeVisible();
    await expect(page.getByText(team.name)).toBeVisible();
  });
});
