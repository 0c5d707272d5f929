// First and warm start of the built server on the embedded database, as `npm start` runs it: the time
// from spawning the process to its first healthy answer, and the process's peak RSS (VmHWM) by then.
// Usage: npm run build && node bench/first-start.mjs [--runs 3]
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startBuiltServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, port: { type: "string", default: "3273" } },
});
const MB = 1024 * 1024;

function peakRssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function measuredStart(dataDir) {
  // The settings of `npm start` on a fresh clone: development, with the demo seed.
  const server = await startBuiltServer({
    port: Number(values.port),
    dataDir,
    pollMs: 25,
    env: { NODE_ENV: "development", SEED_DEMO: "true" },
  });
  const result = { ms: server.startMs, peakMb: peakRssBytes(server.pid) / MB };
  await server.stop();
  return result;
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const rows = [];
for (let run = 0; run < Number(values.runs); run += 1) {
  const folder = mkdtempSync(join(tmpdir(), "hatchery-first-start-"));
  try {
    const first = await measuredStart(folder);
    const warm = await measuredStart(folder);
    rows.push({ first, warm });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
console.table(
  rows.map(({ first, warm }, index) => ({
    run: index + 1,
    "first start s": (first.ms / 1000).toFixed(2),
    "first peak RSS MiB": first.peakMb.toFixed(0),
    "warm start s": (warm.ms / 1000).toFixed(2),
    "warm peak RSS MiB": warm.peakMb.toFixed(0),
  })),
);
console.info(
  `median: first start ${(median(rows.map((row) => row.first.ms)) / 1000).toFixed(2)} s, ` +
    `${median(rows.map((row) => row.first.peakMb)).toFixed(0)} MiB peak; warm start ` +
    `${(median(rows.map((row) => row.warm.ms)) / 1000).toFixed(2)} s, ${median(rows.map((row) => row.warm.peakMb)).toFixed(0)} MiB peak`,
);
console.info("goal: first start ≤ 6 s and ≤ 450 MiB peak RSS; warm start ≤ 3 s");
