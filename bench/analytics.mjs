// The analytics report's queries (apps/server/src/modules/analytics/analytics-*-queries.ts, built with
// esbuild as the server is) on a throwaway PostgreSQL database filled with 1,000,000 page views over 90
// days and 100,000 members of 20 incubators, with their profiles, teams, posts, points, mentoring sessions
// and subscriptions: each chart's statement for the last 30 and 90 days, for the platform and for one
// incubator, `--runs` (5) times, after the rollup job (analytics-rollup.ts) has rolled up every day but the
// last, which is read live as today is; the median and worst execution time at the database
// (`EXPLAIN (ANALYZE, FORMAT JSON)`, timing off) against the target (docs/decisions/057-analytics-and-sitemaps.md).
// Usage: node bench/analytics.mjs [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--runs 5]
//        [--page-views 1000000] [--members 100000] [--timeout-seconds 60] [--report-only] [--keep-database]
// --keep-database leaves the filled database in place (its address is printed) to read plans in it; drop it
// afterwards.
// A statement still running after --timeout-seconds is stopped and reported as over that time.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { PgDialect } from "drizzle-orm/pg-core";
import { build } from "esbuild";
import pg from "pg";
import { createThrowawayDatabase } from "./lib/database.mjs";
import { repoRoot } from "./lib/server.mjs";

const TARGET_MS = 300;
const { values: options } = parseArgs({
  options: {
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    runs: { type: "string", default: "5" },
    "page-views": { type: "string", default: "1000000" },
    members: { type: "string", default: "100000" },
    "timeout-seconds": { type: "string", default: "60" },
    "report-only": { type: "boolean", default: false },
    "keep-database": { type: "boolean", default: false },
  },
});
const RUNS = Number(options.runs);
const PAGE_VIEWS = Number(options["page-views"]);
const MEMBERS = Number(options.members);
const NOW = new Date("2026-06-30T12:00:00Z");

