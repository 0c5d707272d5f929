import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { yieldToBrowser } from "@/lib/yield-to-browser";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { createRoutes } from "./router";

/**
 * Loads the lazy routes that match the address and makes them plain routes: hydration must render the
 * page the build rendered, not the fallback shown while a page chunk loads.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Renders the app into `root`. A public content page arrives pre-rendered (apps/web/prerender-pages.ts,
 * `data-prerendered`) and is hydrated, once its page module is loaded; every other page arrives with the
 * frame only, which the app replaces.
 */
export async function startApp(root: HTMLElement): Promise<Root> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const prerendered = root.hasAttribute("data-prerendered");
  if (prerendered) await loadMatchedRoutes(routes);
  // The router (every route ranked, the first navigation and its loaders started) and the root apart:
  // in one task with the entry's evaluation they were the longest task of every first view.
  const router = createBrowserRouter(routes);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
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
