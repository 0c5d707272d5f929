// The library's search over 10,000 pieces on PostgreSQL, at the database. Target: p95 ≤ 20 ms per query.
// Usage: node bench/library-search.mjs [--items 10000] [--runs 50] [--report-only] [--previous]
//        [--database-url postgres://postgres@127.0.0.1:5432/postgres]
//
// A throwaway database is created on the server named by --database-url, migrated with the server's
// migrations and dropped afterwards. Its content_items get `items` pieces: nine in ten library articles
// over 40 sections, the rest lessons of courses, each body made of sentences of the repository's own
// articles (content/library) with words of a generated vocabulary mixed in at Zipf-like frequencies, so
// common words are common and rare ones rare. Each query runs the statement of searchContent
// (apps/server/src/modules/content/content.service.ts) as the library calls it: library articles, 20 a
// page, the headlines included. Run by hand (not in CI). Exits 1 when a query's p95 is over the target,
// unless --report-only.
import { readdirSync, readFileSync } from "node:fs";
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
    items: { type: "string", default: "10000" },
    runs: { type: "string", default: "50" },
    "report-only": { type: "boolean", default: false },
    previous: { type: "boolean", default: false },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIGRATIONS_FOLDER = path.join(ROOT, "apps/server/src/db/migrations");
const TARGET_MS = 20;
const itemCount = Number(values.items);
const runs = Number(values.runs);
/** The library's page size (the web asks for 20). */
const PAGE_SIZE = 20;
/** A word put into a handful of pieces only, for the rare-term query. */
const RARE_WORD = "quokka";

const QUERIES = [
  { name: "rare term", q: RARE_WORD },
  { name: "common term", q: "team" },
  { name: "two words", q: "customer interview" },
  { name: "prefix-like term (stems)", q: "invest" },
  { name: "no match", q: "xylophonist" },
];

/** A repeatable sequence of numbers in [0, 1), so every run fills the same table. */
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
const random = seededRandom(37);
const pick = (list) => list[Math.floor(random() * list.length)];

/** The sentences of the repository's articles, without front matter or markdown marks. */
function seedSentences() {
  const sentences = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith(".md")) {
        const body = readFileSync(file, "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
        const plain = body.replace(/[#*_`>|[\]()-]+/g, " ").replace(/\s+/g, " ");
        for (const sentence of plain.split(/(?<=[.!?])\s/)) {
          if (sentence.split(" ").length >= 5) sentences.push(sentence.trim());
        }
      }
    }
  };
  visit(path.join(ROOT, "content/library"));
  return sentences;
}

/** 3,000 made-up words; the n-th is drawn with a weight of 1/n, as words are in real text. */
function zipfVocabulary() {
  const syllables = [
    "ka",
    "lo",
    "mi",
    "ren",
    "tas",
    "vo",
    "qui",
    "dex",
    "nor",
    "pla",
    "sut",
    "bri",
    "gem",
    "zo",
  ];
  const words = [];
  const seen = new Set();
  while (words.length < 3000) {
    let word = "";
    for (let i = 2 + Math.floor(random() * 3); i > 0; i--) word += pick(syllables);
    if (seen.has(word)) continue;
    words.push(word);
    seen.add(word);
  }
  const cumulative = [];
  let total = 0;
  for (let n = 1; n <= words.length; n++) {
    total += 1 / n;
    cumulative.push(total);
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return words[low];
  };
}

/** `count` pieces: title, summary and a body of 150..900 words. */
function generatePieces(count) {
  const sentences = seedSentences();
  const vocabularyWord = zipfVocabulary();
  const sections = Array.from({ length: 40 }, (_, n) => `library/section-${n + 1}`);
  const courses = Array.from({ length: 25 }, (_, n) => `courses/course-${n + 1}`);
  const pieces = [];
  for (let n = 0; n < count; n++) {
    const isArticle = n % 10 !== 9;
    const words = [];
    const length = 150 + Math.floor(random() * 750);
    while (words.length < length) {
      words.push(...pick(sentences).split(" "));
      // About one word in ten is from the vocabulary, so the table has a long tail of words.
      if (random() < 0.5) words.push(vocabularyWord(), vocabularyWord());
    }
    if (n % 2000 === 7) words.push(RARE_WORD);
    const title = pick(sentences)
      .split(" ")
      .slice(0, 4 + Math.floor(random() * 6))
      .join(" ");
    pieces.push({
      kind: isArticle ? "article" : "lesson",
      collection: isArticle ? sections[n % sections.length] : courses[n % courses.length],
      slug: `piece-${n + 1}`,
      title,
      summary: pick(sentences),
      body: words.join(" "),
    });
  }
  return pieces;
}

