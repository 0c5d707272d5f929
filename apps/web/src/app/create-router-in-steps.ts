import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  type HydrationState,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from "react-router";
import { yieldToBrowser } from "@/lib/yield-to-browser";

/**
 * What `createBrowserRouter` does, in two tasks instead of one (decision 074): making the router
 * (the routes converted, flattened and ranked, the history read) and starting it (the address matched,
 * the scroll and view-transition state restored, the history listened to) took 20 ms together in a first
 * view here, one long task on a slow phone, as long as any other of the page's start. Nothing can
 * navigate between the two: the app is not rendered yet. The options are `createBrowserRouter`'s own
 * (react-router's production build, 7.x), with the hydration data the caller gives.
 */
export async function createRouterInSteps(
  routes: RouteObject[],
  hydrationData: HydrationState | undefined,
): Promise<DataRouter> {
  const router = createRouter({
    history: createBrowserHistory(),
    hydrationData,
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
  await yieldToBrowser();
  return router.initialize();
}
