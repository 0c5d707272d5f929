import type { Subscription } from "@hatchery/shared";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useEndSubscription } from "../api/end-subscription";
import { formatDate } from "../utils/format";

/**
 * Ends a trial or active subscription now, for a person who wants to subscribe to another incubator:
 * only one subscription may be active (SPEC §6), and one set to cancel still is until its period ends.
 * It asks first, since the rest of the period is given up.
 */
export function EndSubscriptionButton({ subscription }: { subscription: Subscription }) {
  const [confirming, setConfirming] = useState(false);
  const { plan, incubator, currentPeriodEnd } = subscription;
  const end = useEndSubscription(() => ({
    title: "Subscription ended",
    description: `Your membership in ${incubator.name} is now a guest membership. You can subscribe to another incubator now.`,
  }));

  function changeOpen(open: boolean) {
    if (!open) end.reset();
    setConfirming(open);
  }

  const givenUp = currentPeriodEnd
    ? ` gives up the rest of the period until ${formatDate(currentPeriodEnd)} and`
    : "";
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        End now
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={changeOpen}
        title={`End your ${plan.name} subscription now?`}
        description={`Ending it today${givenUp} returns your membership in ${incubator.name} to guest, without the subscriber benefits; nothing more is charged. Do this to subscribe to another incubator: only one subscription can be active at a time.`}
        confirmLabel="End subscription now"
        cancelLabel="Keep subscription"
        pendingLabel="Ending..."
        pending={end.isPending}
        error={end.isError ? errorMessage(end.error) : undefined}
        onConfirm={() => end.mutate(subscription.id, { onSuccess: () => changeOpen(false) })}
      />
    </>
  );
}
