import type { Logger } from "pino";

/** Work the server does besides answering requests; stopped on shutdown before the database closes. */
export interface BackgroundTask {
  /** Stops the task and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs`. Runs never overlap (a tick that finds one still going is skipped), a
 * failed run is logged as "`name` failed" and the next tick tries again, and `stop()` waits for a run in
 * progress. The timer does not keep the process alive on its own.
 */
export function startPeriodicTask(options: {
  name: string;
  intervalMs: number;
  logger: Logger;
  run: () => Promise<void>;
}): BackgroundTask {
  const { name, intervalMs, logger, run } = options;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((error: unknown) => logger.warn({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
