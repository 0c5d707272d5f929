import type { Subscription } from "@hatchery/shared";
import { type ReactNode, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCancelSubscription } from "../api/cancel-subscription";
import { formatDate } from "../utils/format";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";

/**
 * What canceling did, by what the subscription was and became: a trial or active one runs to the end
 * of its period, a past due one ended, a pending checkout was dropped.
 */
function canceledDescription({ status, plan, incubator }: Subscription, after: Subscription): string {
  if (after.cancelAtPeriodEnd) {
    return `Your ${plan.name} subscription to ${incubator.name} cancels on ${formatDate(after.currentPeriodEnd)}. You keep access until then.`;
  }
  if (status === "past_due") {
    return `Nothing more will be charged for your ${plan.name} subscription to ${incubator.name}.`;
  }
  if (status === "pending_payment") {
    return `Your ${plan.name} checkout for ${incubator.name} was dropped; nothing was charged.`;
  }
  return `Your membership in ${incubator.name} is now a guest membership.`;
}

/**
 * A button that cancels one subscription after the confirmation dialog: the server accepts it for a
 * pending, trial, active or past due subscription. The dialog stays open with the server's words when
 * the call fails.
 */
export function CancelSubscriptionButton({
  subscription,
  children,
  variant = "destructive",
  size,
}: {
  subscription: Subscription;
  /** The button's text: its accessible name, so it should say which subscription where several show. */
  children: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription(({ subscription: canceled }) => ({
    title: "Subscription canceled",
    description: canceledDescription(subscription, canceled),
  }));

  function changeOpen(open: boolean) {
    if (!open) cancel.reset();
    setConfirming(open);
  }

  function confirmCancel() {
    cancel.mutate(subscription.id, {
      onSuccess: () => changeOpen(false),
      onError: (error) =>
        toast({
          title: "Failed to cancel subscription",
          description: errorMessage(error),
          variant: "destructive",
        }),
    });
  }

  return (
    <>
      <Button variant={variant} size={size} onClick={() => setConfirming(true)}>
        {children}
      </Button>
      <CancelSubscriptionDialog
        subscription={subscription}
        open={confirming}
        onOpenChange={changeOpen}
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : undefined}
        onConfirm={confirmCancel}
      />
    </>
  );
}
