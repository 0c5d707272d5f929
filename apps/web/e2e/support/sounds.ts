import type { Page } from "@playwright/test";

/** The sound engine's test switch (lib/sound): with it on, played sounds are kept in window.__hatcherySounds. */
const RECORD_SOUNDS_KEY = "hatchery.sound.record";

/** Turns the recorder on for every page the test opens from now on. */
export async function recordSounds(page: Page) {
  await page.addInitScript((key) => window.localStorage.setItem(key, "on"), RECORD_SOUNDS_KEY);
}

/** The sounds the app's engine has played on this page, in order. */
export async function playedSounds(page: Page): Promise<string[]> {
  const sounds: unknown = await page.evaluate(() => Reflect.get(window, "__hatcherySounds") ?? []);
  return Array.isArray(sounds) ? sounds.map(String) : [];
}
