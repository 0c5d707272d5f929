import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { createBrowserRouter, type HydrationState, type RouteObject, RouterProvider } from "react-router";
import { yieldToBrowser } from "@/lib/yield-to-browser";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { createRoutes, readFirstData, routesAt } from "./router";

/**
 * Loads the lazy routes that match the address and makes them plain routes: hydration must render the
 * page the build rendered, not the fallback shown while a page chunk loads. Returns the router's
 * hydration data: a matched route's loader only starts the page's reads (router.tsx), which a
 * pre-rendered page needs no more than it needs the fallback, so each counts as having run.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<HydrationState> {
  const matched = routesAt(routes, window.location.pathname);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const loaded = matched.filter((route) => route.loader !== undefined && route.id !== undefined);
  return { loaderData: Object.fromEntries(loaded.map((route) => [route.id, null])) };
}

/**
 * The root's attribute on a page the server rendered with its data (apps/server/src/lib/web-app.ts):
 * its first reads' answers are embedded in it, and the app reads them before hydrating, as the server
 * did before rendering.
 */
const RENDERED_WITH_DATA_ATTRIBUTE = "data-rendered-with-data";

/**
 * Renders the app into `root`. A public content page arrives pre-rendered (apps/web/prerender-pages.ts,
 * `data-prerendered`), as does a visitor's incubator, team or project page, rendered by the server with
 * its data: each is hydrated once its page module (and its data) is loaded; every other page arrives
 * with the frame only, which the app replaces.
 */
export async function startApp(root: HTMLElement): Promise<Root> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const prerendered = root.hasAttribute("data-prerendered");
  // Only a visitor's page is rendered with its data (apps/server/src/lib/web-app.ts).
  const forAVisitor = prerendered && root.hasAttribute(RENDERED_WITH_DATA_ATTRIBUTE);
  const [hydrationData] = prerendered
    ? await Promise.all([
        loadMatchedRoutes(routes),
        forAVisitor ? readFirstData(queryClient, window.location.pathname) : undefined,
      ])
    : [];
  // The router (every route ranked, the first navigation and its loaders started) and the root apart:
  // in one task with the entry's evaluation they were the longest task of every first view.
  const router = createBrowserRouter(routes, { hydrationData });
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} hydrating={prerendered} forAVisitor={forAVisitor}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // In a transition, React renders (or hydrates) the first view in slices and lets the browser handle
  // input between them, instead of in one long task.
  if (prerendered) {
    const hydrating: { root?: Root } = {};
    startTransition(() => {
      hydrating.root = hydrateRoot(root, app);
    });
    if (!hydrating.root) throw new Error("hydrateRoot returned no root");
    return hydrating.root;
  }
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
  return reactRoot;
}
