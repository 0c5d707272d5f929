import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, type Plugin } from "vite";
import { pageLoaders } from "./page-loaders.ts";

/** What src/app/prerender.tsx gives for a page (that module is the app's, outside this configuration). */
interface PrerenderedPage {
  html: string;
  title: string;
}

interface PrerenderModule {
  prerenderPages(): Promise<Record<string, PrerenderedPage>>;
  prerenderShell(): string;
}

/** Where the server finds the pages, inside the build (served never: it is under a dot folder). */
export const PRERENDERED_PAGES_FILE = ".vite/prerendered-pages.json";

const SOURCE_DIR = fileURLToPath(new URL("./src", import.meta.url));
const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
const ENTRY_SCRIPT = '<script type="module" crossorigin';

/**
 * The entry at low priority: the HTML paints without it (a pre-rendered page or the frame), so the
 * stylesheet, which the paint does wait for, goes first.
 */
export function withEntryAtLowPriority(indexHtml: string): string {
  if (!indexHtml.includes(ENTRY_SCRIPT)) throw new Error(`index.html has no ${ENTRY_SCRIPT}`);
  return indexHtml.replace(ENTRY_SCRIPT, '<script type="module" fetchpriority="low" crossorigin');
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
 * Renders the public content pages (PRERENDERED_ROUTE_IDS in src/app/page-modules.ts) into the built
 * index.html, by route id, into one file the server reads: it sends a pre-rendered route's HTML in place
 * of index.html, with the same nonce and preloads. index.html itself gets the frame every other page
 * starts with, so that their first paint does not wait for the scripts either. The pages run in Node
 * through Vite's module runner, from the same source as the browser's build.
 */
export function prerenderPages(): Plugin {
  let outDir = "dist";
  return {
    name: "hatchery-prerender-pages",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // A server rather than a one-off import: the pages load their modules lazily, while rendering.
      const server = await createServer({
        configFile: false,
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [pageLoaders()],
        resolve: { alias: { "@": SOURCE_DIR } },
        oxc: { jsx: { runtime: "automatic" } },
      });
      let pages: Record<string, PrerenderedPage>;
      let shell: string;
      try {
        const prerender = (await server.ssrLoadModule(
          path.join(SOURCE_DIR, "app/prerender.tsx"),
        )) as PrerenderModule;
        pages = await prerender.prerenderPages();
        shell = prerender.prerenderShell();
      } finally {
        await server.close();
      }
      const indexHtml = withEntryAtLowPriority(await readFile(path.join(outDir, "index.html"), "utf8"));
      await writeFile(
        path.join(outDir, "index.html"),
        indexHtml.replace(ROOT_ELEMENT, `<div id="root">${shell}</div>`),
      );
      const html = Object.fromEntries(
        Object.entries(pages).map(([id, page]) => [id, pageHtml(indexHtml, page)]),
      );
      await writeFile(path.join(outDir, PRERENDERED_PAGES_FILE), `${JSON.stringify(html)}\n`);
    },
  };
}
