import { configDefaults, defineProject } from "vitest/config";
import { pageLoaders } from "./page-loaders.ts";
import { BROWSER_MODULE_TESTS, NODE_TESTS, webResolve } from "./vitest.config.ts";

/** The web app's tests of plain modules, in Node (vitest.config.ts `NODE_TESTS`). */
export default defineProject({
  plugins: [pageLoaders()],
  resolve: webResolve,
  test: {
    name: "web-node",
    environment: "node",
    // As in vitest.config.ts: only a hang reaches these limits.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: NODE_TESTS,
    exclude: [...configDefaults.exclude, ...BROWSER_MODULE_TESTS],
  },
});
