import { BuildingIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/dates";
import { useCurrentSubscription } from "../api/get-current-subscription";
import { useOwnMembershipsWithTiers } from "../api/list-own-memberships";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

const TIER_LABELS = { guest: "Guest", subscriber: "Subscriber" } as const;

/**
 * The dashboard's memberships card: the incubators the person belongs to with their tier, and their
 * active subscription (status, trial end, renewal or end date) with the way to manage it.
 */
export function MembershipDashboardCard({ className }: { className?: string }) {
  const memberships = useOwnMembershipsWithTiers();
  const subscription = useCurrentSubscription();
  const current = subscription.data?.current ?? null;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BuildingIcon aria-hidden="true" className="size-5 text-primary" />
          Incubators and subscription
        </CardTitle>
        <CardDescription>Where you are a member, and what you pay for.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <section aria-label="Memberships">
          <h3 className="mb-1 text-sm font-semibold">Memberships</h3>
          {memberships.isPending ? (
            <p className="text-sm text-muted-foreground">Loading your memberships…</p>
          ) : memberships.isError || !memberships.data ? (
            <p className="text-sm text-muted-foreground">Your memberships could not be loaded just now.</p>
          ) : memberships.data.items.length === 0 ? (
            <p className="text-sm">
              Not a member of any incubator yet.{" "}
              <Link to="/incubators" className="font-medium text-primary underline underline-offset-4">
                Browse incubators
              </Link>
              .
            </p>
          ) : (
            <ul className="space-y-1">
              {memberships.data.items.map((item) => (
                <li key={item.incubator.slug} className="flex items-center justify-between gap-2 text-sm">
                  <Link to={`/incubators/${item.incubator.slug}`} className="underline underline-offset-4">
                    {item.incubator.name}
                  </Link>
                  <Badge variant={item.membershipTier === "subscriber" ? "default" : "secondary"}>
                    {TIER_LABELS[item.membershipTier]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label="Subscription">
          <h3 className="mb-1 text-sm font-semibold">Subscription</h3>
          {subscription.isPending ? (
            <p className="text-sm text-muted-foreground">Loading your subscription…</p>
          ) : subscription.isError ? (
            <p className="text-sm text-muted-foreground">Your subscription could not be loaded just now.</p>
          ) : current === null ? (
            <p className="text-sm">No active subscription.</p>
          ) : (
            <div className="space-y-1 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {current.plan.name} · {current.incubator.name}
                </span>
                <SubscriptionStatusBadge status={current.status} />
              </p>
              {current.status === "trial" && current.trialEndsAt && (
                <p>Trial ends {formatDate(current.trialEndsAt)}</p>
              )}
              {current.currentPeriodEnd && (current.status !== "trial" || current.cancelAtPeriodEnd) && (
                <p>
                  {current.cancelAtPeriodEnd ? "Ends" : "Renews"} {formatDate(current.currentPeriodEnd)}
                </p>
              )}
            </div>
          )}
        </section>
      </CardContent>
      <CardFooter>
        <Link to="/subscription" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Manage your subscription
        </Link>
      </CardFooter>
    </Card>
  );
}
