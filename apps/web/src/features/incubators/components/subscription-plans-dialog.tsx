import type { Plan, SubscriptionSource } from "@hatchery/shared";
import { ACTIVE_SUBSCRIPTION_STATUSES, isCharterPlan } from "@hatchery/shared";
import { BookOpenIcon, HandCoinsIcon, type LucideIcon, UserStarIcon, UsersIcon } from "lucide-react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { clearSubscriptionIntent } from "@/lib/subscription-intent";
import { toast } from "@/lib/toast";
import { useIncubator } from "../api/get-incubator";
import { PlanCard } from "./plan-card";
import { useSubscribe } from "./use-subscribe";

/** SPEC §2: the title names the incubator and says where the person came from. */
export function subscriptionDialogTitle(
  incubatorName: string,
  source: SubscriptionSource | undefined,
): string {
  switch (source) {
    case "charter":
      return `Join ${incubatorName} as Charter Member`;
    case "upgrade":
      return `Upgrade Your ${incubatorName} Membership`;
    case "auth":
      return `Complete Your ${incubatorName} Subscription`;
    default:
      return `Subscribe to ${incubatorName}`;
  }
}

function dialogDescription(incubatorName: string, source: SubscriptionSource | undefined): string {
  if (source === "upgrade") {
    return `As a subscriber you get what guests do not: team leadership, business funding and premium mentorship in ${incubatorName}.`;
  }
  return `Choose a plan to become a subscribing member of ${incubatorName}.`;
}

const INCLUDED: readonly { label: string; icon: LucideIcon }[] = [
  { label: "Team Formation", icon: UsersIcon },
  { label: "Learning Resources", icon: BookOpenIcon },
  { label: "Mentorship", icon: UserStarIcon },
  { label: "Business Funding", icon: HandCoinsIcon },
];

/** Active plans, cheapest first (SPEC §7). */
function offeredPlans(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => plan.isActive).sort((a, b) => a.priceMonthly - b.priceMonthly);
}

export function SubscriptionPlansDialog({
  slug,
  open,
  onOpenChange,
  source,
}: {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  source?: SubscriptionSource;
}) {
  const detail = useIncubator(slug);
  const incubator = detail.data?.incubator;
  const viewer = detail.data?.viewer;
  const charterButton = useRef<HTMLButtonElement>(null);
  /*
   * The control that opened the dialog, taken before the dialog moves focus into itself. Radix returns
   * focus to a Dialog.Trigger only, and this dialog is opened from several buttons (and by a stored intent).
   */
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  function close() {
    // Dismissing the dialog answers the intent that opened it: it is not offered again.
    clearSubscriptionIntent();
    onOpenChange(false);
  }

  const { subscribe, processingPlanId } = useSubscribe({
    incubator: incubator ?? { id: "", name: "", slug },
    membership: viewer?.membership,
    source,
    onDone: () => onOpenChange(false),
  });

  const failed = open && detail.isError;
  useEffect(() => {
    if (failed) toast({ title: "Failed to load subscription plans", variant: "destructive" });
  }, [failed]);

  const name = incubator?.name ?? "";
  const plans = offeredPlans(detail.data?.plans ?? []);
  const subscription = viewer?.subscription;
  const activeSubscription =
    subscription && ACTIVE_SUBSCRIPTION_STATUSES.some((status) => status === subscription.status)
      ? subscription
      : undefined;
  const currentPlanId = activeSubscription?.plan.id;
  // SPEC §4 allows one active subscription: one in another incubator blocks every plan here, even one
  // set to end with its period, which is still trial or active until then (decision 029).
  const subscribedElsewhere =
    activeSubscription && incubator && activeSubscription.incubator.id !== incubator.id
      ? { name: activeSubscription.incubator.name, ending: activeSubscription.cancelAtPeriodEnd }
      : undefined;
  const firstCharterPlanId = plans.find(isCharterPlan)?.id;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        className="max-w-5xl"
        onOpenAutoFocus={(event) => {
          // "Become Charter Member" leads straight to the charter plan's own button.
          const button = charterButton.current;
          if (source !== "charter" || !button || button.disabled) return;
          event.preventDefault();
          button.focus();
        }}
        onCloseAutoFocus={(event) => {
          const target = opener.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{subscriptionDialogTitle(name, source)}</DialogTitle>
          <DialogDescription>{dialogDescription(name, source)}</DialogDescription>
        </DialogHeader>

        {detail.isPending ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <p role="status" className="sr-only">
              Loading plans…
            </p>
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
          </div>
        ) : plans.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            No subscription plans are currently available for this incubator.
          </p>
        ) : (
          <ul aria-label="Subscription plans" className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={plan.id === currentPlanId}
                processing={plan.id === processingPlanId}
                disabled={processingPlanId !== null}
                subscribedElsewhere={subscribedElsewhere}
                onChoose={subscribe}
                onLeave={close}
                buttonRef={plan.id === firstCharterPlanId ? charterButton : undefined}
              />
            ))}
          </ul>
        )}

        <section aria-labelledby="whats-included" className="rounded-lg bg-muted/50 p-4">
          <h3 id="whats-included" className="mb-3 text-sm font-semibold">
            What's Included
          </h3>
          <ul className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {INCLUDED.map(({ label, icon: Icon }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {label}
              </li>
            ))}
          </ul>
        </section>

        <DialogFooter className="items-center sm:justify-between">
          {source === "auth" ? (
            <p className="text-sm text-muted-foreground">You can subscribe later from the incubator page.</p>
          ) : (
            <span />
          )}
          <Button variant="outline" onClick={close}>
            {source === "auth" ? "Skip for Now" : "Cancel"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