async function fillContent(databaseUrl, pieces) {
  await withClient(databaseUrl, async (client) => {
    for (let start = 0; start < pieces.length; start += 500) {
      const batch = pieces.slice(start, start + 500);
      await client.query(
        `insert into content_items (source, kind, collection, slug, title, summary, body_markdown, body_html,
           body_text, file_path, content_hash, position)
         select 'repository', p.kind, p.collection, p.slug, p.title, p.summary, p.body, '<p>' || p.body || '</p>',
           p.body, 'content/' || p.collection || '/' || p.slug || '.md', md5(p.body), p.position
         from jsonb_to_recordset($1::jsonb)
           as p(kind text, collection text, slug text, title text, summary text, body text, position int)`,
        [JSON.stringify(batch.map((piece, index) => ({ ...piece, position: start + index })))],
      );
    }
    await client.query("analyze content_items");
  });
}

const MATCH_START = "\u0002";
const MATCH_END = "\u0003";
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;

/** As content-search.ts: body-only matches ranked, and the body's characters excerpts are cut from. */
const BODY_MATCHES_RANKED = 1000;
const EXCERPT_WINDOW_CHARACTERS = 500;
const EXCERPT_LEAD_CHARACTERS = 120;
const LIBRARY_ARTICLES = `c.source = 'repository'
  and (c.collection = 'library' or starts_with(c.collection, 'library/'))
  and c.kind = 'article'`;
const WITH_HEADLINES = (rankedPage) => `
  with excerpt_word as materialized (
    select word, initcap(word) as capitalized
    from (select left(lexeme, greatest(length(lexeme) - 1, 3)) as word
      from (select coalesce((regexp_match(querytree(websearch_to_tsquery('english', $1)),
        '''([^'']+)'''))[1], '') as lexeme) as first_lexeme) as stem)
  select page.id, page.kind, page.collection, page.slug, page.incubator_id, page.rank::text as rank,
    ts_headline('english', page.title, page.query, $2) as title_headline,
    ts_headline('english', page.summary || E'\\n' || trimmed.text, page.query, $3) as excerpt_headline
  from (${rankedPage}) as page
    cross join excerpt_word,
    lateral (select greatest(coalesce(least(
        nullif(strpos(page.body_text, ' ' || excerpt_word.word), 0),
        nullif(strpos(page.body_text, ' ' || excerpt_word.capitalized), 0),
        nullif(strpos(page.body_text, E'\\n' || excerpt_word.word), 0),
        nullif(strpos(page.body_text, E'\\n' || excerpt_word.capitalized), 0)), 1)
        - ${EXCERPT_LEAD_CHARACTERS}, 1) as start offset 0) as found,
    lateral (select substr(page.body_text, found.start, ${EXCERPT_WINDOW_CHARACTERS}) as text,
        found.start > 1 as cut_before offset 0) as cut,
    lateral (select case when cut.cut_before then substr(cut.text, strpos(cut.text, ' ') + 1)
        else cut.text end as text offset 0) as started,
    lateral (select case when length(cut.text) = ${EXCERPT_WINDOW_CHARACTERS}
        then left(started.text, length(started.text) - strpos(reverse(started.text), ' '))
        else started.text end as text offset 0) as trimmed
  order by page.rank desc, page.id`;

/**
 * The statements searchContent (apps/server/src/modules/content/content-search.ts) sends for the
 * library's first page, for an anonymous reader: the title-and-summary matches, then, when they do not
 * fill the page, the body-only matches. Keep them in step with the service.
 */
const HEADING_STATEMENT = WITH_HEADLINES(`
  select c.id, c.kind, c.collection, c.slug, c.incubator_id, c.title, c.summary, c.body_text, query,
    ts_rank(c.search_heading, query) as rank
  from content_items c, websearch_to_tsquery('english', $1) as query
  where c.search_heading @@ query
    and (strpos(query::text, '!') = 0 or c.search @@ query)
    and ${LIBRARY_ARTICLES}
  order by rank desc, c.id
  limit $4`);
const BODY_STATEMENT = WITH_HEADLINES(`
  select ranked.id, ranked.kind, ranked.collection, ranked.slug, ranked.incubator_id, ranked.title,
    ranked.summary, ranked.body_text, query, ts_rank(ranked.search, query) as rank
  from (
    select c.id
    from content_items c, websearch_to_tsquery('english', $1) as query
    where c.search @@ query
      and not (c.search_heading @@ query)
      and ${LIBRARY_ARTICLES}
    order by c.id
    limit ${BODY_MATCHES_RANKED}
  ) as candidate
  join content_items as ranked on ranked.id = candidate.id,
    websearch_to_tsquery('english', $1) as query
  order by rank desc, ranked.id
  limit $4`);

/**
 * Decision 037's single statement (every match ranked on all its words, excerpts from the whole body),
 * measured beside the current ones with --previous, run for run, so a busy machine weighs on both alike.
 */
const PREVIOUS_STATEMENT = `
  select page.id, page.kind, page.collection, page.slug, page.incubator_id, page.rank::text as rank,
    ts_headline('english', page.title, page.query, $2) as title_headline,
    ts_headline('english', page.summary || E'\\n' || page.body_text, page.query, $3) as excerpt_headline
  from (
    select c.id, c.kind, c.collection, c.slug, c.incubator_id, c.title, c.summary, c.body_text, query,
      ts_rank(c.search, query) as rank
    from content_items c, websearch_to_tsquery('english', $1) as query
    where c.search @@ query and ${LIBRARY_ARTICLES}
    order by rank desc, c.id
    limit ${PAGE_SIZE + 1}
  ) as page
  order by page.rank desc, page.id`;

