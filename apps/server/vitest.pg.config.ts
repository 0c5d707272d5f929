import { defineProject } from "vitest/config";
import { SERVER_TEST_TIMEOUTS } from "./src/test/timeouts";

/** `npm run test:pg`: the same server tests against a real PostgreSQL server. */
export default defineProject({
  test: {
    name: "server-pg",
    environment: "node",
    ...SERVER_TEST_TIMEOUTS,
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup-pg.ts"],
  },
});
