import { loadEnvOrExit } from "./env";
import { createShutdown, type RunningServer, startServer } from "./server";

/**
 * The process entry point (`node dist/index.js`, `tsx src/index.ts`, or imported by
 * scripts/start.mjs): importing this module starts Hatchery. What tests need lives in server.ts.
 */
const env = loadEnvOrExit();
let running: RunningServer;
try {
  running = await startServer(env);
} catch (error) {
  console.error(`Hatchery could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.info(`Hatchery is running at ${running.url}`);
const shutdown = createShutdown({ ...running, timeoutMs: env.SHUTDOWN_GRACE_PERIOD_MS });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void shutdown(signal));
}
