// What the realtime benchmarks measure: a process's resident memory and percentiles of latencies.
import { readFileSync } from "node:fs";

export const MB = 1024 * 1024;

/** The resident memory of process `pid`, in bytes (Linux). */
export function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The value below which `fraction` of the sorted values lie. */
export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
