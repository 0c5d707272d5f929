import { existsSync } from "node:fs";

/** Debian's Chromium, headless, with nothing that reaches the network. */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const FULL_BROWSER = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The suite's browser: Debian's old headless shell (`chromium-headless-shell`, the build browser test
 * runners use by default) where installed. The full browser composites every frame through a software
 * GPU process, which cost about 2.5 times the CPU for the same pages and scans, and the suite runs two
 * browsers on two cores.
 */
export const suiteLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: CHROMIUM_ARGS,
};

/**
 * The full browser, for a test of what the headless shell does not do as browsers do: its network
 * emulation does not take an open stream down and back up when the context goes offline and online
 * (observed: a member never received the messages sent while offline).
 */
export const fullBrowserLaunchOptions = { executablePath: FULL_BROWSER, args: CHROMIUM_ARGS };
