// Bytes on the wire for the first view of the main routes: the JavaScript and CSS the browser fetches
// for each (the entry and its static imports, the route's page chunk and its imports), as the server
// sends them (the build's brotli copy where there is one), against the budgets; then the largest lazy
// route chunks beyond the entry. Exits 1 when over a budget, which CI runs (.ci/run).
// Usage: npm run build -w @hatchery/web && node bench/bundle.mjs
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./lib/server.mjs";

/*
 * Goals (the speed work): / ≤ 110 KB of JavaScript, every other route ≤ 150 KB. Each budget sits about
 * half a KB above what the build reaches, so a change that adds weight fails: no closer, because the
 * chunks' hashed names alone move a view's brotli size by up to 0.2 KB between builds of the same code
 * (the entry names every chunk it may load). No first view loads zod (the production build serves the
 * contracts without schemas, forms load theirs on first use). React DOM (about 54 KB), React Router
 * (about 26 KB) and TanStack Query (about 8 KB) are the floor of every view (docs/decisions/017-speed.md).
 * The entry names each page's chunk (page-modules.ts), not the page's imports, which the server preloads
 * for a first view; the realtime map names the live events.
 *
 * A lazy chunk is counted with everything it imports beyond the entry, including the page it opens on:
 * the position dialog (about 20 KB of its own) counts the team page it opens from, which gained the chat
 * link (its counts load after the first view), and Radix's Slot, which every Radix part loads with the
 * first one a person opens (the first view does not carry it).
 *
 * The second hardening round added about 0.3 KB to every first view (the reader's date formats, the
 * page titles, the new live events in the realtime map) and 0.6 KB to the position dialog's chunk (the
 * team page's plans links and apply rule): the budgets moved by that much, half a KB above the build.
 *
 * The library (docs/decisions/037-library.md): /library paints its header from a page chunk of a few
 * hundred bytes and loads its sections and search after, so its first view is the entry's; an article's
 * first view carries its page, the check questions and the bookmark and progress code (112.7 KB).
 *
 * The memory game (docs/decisions/043-memory-game.md): its first view is the page with its choice of
 * level and pairs (110.8 KB); the board, its rules and the end screen load while the first deck is
 * dealt, the sound engine with the first sound. The game's live event in the realtime map (its bests
 * refresh in other tabs) added about 0.1 KB to every first view: /incubators and /auth moved by that.
 *
 * Classrooms and the skills profile (decisions 039, 040): five routes (a course, a lesson, their two
 * editors, the bookmarks page) in the route table and page map that every entry carries, and the
 * skills card's live event, added 0.1 to 0.4 KB to every first view; the budgets moved by that. An
 * incubator's courses load after its page (app/pages/incubator-page.tsx), and the course rules the
 * pages read live in course-model.ts without schemas: imported from courses.ts, they brought the schema
 * library into the incubator's first view (146.7 KB). The position dialog's chunk grew by the team
 * page's 0.5 KB share of it.
 *
 * The career game (docs/decisions/046-career-game.md): its first view is the page with the choice of
 * role and the play and ending code (113.9 KB before, 114.7 KB after merging interview practice and
 * the interface sounds, which every first view carries), whose rules are the schema-free career-game-model; the
 * scenarios load when a role is chosen, the sound engine with the first sound. The games' query keys
 * it shares with the memory game moved /games/memory by 0.1 KB.
 *
 * The interface sounds' listener (decision 047) loads after the first view, which brought every first
 * view back under its budget. /games/memory grew 0.7 KB in all (111.1 → 111.8) from the games' shared
 * query keys and the interview and career games' realtime events in the event-to-query map every signed-in
 * page carries; its budget moved to 112.0.
 *
 * The check questions became one component for the library and the classrooms (components/check-questions),
 * which the build now splits into a chunk of its own with what the two share: the article's first view
 * grew by 0.2 KB (114.2), its budget moved to 114.4. Sharing the games' answer box moved a component
 * into the chunk the home page shares with other pages (+0.1 KB, 110.4): its budget moved to 110.5.
 *
 * Mentoring's booking (docs/decisions/051-mentoring.md): two routes in the route table and page map, the
 * session event in the realtime map (its queries' root only) and a notification kind added about 0.1 KB
 * to every first view; /games/memory (112.1) moved to 112.1, the others stayed within theirs. Merged with
 * the profiles, directory and practice shares, mentoring's seven routes, three notification kinds and the
 * session event add 0.1 to 0.3 KB to every first view (the route table, page map and notification labels
 * every page carries); the budgets moved by what each measured. The after-the-session part (notes, reviews,
 * the dashboard card) added no route, yet the build's entry grew 0.1 KB again as chunks were reassigned
 * around its modules; the budgets it passed moved by 0.1.
 *
 * Business funding's calls and applications (docs/decisions/059-business-funding.md): six routes in the
 * route table and page map, and the incubator page's lazy funding section, added 0.1 to 0.2 KB to
 * /incubators/:slug (117.1–117.2) and /auth (141.6–141.7, as chunks were reassigned); their budgets
 * moved by that. The incubator page's funding section and the dashboard's funding card load lazily.
 * Merged with funding's review part (three routes), the sitemap's and page heads' work and the account's
 * colour theme (its schema in the session every page reads), every first view measured 0.4 to 0.5 KB more;
 * the budgets moved by that plus 0.1, and the header's signed-in controls (the account menu's theme items
 * among them) have a budget of their own, half a KB above their 60.9 KB, until issue 29 trims them. The
 * project page's funding section (composed in app/pages) took /incubators/:slug to 117.9.
 *
 * The signed-in navigation and home (docs/decisions/062-feed-grouping.md): the header's lazy slot for the
 * feed and teams links added 0.1 KB to every first view; the budgets it passed moved by that. `/` became a
 * page of the app (app/pages/home-page.tsx) that shows visitors the introduction and loads the signed-in
 * home lazily; the introduction's icons, now shared with the dashboard's cards that home composes, split
 * into small chunks of their own, and `/` measured 112.6 KB (+0.5). The dashboard's chunk (58.7) moved
 * with the cards it now shares with the signed-in home.
 *
 * People, direct messages and the community (decisions 063–065): the profile and messages routes in the
 * route table and page map added 0.1 to 0.3 KB to the first views they reach; the budgets moved by what
 * each measured. The header's Messages link (with its unread count) moved the signed-in controls to
 * 62.1 KB; their budget stays half a KB above. Names and mentions as links to profiles (PersonLink and the
 * markdown's mention links, in every list that names a person) added 0.1 KB to most first views and to the
 * admin, points, role request and dashboard chunks; the budgets moved by what each measured. The position
 * dialog's chunk carries the team page's share of them and of the candidate cards (56.0 KB): a budget
 * of its own, half a KB above. (The people rules live apart from their schemas, `people-rules.ts`, so the
 * link does not bring the schema library into every chunk that names a person: with it they grew 8–24 KB.)
 * A clean build measured /auth 0.1 KB above the build before it, of the same code (the hashed names): the
 * first views' budgets now sit 0.2 KB above what the build reaches, the most the names move a view.
 *
 * Speed's second round (issue 29, docs/decisions/069-first-view-bytes.md): every first view ≤ 130 KB, the
 * signed-in ones (/feed, /dashboard, the teams and projects lists and pages) measured here too. /auth
 * (142.5 → 129.0) lost react-hook-form (its forms use lib/plain-form.ts) and loads its two later steps
 * when reached; /feed (154.7 → 126.5) loads its menus when first opened (components/lazy-menu.tsx); a
 * team page (146.0 → 126.0) loads its confirmations and application dialogs when opened
 * (components/lazy-confirm-dialog.tsx); /dashboard (167.8 → 129.0) no longer carries the schema library
 * (its checklist, level and skills words live apart from their schemas). The shared rules moved the
 * others by 0.1 KB, and the session's broadcast naming its tab (lib/auth/session.ts) every view by up to
 * 0.1 more; the budgets moved by that. Merged with issue 28's last points (the dashboard's applicant links to
 * a profile) /dashboard measured 130.1: the skills card's charts now load only when there is something to
 * draw (129.6). The team page and the Users pages sit 0.2 KB above their build again.
 *
 * Speed's third round (decision 072, "The incubator, team and project pages"): a team page's positions and
 * "Message" and a project page's milestones and updates load after the first paint (126.4 → 120.2 and
 * 119.8 → 114.6); their budgets sit 0.2 KB above. The entry's bytes did not change (411,683 before and
 * after), but its brotli size grew 0.1 KB with the new chunks' hashed names, which put /incubators, /teams
 * and /projects, whose budgets sat at their build, 0.1 KB over: those three moved to 0.2 KB above it.
 * The header's signed-in controls, which every signed-in page loads as soon as its session is known,
 * carried the schema library (62.3 KB) for the theme's constants: the theme's schema lives apart from
 * them now (packages/shared/src/theme-schema.ts), and the controls measure 40.0 KB; their budget is half
 * a KB above. The directories' one search form (components/directory-search.tsx, in place of four
 * copies) is a chunk the three directories share: /incubators 115.3, /teams 120.3, /projects 118.0;
 * their budgets sit 0.2 KB above.
 * /teams renders its cards a few per task
 * (lib/use-revealed-count.ts, a small chunk shared with the feed and the dashboard), which took its CPU
 * blocking time from 69 to 26 ms for 0.3 KB; "For you", a signed-in person's only, now loads after
 * hydrating (0.2 KB back). It measures 119.9: its budget is 0.2 KB above that, as the others'.
 * A post's plain paragraphs shown while the renderer loads (components/markdown/markdown-text.tsx, in
 * the entry) moved the first views by up to 0.2 KB: /auth, which sat at its budget, measures 129.3, and
 * its budget is 129.5, under goal 3's 130.
 * A visitor's incubator, team and project page arrive rendered by the server and hydrate (decision 072,
 * "Pages drawn with their data"): an incubator page's sections below the fold became lazy sections that
 * wait for their place to near the viewport (components/below-the-fold.tsx, lib/use-near-viewport.ts),
 * which took it to 119.4 KB; its budget sits 0.2 KB above.
 * The header's sound button reads the remembered settings in a task after hydration (decision 075):
 * 0.1-0.2 KB more in the entry. The budgets of the routes that sat at their build moved to the clean
 * clone's figures; /auth measured 129.9, under goal 3's 130.
 * The app's own tabs in place of Radix's (decision 076) took /auth to 122.1 KB. The interface sounds
 * became a part of their own in the root layout: 0.1 KB more in the entry; every budget sits 0.2 KB above
 * its route's build, where the clean clone's build lands.
 * Shared chunks under 6 KB of source copied into the pages that read them (decision 081) took a team
 * page from 28 files to 5 and /dashboard from 41 to 9; the strict execution order that copying needs
 * wraps each module of the entry in a function (1.5 KB more in the app's chunk), and a copy is its whole
 * module, every export: the first views moved by −0.3 to +2.6 KB (/ to 114.9, /feed to 129.9, under goal
 * 3's 130, once the feeds' messages and the reports' names they read left feed-model.ts and the mute
 * choices loaded when opened). /feed's budget is goal 3's 130; every other budget sits 0.2 KB above its
 * route's build. The chart module grew 5.5 KB for the same wrapping (d3's many modules), the role
 * request's section 0.4: their budgets sit half a KB above.
 * A visitor's directories as documents (decision 085) put the filters' reading in the shared package's
 * own export and the search form's GET fields into the directories' shared chunk: /incubators 118.8,
 * /teams 121.3–121.4, /projects 119.9–120.0; their budgets sit 0.2 KB above. The dates the documents
 * mark (decision 084) added 48 bytes to the entry, which took /feed to 130.1–130.3: the guard's
 * "could not check" alert loads with the refusal screens (every guarded view −0.3 KB), "Who reacted"
 * when first asked for, and the calendar days (lib/calendar-days.ts) left the dates the feed copies:
 * /feed 129.5, /dashboard 129.3, whose budget came down to 129.5. An incubator's page as a visitor's
 * document (decision 086) carries its plan buttons' links and the address that opens its plans:
 * 121.4, its budget 0.2 KB above. The compile hint at the top of every chunk (decision 088), 29 bytes a
 * file, took the first views 0.1–0.3 KB up (/feed 129.7, /dashboard 129.6) and the admin's user page to
 * 68.1: those budgets moved by what each measured. The dates' answers kept per language and their
 * bounded caches (lib/dates.ts) took /dashboard to 129.7 on a clean clone: its budget, under goal 3's 130.
 */
