import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { HydrationState } from "@/lib/use-hydrating";

/** The root element's attribute saying the app has rendered or hydrated its first view and answers input. */
export const APP_STARTED_ATTRIBUTE = "data-app-started";

/*
 * A pre-rendered page is on screen before its app starts (decision 071, second round), and its buttons
 * answer only once hydrated: the end-to-end tests wait for this mark after each page load (e2e/fixtures.ts).
 */
function AppStartedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, "");
  }, []);
  return null;
}

/**
 * `queryClient` is made before the router, whose loaders prefetch into it. `hydrating`: the tree is
 * rendered on the server, or hydrates what the server rendered; `forAVisitor`: for a request without a
 * session (see `HydrationState`).
 */
export function AppProviders({
  queryClient,
  hydrating = false,
  forAVisitor = false,
  children,
}: {
  queryClient: QueryClient;
  hydrating?: boolean;
  forAVisitor?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationState hydrating={hydrating} forAVisitor={forAVisitor}>
        {children}
        <LazyToaster />
        <AppStartedMark />
      </HydrationState>
    </QueryClientProvider>
  );
}
