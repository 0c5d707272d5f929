import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { markPageReady } from "@/lib/page-ready";
import { HydrationState } from "@/lib/use-hydrating";

/** Marks the page ready once the first view is rendered or hydrated (lib/page-ready.ts). */
function PageReadyMark() {
  useEffect(markPageReady, []);
  return null;
}

/**
 * `queryClient` is made before the router, whose loaders prefetch into it. `hydrating`: the tree is
 * rendered on the server, or hydrates what the server rendered; `forAVisitor`: for a request without a
 * session; `asDocument`: rendered on the server as a visitor's document (see `HydrationState`).
 */
export function AppProviders({
  queryClient,
  hydrating = false,
  forAVisitor = false,
  asDocument = false,
  children,
}: {
  queryClient: QueryClient;
  hydrating?: boolean;
  forAVisitor?: boolean;
  asDocument?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationState hydrating={hydrating} forAVisitor={forAVisitor} asDocument={asDocument}>
        {children}
        <LazyToaster />
        <PageReadyMark />
      </HydrationState>
    </QueryClientProvider>
  );
}
