import { useEffect } from "react";
import { Outlet, ScrollRestoration, useMatches, useNavigation } from "react-router";
import { PageViewTracker } from "@/lib/analytics/page-view-tracker";
import { useRouteDocumentHead } from "@/lib/page-head";
import { useAfterFirstContent } from "@/lib/use-after-first-content";
import { RealtimeWatcher } from "../realtime/realtime-watcher";
import { AppShell } from "./app-shell";
import { PageSkeleton } from "./page-skeleton";
import { SubscribeLinkWatcher } from "./subscribe-link-watcher";

/**
 * The interface sounds' one listener (decision 047), loaded once the first page has drawn its content: it
 * is not part of it, and asking for its file among the hydration's effects made their task longer
 * (decision 076). A part of its own that draws nothing, so that the wait's end re-renders it alone, not
 * the layout and the page under it.
 */
function InterfaceSounds() {
  const afterFirstContent = useAfterFirstContent();
  useEffect(() => {
    if (!afterFirstContent) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import("@/lib/sound/interface-sounds").then(({ listenForInterfaceSounds }) => {
      if (!unmounted) stop = listenForInterfaceSounds();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [afterFirstContent]);
  return null;
}

/** The screens used like an app, which fill the window (AppShell's `fullWindow`). */
const FULL_WINDOW_ROUTES: ReadonlySet<string> = new Set(["team-communication", "incubator-communication"]);

export function RootLayout() {
  const navigation = useNavigation();
  const fullWindow = useMatches().some((match) => FULL_WINDOW_ROUTES.has(match.id));
  useRouteDocumentHead();
  return (
    <AppShell busy={navigation.state === "loading"} fullWindow={fullWindow}>
      <InterfaceSounds />
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
  useRouteDocumentHead();
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
