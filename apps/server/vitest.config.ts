import { defineProject } from "vitest/config";

/** Server tests on embedded PGlite: one migrated template, copied for each test file. */
export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
  },
});
