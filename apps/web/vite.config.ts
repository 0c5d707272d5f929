import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compileHints } from "./compile-hints.ts";
import { contractsWithoutSchemas } from "./contracts-without-schemas.ts";
import { loadWebEnv } from "./env.ts";
import { pageLoaders } from "./page-loaders.ts";
import { precompress } from "./precompress.ts";
import { prerenderPages } from "./prerender-pages.ts";
import { reactNamedExports } from "./react-named-exports.ts";
import { routePreloads } from "./route-preloads.ts";
import { shorterSchedulerSlices } from "./scheduler-slices.ts";
import { tailwindMergeForUsedClasses } from "./tailwind-merge-for-used-classes.ts";

/**
 * A page module's chunk (src/features/…/pages/*-page.tsx, or src/app/pages/*-page.tsx for the pages
 * that compose features), which the router loads lazily.
 */
const PAGE_CHUNK = /(?:^|\/)[\w-]+-page-[\w-]+\.js$/;

/**
 * The signed-in frame's parts that load once the page has drawn its content (lib/use-after-first-content.ts):
 * the header's controls and navigation and the realtime stream. Named, so that their imports are not
 * preloaded (below).
 */
const FRAME_AFTER_CONTENT_MODULES: ReadonlySet<string> = new Set([
  "signed-in-controls",
  "signed-in-navigation",
  "realtime-bridge",
]);
const FRAME_AFTER_CONTENT_CHUNK = new RegExp(
  `(?:^|/)(?:${[...FRAME_AFTER_CONTENT_MODULES].join("|")})-[\\w-]+\\.js$`,
);

/*
 * React Router's own production build: the package's exports name only its development build, which
 * carries the developer warnings (remix-run/react-router#14102). The two differ in that switch alone.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

/**
 * The largest shared chunk, in source bytes before minifying, copied into its readers (decision 081).
 * Alternated Lighthouse runs of a team page and /dashboard blocked less with 6 KB than with 4 KB (more
 * files) or 8 KB (longer tasks); at 16 KB the app's files held 200 KB more of copies (brotli) for later
 * navigations to fetch.
 */
const INLINED_CHUNK_MAX_SOURCE_BYTES = 6144;
const STYLE_MODULE = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

const serverOrigin = `http://localhost:${loadWebEnv().PORT}`;

export default defineConfig(({ command }) => ({
  plugins: [
    contractsWithoutSchemas(),
    pageLoaders(),
    tailwindMergeForUsedClasses(),
    shorterSchedulerSlices(),
    reactNamedExports(),
    react(),
    tailwindcss(),
    routePreloads(),
    compileHints(),
    prerenderPages(() => ({
      plugins: [contractsWithoutSchemas(), pageLoaders(), tailwindMergeForUsedClasses()],
      alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }],
    })),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...(command === "build" ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  // The server swaps this placeholder for a fresh nonce on every response, so the
  // document's Content-Security-Policy can allow exactly the tags Vite emits.
  html: { cspNonce: "__CSP_NONCE__" },
  server: {
    proxy: {
      "/api": serverOrigin,
      "/sitemap.xml": serverOrigin,
    },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    target: "baseline-widely-available",
    // bench/bundle.mjs reads the manifest to measure what each route loads.
    manifest: true,
    modulePreload: {
      // Every browser of the target supports modulepreload.
      polyfill: false,
      // A page's own imports are not listed in the entry: the server names them in the first view's
      // HTML (route-preloads.ts), and the list, repeated for every page, cost 2.4 KB of the entry. A
      // later navigation fetches a page's imports once its chunk has arrived. Neither are the imports of
      // the frame's parts that load after the page's content: the preload helper adds a link element to
      // the head for each, and for their ninety-odd files that was most of one task of 27 ms of CPU (four
      // to six times that on the phone Lighthouse emulates). The browser's module loader asks for them as
      // each level arrives, in tasks of their own, off the page's path in any case.
      resolveDependencies: (file, dependencies) =>
        PAGE_CHUNK.test(file) || FRAME_AFTER_CONTENT_CHUNK.test(file) ? [] : dependencies,
    },
    rolldownOptions: {
      // Unused exports of the entry may go: small shared chunks can then be copied into pages (below).
      preserveEntrySignatures: false,
      output: {
        // A chunk is named by its hash alone, but for the pages and the frame's later parts (PAGE_CHUNK and
        // FRAME_AFTER_CONTENT_CHUNK above read their names): the entry names every chunk it may load (the
        // pages, the imports it preloads), and the names of the others were 0.3 KB of it.
        chunkFileNames: (chunk) =>
          chunk.name.endsWith("-page") || FRAME_AFTER_CONTENT_MODULES.has(chunk.name)
            ? "assets/[name]-[hash].js"
            : "assets/[hash].js",
        // Everything the entry imports statically in the entry's one file: the bundler's own split gave
        // the first view eight files (React, its runtime, TanStack Query, the class-name helpers…), each
        // compressed apart, which cost about 3 KB brotli on every route. Lazy chunks import from it.
        codeSplitting: {
          groups: [{ name: "app", tags: ["$initial"] }],
          /*
           * A shared chunk under 6 KB of source is copied into each page that reads it rather than
           * fetched as a file of its own: a team page was 28 files, most under 0.7 KB, each a request, a
           * preload task and a module to instantiate (decision 081). Stylesheets stay files.
           */
          experimentalInlineCommonChunks: { maxSize: INLINED_CHUNK_MAX_SOURCE_BYTES, exclude: STYLE_MODULE },
        },
      },
    },
  },
}));
