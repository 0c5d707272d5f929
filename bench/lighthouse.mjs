// Lighthouse (mobile preset, the system Chromium) on the main routes of the built server with the demo
// content: the median of three runs of each category's score, first and largest contentful paint, and
// every audit that fails outside performance. Usage: npm run build && node bench/lighthouse.mjs [--runs 3]
// [--route /auth --route /incubators/:slug …] (only those; `:slug` is the first demo incubator's,
// `:article` the first article of the library's first section)
// [--lcp] (also print each run's largest paint: its element and where its time went)
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "3274" },
    route: { type: "string", multiple: true },
    lcp: { type: "boolean", default: false },
  },
});
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The largest paint's element and its phases (time to first byte, load delay, load time, render delay). */
function printLargestPaint(route, lhr) {
  const items = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const element = items[0]?.items?.[0]?.node;
  const phases = items[1]?.items ?? [];
  console.info(
    `${route} LCP ${(lhr.audits["largest-contentful-paint"].numericValue / 1000).toFixed(2)} s:`,
    element?.snippet ?? "(no element)",
    phases.map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(", "),
  );
}
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const server = await startBuiltServer({ port: Number(values.port), env: { SEED_DEMO: "true" } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
try {
  const directory = await (await fetch(`${server.baseUrl}/api/incubators`)).json();
  const slug = directory.items[0]?.slug;
  if (!slug) throw new Error("the demo content has no incubator");
  const section = await (await fetch(`${server.baseUrl}/api/library/sections/tech-roles`)).json();
  const article = `tech-roles/${section.articles[0]?.slug}`;
  const routes = (
    values.route ?? ["/", "/incubators", "/incubators/:slug", "/auth", "/library", "/library/:article"]
  ).map((route) => route.replace(":slug", slug).replace(":article", article));
  const rows = [];
  const failures = new Map();
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < Number(values.runs); run += 1) {
      const { lhr } = await lighthouse(`${server.baseUrl}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      runs.push(lhr);
      if (values.lcp) printLargestPaint(route, lhr);
      for (const category of CATEGORIES.slice(1)) {
        for (const ref of lhr.categories[category].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            failures.set(`${route} ${category}: ${audit.id}`, audit.title);
          }
        }
      }
    }
    const score = (category) => Math.round(median(runs.map((lhr) => lhr.categories[category].score * 100)));
    const metric = (id) => (median(runs.map((lhr) => lhr.audits[id].numericValue)) / 1000).toFixed(2);
    rows.push({
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best practices": score("best-practices"),
      seo: score("seo"),
      "FCP s": metric("first-contentful-paint"),
      "LCP s": metric("largest-contentful-paint"),
      "TBT ms": Math.round(median(runs.map((lhr) => lhr.audits["total-blocking-time"].numericValue))),
      CLS: median(runs.map((lhr) => lhr.audits["cumulative-layout-shift"].numericValue)).toFixed(3),
      // Lighthouse's measure of the machine's speed (higher is faster; a quiet laptop is about 1,500+).
      "benchmark index": Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex))),
    });
  }
  console.table(rows);
  console.info(
    `Load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  for (const [where, title] of failures) console.info(`failing: ${where} (${title})`);
  console.info("goal: performance ≥ 95, accessibility 100, best practices 100, SEO 100");
} finally {
  await chrome.kill();
  await server.stop();
}
