import type { Subscription } from "@hatchery/shared";
import { Link } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatDate, monthlyPrice } from "../utils/format";

/** What the person now has, in one sentence or two. */
function confirmationText({ plan, incubator, status, trialEndsAt }: Subscription): string {
  const subscribed = `You are now subscribed to ${incubator.name} on the ${plan.name} plan, with team leadership, business funding and premium mentorship.`;
  return status === "trial" && trialEndsAt
    ? `${subscribed} Your free trial runs until ${formatDate(trialEndsAt)}, then it is ${monthlyPrice(plan.priceMonthly)}.`
    : `${subscribed} It costs ${monthlyPrice(plan.priceMonthly)}.`;
}

/** SPEC §2: 'Subscription Confirmed!' with Explore, Continue Browsing and a Contact Support link. */
export function SubscriptionConfirmedDialog({
  subscription,
  open,
  onOpenChange,
  onContinueBrowsing,
}: {
  subscription: Subscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContinueBrowsing: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Subscription Confirmed!</DialogTitle>
          <DialogDescription>{confirmationText(subscription)}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Questions about your subscription?{" "}
          <Link to="/support" className="font-medium text-primary underline underline-offset-4">
            Contact Support
          </Link>
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onContinueBrowsing}>
            Continue Browsing
          </Button>
          <Link to={`/incubators/${subscription.incubator.slug}`} className={buttonVariants()}>
            Explore
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
