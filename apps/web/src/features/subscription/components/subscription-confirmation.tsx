import type { Subscription } from "@hatchery/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { takeAwaitingCheckout } from "@/lib/awaiting-checkout";
import { useRealtimeEvent } from "@/lib/realtime/realtime-notices";
import { getSubscriptionQueryOptions } from "../api/get-subscription";
import { SubscriptionConfirmedDialog } from "./subscription-confirmed-dialog";

/**
 * 'Subscription Confirmed!' in the tab that opened the payment page, once the stream says the payment
 * completed (`subscription.confirmed`); other tabs only refresh what the event makes stale.
 */
export function SubscriptionConfirmation() {
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState<Subscription | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Explore leaves the page: the dialog closes with it.
  useEffect(() => setOpen(false), [pathname]);

  useRealtimeEvent("subscription.confirmed", ({ payload }) => {
    if (!takeAwaitingCheckout()) return;
    void queryClient
      .fetchQuery({ ...getSubscriptionQueryOptions(payload.subscriptionId), staleTime: 0 })
      .then(({ subscription }) => {
        setConfirmed(subscription);
        setOpen(true);
      })
      .catch(() => {
        // The subscription page still shows it; the dialog is a courtesy.
      });
  });

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
