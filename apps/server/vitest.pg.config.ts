import { defineProject } from "vitest/config";

/** `npm run test:pg`: the same server tests against a real PostgreSQL server. */
export default defineProject({
  test: {
    name: "server-pg",
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup-pg.ts"],
  },
});
