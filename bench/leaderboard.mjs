// The leaderboards on 1,000,000 points ledger rows on PostgreSQL, at the database. Target: p95 ≤ 20 ms.
// Usage: node bench/leaderboard.mjs [--rows 1000000] [--people 50000] [--incubators 40] [--runs 30]
//        [--report-only] [--plans] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
// --plans prints each statement's plan (EXPLAIN (ANALYZE, BUFFERS)) after its figures.
//
// A throwaway database is created on the server named by --database-url, migrated with the server's
// migrations and dropped afterwards. Its points_ledger gets `rows` rows over the last 400 days for
// `people` people, nine in ten in one of `incubators` incubators (a few large, most small) and the rest
// in none (library and games). Each board runs the statement of readLeaderboard
// (apps/server/src/modules/points/points.service.ts, on the running totals of decision 056: the page,
// then the ranks' count, their times summed) for its first page of 25: the week, the month and
// all time, of the whole platform and of the largest incubator; and the person's own totals
// (readMyPoints). Its statements are a copy of the service's: change both together. Run by hand (not in
// CI). Exits 1 when a board's p95 is over the target, unless --report-only.
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { createThrowawayDatabase, withClient } from "./lib/database.mjs";
import { percentile } from "./lib/measures.mjs";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "1000000" },
    people: { type: "string", default: "50000" },
    incubators: { type: "string", default: "40" },
    runs: { type: "string", default: "30" },
    "report-only": { type: "boolean", default: false },
    plans: { type: "boolean", default: false },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIGRATIONS_FOLDER = path.join(ROOT, "apps/server/src/db/migrations");
const TARGET_MS = 20;
const PAGE_SIZE = 25;
const rows = Number(values.rows);
const people = Number(values.people);
const incubatorCount = Number(values.incubators);
const runs = Number(values.runs);
/** The benchmark's "now": a Wednesday, so the week has begun and the month is half through. */
const NOW = new Date("2026-06-17T12:00:00.000Z");
const WEEK_START = new Date("2026-06-15T00:00:00.000Z");
const MONTH_START = new Date("2026-06-01T00:00:00.000Z");

/** Fills the tables in the database itself: a million rows through the client would take minutes. */
async function fill(client) {
  await client.query(
    `insert into users (id, name, email, email_verified)
     select 'bench-' || n, 'Person ' || n, 'person-' || n || '@bench.test', true
     from generate_series(1, $1) as n`,
    [people],
  );
  await client.query(
    `insert into incubators (slug, name, status)
     select 'bench-lab-' || n, 'Bench Lab ' || n, 'active' from generate_series(1, $1) as n`,
    [incubatorCount],
  );
  // Incubator k gets a share falling with k (a few large, most small): floor of a squared uniform.
  // The totals trigger would make the fill six times longer; the migration's backfill gives the same rows.
  await client.query("set session_replication_role = replica");
  await client.query(
    `with labs as (select row_number() over (order by slug) as k, id from incubators),
     picks as (
       select n, 1 + floor(power(random(), 2) * $3)::int as k, random() < 0.9 as inside,
              1 + floor(random() * $2)::int as person, 1 + floor(random() * 7)::int as value,
              random() as age
       from generate_series(1, $1) as n)
     insert into points_ledger (user_id, incubator_id, source_kind, source_id, reason, points, earned_at)
     select 'bench-' || person, case when inside then labs.id end, 'milestone', 'bench-' || n,
            'milestone_completed', (array[20, 15, 25, 5, 3, 10, 1])[value],
            $4::timestamptz - age * interval '400 days'
     from picks join labs on labs.k = picks.k`,
    [rows, people, incubatorCount, NOW.toISOString()],
  );
  await client.query("set session_replication_role = origin");
  await client.query(
    `insert into points_totals (scope, period, period_start, user_id, points)
     select scope, period, period_start, user_id, sum(points)::int from (
       select scopes.scope, periods.period, periods.period_start, l.user_id, l.points
       from points_ledger l
       cross join lateral (values ('platform'), (l.incubator_id::text)) as scopes (scope)
       cross join lateral (values ('all', date '1970-01-01'),
         ('month', date_trunc('month', l.earned_at at time zone 'UTC')::date),
         ('week', date_trunc('week', l.earned_at at time zone 'UTC')::date)) as periods (period, period_start)
       where scopes.scope is not null) as rows
     group by scope, period, period_start, user_id`,
  );
  await client.query("analyze");
}

/**
 * readLeaderboard's statements (first page) on the running totals, in the words drizzle sends: the page
 * from the board's index in a subquery with each row's person, then one count for the ranks.
 */
