import { defineProject } from "vitest/config";

export default defineProject({
  // Property tests run many cases: on a loaded two-core machine they need more than Vitest's 5 s.
  test: { name: "shared", include: ["src/**/*.test.ts"], testTimeout: 30_000 },
});
