// @vitest-environment node
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { SCHEDULER_SLICE_MS, withShorterSlices } from "./scheduler-slices.ts";

const require = createRequire(import.meta.url);
const schedulerFile = require.resolve("scheduler/cjs/scheduler.production.js", {
  paths: [require.resolve("react-dom/package.json")],
});
const schedulerSource = await readFile(schedulerFile, "utf8");

interface Scheduler {
  unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  unstable_shouldYield(): boolean;
  unstable_NormalPriority: number;
}

/**
 * Whether the scheduler built from `source` tells a task that has worked `workedMs` to give way, on a
 * clock the test moves and a task queue it runs.
 */
function yieldsAfter(source: string, workedMs: number): boolean {
  let clock = 1000;
  const queued: (() => void)[] = [];
  const context = {
    exports: {} as Scheduler,
    performance: { now: () => clock },
    setTimeout,
    clearTimeout,
    setImmediate: (callback: () => void) => queued.push(callback),
  };
  vm.runInNewContext(source, context);
  const scheduler = context.exports;
  let yielded: boolean | undefined;
  scheduler.unstable_scheduleCallback(scheduler.unstable_NormalPriority, () => {
    clock += workedMs;
    yielded = scheduler.unstable_shouldYield();
  });
  while (queued.length > 0) queued.shift()?.();
  if (yielded === undefined) throw new Error("the scheduler did not run the task");
  return yielded;
}

describe("the scheduler's shorter slices (scheduler-slices.ts)", () => {
  it("gives way after SCHEDULER_SLICE_MS, where the package's own waits for 5 ms", () => {
    const shorter = withShorterSlices(schedulerSource);
    expect(yieldsAfter(shorter, SCHEDULER_SLICE_MS - 0.5)).toBe(false);
    expect(yieldsAfter(shorter, SCHEDULER_SLICE_MS)).toBe(true);
    expect(yieldsAfter(schedulerSource, SCHEDULER_SLICE_MS)).toBe(false);
    expect(yieldsAfter(schedulerSource, 5)).toBe(true);
  });

  it("fails the build when the scheduler declares its slice otherwise", () => {
    expect(() => withShorterSlices(schedulerSource.replace("frameInterval = 5,", "frameYield = 5,"))).toThrow(
      /no longer declares/,
    );
  });
});
