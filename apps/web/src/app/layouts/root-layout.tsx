import { documentTitle } from "@hatchery/shared";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useMatches, useNavigation } from "react-router";
import { PageViewTracker } from "@/lib/analytics/page-view-tracker";
import { RealtimeWatcher } from "../realtime/realtime-watcher";
import { AppShell } from "./app-shell";
import { PageSkeleton } from "./page-skeleton";
import { SubscribeLinkWatcher } from "./subscribe-link-watcher";

function hasTitle(handle: unknown): handle is { title: string } {
  return (
    typeof handle === "object" && handle !== null && typeof (handle as { title?: unknown }).title === "string"
  );
}

function useRouteDocumentTitle() {
  const matches = useMatches();
  const title = matches.findLast((match) => hasTitle(match.handle))?.handle;
  const pageTitle = hasTitle(title) ? title.title : undefined;
  useEffect(() => {
    if (pageTitle) document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}

/** The interface sounds' one listener (decision 047), loaded after the first view: it is not part of it. */
function useInterfaceSounds() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import("@/lib/sound/interface-sounds").then(({ listenForInterfaceSounds }) => {
      if (!unmounted) stop = listenForInterfaceSounds();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}

export function RootLayout() {
  const navigation = useNavigation();
  useRouteDocumentTitle();
  useInterfaceSounds();
  return (
    <AppShell busy={navigation.state === "loading"}>
      <PageViewTracker />
      <ScrollRestoration />
      <SubscribeLinkWatcher />
      <RealtimeWatcher />
      <Outlet />
    </AppShell>
  );
}

/**
 * The first visit's frame while its page module loads, with the route's title already: the route's
 * handle is known before its page is.
 */
export function RouteHydrateFallback() {
  useRouteDocumentTitle();
  return <RootHydrateFallback />;
}

/** The first visit waits for its page module; the frame is drawn straight away. */
export function RootHydrateFallback() {
  return (
    <AppShell busy>
      <PageSkeleton />
    </AppShell>
  );
}
