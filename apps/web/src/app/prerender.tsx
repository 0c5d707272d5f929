import { documentTitle, ROUTES } from "@hatchery/shared";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from "react-router";
import { answerReadsWith } from "@/lib/api-client";
import { RootHydrateFallback } from "./layouts/root-layout";
import { PRERENDERED_ROUTE_IDS } from "./page-modules";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { createRoutes, type RouteHandle, readFirstData } from "./router";

/** What the build writes into index.html for a pre-rendered page. */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
}

/** A read the server made for a page and embeds in it: its address and its answer. */
export interface PageRead {
  address: string;
  answer: unknown;
}

/*
 * One render at a time: a render's reads are answered from `reads` through the API client's one
 * source, which a second render would replace while the first still awaits its data.
 */
let previousRender: Promise<unknown> = Promise.resolve();

/**
 * The page at `address` (a path, and a query where the page reads one), as a first visit shows it to
 * anyone: no session, nothing remembered by the browser (see `useHydrating`). Rendered inside the app's
 * frame, at build time for the public content pages, and by the server for a page whose data it read
 * (`reads`): the page's first reads (PAGE_PREFETCHES) take those answers, as the browser's then take the
 * same answers embedded in the page, so `start-app.tsx` hydrates it with the same tree.
 */
export function prerenderPage(address: string, reads: readonly PageRead[] = []): Promise<PrerenderedPage> {
  const render = previousRender.then(() => renderWithReads(address, reads));
  previousRender = render.catch(() => undefined);
  return render;
}

async function renderWithReads(address: string, reads: readonly PageRead[]): Promise<PrerenderedPage> {
  const answers = new Map(reads.map((read) => [read.address, read.answer]));
  const stopAnswering = answerReadsWith((path) =>
    answers.has(path) ? { data: answers.get(path) } : undefined,
  );
  try {
    const queryClient = createQueryClient();
    if (reads.length > 0) await readFirstData(queryClient, new URL(address, "http://localhost").pathname);
    const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient));
    const context = await query(new Request(new URL(address, "http://localhost")));
    if (context instanceof Response) throw new Error(`${address} answered with a redirect`);
    if (context.statusCode !== 200)
      throw new Error(`${address} rendered with status ${context.statusCode}`, { cause: context.errors });
    const router = createStaticRouter(dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient} hydrating forAVisitor={reads.length > 0}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
    return { html, title: handle ? documentTitle(handle.title) : "" };
  } finally {
    stopAnswering();
  }
}

/** Every page of PRERENDERED_ROUTE_IDS, by route id. */
export async function prerenderPages(): Promise<Record<string, PrerenderedPage>> {
  const pages: Record<string, PrerenderedPage> = {};
  for (const id of PRERENDERED_ROUTE_IDS) {
    const route = ROUTES.find((candidate) => candidate.id === id);
    if (!route || route.path.includes(":")) throw new Error(`${id} is not a route without parameters`);
    pages[id] = await prerenderPage(route.path);
  }
  return pages;
}

/**
 * The frame every other page starts with (header, a skeleton, footer) while its scripts load, as the
 * browser draws it before the page module arrives; no navigation entry is current. The app renders over
 * it; it is no hydration, since the frame's current entry depends on the address.
 */
export function prerenderShell(): string {
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} hydrating>
        <StaticRouter location="/">
          <RootHydrateFallback />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
