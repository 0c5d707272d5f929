import { PAGE_LOADERS } from "virtual:page-loaders";
import {
  type AppConfig,
  DEV_MAILBOX_ROUTE_ID,
  matchRoute,
  NOT_FOUND_TITLE,
  ROUTES,
  type RouteDefinition,
} from "@hatchery/shared";
import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { data, type Params, type RouteObject } from "react-router";
import { hasSessionHint } from "@/lib/auth/session";
import type { GuardedAccess } from "./guards/route-guard";
import { RootHydrateFallback, RootLayout, RouteHydrateFallback } from "./layouts/root-layout";

/** What every route carries for the layout: the document title comes from here. */
export interface RouteHandle {
  title: string;
}

type LazyPage = () => Promise<{ Component: ComponentType }>;
type LazyRoute = () => Promise<{ Component: ComponentType } | { element: ReactNode }>;

/** A lazily loaded page: its module, loaded the first time its route is visited, gives its component. */
function page(id: string, load: () => Promise<ComponentType | undefined>): LazyPage {
  return async () => {
    const Component = await load();
    if (!Component) throw new Error(`No page component for ${id}`);
    return { Component };
  };
}

/** The page of every route id in ROUTES (PAGE_MODULES in page-modules.ts). */
export const PAGES: Readonly<Record<string, LazyPage>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([id, load]) => [id, page(id, load)]),
);

/**
 * What a page reads first, started by its route's loader while the page chunk is still downloading, with
 * the same query options the page uses, so the page finds the answer in the cache (or on its way). Each
 * fetches its query options through a dynamic import: importing them here would put the shared schemas
 * in the entry chunk.
 */
type PagePrefetch = (queryClient: QueryClient, params: Params) => Promise<unknown>;

export const PAGE_PREFETCHES: Readonly<Record<string, PagePrefetch>> = {
  incubator: async (queryClient, { slug = "" }) => {
    const { getIncubatorQueryOptions } = await import("@/features/incubators/api/get-incubator");
    return queryClient.ensureQueryData(getIncubatorQueryOptions(slug));
  },
  "incubator-edit": async (queryClient, { slug = "" }) => {
    const { getIncubatorSettingsQueryOptions } = await import(
      "@/features/incubators/api/get-incubator-settings"
    );
    return queryClient.ensureQueryData(getIncubatorSettingsQueryOptions(slug));
  },
  team: async (queryClient, { slug = "" }) => {
    const { getTeamQueryOptions } = await import("@/features/teams/api/get-team");
    return queryClient.ensureQueryData(getTeamQueryOptions(slug));
  },
  "team-edit": async (queryClient, { slug = "" }) => {
    const { getTeamQueryOptions } = await import("@/features/teams/api/get-team");
    return queryClient.ensureQueryData(getTeamQueryOptions(slug));
  },
  project: async (queryClient, { slug = "" }) => {
    const { getProjectQueryOptions } = await import("@/features/projects/api/get-project");
    return queryClient.ensureQueryData(getProjectQueryOptions(slug));
  },
  "project-edit": async (queryClient, { slug = "" }) => {
    const { getProjectQueryOptions } = await import("@/features/projects/api/get-project");
    return queryClient.ensureQueryData(getProjectQueryOptions(slug));
  },
  subscription: async (queryClient) => {
    const { getCurrentSubscriptionQueryOptions } = await import(
      "@/features/subscription/api/get-current-subscription"
    );
    return queryClient.ensureQueryData(getCurrentSubscriptionQueryOptions());
  },
  checkout: async (queryClient, { id = "" }) => {
    const { getCheckoutQueryOptions } = await import("@/features/subscription/api/get-checkout");
    return queryClient.ensureQueryData(getCheckoutQueryOptions(id));
  },
};

/**
 * The routes of `routes` (made by createRoutes) that show the page at `pathname`: the root and the
 * page's route, found with the route table's own matcher. React Router's `matchRoutes` flattens and
 * ranks every route first, which `createBrowserRouter` then does again in the same first view.
 */
export function routesAt(routes: RouteObject[], pathname: string): RouteObject[] {
  const id = matchRoute(pathname)?.route.id;
  const root = routes[0];
  const page = root?.children?.find((route) => route.id === id);
  return root && page ? [root, page] : [];
}

