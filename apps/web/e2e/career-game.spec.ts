import {
  applyEffects,
  CAREER_BIG_GAIN,
  type CareerScenariosResponse,
  type CareerStep,
  isGoodRating,
  replayRun,
  startMetrics,
} from "@hatchery/shared";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, signUpAndVerify } from "./support/accounts";
import { playedSounds, recordSounds } from "./support/sounds";

/** Presses Tab until `target` has the focus, or fails after many presses. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, what: string) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await isTarget()) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${what}`);
}

const focusedIsRadio = (page: Page) => () =>
  page.evaluate(
    () => document.activeElement instanceof HTMLInputElement && document.activeElement.type === "radio",
  );

/** The sounds a run of these decisions makes, by the same rules the page plays them. */
function expectedSounds(scenarios: CareerScenariosResponse, steps: CareerStep[]): string[] {
  const sounds = ["role-select", "CTO"];
  let metrics = startMetrics();
  steps.forEach((step, index) => {
    const choice = scenarios.scenarios.find((scenario) => scenario.slug === step.scenario)?.choices[
      step.choice
    ];
    if (!choice) throw new Error(`no choice ${step.choice} in ${step.scenario}`);
    const after = applyEffects(metrics, choice.effects);
    const changes = (["cash", "customers", "morale", "quality"] as const).map(
      (metric) => after[metric] - metrics[metric],
    );
    sounds.push("hold-charge");
    if (changes.some((change) => change !== 0)) sounds.push("ripple-effect");
    if (changes.some((change) => change >= CAREER_BIG_GAIN)) sounds.push("power-up");
    if (index < steps.length - 1) sounds.push("screen-transition");
    metrics = after;
  });
  const replay = replayRun(scenarios.scenarios, steps);
  if (!replay.ok) throw new Error(replay.error);
  sounds.push(isGoodRating(replay.outcome.rating) ? "achievement-unlock" : "game-complete");
  return sounds;
}

test("a signed-in person plays the CTO's scenarios to an ending by keyboard, hears each moment and keeps the run", async ({
  page,
}) => {
  test.slow();
  await signUpAndVerify(page, newPerson("Founder"));
  const scenarios = (await (
    await page.request.get("/api/games/career/scenarios?role=cto")
  ).json()) as CareerScenariosResponse;
  // A clock the test moves: the sound throttle runs on it, not on the machine's speed.
  await page.clock.install({ time: new Date("2026-11-29T10:00:00Z") });
  await recordSounds(page);
  await page.goto("/games/career");
  await expect(page.getByRole("heading", { level: 1, name: "Career game" })).toBeVisible();
  await page.clock.pauseAt(new Date("2026-11-29T10:01:00Z"));

  const cto = page.getByRole("button", { name: "Play as CTO" });
  await tabTo(page, () => cto.evaluate((button) => button === document.activeElement), "Play as CTO");
  await page.keyboard.press("Enter");

  const steps: CareerStep[] = [];
  for (let decision = 1; decision <= 20; decision += 1) {
    const heading = page.locator("article h2");
    await expect(heading).toBeFocused();
    const title = (await heading.textContent()) ?? "";
    const scenario = scenarios.scenarios.find((candidate) => candidate.title === title);
    if (!scenario) throw new Error(`an unknown scenario: ${title}`);
    // The first choice each time, except a branch when one is offered: the run goes through a branch.
    const branching = scenario.choices.findIndex((choice) => choice.next !== null);
    const choice = branching >= 0 ? branching : 0;
    await tabTo(page, focusedIsRadio(page), "the choices");
    for (let moves = 0; moves < choice; moves += 1) await page.keyboard.press("ArrowDown");
    await page.keyboard.press(" ");
    await expect(page.getByRole("radio", { name: scenario.choices[choice]?.text })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Make this decision" })).toBeFocused();
    await page.keyboard.press("Enter");
    steps.push({ scenario: scenario.slug, choice });
    await expect(page.getByRole("heading", { name: "What happened" })).toBeFocused();
    await expect(page.getByText(scenario.choices[choice]?.outcome ?? "")).toBeVisible();
    // Each decision's sounds stay clear of the engine's 50 ms throttle.
    await page.clock.runFor(100);
    await page.keyboard.press("Tab");
    const onward = page.locator(":focus");
    const last = (await onward.textContent()) === "See how the company ends up";
    await page.keyboard.press("Enter");
    await page.clock.runFor(100);
    if (last) break;
  }

  const ending = page.getByRole("heading", { level: 2, name: /^The company is/ });
  await expect(ending).toBeFocused();
  await expect(page.getByText(/Your best as CTO: \d+ out of 100 over 1 run\./)).toBeVisible();
  const lessons = page.getByRole("region", { name: "What each decision taught" });
  await expect(lessons.getByRole("listitem").filter({ hasText: "You chose:" })).toHaveCount(steps.length);
  const firstLesson = scenarios.scenarios.find((scenario) => scenario.slug === steps[0]?.scenario)?.choices[
    steps[0]?.choice ?? 0
  ]?.lesson;
  await expect(lessons.getByText(firstLesson ?? "")).toBeVisible();
  const articleLinks = lessons.getByRole("link");
  expect(await articleLinks.count()).toBeGreaterThan(0);
  for (const href of await articleLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  )) {
    expect(href).toMatch(/^\/library\/[a-z-]+\/[a-z0-9-]+$/);
  }
  // The run went through one of the role's branch-only scenarios.
  const branchOnly = new Set(
    scenarios.scenarios.filter((scenario) => scenario.branchOnly).map((s) => s.slug),
  );
  expect(steps.some((step) => branchOnly.has(step.scenario))).toBe(true);

  const heard = await playedSounds(page);
  expect(heard).toContain("menu-hover");
  expect(heard.filter((sound) => sound !== "menu-hover")).toEqual(expectedSounds(scenarios, steps));

  // The library article a lesson names opens; the clock runs again for the article page's own timers.
  await page.clock.resume();
  const articleTitle = (await articleLinks.first().textContent()) ?? "";
  await articleLinks.first().click();
  await expect(page).toHaveURL(/\/library\/[a-z-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: articleTitle })).toBeVisible();
});

test("the career game is accessible at 360 and 1280 px and in the dark, and its meters jump without motion when asked", async ({
  page,
}) => {
  test.slow();
  await page.goto("/games/career");
  await expect(page.getByRole("heading", { level: 1, name: "Career game" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByRole("button", { name: "Play as CCO" }).click();
  await expect(page.locator("article h2")).toBeFocused();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Make this decision" }).click();
  await expect(page.getByRole("heading", { name: "What happened" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: "light" });

  const transition = () =>
    page.getByTestId("bar-cash").evaluate((bar) => getComputedStyle(bar).transitionDuration);
  expect(Number.parseFloat(await transition())).toBeGreaterThanOrEqual(0.2);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(Number.parseFloat(await transition())).toBeLessThan(0.001);

  // A visitor plays to the ending too, and is offered to sign in to keep runs.
  for (let decision = 0; decision < 20; decision += 1) {
    const onward = page.getByRole("button", { name: /^(Next decision|See how the company ends up)$/ });
    const last = (await onward.textContent()) === "See how the company ends up";
    await onward.click();
    if (last) break;
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Make this decision" }).click();
  }
  await expect(page.getByRole("heading", { level: 2, name: /^The company is/ })).toBeFocused();
  await expect(page.getByRole("link", { name: "Sign in to keep your runs" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});
