import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Alias, build, type Plugin } from "vite";
import { INTL_WARM_UP_META } from "./src/lib/intl-warm-up.ts";

/** What src/app/prerender.tsx gives for a page (that module is the app's, outside this configuration). */
interface PrerenderedPage {
  html: string;
  title: string;
}

interface PrerenderModule {
  prerenderPages(options?: { asDocuments?: boolean }): Promise<Record<string, PrerenderedPage>>;
  prerenderShell(): string;
}

/** Where the server finds the pages, inside the build (served never: it is under a dot folder). */
export const PRERENDERED_PAGES_FILE = ".vite/prerendered-pages.json";

/**
 * Where the server finds the pages it sends a visitor as documents (PAGES_SERVED_AS_DOCUMENTS in
 * packages/shared, decision 083), by route id.
 */
export const VISITOR_DOCUMENTS_FILE = ".vite/visitor-documents.json";

/**
 * The shell the server renders a visitor's document of a page drawn with its data into (apps/server/src/
 * lib/visitor-documents.ts): index.html with the document's script, its root empty.
 */
export const DOCUMENT_SHELL_FILE = ".vite/document-shell.html";

/** The script of a visitor's document (built on its own: it must not load the app's chunks). */
const DOCUMENT_SCRIPT_SOURCE = fileURLToPath(new URL("./src/document.ts", import.meta.url));

const SOURCE_DIR = fileURLToPath(new URL("./src", import.meta.url));
/**
 * The worker the entry's loader (and a visitor's document with dates) starts, to load the browser's Intl
 * data off the main thread.
 */
const INTL_WARM_UP_SOURCE = fileURLToPath(new URL("./intl-warm-up.js", import.meta.url));
const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
/** Vite's tag for the entry, in the built index.html. */
const ENTRY_SCRIPT =
  /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)" nonce="__CSP_NONCE__"><\/script>/;
/** Vite's tags for the files the entry imports, in the built index.html's head. */
const ENTRY_IMPORT_LINK =
  /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)" nonce="__CSP_NONCE__">\n?/g;

/**
 * Starts the app once the document is parsed (a dynamic module script runs as soon as it arrives, which
 * must not be before #root is whole): the entry, and the route's page files the server names
 * (ROUTE_PRELOADS_META in apps/server/src/lib/web-app.ts). A pre-rendered page waits, besides, for its
 * first contentful paint to be on screen (the paint timing entry arrives after its presentation, which a
 * frame callback does not wait for): named in the HTML, the entry and the page files arrived with the
 * document and the stylesheet wherever they are quick to fetch (a fast network, or the same machine),
 * and the entry's evaluation came before the first paint, so a pre-rendered page painted only after the
 * app's script had run (decision 071, second round). A page that arrives with the frame only starts at
 * once: its content is the app's to render. So does a hidden tab, which paints nothing, and a browser
 * without paint timing, which says nothing; and no page waits more than a second. Every page starts the
 * browser's Intl library at once, in a worker (`__INTL_WARM_UP__`, intl-warm-up.js): its data is the
 * renderer's, so the page's first date or number format then costs next to nothing, where on the main
 * thread it was one task of 11–20 ms here wherever it came, before the first paint too (decision 076).
 * The entry is asked
 * for first, then the files it imports, then the page files: over a connection that takes a handful of
 * requests at a time (HTTP/1.1's six) the page files asked for before them queued them behind. Every
 * file after the entry is asked for in a task of its own: a route names up to forty, and asking for one
 * took 0.2–6 ms here (the browser starts its request), all of them one task of 7–37 ms, long on a slow
 * phone, right after the first paint; two to a task still made tasks of 10–13 ms, and the entry with
 * its two imports and the first page file made one of 10 ms (39 ms at a 4× slowdown) on a signed-in
 * dashboard. `__ENTRY__` is the entry's address, `__ENTRY_IMPORTS__` the files it imports (the app's
 * chunk and the runtime that small shared chunks copied into pages read, decision 081): as links in the
 * head, which Vite writes, they were fetched before the first paint and delayed it.
 */
/** How many files the entry's loader asks for in one task after the entry's. */
const PRELOADS_PER_TASK = 1;

