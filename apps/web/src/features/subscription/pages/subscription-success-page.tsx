import type { Subscription } from "@hatchery/shared";
import { type UseQueryResult, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheckIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { getCurrentSubscriptionQueryOptions } from "../api/get-current-subscription";
import { getSubscriptionQueryOptions } from "../api/get-subscription";
import { invalidateMembershipState } from "../api/invalidate-membership-state";
import { SubscriptionConfirmedDialog } from "../components/subscription-confirmed-dialog";
import { SubscriptionDetails } from "../components/subscription-details";
import { STATUS_PHRASES } from "../utils/format";

/** A payment provider may confirm a moment after sending the person back; the page looks again this often. */
export const PAYMENT_CONFIRMATION_POLL_MS = 3000;

/**
 * Where a completed checkout lands (`?subscriptionId=`). The membership changed on the server, so every
 * query that shows membership or incubator state is refreshed first.
 */
export function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const subscriptionId = params.get("subscriptionId");
  const queryClient = useQueryClient();
  useEffect(() => {
    void invalidateMembershipState(queryClient);
  }, [queryClient]);

  return subscriptionId ? (
    <NamedSubscriptionOutcome subscriptionId={subscriptionId} />
  ) : (
    <CurrentSubscriptionOutcome />
  );
}

/** The subscription the address names, asked for again while its payment is being confirmed. */
function NamedSubscriptionOutcome({ subscriptionId }: { subscriptionId: string }) {
  const query = useQuery({
    ...getSubscriptionQueryOptions(subscriptionId),
    select: (data) => data.subscription,
    refetchInterval: (named) =>
      named.state.data?.subscription.status === "pending_payment" ? PAYMENT_CONFIRMATION_POLL_MS : false,
  });
  // The server answers 404 alike for an id that does not exist and for someone else's subscription.
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundOutcome />;
  return <SubscriptionOutcome query={query} />;
}

/** Without an id, the active subscription; it is trial or active, so there is no payment to wait for. */
function CurrentSubscriptionOutcome() {
  const query = useQuery({ ...getCurrentSubscriptionQueryOptions(), select: (data) => data.current });
  return <SubscriptionOutcome query={query} />;
}

function SubscriptionOutcome({ query }: { query: UseQueryResult<Subscription | null> }) {
  if (query.isPending) return <SuccessSkeleton />;
  if (query.isError) {
    // Only a completed checkout leads here, and without the details nothing contradicts it; the page keeps
    // its name and says what is missing.
    const reason = errorMessage(query.error);
    return (
      <Outcome title="Subscription confirmed" lead={`Its details could not be loaded: ${reason}`}>
        <Button disabled={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Outcome>
    );
  }
  const subscription = query.data;
  if (!subscription) return <NotFoundOutcome />;
  if (subscription.status === "pending_payment") {
    return (
      <Outcome
        title="Confirming your payment"
        lead={
          <span role="status">
            Your payment for {subscription.plan.name} is being confirmed. This page updates by itself in a few
            seconds.
          </span>
        }
      />
    );
  }
  if (subscription.status !== "trial" && subscription.status !== "active") {
    return (
      <Outcome
        title="This subscription is not active"
        lead={`Your ${subscription.plan.name} subscription to ${subscription.incubator.name} ${STATUS_PHRASES[subscription.status]}.`}
      />
    );
  }
  return <Confirmed subscription={subscription} />;
}

function NotFoundOutcome() {
  return (
    <Outcome
      title="Subscription not found"
      lead="We could not find this subscription among yours. Your subscription page lists every subscription you have had."
    />
  );
}

function Outcome({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <PageContainer className="pb-16">
      <PageHeader title={title} lead={lead} />
      <div className="flex flex-wrap gap-2">
        {children}
        <Link to="/subscription" className={buttonVariants({ variant: children ? "outline" : "default" })}>
          Go to your subscription
        </Link>
      </div>
    </PageContainer>
  );
}

function Confirmed({ subscription }: { subscription: Subscription }) {
  const [dialogOpen, setDialogOpen] = useState(true);
  const navigate = useNavigate();
  const { incubator } = subscription;

  return (
    <PageContainer className="pb-16">
      <header className="flex items-start gap-4 py-10 sm:py-14">
        <CircleCheckIcon aria-hidden="true" className="mt-1 size-9 shrink-0 text-success" />
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Subscription confirmed
          </h1>
          <p className="text-lg text-pretty text-muted-foreground">
            Welcome to {incubator.name} as a subscriber. Your membership now includes team leadership,
            business funding and premium mentorship.
          </p>
        </div>
      </header>
      <section
        aria-labelledby="subscription-summary"
        className="space-y-6 rounded-xl border bg-card p-6 shadow-sm"
      >
        <h2 id="subscription-summary" className="text-xl font-semibold tracking-tight">
          Your subscription
        </h2>
        <SubscriptionDetails subscription={subscription} />
        <div className="flex flex-wrap gap-2">
          <Link to={`/incubators/${incubator.slug}`} className={buttonVariants()}>
            Go to {incubator.name}
          </Link>
          <Link to="/subscription" className={buttonVariants({ variant: "outline" })}>
            Manage subscription
          </Link>
          <Link to="/support" className={buttonVariants({ variant: "ghost" })}>
            Contact Support
          </Link>
        </div>
      </section>
      <SubscriptionConfirmedDialog
        subscription={subscription}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onContinueBrowsing={() => {
          setDialogOpen(false);
          navigate("/incubators");
        }}
      />
    </PageContainer>
  );
}

function SuccessSkeleton() {
  return (
    <PageLoading label="Loading your subscription…" shapesClassName="space-y-6">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-48 w-full" />
    </PageLoading>
  );
}
