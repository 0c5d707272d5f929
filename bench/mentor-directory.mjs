// The advisors directory's statement (GET /api/mentors) on 5,000 published mentors, with its filters.
// Usage: node bench/mentor-directory.mjs [--mentors 5000] [--runs 50] [--report-only]
//        [--database-url postgres://postgres@127.0.0.1:5432/postgres]
//
// A throwaway PostgreSQL database is migrated, filled with mentors (users, their roles, profiles with
// expertise, roles helped with, languages, and incubators for most), analysed, and each query of the
// directory's first page (24 cards) is run `--runs` times: p50/p95/p99 of the database's execution time
// (EXPLAIN (ANALYZE, BUFFERS), timing off) and of the round trip on a warm connection, and each plan.
// Target: p95 ≤ 30 ms at the database for every query; exits 1 when over unless --report-only.
// "Available this week" is measured as its database part: the batch of 100 mentors with saved
// availability (two in three have it here) that the free-slot engine then filters; the engine's own
// time per mentor is bench/free-slots.mjs's "next free slot".
//
// The statement is a copy of apps/server/src/modules/mentoring/mentor-directory.service.ts (with the
// listed-mentor condition of mentor-profile-records.ts): change both together.
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { createThrowawayDatabase, withClient } from "./lib/database.mjs";
import { percentile } from "./lib/measures.mjs";

