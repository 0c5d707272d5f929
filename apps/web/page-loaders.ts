import type { Plugin } from "vite";
import { PAGE_MODULES } from "./src/app/page-modules.ts";

export const PAGE_LOADERS_ID = "virtual:page-loaders";
const RESOLVED_ID = `\0${PAGE_LOADERS_ID}`;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The loader of every route's page, written out from src/app/page-modules.ts: `route id → import of the
 * page's module, then its component`. The browser gets the chunk names and component names only, not
 * each page's path twice (the module table and a glob's keys), which was 0.3 KB of the entry.
 */
export function pageLoadersModule(): string {
  const loaders = Object.entries(PAGE_MODULES).map(([id, { module, component }]) => {
    if (!IDENTIFIER.test(component))
      throw new Error(`${component} (the page of ${id}) is not a component name`);
    return `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`@/${module}`)}).then((page) => page.${component}),`;
  });
  return `export const PAGE_LOADERS = {\n${loaders.join("\n")}\n};\n`;
}

/** Serves `virtual:page-loaders` (src/app/page-loaders.d.ts) to the build, the development server and the tests. */
export function pageLoaders(): Plugin {
  return {
    name: "hatchery-page-loaders",
    resolveId: (source) => (source === PAGE_LOADERS_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? pageLoadersModule() : null),
  };
}
