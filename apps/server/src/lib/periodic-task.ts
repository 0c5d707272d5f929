import type { Logger } from "pino";

/** Work the server does besides answering requests; stopped on shutdown before the database closes. */
export interface BackgroundTask {
  /** Stops the task and waits for a run in progress. */
  stop(): Promise<void>;
}

/** A periodic task that can also be asked to run at once. */
export interface PeriodicTask extends BackgroundTask {
  /**
   * Runs now instead of waiting for the next tick. Asked while a run is going, it runs once more
   * right after that one, so work that arrived during the run is not left for the next tick.
   */
  runNow(): void;
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
}): PeriodicTask {
  const { name, intervalMs, logger, run } = options;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;

  function start(): void {
    running = run()
      .catch((error: unknown) => logger.warn({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
        if (runAgain && !stopped) {
          runAgain = false;
          start();
        }
      });
  }

  const timer = setInterval(() => {
    if (!running) start();
  }, intervalMs);
  timer.unref();
  return {
    runNow() {
      if (stopped) return;
      if (running) runAgain = true;
      else start();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A run asked for during the last one may have started meanwhile: wait for whichever is going.
      while (running) await running;
    },
  };
}
