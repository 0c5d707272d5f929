import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import { PAGES_RENDERED_WITH_DATA, ROUTES } from "../../packages/shared/src/routes.ts";
import { PAGE_MODULES } from "./src/app/page-modules.ts";

/** What src/app/router.tsx loads beside every page behind the access guard. */
const ROUTE_GUARD_MODULE = "src/app/guards/route-guard.tsx";

/** What src/app/start-app.tsx loads before hydrating a page the server rendered with its data. */
const FIRST_DATA_MODULE = "src/app/first-data.ts";

/** Where the server finds the map, inside the build (served never: it is under a dot folder). */
export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

/** The part of a built chunk the map is made from. */
export type BuiltChunk = Pick<
  Rolldown.OutputChunk,
  "fileName" | "imports" | "isEntry" | "facadeModuleId" | "moduleIds"
>;

/**
 * For every route id, the JavaScript files its page needs beyond the entry: the chunk that holds the
 * page's module and everything it imports statically, and for a guarded route the access guard's (the
 * router loads it beside the page; asked for only once the entry ran, it was a round trip of its own
 * before the page), and for a page the server renders with its data the module that reads it before
 * hydrating. A module's chunk is the one it is the facade of, else the one that holds it: a page that
 * another module also imports statically (the feed page) sits in a shared chunk, and small shared
 * chunks are copied into their readers (decision 081). `root`: the web app's folder, to which the
 * module paths are relative.
 */
export function routePreloadFiles(chunks: readonly BuiltChunk[], root: string): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (modulePath: string): BuiltChunk => {
    const id = path.join(root, modulePath);
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId === id) ??
      chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`${modulePath} is not in the build`);
    return chunk;
  };
  const closure = (chunk: BuiltChunk, seen: Set<string>): Set<string> => {
    if (seen.has(chunk.fileName)) return seen;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) closure(next, seen);
    }
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("the build has no entry chunk");
  const entryFiles = closure(entry, new Set());
  const guard = chunkOf(ROUTE_GUARD_MODULE);
  const firstData = chunkOf(FIRST_DATA_MODULE);
  const guarded = new Set(ROUTES.filter((route) => route.access.kind !== "public").map((route) => route.id));
  const renderedWithData = new Set<string>(Object.values(PAGES_RENDERED_WITH_DATA).flat());
  const preloads: Record<string, string[]> = {};
  for (const [routeId, { module }] of Object.entries(PAGE_MODULES)) {
    const files = closure(chunkOf(`src/${module}.tsx`), new Set());
    if (guarded.has(routeId)) closure(guard, files);
    if (renderedWithData.has(routeId)) closure(firstData, files);
    preloads[routeId] = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  }
  return preloads;
}

/**
 * Writes routePreloadFiles' map into the build. The server names a route's files in its HTML, and the
 * entry's loader preloads them beside the entry (prerender-pages.ts), instead of after it has run.
 */
export function routePreloads(): Plugin {
  let outDir = "dist";
  let root = ".";
  let preloads: Record<string, string[]> | undefined;
  return {
    name: "hatchery-route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === "chunk",
      );
      preloads = routePreloadFiles(chunks, root);
    },
    async closeBundle() {
      if (!preloads) throw new Error("the build wrote no bundle to map the routes' files from");
      await writeFile(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
