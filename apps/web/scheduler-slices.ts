import type { Plugin } from "vite";

/**
 * How long React's scheduler works before it gives the browser its turn, in milliseconds (the package's
 * own is 5). React renders and hydrates in slices of the scheduler's and checks the clock between two
 * components, so a slice overruns by its last component: here 5 ms slices ran 6–12 ms. Lighthouse's
 * simulated phone multiplies each task of the host's by its slowdown (×4 on a machine of the class the
 * goals are set for, ×7–10 on a faster one slowed to that class), so a 5 ms slice is 20–50 ms there and
 * its overrun often crossed the 50 ms beyond which a task blocks input; a 3 ms slice leaves room for the
 * overrun. Each slice's end costs a message to the page's own task queue, a few microseconds
 * (docs/decisions/079-shorter-scheduler-slices.md).
 */
export const SCHEDULER_SLICE_MS = 3;

/** The scheduler's production build, which the browser build bundles. */
const SCHEDULER_PRODUCTION = /[\\/]node_modules[\\/]scheduler[\\/]cjs[\\/]scheduler\.production\.js$/;
/** The slice's length as the package declares it (scheduler 0.2x), among the module's `var` list. */
const SLICE_DECLARATION = /\bframeInterval = 5,/;

/** The scheduler's production module with its slice set to SCHEDULER_SLICE_MS. */
export function withShorterSlices(code: string): string {
  if (!SLICE_DECLARATION.test(code)) {
    // A new scheduler that declares its slice otherwise: fail the build rather than ship the 5 ms slice.
    throw new Error(
      "scheduler-slices: the scheduler no longer declares `frameInterval = 5,`; see docs/decisions/079",
    );
  }
  return code.replace(SLICE_DECLARATION, `frameInterval = ${SCHEDULER_SLICE_MS},`);
}

/** Sets the bundled scheduler's slice (SCHEDULER_SLICE_MS). */
export function shorterSchedulerSlices(): Plugin {
  let transformed = false;
  return {
    name: "hatchery:shorter-scheduler-slices",
    apply: "build",
    buildStart() {
      transformed = false;
    },
    transform(code, id) {
      if (!SCHEDULER_PRODUCTION.test(id.split("?")[0] ?? id)) return undefined;
      transformed = true;
      return { code: withShorterSlices(code), map: null };
    },
    generateBundle() {
      // The scheduler moved or was renamed: say so rather than ship the 5 ms slice unnoticed.
      if (!transformed)
        this.error("scheduler-slices: the build bundled no scheduler/cjs/scheduler.production.js");
    },
  };
}