/** The data set, in SQL: everything relative to NOW, spread so each chart has work in every range. */
const FILL = [
  `insert into incubators (slug, name, owner_id)
     select 'bench-lab-' || n, 'Bench Lab ' || n, null from generate_series(1, 20) n`,
  `insert into users (id, name, email, email_verified, created_at, updated_at)
     select 'u' || n, 'Person ' || n, 'person' || n || '@bench.test', n % 3 <> 0,
       $1::timestamptz - (n % 180) * interval '1 day' - (n % 1440) * interval '1 minute', $1::timestamptz
     from generate_series(1, ${MEMBERS}) n`,
  `insert into incubator_members (user_id, incubator_id, joined_at)
     select 'u' || n, (select id from incubators where slug = 'bench-lab-' || (1 + n % 20)),
       $1::timestamptz - (n % 170) * interval '1 day'
     from generate_series(1, ${MEMBERS}) n`,
  // One in five members belongs to a second incubator.
  `insert into incubator_members (user_id, incubator_id, joined_at)
     select 'u' || n, (select id from incubators where slug = 'bench-lab-' || (1 + (n + 7) % 20)),
       $1::timestamptz - (n % 60) * interval '1 day'
     from generate_series(5, ${MEMBERS}, 5) n`,
  `insert into user_profiles (user_id, headline)
     select 'u' || n, 'Headline ' || n from generate_series(1, ${MEMBERS}, 2) n`,
  `insert into teams (incubator_id, slug, name)
     select (select id from incubators where slug = 'bench-lab-' || (1 + n % 20)), 'bench-team-' || n, 'Team ' || n
     from generate_series(1, ${Math.max(1, Math.floor(MEMBERS / 20))}) n`,
  `insert into team_members (team_id, user_id)
     select (select id from teams where slug = 'bench-team-' || (1 + n % ${Math.max(1, Math.floor(MEMBERS / 20))})), 'u' || n
     from generate_series(1, ${MEMBERS}, 3) n`,
  `insert into feed_items (scope_kind, scope_id, incubator_id, kind, author_id, body, ranked_at, created_at)
     select 'incubator', i.id, i.id, 'post', 'u' || (1 + n % ${MEMBERS}), 'Post ' || n, t, t
     from generate_series(1, ${MEMBERS * 2}) n,
       lateral (select id from incubators where slug = 'bench-lab-' || (1 + n % 20)) i,
       lateral (select $1::timestamptz - (n % 120) * interval '1 day' - (n % 600) * interval '1 minute' as t) times`,
  `insert into points_ledger (user_id, incubator_id, source_kind, source_id, reason, points, earned_at)
     select 'u' || (1 + n % ${MEMBERS}), (select id from incubators where slug = 'bench-lab-' || (1 + n % 20)),
       'application', 'bench-' || n, 'application_accepted', 25, $1::timestamptz - (n % 150) * interval '1 day'
     from generate_series(1, ${MEMBERS * 2}) n`,
  `insert into mentoring_sessions (mentor_id, mentee_id, starts_at, ends_at, status, agenda, confirmed_at, marked_at)
     select 'u1', 'u' || n, $1::timestamptz - (n % 90) * interval '1 day',
       $1::timestamptz - (n % 90) * interval '1 day' + interval '1 hour', 'completed', 'Agenda', $1::timestamptz, $1::timestamptz
     from generate_series(2, ${MEMBERS}, 7) n`,
  `insert into subscription_plans (incubator_id, name, price_monthly)
     select id, 'Plan', 1900 + (row_number() over ())::int * 100 from incubators`,
  `insert into subscriptions (user_id, incubator_id, plan_id, status, provider, created_at, trial_ends_at, canceled_at)
     select 'u' || n, p.incubator_id, p.id,
       (array['active', 'trial', 'canceled', 'past_due', 'pending_payment'])[1 + n % 5], 'builtin',
       $1::timestamptz - (n % 200) * interval '1 day',
       case when n % 2 = 0 then $1::timestamptz - (n % 200) * interval '1 day' + interval '14 days' end,
       case when n % 5 = 2 then $1::timestamptz - (n % 40) * interval '1 day' end
     from generate_series(1, ${MEMBERS}, 3) n,
       lateral (select id, incubator_id from subscription_plans order by id offset n % 20 limit 1) p`,
  // Page views: 200 paths (a fifth of them an incubator's), 50,000 visitors, a referrer on one in four.
  `insert into page_views (path, referrer, visitor_id, created_at)
     select case when n % 5 = 0 then '/incubators/bench-lab-' || (1 + n % 20) || (array['', '/feed', '/positions'])[1 + n % 3]
              else '/page-' || (n % 160) end,
       case when n % 4 = 0 then (array['https://news.example.com/a', 'https://search.example.org/', 'https://social.example.net/p'])[1 + n % 3] end,
       ('00000000-0000-4000-8000-' || lpad(to_hex(n % 50000), 12, '0'))::uuid,
       $1::timestamptz - (n % 90) * interval '1 day' - (n % 86400) * interval '1 second'
     from generate_series(1, ${PAGE_VIEWS}) n`,
  "analyze",
];