const ENTRY_LOADER = `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const preloadFile = (file) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.nonce = nonce;
    link.href = file;
    document.head.append(link);
  };
  const start = () => {
    if (started) return;
    started = true;
    const entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.nonce = nonce;
    entry.src = "__ENTRY__";
    document.head.append(entry);
    const pageFiles = (document.querySelector('meta[name="hatchery-route-preloads"]')?.content.split(" ") ?? []).filter(Boolean);
    const files = [...__ENTRY_IMPORTS__, ...pageFiles];
    const preload = (from) => {
      for (const file of files.slice(from, from + __FILES_PER_TASK__)) preloadFile(file);
      if (files.length > from + __FILES_PER_TASK__) setTimeout(() => preload(from + __FILES_PER_TASK__), 0);
    };
    if (files.length > 0) setTimeout(() => preload(0), 0);
  };
  if (typeof Worker === "function") {
    try {
      new Worker("__INTL_WARM_UP__");
    } catch {}
  }
  const parsed = () => {
    const prerendered = document.getElementById("root")?.hasAttribute("data-prerendered");
    const paintTiming = typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint");
    if (!prerendered || document.visibilityState === "hidden" || !paintTiming) {
      start();
      return;
    }
    new PerformanceObserver((_, observer) => {
      if (performance.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
    setTimeout(start, 1000);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", parsed, { once: true });
  else parsed();
})();`;

/**
 * The entry started by ENTRY_LOADER: after the document is parsed, and a pre-rendered page's first
 * paint, which need wait neither for its download nor for its evaluation.
 */
export function withEntryAfterFirstPaint(indexHtml: string, intlWarmUp: string): string {
  return withLoaderForEntry(indexHtml, (entry, entryImports) =>
    ENTRY_LOADER.replace("__ENTRY__", entry)
      .replace("__ENTRY_IMPORTS__", JSON.stringify(entryImports))
      .replace("__INTL_WARM_UP__", intlWarmUp)
      .replaceAll("__FILES_PER_TASK__", String(PRELOADS_PER_TASK)),
  );
}

/**
 * index.html with an inline loader in place of the entry's tag Vite wrote and of the links to its
 * imports: `loader` makes it from their addresses.
 */
function withLoaderForEntry(
  indexHtml: string,
  loader: (entry: string, entryImports: string[]) => string,
): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry?.[1]) throw new Error('index.html has no entry <script type="module"> Vite wrote');
  const entryImports = [...indexHtml.matchAll(ENTRY_IMPORT_LINK)].flatMap((link) => link[1] ?? []);
  const script = loader(entry[1], entryImports).replace(/\n\s*/g, " ");
  return indexHtml
    .replace(ENTRY_IMPORT_LINK, "")
    .replace(entry[0], () => `<script nonce="__CSP_NONCE__">${script}</script>`);
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The built index.html with the page's markup in #root, marked for hydration (src/app/start-app.tsx),
 * and its title.
 */
export function pageHtml(indexHtml: string, page: PrerenderedPage): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  return indexHtml
    .replace(TITLE_ELEMENT, `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT_ELEMENT, `<div id="root" data-prerendered>${page.html}</div>`);
}

/**
 * Starts a visitor's document's script once the page has loaded: named in the HTML, even as a module
 * script (which runs after parsing), it was fetched with the stylesheet, and Lighthouse's simulation made
 * the first paint wait for it (1.7–2.0 s against 1.0 s). The script marks the page ready and records its
 * view a second after the load event in any case. `__DOCUMENT_SCRIPT__` is its address.
 */
const DOCUMENT_LOADER = `(() => {
  const nonce = document.currentScript.nonce;
  const start = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.src = "__DOCUMENT_SCRIPT__";
    document.head.append(script);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
})();`;

/**
 * The shell of a page sent to a visitor as a document: Vite's index.html with the document's loader in
 * place of the app's entry and its imports, and the address of the worker that loads the browser's Intl
 * data (`intlWarmUp`), which the script starts where the page has dates to write (src/document.ts).
 */
export function withDocumentScript(indexHtml: string, documentScript: string, intlWarmUp: string): string {
  return withLoaderForEntry(indexHtml, () =>
    DOCUMENT_LOADER.replace("__DOCUMENT_SCRIPT__", documentScript),
  ).replace("</head>", `<meta name="${INTL_WARM_UP_META}" content="${intlWarmUp}">\n</head>`);
}

/** A page sent to a visitor as a document, rendered as one: no part of it waits for a script. */
export function documentHtml(documentShell: string, page: PrerenderedPage): string {
  if (!documentShell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  return documentShell
    .replace(TITLE_ELEMENT, `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT_ELEMENT, `<div id="root" data-document>${page.html}</div>`);
}

/**
 * Builds src/document.ts on its own, into one file with what it imports (the page-view recorder and its
 * helpers): in the app's build it would import the app's chunk, whose evaluation a document avoids.
 */
async function buildDocumentScript({ plugins, alias }: SourceTransforms): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: "error",
    plugins,
    resolve: { alias: [{ find: "@", replacement: SOURCE_DIR }, ...alias] },
    build: {
      write: false,
      copyPublicDir: false,
      target: "baseline-widely-available",
      rolldownOptions: { input: DOCUMENT_SCRIPT_SOURCE, output: { format: "es", codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) =>
    "output" in result ? result.output : [],
  );
  const entry = outputs.find((output) => output.type === "chunk" && output.isEntry);
  if (entry?.type !== "chunk") throw new Error("The document script's build made no entry");
  return entry.code;
}

