import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { configDefaults, defineProject } from "vitest/config";
import { pageLoaders } from "./page-loaders.ts";

/**
 * Tests of plain modules run in Node alone (vitest.node.config.ts): no happy-dom to build and no component
 * setup to load, which were most of a small test's time. A test that renders is a `.test.tsx`.
 */
export const NODE_TESTS = ["src/**/*.test.ts", "*.test.ts"];

/** The `.test.ts` files whose modules read `window`, `document`, `navigator` or storage: happy-dom for them. */
export const BROWSER_MODULE_TESTS = [
  "src/document.test.ts",
  "src/features/chat/components/chat-dates.test.ts",
  "src/lib/after-load.test.ts",
  "src/lib/analytics/google-analytics.test.ts",
  "src/lib/analytics/page-views.test.ts",
  "src/lib/analytics/visitor-id.test.ts",
  "src/lib/api-client.test.ts",
  "src/lib/dates.test.ts",
  "src/lib/reader-dates.test.ts",
  "src/lib/position-invite-intent.test.ts",
  "src/lib/preload-error.test.ts",
  "src/lib/realtime/realtime-hub.test.ts",
  "src/lib/sound/interface-sounds.test.ts",
  "src/lib/subscription-intent.test.ts",
];

/**
 * Test files that replace a module (`vi.mock`). Files share their worker's loaded modules (`isolate: false`:
 * importing React, the router and the components again for every file was most of the suite's time), and a
 * module replaced by one file would stay replaced for the next: these files run isolated instead, in the
 * `web-isolated` and `web-node-isolated` projects. Read from the files, so a new mock cannot be forgotten.
 */
export const MODULE_MOCKING_TESTS = readdirSync(new URL("./src", import.meta.url), { recursive: true })
  .map((entry) => `src/${String(entry).replaceAll("\\", "/")}`)
  .filter((path) => /\.test\.tsx?$/.test(path))
  .filter((path) => readFileSync(new URL(`./${path}`, import.meta.url), "utf8").includes("vi.mock("))
  .sort();

/**
 * Test files that render with React's static renderer (a visitor's document, app/prerender.tsx): it leaves
 * the contexts it rendered marked as its own, and the browser's renderer in the same module graph then
 * reports every provider as rendered by two renderers at once. Isolated like the files that mock.
 */
const STATIC_RENDER_TESTS = ["src/app/prerender-documents.test.tsx"];

const ISOLATED_TESTS = [...MODULE_MOCKING_TESTS, ...STATIC_RENDER_TESTS];

export const webResolve = {
  alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
};

/** The happy-dom project; `isolated` runs the files that replace modules, each in a fresh module graph. */
export function happyDomProject(isolated: boolean) {
  return defineProject({
    plugins: [react(), pageLoaders()],
    resolve: webResolve,
    test: {
      name: isolated ? "web-isolated" : "web",
      environment: "happy-dom",
      // Vitest's defaults (5 s a test, 10 s a hook) are too short on a loaded two-core machine; the
      // limits only catch a hang, no test measures time.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      setupFiles: ["./src/test/setup.ts"],
      ...(isolated
        ? { include: inHappyDom(ISOLATED_TESTS) }
        : {
            include: HAPPY_DOM_TESTS,
            exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
            isolate: false,
          }),
    },
  });
}

const HAPPY_DOM_TESTS = ["src/**/*.test.tsx", ...BROWSER_MODULE_TESTS];

function inHappyDom(paths: readonly string[]): string[] {
  return paths.filter((path) => path.endsWith(".tsx") || BROWSER_MODULE_TESTS.includes(path));
}

export default happyDomProject(false);
