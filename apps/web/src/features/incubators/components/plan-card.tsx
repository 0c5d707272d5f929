import {
  CHARTER_LONG_TRIAL_LABEL,
  CHARTER_LONG_TRIAL_MIN_DAYS,
  isCharterPlan,
  type Plan,
} from "@hatchery/shared";
import { CheckIcon } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatPrice } from "@/lib/price";
import { cn } from "@/lib/utils";
import { PlanDescription } from "./plan-description";

/** SPEC §9: only a charter plan whose trial lasts at least 180 days advertises the long trial. */
export function hasLongCharterTrial(plan: Pick<Plan, "name" | "trialPeriodDays">): boolean {
  return isCharterPlan(plan) && plan.trialPeriodDays >= CHARTER_LONG_TRIAL_MIN_DAYS;
}

export function planButtonLabel(plan: Plan, state: { current: boolean; processing: boolean }) {
  if (state.processing) return "Processing...";
  if (state.current) return "Current Plan";
  return isCharterPlan(plan) ? "Become Charter Member" : "Start Free Trial";
}

export function PlanCard({
  plan,
  current,
  processing,
  disabled,
  subscribedElsewhere,
  onChoose,
  onLeave,
  buttonRef,
}: {
  plan: Plan;
  current: boolean;
  processing: boolean;
  /** Another plan is being processed. */
  disabled: boolean;
  /**
   * The incubator the person already has an active subscription in, when it is another one, and whether
   * that subscription is set to end with its period. The button stays usable (an attempt is answered
   * with the SPEC's message), but says beforehand why it will fail.
   */
  subscribedElsewhere?: { name: string; ending: boolean };
  onChoose: (plan: Plan) => void;
  /** The person follows the link to their subscription, leaving the dialog. */
  onLeave: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const charter = isCharterPlan(plan);
  const titleId = `plan-${plan.id}-name`;
  const elsewhereId = `plan-${plan.id}-elsewhere`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm",
        plan.isRecommended && "border-primary ring-1 ring-primary",
      )}
    >
      <div className="flex flex-wrap gap-2">
        {current && <Badge variant="secondary">Current Plan</Badge>}
        {plan.isRecommended && <Badge>Recommended</Badge>}
        {charter && <Badge variant="accent">Charter Member</Badge>}
      </div>
      <div className="space-y-1">
        <h3 id={titleId} className="text-lg leading-snug font-semibold">
          {plan.name}
        </h3>
        {plan.description && <PlanDescription source={plan.description} />}
      </div>
      <p>
        <span className="text-3xl font-bold tracking-tight">{formatPrice(plan.priceMonthly)}</span>
        <span className="text-sm text-muted-foreground"> per month</span>
      </p>
      {hasLongCharterTrial(plan) && (
        <p className="text-sm font-semibold text-primary">{CHARTER_LONG_TRIAL_LABEL}</p>
      )}
      {plan.features.length > 0 && (
        <ul className="space-y-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto grid gap-2">
        <Button
          ref={buttonRef}
          variant={plan.isRecommended || charter ? "default" : "outline"}
          disabled={current || processing || disabled}
          aria-describedby={subscribedElsewhere ? `${titleId} ${elsewhereId}` : titleId}
          onClick={() => onChoose(plan)}
        >
          {planButtonLabel(plan, { current, processing })}
        </Button>
        {subscribedElsewhere && (
          <p id={elsewhereId} className="text-sm text-muted-foreground">
            {subscribedElsewhere.ending
              ? `Your subscription to ${subscribedElsewhere.name} is still active until its period ends; end it now to subscribe here.`
              : `You already subscribe to ${subscribedElsewhere.name}; cancel that subscription first.`}{" "}
            <Link
              to="/subscription"
              onClick={onLeave}
              className="font-medium text-primary underline underline-offset-4"
            >
              Manage your subscription
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}