/**
 * Routes that exist only where the installation offers what they show: elsewhere their address is the
 * not-found page, as the server answers it with 404.
 */
const OFFERED_WHEN: Readonly<Record<string, (config: AppConfig) => boolean>> = {
  [DEV_MAILBOX_ROUTE_ID]: (config) => config.devMailbox,
};

/**
 * A loader that asks the installation's configuration (cached for the visit) and answers 404 when it
 * does not offer the route. When the configuration cannot be read the page opens and says so itself.
 */
function offeredLoader(queryClient: QueryClient, offered: (config: AppConfig) => boolean) {
  return async () => {
    const { getAppConfigQueryOptions } = await import("@/lib/auth/get-app-config");
    const config = await queryClient.ensureQueryData(getAppConfigQueryOptions()).catch(() => undefined);
    if (config && !offered(config)) throw data(NOT_FOUND_TITLE, { status: 404 });
    return null;
  };
}

/**
 * The route's loader: the offer check of a route that may not be offered (`OFFERED_WHEN`), or else one
 * that starts the page's data and returns at once: navigation waits for the page chunk only, and
 * the page keeps its own loading, not-found and error states. A guarded page's data is asked for only
 * when this browser shows signs of a session, so a signed-out visit makes no call the guard will refuse.
 */
function routeLoader(queryClient: QueryClient, { id, access }: RouteDefinition): RouteObject["loader"] {
  const offered = OFFERED_WHEN[id];
  if (offered) return offeredLoader(queryClient, offered);
  const prefetch = PAGE_PREFETCHES[id];
  if (!prefetch) return undefined;
  return ({ params }) => {
    if (access.kind === "public" || hasSessionHint()) void prefetch(queryClient, params).catch(() => {});
    return null;
  };
}

/*
 * The error page loads when a route fails, not with every first view; the frame shows meanwhile. After a
 * deployment a stale tab reloads on a failed chunk first (lib/preload-error.ts), so it asks the new build.
 */
const RouteErrorPage = lazy(() =>
  import("./layouts/route-error-page").then((module) => ({ default: module.RouteErrorPage })),
);

function LazyRouteErrorPage() {
  return (
    <Suspense fallback={<RootHydrateFallback />}>
      <RouteErrorPage />
    </Suspense>
  );
}

function pageFor(id: string): LazyPage {
  const load = PAGES[id];
  if (!load) throw new Error(`No page is registered for the route "${id}"`);
  return load;
}

/**
 * A page behind the access guard: the guard decides, from the route's access, whether it shows. It loads
 * with the first guarded page, beside it, so public pages do not carry it.
 */
function guarded(access: GuardedAccess, load: LazyPage): LazyRoute {
  return async () => {
    const [{ Component: Page }, { RouteGuard }] = await Promise.all([load(), import("./guards/route-guard")]);
    return {
      element: (
        <RouteGuard access={access}>
          <Page />
        </RouteGuard>
      ),
    };
  };
}

function lazyRoute({ id, access }: RouteDefinition): LazyRoute {
  return access.kind === "public" ? pageFor(id) : guarded(access, pageFor(id));
}

/** The catch-all route createRoutes puts last under the root, for every unknown address. */
export const NOT_FOUND_ROUTE_ID = "not-found";

/**
 * Every route of ROUTES under the root layout, then a catch-all not-found page. Loaders prefetch into
 * `queryClient`, the one the app renders with.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: "root",
      Component: RootLayout,
      HydrateFallback: RouteHydrateFallback,
      ErrorBoundary: LazyRouteErrorPage,
      children: [
        ...ROUTES.map(
          (route): RouteObject => ({
            id: route.id,
            path: route.path,
            handle: { title: route.title } satisfies RouteHandle,
            loader: routeLoader(queryClient, route),
            lazy: lazyRoute(route),
          }),
        ),
        {
          id: NOT_FOUND_ROUTE_ID,
          path: "*",
          handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle,
          lazy: page(NOT_FOUND_ROUTE_ID, () =>
            import("@/features/status/pages/not-found-page").then((module) => module.NotFoundPage),
          ),
        },
      ],
    },
  ];
}
