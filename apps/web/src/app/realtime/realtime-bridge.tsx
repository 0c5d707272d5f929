import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useStoreStreamedMessages } from "@/features/chat/api/chat-messages";
import { SubscriptionConfirmation } from "@/features/subscription/components/subscription-confirmation";
import { type RealtimeListener, startRealtimeHub } from "@/lib/realtime/realtime-hub";
import { publishRealtimeNotice } from "@/lib/realtime/realtime-notices";
import { REALTIME_QUERY_KEYS } from "./realtime-query-keys";

/**
 * Reads every query again, but not while a change of the person's is on its way: an answer read before
 * the server applied it would undo an optimistic change on screen until the change settles.
 */
function refreshAllOnceIdle(queryClient: QueryClient): void {
  if (queryClient.isMutating() === 0) {
    void queryClient.invalidateQueries();
    return;
  }
  const mutations = queryClient.getMutationCache();
  const unsubscribe = mutations.subscribe(() => {
    if (queryClient.isMutating() > 0) return;
    unsubscribe();
    void queryClient.invalidateQueries();
  });
}

/**
 * The signed-in person's realtime events, for as long as this is mounted: the one place that receives
 * every notice. Each goes to the screens listening for its type (`useRealtimeEvent`), and each event
 * refreshes the queries it concerns (a reset, and the stream's first going live, refresh them all).
 * What holds for the whole session listens here too: chat messages go into the cached histories, and a
 * confirmed subscription opens 'Subscription Confirmed!' in the tab that opened the payment page.
 */
export function RealtimeBridge({ start = startRealtimeHub }: { start?: typeof startRealtimeHub }) {
  const queryClient = useQueryClient();
  useStoreStreamedMessages();

  useEffect(() => {
    let live = false;
    const listener: RealtimeListener = (notice) => {
      // The page read its data before the stream was live, and an event may have come in between, unless
      // the stream resumed from the point the page was sent with (it replayed them); later "ready"s are
      // resumes, which replay what they missed. Screens are told, so none reads its own data again too:
      // a second read started in the same moment cancelled the first and asked again.
      const firstReady = notice.kind === "ready" && !notice.caughtUp && !live;
      if (notice.kind === "ready") live = true;
      publishRealtimeNotice(notice, { everyQueryReadAgain: firstReady });
      if (notice.kind === "reset" || firstReady) {
        refreshAllOnceIdle(queryClient);
        return;
      }
      // Typing and presence are for the screen that shows them; they change no stored data.
      if (notice.kind !== "event") return;
      for (const queryKey of REALTIME_QUERY_KEYS[notice.message.type] ?? []) {
        void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      }
    };
    return start(listener);
  }, [queryClient, start]);

  return <SubscriptionConfirmation />;
}
