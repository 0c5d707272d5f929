import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, type Plugin } from "vite";

/** What src/app/prerender.tsx gives for a page (that module is the app's, outside this configuration). */
interface PrerenderedPage {
  html: string;
  title: string;
}

interface PrerenderModule {
  prerenderPages(): Promise<Record<string, PrerenderedPage>>;
}

/** Where the server finds the pages, inside the build (served never: it is under a dot folder). */
export const PRERENDERED_PAGES_FILE = ".vite/prerendered-pages.json";

const SOURCE_DIR = fileURLToPath(new URL("./src", import.meta.url));
const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** The built index.html with the page's markup in #root and its title. */
export function pageHtml(indexHtml: string, page: PrerenderedPage): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  return indexHtml
    .replace(TITLE_ELEMENT, `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT_ELEMENT, `<div id="root">${page.html}</div>`);
}

/**
 * Renders the public content pages (PRERENDERED_ROUTE_IDS in src/app/page-modules.ts) into the built
 * index.html, by route id, into one file the server reads: it sends a pre-rendered route's HTML in place
 * of the empty index.html, with the same nonce and preloads. The pages run in Node through Vite's module
 * runner, from the same source as the browser's build.
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
        resolve: { alias: { "@": SOURCE_DIR } },
        oxc: { jsx: { runtime: "automatic" } },
      });
      let pages: Record<string, PrerenderedPage>;
      try {
        const prerender = (await server.ssrLoadModule(
          path.join(SOURCE_DIR, "app/prerender.tsx"),
        )) as PrerenderModule;
        pages = await prerender.prerenderPages();
      } finally {
        await server.close();
      }
      const indexHtml = await readFile(path.join(outDir, "index.html"), "utf8");
      const html = Object.fromEntries(
        Object.entries(pages).map(([id, page]) => [id, pageHtml(indexHtml, page)]),
      );
      await writeFile(path.join(outDir, PRERENDERED_PAGES_FILE), `${JSON.stringify(html)}\n`);
    },
  };
}
