// The team and project directories at a fixed rate on PostgreSQL, with 10,000 teams and 30,000 projects:
// the first page, a deep cursor page and a search of each. Target: p99 ≤ 50 ms for each at 200 req/s.
// Usage: npm run build && node bench/teams.mjs [--duration 10] [--rate 200] [--teams 10000]
//        [--projects-per-team 3] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
//
// A throwaway database is created on the server named by --database-url and dropped afterwards. Each read
// runs twice: as a visitor (whom the server may answer from its one-second public cache) and as a
// signed-in person (always read from the database).
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createThrowawayDatabase, withClient } from "./lib/database.mjs";
import { signedInPerson } from "./lib/people.mjs";
import { startBuiltServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    rate: { type: "string", default: "200" },
    teams: { type: "string", default: "10000" },
    "projects-per-team": { type: "string", default: "3" },
    "deep-pages": { type: "string", default: "40" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const PORT = 3203;
const PUBLIC_URL = `http://127.0.0.1:${PORT}`;
const teamCount = Number(values.teams);
const projectsPerTeam = Number(values["projects-per-team"]);

const WORDS = ["quantum", "harbor", "lumen", "atlas", "cedar", "nova", "pixel", "ember", "orbit", "sage"];
const STAGES = ["idea", "building", "launched"];
const STATUSES = ["idea", "in_progress", "launched", "paused"];

/** Teams and projects straight into the tables, in a few large statements (generate_series). */
async function fillDirectories(databaseUrl) {
  await withClient(databaseUrl, async (client) => {
    const {
      rows: [incubator],
    } = await client.query(
      `insert into incubators (slug, name, tagline) values ('bench-incubator', 'Bench Incubator', 'For the bench')
       returning id`,
    );
    await client.query(
      `insert into teams (incubator_id, slug, name, tagline, stage, visibility)
       select $1, 'team-' || n, initcap(($2::text[])[1 + n % 10]) || ' ' || initcap(($2::text[])[1 + (n / 10) % 10]) || ' ' || n,
              'Building ' || ($2::text[])[1 + (n / 100) % 10] || ' tools for ' || ($2::text[])[1 + n % 7] || ' teams',
              ($3::text[])[1 + n % 3], case when n % 5 = 0 then 'incubator' else 'public' end
       from generate_series(1, $4::int) as n`,
      [incubator.id, WORDS, STAGES, teamCount],
    );
    await client.query(
      `insert into projects (team_id, slug, name, summary, status, tags)
       select t.id, t.slug || '-project-' || p, t.name || ' project ' || p,
              'A ' || ($1::text[])[1 + p % 10] || ' project of ' || t.name,
              ($2::text[])[1 + (p + length(t.slug)) % 4], array[($1::text[])[1 + p % 10]]
       from teams t cross join generate_series(1, $3::int) as p`,
      [WORDS, STATUSES, projectsPerTeam],
    );
    await client.query("analyze teams; analyze projects");
  });
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The cursor of the page `pages` pages deep, following each page's `nextCursor`. */
async function deepCursor(baseUrl, path, pages) {
  let cursor = null;
  for (let page = 0; page < pages; page += 1) {
    const separator = path.includes("?") ? "&" : "?";
    const body = await json(
      `${baseUrl}${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  return cursor;
}

const database = await createThrowawayDatabase(values["database-url"], "teams");
const { databaseUrl } = database;

const server = await startBuiltServer({
  port: PORT,
  env: { DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: "10", SEED_DEMO: "false", PUBLIC_URL },
});
try {
  const filling = performance.now();
  await fillDirectories(databaseUrl);
  console.info(
    `${teamCount} teams and ${teamCount * projectsPerTeam} projects in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  const deepPages = Number(values["deep-pages"]);
  const teamCursor = await deepCursor(server.baseUrl, "/api/teams?limit=100", deepPages);
  const projectCursor = await deepCursor(server.baseUrl, "/api/projects?limit=100", deepPages);
  const targets = [
    { name: "teams: first page", path: "/api/teams" },
    {
      name: `teams: page ${deepPages + 1} of 100`,
      path: `/api/teams?limit=100&cursor=${encodeURIComponent(teamCursor)}`,
    },
    { name: "teams: search", path: "/api/teams?search=lumen" },
    { name: "projects: first page", path: "/api/projects" },
    {
      name: `projects: page ${deepPages + 1} of 100`,
      path: `/api/projects?limit=100&cursor=${encodeURIComponent(projectCursor)}`,
    },
    { name: "projects: search", path: "/api/projects?search=harbor" },
  ];
  const cookie = await signedInPerson(server.baseUrl, {
    email: "bench-reader@example.com",
    name: "Bench Reader",
    databaseUrl,
    origin: PUBLIC_URL,
  });
  const rows = [];
  for (const target of targets) {
    for (const reader of [
      { name: "visitor", headers: {} },
      { name: "signed in", headers: { cookie } },
    ]) {
      const options = { url: server.baseUrl + target.path, connections: 10, headers: reader.headers };
      await autocannon({ ...options, duration: 2 });
      const run = await autocannon({
        ...options,
        duration: Number(values.duration),
        overallRate: Number(values.rate),
      });
      if (run.non2xx > 0 || run.errors > 0) {
        throw new Error(`${target.path}: ${run.non2xx} non-2xx answers and ${run.errors} errors`);
      }
      rows.push({
        scenario: `${target.name}, ${reader.name}, at ${values.rate} req/s`,
        requests: run.requests.total,
        "p50 ms": run.latency.p50,
        "p99 ms": run.latency.p99,
        target: "p99 ≤ 50 ms",
      });
    }
  }
  console.table(rows);
} finally {
  await server.stop();
  await database.drop();
}
