import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./lib/server.mjs";
const server = await startBuiltServer({ port: 3279, env: { SEED_DEMO: "true" } });
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless","--no-sandbox","--disable-gpu","--no-first-run"] });
try {
  for (const route of process.argv.slice(2)) {
    const { lhr } = await lighthouse(`${server.baseUrl}${route}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    console.log(route, lhr.categories.performance.score);
    for (const id of ["first-contentful-paint","largest-contentful-paint","speed-index","total-blocking-time","cumulative-layout-shift"]) console.log(" ", id, lhr.audits[id].displayValue, lhr.audits[id].score);
    const lcp = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node; console.log("  LCP el", lcp?.selector, lcp?.nodeLabel?.slice(0,60));
    const shifts = lhr.audits["layout-shifts"]?.details?.items ?? []; console.log("  shifts", JSON.stringify(shifts.map(s => [s.score, s.node?.selector])).slice(0, 500));
    const bt = lhr.audits["bootup-time"]?.details?.items?.slice(0,5).map(i => `${Math.round(i.total)}ms ${i.url.replace(server.baseUrl,"")}`); console.log("  bootup", bt);
  }
} finally { await chrome.kill(); await server.stop(); }
