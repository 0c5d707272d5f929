import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  type HydrationState,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from "react-router";
import { yieldToBrowser } from "@/lib/yield-to-browser";
import { NOT_FOUND_ROUTE_ID, routesAt } from "./router";

/**
 * The root with only the page at `pathname` under it (the not-found page for an unknown address), and
 * the function that adds each other page as navigation first reaches it. `routes` is createRoutes'
 * table, whose root holds every page.
 */
export function routesDiscoveredOnTheWay(
  routes: RouteObject[],
  pathname: string,
): { first: RouteObject[]; discover: PatchRoutesOnNavigationFunction } {
  const [root] = routes;
  if (!root || root.index) throw new Error("the route table has no root that holds the pages");
  const notFound = root.children?.find((route) => route.id === NOT_FOUND_ROUTE_ID);
  const pageAt = (path: string) => routesAt(routes, path)[1] ?? notFound;
  const known = new Set<string>();
  const here = pageAt(pathname);
  if (here?.id) known.add(here.id);
  return {
    first: [{ ...root, children: here ? [here] : [] }],
    discover: ({ path, patch }) => {
      const page = pageAt(path);
      if (!page?.id || known.has(page.id)) return;
      known.add(page.id);
      patch("root", [page]);
    },
  };
}

/**
 * What `createBrowserRouter` does, in two tasks instead of one, over the pages navigation has reached
 * (decision 074). Making the router converts, flattens and ranks its routes and reads the history;
 * starting it matches the address and restores the scroll and view-transition state: over all the
 * app's 130-odd routes, 20 ms together in a first view here, one long task on a slow phone. The router
 * starts with the root and the page at the address only, and React Router asks for each other page as
 * a navigation first reaches it (`patchRoutesOnNavigation`), found with the route table's own matcher.
 * Nothing can navigate between the two tasks: the app is not rendered yet. The options are
 * `createBrowserRouter`'s own (react-router's production build, 7.x), with the hydration data the
 * caller gives.
 */
export async function createRouterInSteps(
  routes: RouteObject[],
  hydrationData: HydrationState | undefined,
): Promise<DataRouter> {
  // React Router's history marks the entry it starts on with its index (`idx`) when it is made, by
  // replacing the entry's state: 5–6 ms of the making's task here. Marked a task before, in the same
  // way, the history finds the mark and leaves the entry as it is (decision 076).
  if (window.history.state?.idx == null) {
    window.history.replaceState({ ...window.history.state, idx: 0 }, "");
    await yieldToBrowser();
  }
  const { first, discover } = routesDiscoveredOnTheWay(routes, window.location.pathname);
  const router = createRouter({
    history: createBrowserHistory(),
    hydrationData,
    routes: first,
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation: discover,
  });
  await yieldToBrowser();
  return router.initialize();
}
