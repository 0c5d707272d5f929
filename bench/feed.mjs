// The feeds' first pages at a fixed rate on PostgreSQL, with 100,000 items over 205 scopes: /feed for a
// person in 1 incubator and 20 of its 200 teams, and one team's feed. Target: p99 ≤ 50 ms at 200 req/s.
// Usage: npm run build && node bench/feed.mjs [--duration 10] [--rate 200] [--items 100000]
//        [--teams 200] [--my-teams 20] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
//
// A throwaway database is created on the server named by --database-url and dropped afterwards. Run by
// hand (not in CI); it also prints the plan of /feed's first page, which reads each scope by its index.
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createThrowawayDatabase, withClient } from "./lib/database.mjs";
import { cpuMilliseconds } from "./lib/measures.mjs";
import { signedInPerson } from "./lib/people.mjs";
import { startBuiltServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    rate: { type: "string", default: "200" },
    items: { type: "string", default: "100000" },
    teams: { type: "string", default: "200" },
    "my-teams": { type: "string", default: "20" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    // A folder for the server's CPU profile (node --cpu-prof), written when the server stops.
    "cpu-prof": { type: "string" },
  },
});
const PORT = 3204;
const PUBLIC_URL = `http://127.0.0.1:${PORT}`;
const EMAIL = "bench-feed@example.com";
const itemCount = Number(values.items);
const teamCount = Number(values.teams);
const myTeams = Number(values["my-teams"]);

/**
 * Five incubators, `teams` teams in the first, the reader in that incubator and `my-teams` of its teams,
 * and `items` posts spread over every scope (a tenth in the incubators), one a minute back in time.
 */
async function fillFeeds(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const {
      rows: [reader],
    } = await client.query("select id from users where email = $1", [EMAIL]);
    const { rows: labs } = await client.query(
      `insert into incubators (slug, name) select 'bench-lab-' || n, 'Bench Lab ' || n from generate_series(1, 5) n
       returning id`,
    );
    const lab = labs[0].id;
    await client.query(
      `insert into teams (incubator_id, slug, name) select $1, 'bench-team-' || n, 'Bench Team ' || n
       from generate_series(1, $2::int) n`,
      [lab, teamCount],
    );
    await client.query("insert into incubator_members (user_id, incubator_id) values ($1, $2)", [
      reader.id,
      lab,
    ]);
    await client.query(
      `insert into team_members (team_id, user_id)
       select id, $1 from teams where incubator_id = $2 order by slug limit $3`,
      [reader.id, lab, myTeams],
    );
    await client.query(
      `with team_list as (select id, incubator_id, row_number() over (order by slug) - 1 as position from teams)
       insert into feed_items (scope_kind, scope_id, incubator_id, team_id, kind, author_id, body, created_at, ranked_at)
       select 'team', t.id, t.incubator_id, t.id, 'post', $1, 'Post number ' || n || ' with **markdown**',
              now() - make_interval(mins => n), now() - make_interval(mins => n)
       from generate_series(1, $2::int) n join team_list t on t.position = n % $3`,
      [reader.id, Math.round(itemCount * 0.9), teamCount],
    );
    await client.query(
      `with lab_list as (select id, row_number() over (order by slug) - 1 as position from incubators)
       insert into feed_items (scope_kind, scope_id, incubator_id, kind, author_id, body, created_at, ranked_at)
       select 'incubator', l.id, l.id, 'post', $1, 'Incubator post ' || n, now() - make_interval(mins => n),
              now() - make_interval(mins => n)
       from generate_series(1, $2::int) n join lab_list l on l.position = n % 5`,
      [reader.id, itemCount - Math.round(itemCount * 0.9)],
    );
    // Reactions on some team posts, so "Top" does not simply follow creation: their rank as the server
    // writes it (feed-records.ts rankedAtOf: a 12-hour half-life times log2 of the weight).
    await client.query(
      `update feed_items set reaction_count = (hashtext(id::text) & 1023) % 9,
         ranked_at = created_at + make_interval(secs => 12 * 3600 * ln(((hashtext(id::text) & 1023) % 9 + 1)::float8) / ln(2))
       where scope_kind = 'team'`,
    );
    // The steady state autovacuum keeps: statistics, and a visibility map for index-only scans.
    await client.query("vacuum analyze feed_items");
    await client.query("analyze teams; analyze team_members; analyze incubator_members");
    const { rows: mine } = await client.query(
      "select t.slug from team_members m join teams t on t.id = m.team_id where m.user_id = $1 order by t.slug limit 1",
      [reader.id],
    );
    return { teamSlug: mine[0].slug, readerId: reader.id };
  });
}

