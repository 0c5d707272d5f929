import { configDefaults, defineProject } from "vitest/config";
import { pageLoaders } from "./page-loaders.ts";
import { BROWSER_MODULE_TESTS, MODULE_MOCKING_TESTS, NODE_TESTS, webResolve } from "./vitest.config.ts";

/**
 * The web app's tests of plain modules, in Node (vitest.config.ts `NODE_TESTS`). As in the happy-dom
 * project, files share their worker's modules, but for those that replace modules (`vi.mock`).
 */
export function nodeProject(isolated: boolean) {
  const inNode = MODULE_MOCKING_TESTS.filter(
    (path) => path.endsWith(".ts") && !BROWSER_MODULE_TESTS.includes(path),
  );
  return defineProject({
    plugins: [pageLoaders()],
    resolve: webResolve,
    test: {
      name: isolated ? "web-node-isolated" : "web-node",
      environment: "node",
      // As in vitest.config.ts: only a hang reaches these limits.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...(isolated
        ? { include: inNode }
        : {
            include: NODE_TESTS,
            exclude: [...configDefaults.exclude, ...BROWSER_MODULE_TESTS, ...inNode],
            isolate: false,
          }),
    },
  });
}

export default nodeProject(false);
