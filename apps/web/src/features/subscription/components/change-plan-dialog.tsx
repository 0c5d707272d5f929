import type { Plan, Subscription } from "@hatchery/shared";
import { useId, useState } from "react";
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
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useChangeSubscriptionPlan } from "../api/change-subscription-plan";
import { useIncubatorPlans } from "../api/get-incubator-plans";
import { formatDate, monthlyPrice } from "../utils/format";

/**
 * What switching to `plan` means, before the person confirms (docs/decisions/010-subscription-lifecycle.md):
 * the plan applies now and the period stays; the built-in checkout charges the new price from the next
 * renewal, Stripe prorates the rest of the period on the next invoice.
 */
export function planChangeTerms(
  subscription: Subscription,
  plan: Pick<Plan, "name" | "priceMonthly">,
): string {
  const price = monthlyPrice(plan.priceMonthly);
  const end = formatDate(subscription.currentPeriodEnd);
  const period = subscription.status === "trial" ? "Your free trial" : "Your current period";
  if (subscription.provider === "stripe") {
    const difference = plan.priceMonthly > subscription.plan.priceMonthly ? "charged" : "credited";
    return `${plan.name} applies now. ${period} still ends on ${end}; the price difference for the rest of it is ${difference} on your next invoice, and then you pay ${price}.`;
  }
  return `${plan.name} applies now. ${period} still ends on ${end}; nothing is charged today, and from then on you pay ${price}.`;
}

/**
 * Changes the plan of a trial or active subscription within its incubator, without canceling it: the
 * person picks another active plan, reads what the change means, and confirms.
 */
export function ChangePlanButton({ subscription }: { subscription: Subscription }) {
  const [open, setOpen] = useState(false);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const plans = useIncubatorPlans(subscription.incubator.slug, open);
  const change = useChangeSubscriptionPlan(({ subscription: changed }) => ({
    title: "Plan changed",
    description: `You are now on the ${changed.plan.name} plan of ${changed.incubator.name}.`,
  }));
  const termsId = useId();
  const others = (plans.data ?? []).filter((plan) => plan.id !== subscription.plan.id);
  const chosen = others.find((plan) => plan.id === chosenId);

  function changeOpen(next: boolean) {
    if (!next) {
      change.reset();
      setChosenId(null);
    }
    setOpen(next);
  }

  function confirm() {
    if (!chosen) return;
    change.mutate(
      { id: subscription.id, planId: chosen.id },
      {
        onSuccess: () => changeOpen(false),
        onError: (error) =>
          toast({ title: "Failed to change plan", description: errorMessage(error), variant: "destructive" }),
      },
    );
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Change plan
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Change your {subscription.incubator.name} plan</DialogTitle>
            <DialogDescription>
              You are on {subscription.plan.name} ({monthlyPrice(subscription.plan.priceMonthly)}). Pick
              another plan; your subscription goes on without a new checkout.
            </DialogDescription>
          </DialogHeader>
          {plans.isPending ? (
            <p role="status">Loading plans…</p>
          ) : plans.isError ? (
            <FormError message={errorMessage(plans.error)}>
              <Button variant="outline" size="sm" onClick={() => void plans.refetch()}>
                Try again
              </Button>
            </FormError>
          ) : others.length === 0 ? (
            <p className="text-muted-foreground">
              {subscription.incubator.name} offers no other plan right now.
            </p>
          ) : (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Plans of {subscription.incubator.name}</legend>
              {others.map((plan) => (
                <label
                  key={plan.id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name="plan"
                    value={plan.id}
                    checked={plan.id === chosenId}
                    onChange={() => setChosenId(plan.id)}
                    aria-describedby={plan.id === chosenId ? termsId : undefined}
                  />
                  <span className="font-medium">{plan.name}</span>
                  <span className="ml-auto text-sm text-muted-foreground">
                    {monthlyPrice(plan.priceMonthly)}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <p id={termsId} aria-live="polite" className="text-sm">
            {chosen ? planChangeTerms(subscription, chosen) : ""}
          </p>
          <FormError message={change.isError ? errorMessage(change.error) : undefined} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep current plan
              </Button>
            </DialogClose>
            <Button type="button" disabled={!chosen || change.isPending} onClick={confirm}>
              {change.isPending ? "Switching..." : chosen ? `Switch to ${chosen.name}` : "Switch plan"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