/** The plan of /feed's first page for the reader, as the server asks it (see latestPageQuery). */
async function firstPagePlan(databaseUrl, readerId) {
  return withClient(databaseUrl, async (client) => {
    const { rows: scopes } = await client.query(
      `select 'incubator' as kind, incubator_id as id from incubator_members where user_id = $1
       union all select 'team', team_id from team_members where user_id = $1`,
      [readerId],
    );
    const { rows } = await client.query(
      `explain (analyze, costs off, timing off, summary on)
       select newest.id from unnest($1::text[], $2::uuid[]) as s(kind, id)
       cross join lateral (
         select f.id, f.created_at from feed_items f
         where f.scope_kind = s.kind and f.scope_id = s.id and f.deleted_at is null and f.hidden_at is null
         order by f.created_at desc nulls last, f.id desc nulls last limit 21
       ) newest order by newest.created_at desc, newest.id desc limit 21`,
      [scopes.map((scope) => scope.kind), scopes.map((scope) => scope.id)],
    );
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

const database = await createThrowawayDatabase(values["database-url"], "feed");
const { databaseUrl } = database;

const server = await startBuiltServer({
  port: PORT,
  env: { DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: "10", SEED_DEMO: "false", PUBLIC_URL },
  nodeArgs: values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${values["cpu-prof"]}`] : [],
});
try {
  const cookie = await signedInPerson(server.baseUrl, {
    email: EMAIL,
    name: "Bench Reader",
    databaseUrl,
    origin: PUBLIC_URL,
  });
  const filling = performance.now();
  const { teamSlug, readerId } = await fillFeeds(databaseUrl);
  console.info(
    `${itemCount} feed items over ${teamCount + 5} scopes in ${((performance.now() - filling) / 1000).toFixed(1)} s; the reader is in 1 incubator and ${myTeams} teams`,
  );
  console.info(`\nPlan of /feed's first page:\n${await firstPagePlan(databaseUrl, readerId)}\n`);
  const targets = [
    { name: "/feed: first page", path: "/api/feed" },
    { name: "/feed: Top this week", path: "/api/feed?mode=top" },
    { name: "a team's feed: first page", path: `/api/teams/${teamSlug}/feed` },
  ];
  const rows = [];
  for (const target of targets) {
    const options = { url: server.baseUrl + target.path, connections: 10, headers: { cookie } };
    await autocannon({ ...options, duration: 2 });
    const cpuBefore = cpuMilliseconds(server.pid);
    const run = await autocannon({
      ...options,
      duration: Number(values.duration),
      overallRate: Number(values.rate),
    });
    if (run.non2xx > 0 || run.errors > 0) {
      throw new Error(`${target.path}: ${run.non2xx} non-2xx answers and ${run.errors} errors`);
    }
    rows.push({
      scenario: `${target.name}, signed in, at ${values.rate} req/s`,
      requests: run.requests.total,
      "p50 ms": run.latency.p50,
      "p99 ms": run.latency.p99,
      // Less sensitive than latency to what else runs on the machine: the server's own cost.
      "server CPU ms/request": Number(
        ((cpuMilliseconds(server.pid) - cpuBefore) / run.requests.total).toFixed(2),
      ),
      target: "p99 ≤ 50 ms",
    });
  }
  console.table(rows);
} finally {
  await server.stop();
  await database.drop();
}