const { values } = parseArgs({
  options: {
    mentors: { type: "string", default: "5000" },
    runs: { type: "string", default: "50" },
    "report-only": { type: "boolean", default: false },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIGRATIONS_FOLDER = path.join(ROOT, "apps/server/src/db/migrations");
const TARGET_MS = 30;
const PAGE_SIZE = 24;
const mentorCount = Number(values.mentors);
const runs = Number(values.runs);

/** A repeatable sequence of numbers in [0, 1), so every run fills the same tables. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(51);
const pick = (list) => list[Math.floor(random() * list.length)];
const some = (list, most) => [
  ...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(list))),
];

const FIRST = [
  "Ada",
  "Bea",
  "Carl",
  "Dora",
  "Eli",
  "Fatima",
  "Goran",
  "Hana",
  "Ivan",
  "Jun",
  "Kofi",
  "Lena",
  "Mateo",
  "Nia",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sven",
  "Tariq",
];
const LAST = [
  "Okafor",
  "Weber",
  "Raman",
  "Moreau",
  "Chen",
  "Diaz",
  "Engel",
  "Fox",
  "Gray",
  "Hopper",
  "Ito",
  "Jones",
  "Kim",
  "Lopez",
  "Mensah",
  "Novak",
  "Olsen",
  "Park",
  "Rossi",
  "Singh",
];
const EXPERTISE = [
  "fundraising",
  "b2b sales",
  "pricing",
  "hiring",
  "system design",
  "user research",
  "product strategy",
  "climate tech",
  "healthcare",
  "fintech",
  "marketing",
  "seo",
  "negotiation",
  "interviewing",
  "data science",
  "machine learning",
  "devops",
  "security",
  "design systems",
  "supply chain",
  "grants",
  "legal",
  "operations",
  "community",
  "partnerships",
  "go to market",
  "analytics",
  "mobile",
  "payments",
  "education",
];
const HEADLINE_WORDS = [
  "Former",
  "founder",
  "operator",
  "coach",
  "advisor",
  "VP",
  "engineering",
  "sales",
  "product",
  "design",
  "growth",
  "investor",
  "mentor",
  "scaling",
  "teams",
  "startups",
  "B2B",
  "consumer",
  "hardware",
  "marketplaces",
];
const LANGUAGES = ["en", "en", "en", "de", "es", "fr", "pt-BR", "hi", "zh", "ja", "sv", "ar"];
const ROLES = ["ceo", "cto", "cco", "cgo"];
const INCUBATORS = 12;

const QUERIES = [
  { name: "first page", filters: {} },
  { name: "deep page (cursor)", filters: { cursor: "m" } },
  { name: "search (common word)", filters: { search: "founder" } },
  { name: "search (rare name)", filters: { search: "Tariq Park" } },
  { name: "expertise", filters: { expertise: "fundraising" } },
  { name: "rare expertise", filters: { expertise: "grants" } },
  { name: "role + language", filters: { role: "cto", language: "de" } },
  { name: "incubator", filters: { incubator: "bench-lab-3" } },
  {
    name: "kind + incubator + language",
    filters: { kind: "coach", incubator: "bench-lab-5", language: "es" },
  },
  {
    name: "everything",
    filters: {
      search: "sales",
      expertise: "b2b sales",
      role: "cgo",
      language: "en",
      incubator: "bench-lab-1",
      kind: "advisor",
    },
  },
  { name: "no match", filters: { search: "xylophonist" } },
  { name: "available this week (a batch)", filters: { available: "week" } },
  { name: "available + language", filters: { available: "week", language: "de" } },
];

/** The service's batch when filtering on free times (mentor-directory.service.ts, AVAILABLE_BATCH). */
const AVAILABLE_BATCH = 100;

/** The directory's statement for `filters`, as the service builds it, with its parameters. */
function directoryStatement(filters) {
  const parameters = [];
  const param = (value) => {
    parameters.push(value);
    return `$${parameters.length}`;
  };
  const conditions = [
    `("mentor_profiles"."published_at" is not null and exists (
      select 1 from "user_roles" as held
      where held.user_id = "mentor_profiles"."user_id" and held.role = "mentor_profiles"."kind"))`,
  ];
  if (filters.search) {
    const pattern = param(`%${filters.search.replace(/[\\%_]/g, "\\$&")}%`);
    conditions.push(`("users"."name" ilike ${pattern} or "mentor_profiles"."headline" ilike ${pattern}
      or array_to_string("mentor_profiles"."expertise", ' ') ilike ${pattern})`);
  }
  if (filters.expertise)
    conditions.push(`"mentor_profiles"."expertise" @> array[${param(filters.expertise)}]::text[]`);
  if (filters.role)
    conditions.push(`"mentor_profiles"."help_roles" @> array[${param(filters.role)}]::text[]`);
  if (filters.language)
    conditions.push(`"mentor_profiles"."languages" @> array[${param(filters.language)}]::text[]`);
  if (filters.incubator) {
    const slug = param(filters.incubator);
    conditions.push(`(exists (select 1 from "mentor_incubators" as mi join "incubators" as i on i.id = mi.incubator_id
        where mi.mentor_id = "mentor_profiles"."user_id" and i.slug = ${slug})
      or not exists (select 1 from "mentor_incubators" as mi where mi.mentor_id = "mentor_profiles"."user_id"))`);
  }
  if (filters.kind) conditions.push(`"mentor_profiles"."kind" = ${param(filters.kind)}`);
  if (filters.available) {
    conditions.push(
      `exists (select 1 from "mentor_availability" as saved where saved.user_id = "mentor_profiles"."user_id")`,
    );
  }
  if (filters.cursor) conditions.push(`"mentor_profiles"."slug" > ${param(filters.cursor)}`);
  const text = `select "mentor_profiles"."kind", "mentor_profiles"."slug", "users"."name",
      coalesce("mentor_profiles"."photo_url", "users"."image"), "mentor_profiles"."headline",
      "mentor_profiles"."expertise", "mentor_profiles"."help_roles", "mentor_profiles"."languages"
    from "mentor_profiles" inner join "users" on "users"."id" = "mentor_profiles"."user_id"
    where ${conditions.join(" and ")}
    order by "mentor_profiles"."slug" asc limit ${filters.available ? AVAILABLE_BATCH : PAGE_SIZE + 1}`;
  return { text, parameters };
}

async function fill(client) {
  const incubators = [];
  for (let i = 0; i < INCUBATORS; i += 1) {
    const { rows } = await client.query("insert into incubators (slug, name) values ($1, $2) returning id", [
      `bench-lab-${i}`,
      `Bench Lab ${i}`,
    ]);
    incubators.push(rows[0].id);
  }
  const BATCH = 500;
  for (let start = 0; start < mentorCount; start += BATCH) {
    const users = [];
    const roles = [];
    const profiles = [];
    const links = [];
    const availability = [];
    for (let i = start; i < Math.min(start + BATCH, mentorCount); i += 1) {
      const id = randomUUID().replaceAll("-", "");
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      const kind = random() < 0.5 ? "advisor" : "coach";
      // One in ten is a draft, and one in fifty lost the role they are listed as.
      const published = random() < 0.9;
      users.push([id, name, `mentor-${i}@bench.invalid`]);
      if (random() > 0.02) roles.push([id, kind]);
      profiles.push([
        id,
        kind,
        `${name.toLowerCase().replace(" ", "-")}-${i}`,
        `${some(HEADLINE_WORDS, 6).join(" ")}`.slice(0, 120),
        `{${some(EXPERTISE, 6)
          .map((tag) => `"${tag}"`)
          .join(",")}}`,
        `{${some(ROLES, 2).join(",")}}`,
        `{${some(LANGUAGES, 3)
          .map((tag) => `"${tag}"`)
          .join(",")}}`,
        published ? new Date() : null,
      ]);
      // A mentor in five lists no incubator (mentors in any).
      if (random() > 0.2) for (const incubator of some(incubators, 2)) links.push([id, incubator]);
      // Two mentors in three saved availability.
      if (random() < 2 / 3) availability.push([id, "{30,60}", 12, 60, 0]);
    }
    const insert = async (table, columns, rows) => {
      if (rows.length === 0) return;
      const placeholders = rows.map(
        (row, r) => `(${row.map((_, c) => `$${r * row.length + c + 1}`).join(", ")})`,
      );
      await client.query(`insert into ${table} (${columns}) values ${placeholders.join(", ")}`, rows.flat());
    };
    await insert("users", "id, name, email", users);
    await insert("user_roles", "user_id, role", roles);
    await insert(
      "mentor_profiles",
      "user_id, kind, slug, headline, expertise, help_roles, languages, published_at, time_zone",
      profiles.map((row) => [...row, "UTC"]),
    );
    await insert("mentor_incubators", "mentor_id, incubator_id", links);
    await insert(
      "mentor_availability",
      "user_id, session_lengths, min_notice_hours, booking_window_days, buffer_minutes",
      availability,
    );
  }
  await client.query("analyze");
}

function summarize(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const round = (value) => Math.round(value * 100) / 100;
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
  };
}

const database = await createThrowawayDatabase(values["database-url"], "mentors");
let failed = false;
try {
  await withClient(database.databaseUrl, async (client) => {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    await fill(client);
    const rows = [];
    for (const query of QUERIES) {
      const statement = directoryStatement(query.filters);
      const execution = [];
      const roundTrip = [];
      let hits = 0;
      for (let run = 0; run < runs; run += 1) {
        const { rows: explained } = await client.query(
          `explain (analyze, buffers, timing off, format json) ${statement.text}`,
          statement.parameters,
        );
        execution.push(explained[0]["QUERY PLAN"][0]["Execution Time"]);
        const started = performance.now();
        hits = (await client.query(statement.text, statement.parameters)).rowCount;
        roundTrip.push(performance.now() - started);
      }
      const { rows: plan } = await client.query(
        `explain (analyze, buffers, costs off) ${statement.text}`,
        statement.parameters,
      );
      console.info(`\nPlan of "${query.name}":\n${plan.map((row) => row["QUERY PLAN"]).join("\n")}\n`);
      const atDatabase = summarize(execution);
      const trip = summarize(roundTrip);
      if (atDatabase.p95 > TARGET_MS) failed = true;
      rows.push({
        query: query.name,
        "page rows": hits,
        "db p50 ms": atDatabase.p50,
        "db p95 ms": atDatabase.p95,
        "db p99 ms": atDatabase.p99,
        "round trip p50 ms": trip.p50,
        "round trip p95 ms": trip.p95,
      });
    }
    console.table(rows);
    console.info(
      `${mentorCount} mentors; db = the server's execution time (EXPLAIN ANALYZE, timing off); round trip = the statement on a warm connection. ${runs} runs each. Load average: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}. Target: p95 ≤ ${TARGET_MS} ms at the database.`,
    );
  });
} finally {
  await database.drop();
}
if (failed && !values["report-only"]) {
  console.error(`Over the target of ${TARGET_MS} ms at the database.`);
  process.exitCode = 1;
}
