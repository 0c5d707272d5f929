import { defineProject } from "vitest/config";

/** Server tests on embedded PGlite: one migrated template, copied for each test file. */
export default defineProject({
  test: {
    name: "server",
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
    globalSetup: ["src/test/global-setup.ts"],
  },
});
