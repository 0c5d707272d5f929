import { ROUTES, type RouteDefinition } from "@hatchery/shared";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import type { Params, RouteObject } from "react-router";
import { hasSessionHint } from "@/lib/auth/session";
import type { GuardedAccess } from "./guards/route-guard";
import { RootHydrateFallback, RootLayout } from "./layouts/root-layout";
import { RouteErrorPage } from "./layouts/route-error-page";

/** What every route carries for the layout: the document title comes from here. */
export interface RouteHandle {
  title: string;
}

type LazyPage = () => Promise<{ Component: ComponentType }>;
type LazyRoute = () => Promise<{ Component: ComponentType } | { element: ReactNode }>;

/** A lazily loaded page: the module is fetched the first time its route is visited. */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyPage {
  return async () => ({ Component: pick(await load()) });
}

/** One honest page for every area that a later release delivers. */
const unavailable = page(
  () => import("@/features/status/pages/unavailable-page"),
  (module) => module.UnavailablePage,
);

/** SPEC §2 names two addresses for the one LinkedIn callback page. */
const linkedinCallback = page(
  () => import("@/features/linkedin/pages/linkedin-callback-page"),
  (module) => module.LinkedInCallbackPage,
);

/** The page module of every route id in ROUTES. */
export const PAGES: Readonly<Record<string, LazyPage>> = {
  home: page(
    () => import("@/features/home/pages/home-page"),
    (module) => module.HomePage,
  ),
  about: page(
    () => import("@/features/about/pages/about-page"),
    (module) => module.AboutPage,
  ),
  "who-is-this-for": page(
    () => import("@/features/about/pages/who-is-this-for-page"),
    (module) => module.WhoIsThisForPage,
  ),
  "who-is-product-for": page(
    () => import("@/features/about/pages/who-is-product-for-page"),
    (module) => module.WhoIsProductForPage,
  ),
  faq: page(
    () => import("@/features/about/pages/faq-page"),
    (module) => module.FaqPage,
  ),
  terms: page(
    () => import("@/features/legal/pages/terms-page"),
    (module) => module.TermsPage,
  ),
  privacy: page(
    () => import("@/features/legal/pages/privacy-page"),
    (module) => module.PrivacyPage,
  ),
  documentation: page(
    () => import("@/features/documentation/pages/documentation-page"),
    (module) => module.DocumentationPage,
  ),
  sitemap: page(
    () => import("@/features/sitemap/pages/sitemap-page"),
    (module) => module.SitemapPage,
  ),

  auth: page(
    () => import("@/features/auth/pages/auth-page"),
    (module) => module.AuthPage,
  ),
  "auth-reset-password": page(
    () => import("@/features/auth/pages/reset-password-page"),
    (module) => module.ResetPasswordPage,
  ),
  "dev-mailbox": page(
    () => import("@/features/dev-mailbox/pages/dev-mailbox-page"),
    (module) => module.DevMailboxPage,
  ),
  dashboard: page(
    () => import("@/features/dashboard/pages/dashboard-page"),
    (module) => module.DashboardPage,
  ),

  "linkedin-callback": linkedinCallback,
  "auth-linkedin-callback": linkedinCallback,
  "auth-linkedin-resume-callback": page(
    () => import("@/features/linkedin/pages/linkedin-resume-callback-page"),
    (module) => module.LinkedInResumeCallbackPage,
  ),
  teams: unavailable,
  team: unavailable,
  "team-create": unavailable,
  "team-edit": unavailable,
  "team-feed": unavailable,
  "team-communication": unavailable,
  projects: unavailable,
  project: unavailable,
  "project-create": unavailable,
  "project-edit": unavailable,
  incubators: page(
    () => import("@/features/incubators/pages/incubators-page"),
    (module) => module.IncubatorsPage,
  ),
  incubator: page(
    () => import("@/features/incubators/pages/incubator-page"),
    (module) => module.IncubatorPage,
  ),
  "incubator-create": page(
    () => import("@/features/incubators/pages/create-incubator-page"),
    (module) => module.CreateIncubatorPage,
  ),
  "incubator-edit": page(
    () => import("@/features/incubators/pages/edit-incubator-page"),
    (module) => module.EditIncubatorPage,
  ),
  "incubator-feed": unavailable,
  "incubator-positions": unavailable,
  "incubator-communication": unavailable,
  "position-invite": unavailable,
  library: unavailable,
  "library-tech-roles": unavailable,
  "library-sales-lifecycle": unavailable,
  "library-software-lifecycle": unavailable,
  "library-product": unavailable,
  assessment: unavailable,
  games: unavailable,
  "games-memory": unavailable,
  "games-interview": unavailable,
  "games-career": unavailable,
  "games-tmay-tutor": unavailable,
  advisors: unavailable,
  advisor: unavailable,
  coach: unavailable,
  profile: page(
    () => import("@/features/profile/pages/profile-page"),
    (module) => module.ProfilePage,
  ),
  feed: unavailable,
  subscription: page(
    () => import("@/features/subscription/pages/subscription-page"),
    (module) => module.SubscriptionPage,
  ),
  "subscription-success": page(
    () => import("@/features/subscription/pages/subscription-success-page"),
    (module) => module.SubscriptionSuccessPage,
  ),
  checkout: page(
    () => import("@/features/subscription/pages/checkout-page"),
    (module) => module.CheckoutPage,
  ),
  support: page(
    () => import("@/features/support/pages/support-page"),
    (module) => module.SupportPage,
  ),
  admin: unavailable,
};

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
 * A loader that starts the page's data and returns at once: navigation waits for the page chunk only, and
 * the page keeps its own loading, not-found and error states. A guarded page's data is asked for only
 * when this browser shows signs of a session, so a signed-out visit makes no call the guard will refuse.
 */
function prefetchLoader(queryClient: QueryClient, { id, access }: RouteDefinition): RouteObject["loader"] {
  const prefetch = PAGE_PREFETCHES[id];
  if (!prefetch) return undefined;
  return ({ params }) => {
    if (access.kind === "public" || hasSessionHint()) void prefetch(queryClient, params).catch(() => {});
    return null;
  };
}

export const NOT_FOUND_TITLE = "Page not found";

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

/**
 * Every route of ROUTES under the root layout, then a catch-all not-found page. Loaders prefetch into
 * `queryClient`, the one the app renders with.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: "root",
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...ROUTES.map(
          (route): RouteObject => ({
            id: route.id,
            path: route.path,
            handle: { title: route.title } satisfies RouteHandle,
            loader: prefetchLoader(queryClient, route),
            lazy: lazyRoute(route),
          }),
        ),
        {
          id: "not-found",
          path: "*",
          handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle,
          lazy: page(
            () => import("@/features/status/pages/not-found-page"),
            (module) => module.NotFoundPage,
          ),
        },
      ],
    },
  ];
}
