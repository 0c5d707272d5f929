// The page's main-thread work from a Lighthouse trace, counted in CPU time (the trace's `tdur`) rather
// than wall time: on a machine shared with other work, a task's wall time grows with every moment the
// thread waits for a core, its CPU time does not. Lighthouse's own figures (total blocking time, the
// main-thread breakdown) use wall time; these sit beside them for comparing two builds on a loaded machine.

/** Lighthouse's mobile preset slows the host's CPU by this factor (simulated throttling). */
export const MOBILE_CPU_SLOWDOWN = 4;
/** A task blocks input for whatever it takes beyond this (the definition of total blocking time). */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * `cpuMs`: the CPU time of every top-level task of the page's main thread after its navigation started;
 * `blockingCpuMs`: the sum over those tasks of their CPU time times the run's slowdown beyond 50 ms,
 * total blocking time as it would be with no other work on the machine (from the first task, not from
 * the first paint, so a little higher than Lighthouse's); `waitedShare`: the part of those tasks' wall
 * time the thread spent off the CPU, waiting for another thread or process (the browser's, the
 * trace's writer, a core). Lighthouse's simulation multiplies that waiting by the slowdown as if it were
 * the page's work: where it is large, the run's figures are the machine's more than the page's.
 */
export function mainThreadCpu(trace, cpuSlowdown = MOBILE_CPU_SLOWDOWN) {
  const events = trace.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const navigation = events
    .filter(
      (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http"),
    )
    .at(-1);
  const thread = navigation ? `${navigation.pid}:${navigation.tid}` : undefined;
  const tasks = events.filter(
    (event) =>
      event.name === "RunTask" &&
      event.ph === "X" &&
      typeof event.tdur === "number" &&
      (thread ? `${event.pid}:${event.tid}` === thread : mainThreads.has(`${event.pid}:${event.tid}`)) &&
      (!navigation || event.ts >= navigation.ts),
  );
  let cpuMs = 0;
  let wallMs = 0;
  let blockingCpuMs = 0;
  for (const task of tasks) {
    const ms = task.tdur / 1000;
    cpuMs += ms;
    wallMs += task.dur / 1000;
    blockingCpuMs += Math.max(0, ms * cpuSlowdown - BLOCKING_THRESHOLD_MS);
  }
  return {
    cpuMs: Math.round(cpuMs),
    blockingCpuMs: Math.round(blockingCpuMs),
    waitedShare: wallMs > 0 ? Math.max(0, 1 - cpuMs / wallMs) : 0,
  };
}
