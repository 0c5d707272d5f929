import type { Subscription } from "@hatchery/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, monthlyPrice } from "../utils/format";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Plan, incubator, status, price and dates of one subscription, as a description list. */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { plan, incubator, status, trialEndsAt, currentPeriodEnd, cancelAtPeriodEnd } = subscription;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Detail term="Plan">{plan.name}</Detail>
      <Detail term="Incubator">
        <Link
          to={`/incubators/${incubator.slug}`}
          className="text-primary underline underline-offset-4 hover:decoration-2"
        >
          {incubator.name}
        </Link>
      </Detail>
      <Detail term="Status">
        <SubscriptionStatusBadge status={status} />
      </Detail>
      <Detail term="Monthly price">{monthlyPrice(plan.priceMonthly)}</Detail>
      {trialEndsAt && <Detail term="Trial ends">{formatDate(trialEndsAt)}</Detail>}
      {cancelAtPeriodEnd ? (
        <Detail term="Cancels on">{formatDate(currentPeriodEnd)}</Detail>
      ) : (
        <Detail term="Next renewal">{formatDate(currentPeriodEnd)}</Detail>
      )}
    </dl>
  );
}
