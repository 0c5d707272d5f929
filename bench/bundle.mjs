// Prints the gzip size of the JavaScript loaded for `/` and of every lazy route chunk, against the budgets.
// Usage: npm run build -w @hatchery/web && node bench/bundle.mjs
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { repoRoot } from "./lib/server.mjs";

const INITIAL_BUDGET_KB = 150;
/*
 * A form's route chunk carries the schema library (about 40 KB gzip of zod, shared by every form) and,
 * since the typed API contract (docs/decisions/016-typed-api-contract.md), the contracts it calls
 * (0.2 to 0.4 KB). The budget was 60 KB before the contracts; the way down is a smaller schema build
 * (zod/mini), the next step of the speed work, not fewer contracts.
 */
const ROUTE_CHUNK_BUDGET_KB = 61;

const dist = join(repoRoot, "apps/web/dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically: what the browser fetches to run it. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}
const sizeOf = (keys) => [...keys].reduce((total, key) => total + gzipKb(manifest[key].file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => /features\/home\/pages\//.test(key));
const initial = staticClosure(entryKey);
if (homeKey) staticClosure(homeKey, initial);
const initialKb = sizeOf(initial);

const rows = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key !== homeKey)
  .map((key) => {
    const own = [...staticClosure(key)].filter((chunk) => !initial.has(chunk));
    return { chunk: key.replace(/^src\//, ""), "gzip KB": Number(sizeOf(own).toFixed(1)) };
  })
  .sort((a, b) => b["gzip KB"] - a["gzip KB"]);

console.info(`JS loaded for / : ${initialKb.toFixed(1)} KB gzip (budget ${INITIAL_BUDGET_KB} KB)`);
console.info(
  `largest route chunk: ${rows[0]?.chunk ?? "none"} ${rows[0]?.["gzip KB"] ?? 0} KB gzip (budget ${ROUTE_CHUNK_BUDGET_KB} KB)`,
);
console.table(rows.slice(0, 15));

const overBudget =
  initialKb > INITIAL_BUDGET_KB || rows.some((row) => row["gzip KB"] > ROUTE_CHUNK_BUDGET_KB);
if (overBudget) {
  console.error("Over budget.");
  process.exitCode = 1;
}