// Inside the repository, so the built module finds drizzle-orm where the server does.
const folder = mkdtempSync(join(repoRoot, "bench", ".analytics-bench-"));
const database = await createThrowawayDatabase(options["database-url"], "analytics");
const client = new pg.Client({ connectionString: database.databaseUrl });
let failed = false;
try {
  await client.connect();
  await migrate(drizzle({ client }), { migrationsFolder: join(repoRoot, "apps/server/src/db/migrations") });
  const filling = Date.now();
  for (const statement of FILL) await client.query(statement, statement.includes("$1") ? [NOW] : []);
  console.log(
    `filled in ${((Date.now() - filling) / 1000).toFixed(1)} s: ${PAGE_VIEWS} page views, ${MEMBERS} members`,
  );

  const modules = [
    "analytics-queries",
    "analytics-traffic-queries",
    "analytics-activity-queries",
    "analytics-rollup",
  ];
  await build({
    entryPoints: modules.map((name) => join(repoRoot, `apps/server/src/modules/analytics/${name}.ts`)),
    bundle: true,
    platform: "node",
    format: "esm",
    outdir: folder,
    outExtension: { ".js": ".mjs" },
    logLevel: "error",
    packages: "external",
  });
  const queries = {};
  for (const name of modules)
    Object.assign(queries, await import(pathToFileURL(join(folder, `${name}.mjs`)).href));
  // The rollup job as it runs each hour, here for every day before NOW's (the last day stays live).
  const rolling = Date.now();
  const rolledDays = await queries.rollUpPageViews(drizzle({ client }), NOW, 1000);
  const rolledUpThrough = rolledDays.at(-1) ?? null;
  await client.query("analyze");
  console.log(
    `rolled up ${rolledDays.length} days through ${rolledUpThrough} in ${((Date.now() - rolling) / 1000).toFixed(1)} s`,
  );
  await client.query(`set statement_timeout = ${Number(options["timeout-seconds"]) * 1000}`);
  // As the report's transaction runs them (ANALYTICS_SESSION_SETTINGS, analytics-queries.ts).
  await client.query("set jit = off");
  const dialect = new PgDialect();
  /** A database for the queries that times each statement at the server, then answers its rows. */
  let lastMs = 0;
  const timedDb = {
    async execute(statement) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      const [plan] = (await client.query(`explain (analyze, timing off, format json) ${text}`, params)).rows;
      lastMs = plan["QUERY PLAN"][0]["Execution Time"];
      return client.query(text, params);
    },
  };

  const { rows: labs } = await client.query("select id, slug from incubators where slug = 'bench-lab-1'");
  const scopes = {
    platform: { kind: "platform" },
    incubator: { kind: "incubator", id: labs[0].id, slug: labs[0].slug },
  };
  const dayRange = (days) => {
    const end = new Date(Date.UTC(2026, 5, 30) + 86_400_000);
    const start = new Date(end.getTime() - days * 86_400_000);
    return { from: start.toISOString().slice(0, 10), to: "2026-06-30", start, end, rolledUpThrough };
  };
  const charts = {
    trafficByDay: (db, scope, range) => queries.trafficByDay(db, scope, range),
    trafficTotals: (db, scope, range) => queries.trafficTotals(db, scope, range),
    topPages: (db, scope, range) => queries.topPages(db, scope, range, 10),
    topReferrers: (db, scope, range) =>
      queries.topReferrers(db, scope, range, { siteOrigin: "https://hatchery.test", limit: 10 }),
    signUpsByDay: (db, scope, range) => queries.signUpsByDay(db, scope, range),
    activeMembersByDay: (db, scope, range) => queries.activeMembersByDay(db, scope, range),
    subscriptionsByStatus: (db, scope) => queries.subscriptionsByStatus(db, scope),
    revenueByDay: (db, scope, range) => queries.revenueByDay(db, scope, range),
    activationFunnel: (db, scope, range) => queries.activationFunnel(db, scope, range),
    retentionCohorts: (db, scope, range) => queries.retentionCohorts(db, scope, range, 8),
  };
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}; ${RUNS} runs each, ms at the database`,
  );
  console.log("chart                  scope      days  median   worst");
  for (const [name, run] of Object.entries(charts)) {
    for (const [scopeName, scope] of Object.entries(scopes)) {
      for (const days of [30, 90]) {
        const times = [];
        for (let index = 0; index < RUNS; index += 1) {
          try {
            await run(timedDb, scope, dayRange(days));
            times.push(lastMs);
          } catch (error) {
            if (error.code !== "57014") throw error; // query_canceled: the statement timeout
            times.push(Number.POSITIVE_INFINITY);
            break; // one run over the timeout is enough to know
          }
        }
        times.sort((a, b) => a - b);
        const median = times[Math.floor(times.length / 2)];
        const worst = times.at(-1);
        if (median > TARGET_MS) failed = true;
        console.log(
          `${name.padEnd(22)} ${scopeName.padEnd(10)} ${String(days).padStart(4)} ${median.toFixed(1).padStart(7)} ${worst.toFixed(1).padStart(7)}${median > TARGET_MS ? "  over" : ""}`,
        );
      }
    }
  }
} finally {
  await client.end().catch(() => {});
  if (options["keep-database"]) console.log(`database kept: ${database.databaseUrl}`);
  else await database.drop();
  rmSync(folder, { recursive: true, force: true });
}
if (failed && !options["report-only"]) {
  console.error(`a chart's median is over ${TARGET_MS} ms`);
  process.exit(1);
}