/** The first page as the service fetches it: its statements, each with the rows it asks for. */
async function firstPageStatements(q) {
  const wanted = PAGE_SIZE + 1;
  const headingRows = (
    await pool.query(HEADING_STATEMENT, [q, TITLE_HEADLINE_OPTIONS, HEADLINE_OPTIONS, wanted])
  ).rowCount;
  const statements = [
    { text: HEADING_STATEMENT, parameters: [q, TITLE_HEADLINE_OPTIONS, HEADLINE_OPTIONS, wanted] },
  ];
  if (headingRows < wanted) {
    statements.push({
      text: BODY_STATEMENT,
      parameters: [q, TITLE_HEADLINE_OPTIONS, HEADLINE_OPTIONS, wanted - headingRows],
    });
  }
  return { statements, headingRows };
}

function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction) => Number(percentile(sorted, fraction).toFixed(2));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const database = await createThrowawayDatabase(values["database-url"], "library");
const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1 });
try {
  const migrateClient = new pg.Client({ connectionString: database.databaseUrl });
  await migrateClient.connect();
  await migrate(drizzle({ client: migrateClient }), { migrationsFolder: MIGRATIONS_FOLDER });
  await migrateClient.end();

  const filling = performance.now();
  const pieces = generatePieces(itemCount);
  await fillContent(database.databaseUrl, pieces);
  const [{ articles, size }] = (
    await pool.query(
      `select count(*) filter (where kind = 'article')::int as articles,
         pg_size_pretty(pg_total_relation_size('content_items')) as size from content_items`,
    )
  ).rows;
  console.info(
    `${itemCount} pieces (${articles} library articles over 40 sections, the rest course lessons), ${size}, in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );

  const rows = [];
  for (const query of QUERIES) {
    const [{ matches, heading }] = (
      await pool.query(
        `select count(*)::int as matches, count(*) filter (where c.search_heading @@ q)::int as heading
         from content_items c, websearch_to_tsquery('english', $1) q
         where c.search @@ q and starts_with(c.collection, 'library/') and c.kind = 'article'`,
        [query.q],
      )
    ).rows;
    const { statements } = await firstPageStatements(query.q);
    const runPage = async (prefix = "") => {
      const results = [];
      for (const statement of statements)
        results.push(await pool.query(prefix + statement.text, statement.parameters));
      return results;
    };
    // Warm the cache and the plan before counting.
    for (let i = 0; i < 5; i++) await runPage();
    const execution = [];
    const previousExecution = [];
    const roundTrip = [];
    let hits = 0;
    for (let i = 0; i < runs; i++) {
      const explain = "explain (analyze, buffers, timing off, format json) ";
      const explained = await runPage(explain);
      execution.push(
        explained.reduce((sum, result) => sum + result.rows[0]["QUERY PLAN"][0]["Execution Time"], 0),
      );
      if (values.previous) {
        const parameters = [query.q, TITLE_HEADLINE_OPTIONS, HEADLINE_OPTIONS];
        const { rows: previous } = await pool.query(explain + PREVIOUS_STATEMENT, parameters);
        previousExecution.push(previous[0]["QUERY PLAN"][0]["Execution Time"]);
      }
      const started = performance.now();
      hits = (await runPage()).reduce((sum, result) => sum + result.rowCount, 0);
      roundTrip.push(performance.now() - started);
    }
    for (const result of await runPage("explain (analyze, buffers, costs off) ")) {
      const plan = result.rows.map((row) => row["QUERY PLAN"]).join("\n");
      console.info(`\nPlan of "${query.q}":\n${plan}\n`);
    }
    const atDatabase = summarize(execution);
    const trip = summarize(roundTrip);
    rows.push({
      query: `${query.name}: "${query.q}"`,
      matches,
      "title or summary": heading,
      statements: statements.length,
      "page rows": hits,
      "db p50 ms": atDatabase.p50,
      "db p95 ms": atDatabase.p95,
      "db p99 ms": atDatabase.p99,
      ...(values.previous
        ? {
            "037 db p50 ms": summarize(previousExecution).p50,
            "037 db p95 ms": summarize(previousExecution).p95,
          }
        : {}),
      "round trip p50 ms": trip.p50,
      "round trip p95 ms": trip.p95,
      "round trip p99 ms": trip.p99,
    });
  }
  console.info(
    `db = the server's execution time (EXPLAIN ANALYZE, timing off); round trip = the statement from this process on a warm connection. ${runs} runs each.`,
  );
  console.table(rows);
  console.info(
    `Load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  const over = rows.filter((row) => row["db p95 ms"] > TARGET_MS);
  if (over.length > 0) {
    console.error(
      `Over the target (p95 ≤ ${TARGET_MS} ms at the database): ${over.map((row) => row.query).join("; ")}`,
    );
    if (!values["report-only"]) process.exitCode = 1;
  }
} finally {
  await pool.end();
  await database.drop();
}
