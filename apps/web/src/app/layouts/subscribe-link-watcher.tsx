import { lazy, Suspense, useCallback, useState } from "react";
import { useLocation } from "react-router";
import { readSubscribeLink, type SubscribeLink } from "@/lib/subscribe-link";
import { useHydrating } from "@/lib/use-hydrating";

/* The handler brings the plan lookup and its schema: fetched only when an address carries a link. */
const SubscribeLinkHandler = lazy(() =>
  import("@/features/incubators/components/subscribe-link-handler").then((module) => ({
    default: module.SubscribeLinkHandler,
  })),
);

interface LinkRequest {
  /** The history entry that carried the link. */
  key: string;
  search: string;
  link: SubscribeLink;
  handled: boolean;
}

/**
 * A subscribe link (`?action=subscribe&planId=…`) works on every page (SPEC §3), so the root layout
 * watches the address for one. Each history entry carrying a link is handled once, and the request
 * outlives the address: the sign-in page sends a signed-in person on straight away, before the plan is
 * known, and a link whose plan was not found stays in the address without being looked up again.
 */
export function SubscribeLinkWatcher() {
  const { key, search } = useLocation();
  const [request, setRequest] = useState<LinkRequest | undefined>(undefined);
  const link = readSubscribeLink(search);
  if (link && request?.key !== key) {
    // Derived from the address during render (React's pattern for state that follows a prop).
    setRequest({ key, search, link, handled: false });
  }
  // Marks only its own request: a newer link may have replaced it meanwhile.
  const markHandled = useCallback(
    (handledKey: string) =>
      setRequest((current) => (current?.key === handledKey ? { ...current, handled: true } : current)),
    [],
  );

  // Not while hydrating: the server's render of the page cannot wait for the handler's chunk.
  const hydrating = useHydrating();
  if (!request || request.handled || hydrating) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeLinkHandler
        key={request.key}
        link={request.link}
        search={request.search}
        onHandled={() => markHandled(request.key)}
      />
    </Suspense>
  );
}
