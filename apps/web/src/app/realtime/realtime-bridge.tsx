import type { Subscription } from "@hatchery/shared";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { storeMessageOfEvent } from "@/features/chat/api/chat-messages";
import { getSubscriptionQueryOptions } from "@/features/subscription/api/get-subscription";
import { SubscriptionConfirmedDialog } from "@/features/subscription/components/subscription-confirmed-dialog";
import { takeAwaitingCheckout } from "@/lib/awaiting-checkout";
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
 * The signed-in person's realtime events, for as long as this is mounted: each event refreshes the
 * queries it concerns (a reset, and the stream's first going live, refresh them all), a chat message
 * goes into the cached histories, and a confirmed subscription opens 'Subscription Confirmed!' in the
 * tab that opened the payment page.
 */
export function RealtimeBridge({ start = startRealtimeHub }: { start?: typeof startRealtimeHub }) {
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState<Subscription | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Explore leaves the page: the dialog closes with it.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    let live = false;
    const listener: RealtimeListener = (notice) => {
      publishRealtimeNotice(notice);
      // The page read its data before the stream was live, and an event may have come in between; later
      // "ready"s are resumes, which replay what they missed.
      const firstReady = notice.kind === "ready" && !live;
      if (notice.kind === "ready") live = true;
      if (notice.kind === "reset" || firstReady) {
        refreshAllOnceIdle(queryClient);
        return;
      }
      // Typing and presence are for the screen that shows them; they change no stored data.
      if (notice.kind === "ephemeral" || notice.kind === "ready") return;
      const { message } = notice;
      storeMessageOfEvent(queryClient, message);
      for (const queryKey of REALTIME_QUERY_KEYS[message.type] ?? []) {
        void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      }
      if (message.type !== "subscription.confirmed" || !takeAwaitingCheckout()) return;
      const { subscriptionId } = message.payload as { subscriptionId: string };
      void queryClient
        .fetchQuery({ ...getSubscriptionQueryOptions(subscriptionId), staleTime: 0 })
        .then(({ subscription }) => {
          setConfirmed(subscription);
          setOpen(true);
        })
        .catch(() => {
          // The subscription page still shows it; the dialog is a courtesy.
        });
    };
    return start(listener);
  }, [queryClient, start]);

  if (!confirmed) return null;
  return (
    <SubscriptionConfirmedDialog
      subscription={confirmed}
      open={open}
      onOpenChange={setOpen}
      onContinueBrowsing={() => setOpen(false)}
    />
  );
}
