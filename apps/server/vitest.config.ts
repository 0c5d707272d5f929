import { defineProject } from "vitest/config";
import { SERVER_TEST_TIMEOUTS } from "./src/test/timeouts";

/** Server tests on embedded PGlite: one migrated template, copied for each test file. */
export default defineProject({
  test: {
    name: "server",
    environment: "node",
    ...SERVER_TEST_TIMEOUTS,
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
  },
});
