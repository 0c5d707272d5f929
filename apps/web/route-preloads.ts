import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { PAGES_RENDERED_WITH_DATA, ROUTES } from "../../packages/shared/src/routes.ts";
import { PAGE_MODULES } from "./src/app/page-modules.ts";

/** What src/app/router.tsx loads beside every page behind the access guard. */
const ROUTE_GUARD_MODULE = "src/app/guards/route-guard.tsx";

/** What src/app/start-app.tsx loads before hydrating a page the server rendered with its data. */
const FIRST_DATA_MODULE = "src/app/first-data.ts";

/** Where the server finds the map, inside the build (served never: it is under a dot folder). */
export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Writes, for every route id, the JavaScript files its page needs beyond the entry: the page's chunk
 * and everything it imports statically, and for a guarded route the access guard's (the router loads it
 * beside the page; asked for only once the entry ran, it was a round trip of its own before the page),
 * and for a page the server renders with its data the module that reads it before hydrating. The server
 * names them in the HTML of that route, and the entry's loader preloads them beside the entry
 * (prerender-pages.ts), instead of after it has run.
 */
export function routePreloads(): Plugin {
  let outDir = "dist";
  return {
    name: "hatchery-route-preloads",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(await readFile(path.join(outDir, ".vite/manifest.json"), "utf8")) as Record<
        string,
        ManifestChunk
      >;
      const closure = (key: string, seen: Set<string>): Set<string> => {
        if (seen.has(key) || !manifest[key]) return seen;
        seen.add(key);
        for (const imported of manifest[key].imports ?? []) closure(imported, seen);
        return seen;
      };
      const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      if (!entryKey) throw new Error("the build has no entry chunk");
      const entry = closure(entryKey, new Set());
      const preloads: Record<string, string[]> = {};
      if (!manifest[ROUTE_GUARD_MODULE]) throw new Error(`${ROUTE_GUARD_MODULE} is not in the build`);
      const guarded = new Set(
        ROUTES.filter((route) => route.access.kind !== "public").map((route) => route.id),
      );
      if (!manifest[FIRST_DATA_MODULE]) throw new Error(`${FIRST_DATA_MODULE} is not in the build`);
      const renderedWithData = new Set<string>(Object.values(PAGES_RENDERED_WITH_DATA).flat());
      for (const [routeId, { module }] of Object.entries(PAGE_MODULES)) {
        const pageKey = `src/${module}.tsx`;
        if (!manifest[pageKey]) throw new Error(`${pageKey} is not in the build`);
        const files = closure(pageKey, new Set());
        if (guarded.has(routeId)) closure(ROUTE_GUARD_MODULE, files);
        if (renderedWithData.has(routeId)) closure(FIRST_DATA_MODULE, files);
        preloads[routeId] = [...files]
          .filter((key) => !entry.has(key))
          .map((key) => `/${manifest[key]?.file}`);
      }
      await writeFile(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