/**
 * The app's pages built for Node, inside the web build (served never: it is under a dot folder): the
 * build pre-renders the public content pages with it, and the server renders a visitor's incubator,
 * team or project page with the data it reads for it (apps/server/src/lib/page-renderer.ts). One file
 * and its chunks, with every package in them, so the server needs none of the web app's packages.
 */
export const SERVER_RENDERER_FILE = ".vite/server-renderer/prerender.js";

/** The browser build's transforms of the app's source, which the build for Node makes too. */
export interface SourceTransforms {
  plugins: Plugin[];
  alias: Alias[];
}

/**
 * Builds src/app/prerender.tsx for Node with the transforms the browser's build makes to the app's own
 * source (the page loaders, the contracts without schemas, the trimmed class merging, React Router's
 * production build), so a page rendered on the server is the page the browser then hydrates.
 */
async function buildServerRenderer(outDir: string, { plugins, alias }: SourceTransforms): Promise<string> {
  const file = path.join(outDir, SERVER_RENDERER_FILE);
  await build({
    configFile: false,
    logLevel: "error",
    plugins,
    resolve: { alias: [{ find: "@", replacement: SOURCE_DIR }, ...alias] },
    oxc: { jsx: { runtime: "automatic" } },
    // React's packages choose their build at run time by NODE_ENV, which the server need not set.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true },
    build: {
      ssr: path.join(SOURCE_DIR, "app/prerender.tsx"),
      outDir: path.dirname(file),
      emptyOutDir: true,
      copyPublicDir: false,
      target: "node20",
      rolldownOptions: { output: { entryFileNames: path.basename(file) } },
    },
  });
  return file;
}

/**
 * Renders the public content pages (PRERENDERED_ROUTE_IDS in src/app/page-modules.ts) into the built
 * index.html, by route id, into one file the server reads: it sends a pre-rendered route's HTML in place
 * of index.html, with the same nonce and preloads. index.html itself gets the frame every other page
 * starts with, so that their first paint does not wait for the scripts either. The pages are rendered
 * by the app's build for Node (SERVER_RENDERER_FILE), from the same source as the browser's build.
 */
export function prerenderPages(sourceTransforms: () => SourceTransforms): Plugin {
  let outDir = "dist";
  let intlWarmUp = "";
  let documentScript = "";
  return {
    name: "hatchery-prerender-pages",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle() {
      // A file of its own with a hashed name, cached like the app's other files; a worker's script
      // cannot be written into the page (the page's policy allows scripts from this site only).
      const reference = this.emitFile({
        type: "asset",
        name: "intl-warm-up.js",
        source: await readFile(INTL_WARM_UP_SOURCE, "utf8"),
      });
      intlWarmUp = `/${this.getFileName(reference)}`;
      const documentReference = this.emitFile({
        type: "asset",
        name: "document.js",
        source: await buildDocumentScript(sourceTransforms()),
      });
      documentScript = `/${this.getFileName(documentReference)}`;
    },
    async closeBundle() {
      const renderer = await buildServerRenderer(outDir, sourceTransforms());
      const prerender = (await import(pathToFileURL(renderer).href)) as PrerenderModule;
      const pages = await prerender.prerenderPages();
      const shell = prerender.prerenderShell();
      const builtIndexHtml = await readFile(path.join(outDir, "index.html"), "utf8");
      const indexHtml = withEntryAfterFirstPaint(builtIndexHtml, intlWarmUp);
      await writeFile(
        path.join(outDir, "index.html"),
        indexHtml.replace(ROOT_ELEMENT, `<div id="root">${shell}</div>`),
      );
      const html = Object.fromEntries(
        Object.entries(pages).map(([id, page]) => [id, pageHtml(indexHtml, page)]),
      );
      await writeFile(path.join(outDir, PRERENDERED_PAGES_FILE), `${JSON.stringify(html)}\n`);
      const documents = await prerender.prerenderPages({ asDocuments: true });
      const documentShell = withDocumentScript(builtIndexHtml, documentScript, intlWarmUp);
      const documentPages = Object.fromEntries(
        Object.entries(documents).map(([id, page]) => [id, documentHtml(documentShell, page)]),
      );
      await writeFile(path.join(outDir, VISITOR_DOCUMENTS_FILE), `${JSON.stringify(documentPages)}\n`);
      await writeFile(path.join(outDir, DOCUMENT_SHELL_FILE), documentShell);
    },
  };
}
