import type { Subscription } from "@hatchery/shared";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatDate } from "../utils/format";

/**
 * What canceling means, by status. Only a trial or active subscription holds the subscriber tier, and
 * keeps it until the end of its trial or paid period: a past due one already left the member a guest
 * until a payment succeeds, a pending one never raised it.
 */
function consequences({ status, incubator, currentPeriodEnd }: Subscription): string {
  if (status === "past_due") {
    return `A payment for this subscription did not go through, so your membership in ${incubator.name} is a guest membership for now. Canceling ends the subscription: nothing more is charged, and you can subscribe again at any time.`;
  }
  if (status === "pending_payment") {
    return `The checkout was never completed. Canceling drops it: nothing is charged, your membership in ${incubator.name} stays as it is, and you can subscribe again at any time.`;
  }
  if (currentPeriodEnd) {
    const end = formatDate(currentPeriodEnd);
    return `You keep your subscriber benefits in ${incubator.name} until ${end}; then your membership returns to guest and nothing more is charged. Until then you can resume the subscription from this page.`;
  }
  return `Your membership in ${incubator.name} returns to guest straight away: you keep access as a guest, but lose the subscriber benefits (team leadership, business funding and premium mentorship). Nothing more is charged, and you can subscribe again at any time.`;
}

/**
 * Asks before canceling and says what follows: a trial or active subscription runs to the end of its
 * period and then falls back to guest, nothing more is charged, and resuming or subscribing again is
 * possible.
 * It stays open while the call runs and shows the server's words if it fails.
 */
export function CancelSubscriptionDialog({
  subscription,
  open,
  onOpenChange,
  pending,
  error,
  onConfirm,
}: {
  subscription: Subscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
}) {
  const { plan } = subscription;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your {plan.name} subscription?</DialogTitle>
          <DialogDescription>{consequences(subscription)}</DialogDescription>
        </DialogHeader>
        <FormError message={error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Keep subscription
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? "Canceling..." : "Cancel subscription"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