const ROUTE_CHUNK_BUDGET_KB = 54.6;
/*
 * Analytics (docs/decisions/057-analytics-and-sitemaps.md): the chart module is recharts (and its d3 parts),
 * about 102 KB, which only the two analytics pages load, lazily, after their figures: its own budget. The
 * two analytics routes in the page map added 0.2 to 0.4 KB to every first view; the budgets moved by that.
 */
/*
 * Administration, dashboard and points (decisions 052–056): the Users pages (admins only) carry the
 * DataTable, the role and account dialogs and their forms' schema library; the points page its three
 * boards and the log; the profile's role request its form's schemas; the dashboard the checklist and the
 * areas' cards. They measured 57.5–75.6 KB and have budgets of their own, half a KB above the build,
 * until speed's second round (issue 29) splits their forms from their first paint. The channel manager
 * (56.7) grew with the shared chunk the moderation and chat pages now split differently.
 */
const CHUNK_BUDGETS_KB = {
  "features/analytics/components/analytics-chart.tsx": 108.6,
  "features/admin/pages/admin-users-page.tsx": 76.6,
  "features/admin/pages/admin-user-page.tsx": 68.1,
  "features/points/pages/points-page.tsx": 64.5,
  "features/role-requests/components/role-request-section.tsx": 61.7,
  "app/pages/dashboard-page.tsx": 59.3,
  "features/chat/components/manage-channels.tsx": 57.2,
  "app/layouts/signed-in-controls.tsx": 40.5,
  "features/teams/components/positions/position-form-dialog.tsx": 56.5,
};
const chunkBudget = (chunk) => CHUNK_BUDGETS_KB[chunk] ?? ROUTE_CHUNK_BUDGET_KB;

