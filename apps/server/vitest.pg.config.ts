import { availableParallelism } from "node:os";
import { defineProject } from "vitest/config";

/** `npm run test:pg`: the same server tests against a real PostgreSQL server. */
export default defineProject({
  test: {
    name: "server-pg",
    environment: "node",
    // Vitest's defaults (5 s a test, 10 s a hook) hold on an idle machine; on a loaded two-core one a
    // `beforeAll` that loads a database and signs people up takes longer, and a hook that times out
    // skips its whole file. These limits only catch a hang: no test measures time.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    include: ["src/**/*.test.ts"],
    // Test files share each worker's loaded modules instead of importing the server again per file
    // (most of the suite's time). They hold their state in their own databases and apps, not in
    // modules, and mock no modules (vi.mock), which would leak into the next file.
    isolate: false,
    globalSetup: ["src/test/global-setup-pg.ts"],
    // Run on its own, this config is the root one, and Vitest's default there keeps a core for its main
    // process: on a two-core machine the whole API suite ran in one worker, while PostgreSQL, a process
    // of its own, left that core idle between queries. A worker per core, as `npm test` has.
    maxWorkers: availableParallelism(),
  },
});
