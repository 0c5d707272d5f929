import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { pageLoaders } from "./page-loaders.ts";

export default defineProject({
  plugins: [react(), pageLoaders()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    name: "web",
    environment: "happy-dom",
    // Vitest's defaults (5 s a test, 10 s a hook) are too short on a loaded two-core machine; the
    // limits only catch a hang, no test measures time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./src/test/setup.ts"],
    include: [
      "src/**/*.test.{ts,tsx}",
      "env.test.ts",
      "contracts-without-schemas.test.ts",
      "tailwind-merge-for-used-classes.test.ts",
      "prerender-pages.test.ts",
      "react-router-production.test.ts",
    ],
  },
});
