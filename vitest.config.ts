import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** `npm test`: every workspace's unit, API and component tests, on embedded PGlite, happy-dom and Node, and the scripts' tests. */
export default defineConfig({
  test: {
    projects: [
      "packages/shared",
      "apps/server",
      // The web app's tests: components in happy-dom, plain modules in Node; each in two projects, as
      // files that replace modules (`vi.mock`) cannot share their worker's modules (apps/web/vitest.config.ts).
      "apps/web",
      "apps/web/vitest.isolated.config.ts",
      "apps/web/vitest.node.config.ts",
      "apps/web/vitest.node-isolated.config.ts",
      // The repository's own scripts (npm start's steps), in plain Node.
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"], environment: "node" } },
    ],
    // Vitest's default keeps a core for its main process, which waits while the workers run: on a
    // two-core machine the suite ran in one worker (352 s; 245 s in two, measured in one session).
    maxWorkers: availableParallelism(),
  },
});
