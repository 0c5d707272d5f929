// The XML sitemap at scale (docs/decisions/066-analytics-at-scale.md): on a throwaway PostgreSQL database
// filled with `--per-source` (100,000) incubators, public teams and projects (300,000 URLs with the static
// pages, so /sitemap.xml is an index), the time to build /sitemap.xml and each child sitemap it lists, as
// the server's routes build them (sitemap.service.ts, built with esbuild as the server is), `--runs` (3)
// times each; the median and worst of the whole answer (statements and XML) in this process.
// Usage: node bench/sitemap.mjs [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--runs 3]
//        [--per-source 100000] [--source-root apps/server/src]
// --source-root builds the service from another copy of apps/server/src (say an earlier commit's, from
// `git archive <commit> apps/server/src | tar -x -C /tmp/old`), to measure before and after on one fill.
// No target: a child must stay well under the minute a crawler waits, and the index no slower than one.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { build } from "esbuild";
import pg from "pg";
import { createThrowawayDatabase } from "./lib/database.mjs";
import { repoRoot } from "./lib/server.mjs";

const { values: options } = parseArgs({
  options: {
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    runs: { type: "string", default: "3" },
    "per-source": { type: "string", default: "100000" },
    "source-root": { type: "string", default: join(repoRoot, "apps/server/src") },
  },
});
const RUNS = Number(options.runs);
const serverPackage = JSON.parse(readFileSync(join(repoRoot, "apps/server/package.json"), "utf8"));
const PER_SOURCE = Number(options["per-source"]);
const sourceRoot = resolve(options["source-root"]);

const FILL = [
  `insert into incubators (slug, name, updated_at)
     select 'bench-lab-' || n, 'Bench Lab ' || n, now() - n * interval '1 minute' from generate_series(1, ${PER_SOURCE}) n`,
  `insert into teams (incubator_id, slug, name, updated_at)
     select (select id from incubators where slug = 'bench-lab-1'), 'bench-team-' || n, 'Team ' || n,
       now() - n * interval '1 minute'
     from generate_series(1, ${PER_SOURCE}) n`,
  `insert into projects (team_id, slug, name, updated_at)
     select t.id, 'bench-project-' || n, 'Project ' || n, now() - n * interval '1 minute'
     from generate_series(1, ${PER_SOURCE}) n join teams t on t.slug = 'bench-team-' || n`,
  "vacuum analyze",
];

// Inside the repository, so the built module finds its packages where the server does.
const folder = mkdtempSync(join(repoRoot, "bench", ".sitemap-bench-"));
const database = await createThrowawayDatabase(options["database-url"], "sitemap");
const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 10 });
try {
  await migrate(drizzle({ client: pool }), {
    migrationsFolder: join(repoRoot, "apps/server/src/db/migrations"),
  });
  const filling = Date.now();
  for (const statement of FILL) await pool.query(statement);
  console.log(
    `filled in ${((Date.now() - filling) / 1000).toFixed(1)} s: ${PER_SOURCE} incubators, teams and projects`,
  );

  await build({
    entryPoints: [
      join(sourceRoot, "modules/sitemap/sitemap.service.ts"),
      join(sourceRoot, "db/schema/index.ts"),
    ],
    bundle: true,
    platform: "node",
    format: "esm",
    outdir: folder,
    outExtension: { ".js": ".mjs" },
    logLevel: "error",
    // The server's packages stay outside, as in its build; the shared package is TypeScript, so it is bundled.
    external: Object.keys(serverPackage.dependencies).filter((name) => name !== "@hatchery/shared"),
    // A copy outside the repository (--source-root) finds the packages in the repository's.
    nodePaths: [join(repoRoot, "node_modules")],
  });
  const service = await import(pathToFileURL(join(folder, "modules/sitemap/sitemap.service.mjs")).href);
  const schema = await import(pathToFileURL(join(folder, "db/schema/index.mjs")).href);
  const db = drizzle({ client: pool, schema });
  const input = {
    publicUrl: "https://hatchery.test",
    sources: service.SITEMAP_SOURCES,
    paged: service.SITEMAP_PAGED_SOURCES,
  };

  /** Runs `make` RUNS times: its answer and the median and worst time, in ms. */
  async function timed(make) {
    const times = [];
    let answer;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      answer = await make();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { answer, median: times[Math.floor(times.length / 2)], worst: times.at(-1) };
  }
  const row = (label, { median, worst }, note = "") =>
    console.log(
      `${label.padEnd(34)} ${median.toFixed(0).padStart(7)} ${worst.toFixed(0).padStart(7)}  ${note}`,
    );

  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}; ${RUNS} runs each, ms for the whole answer (source: ${sourceRoot})`,
  );
  console.log("document                            median   worst");
  const index = await timed(() => service.buildSitemapXml(db, input));
  const children = [...index.answer.matchAll(/<loc>https:\/\/hatchery\.test(\/sitemaps\/[^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  row("/sitemap.xml", index, `${children.length} children`);
  let urls = 0;
  for (const path of children) {
    // /sitemaps/{n}.xml (decision 057) or /sitemaps/{source}-{n}.xml (decision 066).
    const [, name, n] = /^\/sitemaps\/(?:([a-z]+)-)?([0-9]+)\.xml$/.exec(path) ?? [];
    const child = await timed(() => service.buildChildSitemapXml(db, { ...input, name, n: Number(n) }));
    const count = child.answer?.match(/<url>/g)?.length ?? 0;
    urls += count;
    row(path, child, `${count} URLs`);
  }
  console.log(`${urls} URLs in all`);
} finally {
  await pool.end().catch(() => {});
  await database.drop();
  rmSync(folder, { recursive: true, force: true });
}
