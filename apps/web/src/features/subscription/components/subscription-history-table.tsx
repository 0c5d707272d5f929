import type { Subscription } from "@hatchery/shared";
import { Link } from "react-router";
import { formatDate } from "../utils/format";
import { CancelSubscriptionButton } from "./cancel-subscription-button";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

const LINK_CLASS = "text-primary underline underline-offset-4 hover:decoration-2";

/** The end of a subscription: when it was canceled, or when it will be; other running ones have none. */
function endedOn(subscription: Subscription): string {
  if (subscription.cancelAtPeriodEnd) return `Cancels on ${formatDate(subscription.currentPeriodEnd)}`;
  return subscription.canceledAt ? formatDate(subscription.canceledAt) : "—";
}

/** Every subscription of the person, newest first, as the server orders them. */
export function SubscriptionHistoryTable({ history }: { history: readonly Subscription[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your subscriptions, newest first</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Incubator
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Started
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Ended or canceled
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {history.map((subscription) => (
            <tr key={subscription.id}>
              <th scope="row" className="px-4 py-3 font-medium">
                {subscription.plan.name}
              </th>
              <td className="px-4 py-3">
                <Link to={`/incubators/${subscription.incubator.slug}`} className={LINK_CLASS}>
                  {subscription.incubator.name}
                </Link>
              </td>
              <td className="px-4 py-3">
                <span className="flex flex-wrap items-center gap-2">
                  <SubscriptionStatusBadge status={subscription.status} />
                  {subscription.status === "pending_payment" && subscription.provider === "builtin" && (
                    <Link to={`/checkout/${subscription.id}`} className={LINK_CLASS}>
                      Complete checkout
                      <span className="sr-only"> for {subscription.plan.name}</span>
                    </Link>
                  )}
                  {subscription.status === "pending_payment" && (
                    // An abandoned checkout would otherwise stay pending for good.
                    <CancelSubscriptionButton subscription={subscription} variant="link" size="sm">
                      Cancel
                      <span className="sr-only"> checkout for {subscription.plan.name}</span>
                    </CancelSubscriptionButton>
                  )}
                </span>
              </td>
              <td className="px-4 py-3">{formatDate(subscription.createdAt)}</td>
              <td className="px-4 py-3">{endedOn(subscription)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