const dist = join(repoRoot, "apps/web/dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));

/** What the server sends for a built file: its brotli copy when the build made one, else the file. */
function wireKb(file) {
  const path = join(dist, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size / 1024;
}

/** A chunk and everything it imports statically: what the browser fetches to run it. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = staticClosure(entryKey);

/*
 * A route's first view: the entry and its imports, and the page files the server preloads in that
 * route's HTML (the build's .vite/route-preloads.json, from src/app/page-modules.ts).
 */
const routePreloads = JSON.parse(readFileSync(join(dist, ".vite/route-preloads.json"), "utf8"));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));

function firstView(routeId) {
  const pageFiles = routePreloads[routeId];
  if (!pageFiles) throw new Error(`the route ${routeId} is not in .vite/route-preloads.json`);
  const chunks = new Set([...entry, ...pageFiles.map((file) => keyOfFile.get(file))]);
  const css = new Set([...chunks].flatMap((key) => manifest[key].css ?? []));
  const sum = (files) => files.reduce((total, file) => total + wireKb(file), 0);
  return {
    js: sum([...chunks].map((key) => manifest[key].file)),
    css: sum([...css]),
  };
}

const ROUTES = [
  { route: "/", id: "home", budget: 115.3 },
  { route: "/incubators", id: "incubators", budget: 119.2 },
  { route: "/incubators/:slug", id: "incubator", budget: 121.6 },
  { route: "/auth", id: "auth", budget: 123.2 },
  { route: "/library", id: "library", budget: 112.3 },
  { route: "/library/:section/:slug", id: "library-article", budget: 118.3 },
  { route: "/games/memory", id: "games-memory", budget: 117.3 },
  { route: "/games/career", id: "games-career", budget: 120.3 },
  { route: "/feed", id: "feed", budget: 130.0 },
  { route: "/dashboard", id: "dashboard", budget: 129.7 },
  { route: "/teams", id: "teams", budget: 121.8 },
  { route: "/teams/:slug", id: "team", budget: 122.2 },
  { route: "/projects", id: "projects", budget: 120.4 },
  { route: "/projects/:slug", id: "project", budget: 118.2 },
];

