// What the realtime benchmarks measure: a process's resident memory and percentiles of latencies.
import { readdirSync, readFileSync } from "node:fs";

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

/** The CPU time process `pid` has used so far, user and system, in milliseconds (Linux). */
export function cpuMilliseconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name (in parentheses, which may hold spaces); utime and stime are the
  // 14th and 15th fields, in clock ticks of 10 ms.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The CPU time of this machine's PostgreSQL processes, per process id, in milliseconds (Linux): the
 * benchmarks run the server on the same cores, so what the database spends is part of a request's cost.
 */
export function postgresCpuByProcess() {
  const byProcess = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres")
        byProcess.set(entry, cpuMilliseconds(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byProcess;
}

/** The CPU PostgreSQL used since `before` (from `postgresCpuByProcess`), by the processes still running. */
export function postgresCpuSince(before) {
  let total = 0;
  for (const [pid, milliseconds] of postgresCpuByProcess()) total += milliseconds - (before.get(pid) ?? 0);
  return total;
}
