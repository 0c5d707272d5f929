import { documentTitle, ROUTES } from "@hatchery/shared";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from "react-router";
import { RootHydrateFallback } from "./layouts/root-layout";
import { PRERENDERED_ROUTE_IDS } from "./page-modules";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { createRoutes, type RouteHandle } from "./router";

/** What the build writes into index.html for a pre-rendered page. */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
}

/**
 * The page at `pathname`, rendered at build time inside the app's frame, as a first visit shows it to
 * anyone: no session, nothing remembered by the browser (see `useHydrating`). `main.tsx` hydrates it with
 * the same tree.
 */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient));
  const context = await query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response) throw new Error(`${pathname} answered with a redirect`);
  if (context.statusCode !== 200)
    throw new Error(`${pathname} rendered with status ${context.statusCode}`, { cause: context.errors });
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return { html, title: handle ? documentTitle(handle.title) : "" };
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
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouter location="/">
          <RootHydrateFallback />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
