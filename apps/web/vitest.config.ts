import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { pageLoaders } from "./page-loaders.ts";

/**
 * Tests of plain modules run in Node alone (vitest.node.config.ts): no happy-dom to build and no component
 * setup to load, which were most of a small test's time. A test that renders is a `.test.tsx`.
 */
export const NODE_TESTS = ["src/**/*.test.ts", "*.test.ts"];

/** The `.test.ts` files whose modules read `window`, `document`, `navigator` or storage: happy-dom for them. */
export const BROWSER_MODULE_TESTS = [
  "src/features/chat/components/chat-dates.test.ts",
  "src/lib/after-load.test.ts",
  "src/lib/analytics/google-analytics.test.ts",
  "src/lib/analytics/page-views.test.ts",
  "src/lib/analytics/visitor-id.test.ts",
  "src/lib/api-client.test.ts",
  "src/lib/dates.test.ts",
  "src/lib/position-invite-intent.test.ts",
  "src/lib/preload-error.test.ts",
  "src/lib/realtime/realtime-hub.test.ts",
  "src/lib/subscription-intent.test.ts",
];

export const webResolve = {
  alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
};

export default defineProject({
  plugins: [react(), pageLoaders()],
  resolve: webResolve,
  test: {
    name: "web",
    environment: "happy-dom",
    // Vitest's defaults (5 s a test, 10 s a hook) are too short on a loaded two-core machine; the
    // limits only catch a hang, no test measures time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.tsx", ...BROWSER_MODULE_TESTS],
  },
});
