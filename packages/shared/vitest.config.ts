import { defineProject } from "vitest/config";

export default defineProject({
  // Property tests run many cases: on a loaded two-core machine they need more than Vitest's 5 s.
  // Pure functions: the test files share each worker's loaded modules (no vi.mock here).
  test: { name: "shared", include: ["src/**/*.test.ts"], testTimeout: 30_000, isolate: false },
});
