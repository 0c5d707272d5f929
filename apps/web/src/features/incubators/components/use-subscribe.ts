import type { Incubator, Membership, Plan, SubscriptionSource } from "@hatchery/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { markAwaitingCheckout } from "@/lib/awaiting-checkout";
import { clearSubscriptionIntent, saveSubscriptionIntent } from "@/lib/subscription-intent";
import { toast } from "@/lib/toast";
import { useCreateSubscription } from "../api/create-subscription";
import { useJoinIncubator } from "../api/join-incubator";

export const JOINED_MESSAGE = "Successfully joined as guest member!";
export const joinFailedMessage = (reason: string) => `Failed to join incubator: ${reason}`;

/**
 * The subscribe flow of SPEC §4, in its order: signed in → a member (joining as guest when not) → the
 * subscription created (the server refuses a second active one and says so) → dialog closed → payment
 * page in a new tab → 'Redirecting to payment...'. The server raises the tier once the payment completes,
 * and this tab then shows 'Subscription Confirmed!' by itself (app/realtime/realtime-bridge.tsx).
 */
export function useSubscribe({
  incubator,
  membership,
  source,
  onDone,
}: {
  incubator: Pick<Incubator, "id" | "name" | "slug">;
  membership: Membership | null | undefined;
  source: SubscriptionSource | undefined;
  /** Closes the dialog. */
  onDone: () => void;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const join = useJoinIncubator();
  const create = useCreateSubscription();
  const [processingPlanId, setProcessingPlanId] = useState<string | null>(null);

  async function subscribe(plan: Plan): Promise<void> {
    if (!session.data) {
      // Kept, so the dialog opens again on this page once the person has signed in or signed up.
      saveSubscriptionIntent({
        incubatorId: incubator.id,
        incubatorName: incubator.name,
        incubatorSlug: incubator.slug,
        planId: plan.id,
        source: "auth",
      });
      toast({ title: "Please log in to subscribe", variant: "destructive" });
      navigate(signInPath(`/incubators/${incubator.slug}`));
      return;
    }
    // Opened now, while the click still counts as the person's gesture: a tab opened after the requests
    // below would be stopped by popup blockers (Safari always, others when the answer is slow).
    const tab = window.open("", "_blank");
    setProcessingPlanId(plan.id);
    try {
      if (membership?.status !== "active") {
        try {
          await join.mutateAsync(incubator.slug);
        } catch (error) {
          tab?.close();
          toast({ title: joinFailedMessage(reasonOf(error)), variant: "destructive" });
          return;
        }
      }
      let url: string;
      try {
        ({ url } = await create.mutateAsync(plan.id));
      } catch (error) {
        tab?.close();
        toast({ title: createFailedMessage(error, source), variant: "destructive" });
        return;
      }
      clearSubscriptionIntent();
      onDone();
      if (tab && !tab.closed) markAwaitingCheckout();
      openPaymentPage(tab, url);
      toast({ title: "Redirecting to payment..." });
    } finally {
      setProcessingPlanId(null);
    }
  }

  return { subscribe, processingPlanId };
}

/**
 * Sends the tab opened at the click to the payment page, cut off from this page first (what `noopener`
 * would have done). When no tab could be opened, or the person closed it meanwhile, this page goes there
 * itself rather than nowhere.
 */
function openPaymentPage(tab: Window | null, url: string): void {
  const address = new URL(url, window.location.href).href;
  if (!tab || tab.closed) {
    window.location.assign(address);
    return;
  }
  tab.opener = null;
  tab.location.href = address;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

/**
 * A 409 carries the server's words for the one-active-subscription rule (and for an incubator that stopped
 * accepting members). Otherwise a guest upgrading failed to upgrade, anyone else to subscribe.
 */
function createFailedMessage(error: unknown, source: SubscriptionSource | undefined): string {
  if (error instanceof ApiError && error.status === 409) return error.message;
  return source === "upgrade" ? "Failed to upgrade membership" : "Failed to create subscription";
}
