import { defineConfig } from "vitest/config";

/** `npm test`: every workspace's unit, API and component tests, on embedded PGlite and happy-dom. */
export default defineConfig({
  test: {
    projects: ["packages/shared", "apps/server", "apps/web"],
  },
});
