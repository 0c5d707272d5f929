// The free-slot engine (apps/server/src/modules/mentoring/free-slots.ts, docs/decisions/051-mentoring.md)
// for a mentor with a year of sessions: free times of a week (the booking panel), four weeks (the
// reschedule dialog) and the longest range the API answers (62 days), and the next free slot (the
// directory's cards), each computed from the whole year's busy list (the service passes only the range's
// weeks). Built with esbuild as the server is, then timed in this process: p50 and p95 of 200 runs after
// 20 warm-up runs. Target: p95 ≤ 20 ms for each. Exits 1 when over.
// Usage: node bench/free-slots.mjs
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { repoRoot } from "./lib/server.mjs";

const TARGET_MS = 20;
const RUNS = 200;
const WARM_UP = 20;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const folder = mkdtempSync(join(tmpdir(), "free-slots-bench-"));
const outfile = join(folder, "free-slots.mjs");
try {
  await build({
    entryPoints: [join(repoRoot, "apps/server/src/modules/mentoring/free-slots.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "error",
  });
  const { freeSlots, nextFreeSlot } = await import(pathToFileURL(outfile).href);

  const rules = {
    timeZone: "America/New_York",
    weekly: [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, startMinute: 9 * 60, endMinute: 12 * 60 },
      { weekday, startMinute: 14 * 60, endMinute: 17 * 60 },
    ]),
    sessionLengths: [30, 60],
    minNoticeHours: 12,
    bookingWindowDays: 180,
    weeklyLimit: 12,
    bufferMinutes: 15,
    datesOff: Array.from({ length: 20 }, (_, index) =>
      new Date(Date.UTC(2026, 0, 5 + index * 17)).toISOString().slice(0, 10),
    ),
  };
  // A year of sessions: two most weekdays, at 09:00 and 15:00 New York time (give or take the zone's offset).
  const yearStart = Date.parse("2026-01-05T00:00:00Z");
  const busy = [];
  for (let day = 0; day < 365; day += 1) {
    const weekday = (day % 7) + 1;
    if (weekday > 5 || day % 11 === 0) continue;
    for (const hour of [14, 20]) {
      const startsAt = yearStart + day * DAY + hour * HOUR;
      busy.push({ startsAt, endsAt: startsAt + HOUR, countsTowardLimit: true });
    }
  }
  const now = Date.parse("2026-10-19T12:00:00Z");

  const cases = [
    ["a week", () => freeSlots({ rules, busy, from: now, to: now + 7 * DAY, now, length: 60 })],
    ["four weeks", () => freeSlots({ rules, busy, from: now, to: now + 28 * DAY, now, length: 30 })],
    ["62 days", () => freeSlots({ rules, busy, from: now, to: now + 62 * DAY, now, length: 30 })],
    ["next free slot", () => nextFreeSlot({ rules, busy }, now)],
  ];
  let failed = false;
  console.log(`free slots of a mentor with ${busy.length} sessions in a year (target p95 ≤ ${TARGET_MS} ms)`);
  for (const [name, run] of cases) {
    for (let index = 0; index < WARM_UP; index += 1) run();
    const times = [];
    let count = 0;
    for (let index = 0; index < RUNS; index += 1) {
      const started = performance.now();
      const result = run();
      times.push(performance.now() - started);
      count = Array.isArray(result) ? result.length : result ? 1 : 0;
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(RUNS * 0.5)];
    const p95 = times[Math.floor(RUNS * 0.95)];
    const over = p95 > TARGET_MS;
    failed ||= over;
    console.log(
      `  ${name.padEnd(15)} p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (${count} slots)${over ? "  OVER" : ""}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
