import { loadEnvOrExit } from "./env";
import { createShutdown, type RunningServer, readyLines, START_STEP_LINES, startServer } from "./server";

/**
 * The process entry point (`node dist/index.js`, `tsx src/index.ts`, or imported by
 * scripts/start.mjs): importing this module starts Hatchery. What tests need lives in server.ts.
 */
const env = loadEnvOrExit();
let running: RunningServer;
try {
  running = await startServer(env, undefined, (step) => console.info(START_STEP_LINES[step]));
} catch (error) {
  console.error(`Hatchery could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
for (const line of readyLines(env, running.url, running.setupUrl)) console.info(line);
const shutdown = createShutdown({ ...running, timeoutMs: env.SHUTDOWN_GRACE_PERIOD_MS });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void shutdown(signal));
}