function boardStatements(scope, period, start) {
  const page = {
    text: `select "page"."points", "users"."id", "users"."name", "users"."image"
         from (select "user_id", "points" from "points_totals"
           where (("points_totals"."scope" = $1 and "points_totals"."period" = $2
             and "points_totals"."period_start" = $3) and "points_totals"."points" > $4)
           order by "points_totals"."points" desc nulls last, "points_totals"."user_id" asc limit $5) "page"
         inner join "users" on "users"."id" = "page"."user_id"
         order by "page"."points" desc, "page"."user_id" asc`,
    parameters: [scope, period, start, 0, PAGE_SIZE + 1],
  };
  /** The ranks' count, for the points of the page's first row. */
  const counts = (first) => ({
    text: `select (count(*) filter (where "points_totals"."points" > $1))::int, count(*)::int
         from "points_totals"
         where (("points_totals"."scope" = $2 and "points_totals"."period" = $3
           and "points_totals"."period_start" = $4) and "points_totals"."points" >= $5)`,
    parameters: [first, scope, period, start, first],
  });
  return { page, counts };
}

/** readMyPoints's statement: one person's week, month and all time. */
function mineStatement(userId) {
  return {
    text: `select coalesce(sum("points") filter (where "earned_at" >= $2::timestamptz), 0)::int,
             coalesce(sum("points") filter (where "earned_at" >= $3::timestamptz), 0)::int,
             coalesce(sum("points"), 0)::int
           from "points_ledger" where "user_id" = $1`,
    parameters: [userId, WEEK_START.toISOString(), MONTH_START.toISOString()],
  };
}

/** The statements' execution times summed, run after run. */
async function measure(client, statements) {
  const executions = [];
  for (let run = 0; run < runs; run += 1) {
    let total = 0;
    for (const statement of statements) {
      const { rows: plan } = await client.query(
        `explain (analyze, buffers, timing off, format json) ${statement.text}`,
        statement.parameters,
      );
      total += plan[0]["QUERY PLAN"][0]["Execution Time"];
    }
    executions.push(total);
  }
  executions.sort((a, b) => a - b);
  return { p50: percentile(executions, 0.5), p95: percentile(executions, 0.95) };
}

/** A board's two statements: the page's, then the ranks' count for its first row's points. */
async function boardOf(client, scope, period, start) {
  const { page, counts } = boardStatements(scope, period, start);
  const { rows } = await client.query(page.text, page.parameters);
  return rows.length === 0 ? [page] : [page, counts(rows[0].points)];
}

const { databaseUrl, drop } = await createThrowawayDatabase(values["database-url"], "leaderboard");
let failed = false;
try {
  const migrateClient = new pg.Client({ connectionString: databaseUrl });
  await migrateClient.connect();
  await migrate(drizzle({ client: migrateClient }), { migrationsFolder: MIGRATIONS_FOLDER });
  await migrateClient.end();
  await withClient(databaseUrl, async (client) => {
    const started = performance.now();
    await fill(client);
    console.log(
      `filled ${rows} ledger rows for ${people} people in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const [largest] = (
      await client.query(
        "select incubator_id, count(*)::int as rows from points_ledger where incubator_id is not null group by incubator_id order by rows desc limit 1",
      )
    ).rows;
    const boards = [
      ["platform, week", await boardOf(client, "platform", "week", "2026-06-15")],
      ["platform, month", await boardOf(client, "platform", "month", "2026-06-01")],
      ["platform, all time", await boardOf(client, "platform", "all", "1970-01-01")],
      [
        `largest incubator (${largest.rows} rows), week`,
        await boardOf(client, largest.incubator_id, "week", "2026-06-15"),
      ],
      ["largest incubator, month", await boardOf(client, largest.incubator_id, "month", "2026-06-01")],
      ["largest incubator, all time", await boardOf(client, largest.incubator_id, "all", "1970-01-01")],
      ["a person's totals (/me)", [mineStatement("bench-1")]],
    ];
    console.log(
      `load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}; ${runs} runs each, at the database (EXPLAIN ANALYZE, timing off)`,
    );
    for (const [name, statements] of boards) {
      const { p50, p95 } = await measure(client, statements);
      const over = p95 > TARGET_MS;
      failed ||= over;
      console.log(
        `${name.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms${over ? "  OVER" : ""}`,
      );
      for (const statement of values.plans ? statements : []) {
        const { rows: plan } = await client.query(
          `explain (analyze, buffers) ${statement.text}`,
          statement.parameters,
        );
        console.log(plan.map((line) => `    ${line["QUERY PLAN"]}`).join("\n"));
      }
    }
  });
} finally {
  await drop();
}
if (failed && !values["report-only"]) process.exit(1);
