import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { type HydrationState, type RouteObject, RouterProvider } from "react-router";
import { renderAs } from "@/lib/rendered-as";
import { yieldToBrowser } from "@/lib/yield-to-browser";
import { createRouterInSteps } from "./create-router-in-steps";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { createRoutes, routesAt } from "./router";

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
 * Reads the first data of a page the server rendered with its data, from the answers embedded in it,
 * and tells whether this browser can hydrate it (app/first-data.ts, loaded for such a page only).
 */
async function readFirstDataOfThisPage(
  queryClient: QueryClient,
  root: HTMLElement,
  asThePerson: boolean,
): Promise<boolean> {
  const { readFirstData, writesDatesAsThisBrowser } = await import("./first-data");
  await readFirstData(queryClient, `${window.location.pathname}${window.location.search}`, { asThePerson });
  return writesDatesAsThisBrowser(root);
}

/**
 * Renders the app into `root`. A public content page arrives pre-rendered (apps/web/prerender-pages.ts,
 * `data-prerendered`), as do the pages the server renders with their data (`PAGES_RENDERED_WITH_DATA`): a
 * visitor's incubator, team or project page, and a signed-in person's feed, dashboard and team channel,
 * drawn with their session. Each is hydrated once its page module (and its data) is loaded, where this
 * browser writes dates as the server did; every other page arrives with the frame only, which the app
 * replaces, as it replaces a rendered page it cannot hydrate.
 */
export async function startApp(root: HTMLElement): Promise<Root> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const renderedWithData = root.hasAttribute(RENDERED_WITH_DATA_ATTRIBUTE);
  // A visitor's page, or a signed-in person's with their session (apps/server/src/lib/web-app.ts).
  const asThePerson = renderedWithData && root.hasAttribute("data-rendered-for-the-person");
  const sentRendered = root.hasAttribute("data-prerendered");
  const [matchedRoutesLoaded, hydratesHere] = await Promise.all([
    sentRendered ? loadMatchedRoutes(routes) : undefined,
    renderedWithData ? readFirstDataOfThisPage(queryClient, root, asThePerson) : true,
  ]);
  const prerendered = sentRendered && hydratesHere;
  const forAVisitor = prerendered && renderedWithData && !asThePerson;
  const hydrationData = prerendered ? matchedRoutesLoaded : undefined;
  // Its relative times count from the server's moment until hydrated (lib/use-hydrating.tsx ends it).
  if (prerendered && renderedWithData) renderAs({ at: Number(root.dataset.renderedAt) || Date.now() });
  // The router (every route ranked, the first navigation and its loaders started) apart from the reads'
  // last step before it and from the root: in one task with the entry's evaluation, or with the embedded
  // answers' reading, they were the longest task of every first view.
  await yieldToBrowser();
  const router = await createRouterInSteps(routes, hydrationData);
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