const views = ROUTES.map(({ route, id, budget }) => {
  const { js, css } = firstView(id);
  return { route, "JS KB": Number(js.toFixed(1)), "CSS KB": Number(css.toFixed(1)), "JS budget KB": budget };
});
console.info("First view, bytes on the wire (brotli):");
console.table(views);

const chunks = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const own = [...staticClosure(key)].filter((chunk) => !entry.has(chunk));
    const kb = own.reduce((total, chunk) => total + wireKb(manifest[chunk].file), 0);
    return { chunk: key.replace(/^src\//, ""), "KB beyond the entry": Number(kb.toFixed(1)) };
  })
  .sort((a, b) => b["KB beyond the entry"] - a["KB beyond the entry"]);
console.info(`Largest lazy chunks (budget ${ROUTE_CHUNK_BUDGET_KB} KB each):`);
console.table(chunks.slice(0, 10));

/*
 * A visitor's document runs one script (src/document.ts, decisions 083-086), built apart from the app:
 * 4.9 KB, its date helpers evaluated only on a page with dates. A build of it once took in the schema
 * library through the shared package (27 KB): its budget sits 0.3 KB above what it measures.
 */
const DOCUMENT_SCRIPT_BUDGET_KB = 5.2;
const documentScript = readdirSync(join(dist, "assets")).find((file) => /^document-[\w-]+\.js$/.test(file));
const documentScriptKb = documentScript ? wireKb(`assets/${documentScript}`) : Number.POSITIVE_INFINITY;
console.info(
  `A visitor's document script: ${documentScriptKb.toFixed(1)} KB (budget ${DOCUMENT_SCRIPT_BUDGET_KB} KB)`,
);

const over = [
  ...(documentScriptKb > DOCUMENT_SCRIPT_BUDGET_KB ? ["the document script"] : []),
  ...views.filter((view) => view["JS KB"] > view["JS budget KB"]).map((view) => view.route),
  ...chunks
    .filter((chunk) => chunk["KB beyond the entry"] > chunkBudget(chunk.chunk))
    .map((chunk) => chunk.chunk),
];
if (over.length > 0) {
  console.error(`Over budget: ${over.join(", ")}`);
  process.exitCode = 1;
}
