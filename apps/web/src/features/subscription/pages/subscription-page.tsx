import type { Subscription } from "@hatchery/shared";
import { CalendarClockIcon, CircleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useCurrentSubscription } from "../api/get-current-subscription";
import { CancelSubscriptionButton } from "../components/cancel-subscription-button";
import { ChangePlanButton } from "../components/change-plan-dialog";
import { EndSubscriptionButton } from "../components/end-subscription-button";
import { ResumeSubscriptionButton } from "../components/resume-subscription-button";
import { SubscriptionDetails } from "../components/subscription-details";
import { SubscriptionHistory } from "../components/subscription-history";
import { formatDate } from "../utils/format";

const SECTION_HEADING = "mb-4 text-2xl font-semibold tracking-tight";

/** The person's subscription: what they pay for, canceling it, and every subscription they have had. */
export function SubscriptionPage() {
  const subscription = useCurrentSubscription();
  const needsAttention = subscription.data?.needsAttention ?? [];

  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Subscription"
        lead="Your plan, what it costs and when it renews, and every subscription you have had."
      />
      {subscription.isPending ? (
        <SubscriptionSkeleton />
      ) : subscription.isError ? (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>Your subscription could not be loaded</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>{errorMessage(subscription.error)}</p>
            <Button
              variant="outline"
              size="sm"
              disabled={subscription.isFetching}
              onClick={() => void subscription.refetch()}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="space-y-12">
          {needsAttention.length > 0 && (
            <section aria-labelledby="needs-attention">
              <h2 id="needs-attention" className={SECTION_HEADING}>
                Needs attention
              </h2>
              <div className="space-y-6">
                {needsAttention.map((item) => (
                  <PastDueSubscription key={item.id} subscription={item} />
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="current-subscription">
            <h2 id="current-subscription" className={SECTION_HEADING}>
              Current subscription
            </h2>
            {subscription.data.current ? (
              <CurrentSubscription subscription={subscription.data.current} />
            ) : (
              <NoSubscription />
            )}
          </section>
          <section aria-labelledby="subscription-history">
            <h2 id="subscription-history" className={SECTION_HEADING}>
              Subscription history
            </h2>
            <SubscriptionHistory />
          </section>
        </div>
      )}
    </PageContainer>
  );
}

function CurrentSubscription({ subscription }: { subscription: Subscription }) {
  return (
    <div className="space-y-6 rounded-xl border bg-card p-6 shadow-sm">
      {subscription.cancelAtPeriodEnd && <CancelsOnNotice subscription={subscription} />}
      <SubscriptionDetails subscription={subscription} />
      <SubscriptionActions subscription={subscription} />
    </div>
  );
}

/** A canceled trial or active subscription keeps its access until the end of its period. */
function CancelsOnNotice({ subscription }: { subscription: Subscription }) {
  const { incubator, currentPeriodEnd } = subscription;
  return (
    <Alert>
      <CalendarClockIcon aria-hidden="true" />
      <AlertTitle>Cancels on {formatDate(currentPeriodEnd)}</AlertTitle>
      <AlertDescription>
        You keep your subscriber benefits in {incubator.name} until then; after that your membership is a
        guest membership and nothing more is charged. Resume to keep your subscription going. To subscribe to
        another incubator before then, end it now.
      </AlertDescription>
    </Alert>
  );
}

/**
 * A past due subscription is not current (it grants nothing while the payment is outstanding), but it is
 * still billed and the server still cancels it, so it is shown with the same way out.
 */
function PastDueSubscription({ subscription }: { subscription: Subscription }) {
  const { plan, incubator } = subscription;
  return (
    <div className="space-y-6 rounded-xl border border-destructive/50 bg-card p-6 shadow-sm">
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>
          A payment for your {plan.name} subscription to {incubator.name} did not go through
        </AlertTitle>
        <AlertDescription>
          Until a payment succeeds your membership is a guest membership. If you no longer want this
          subscription, cancel it so nothing more is charged.
        </AlertDescription>
      </Alert>
      <SubscriptionDetails subscription={subscription} />
      <SubscriptionActions subscription={subscription} />
    </div>
  );
}

/**
 * A running subscription can change plan, and be canceled or, once canceled, resumed until it ends; or
 * be ended now, for a person who wants to subscribe to another incubator (decision 029).
 */
function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const running = subscription.status === "trial" || subscription.status === "active";
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`/incubators/${subscription.incubator.slug}`}
        className={buttonVariants({ variant: "outline" })}
      >
        Go to {subscription.incubator.name}
      </Link>
      {running && <ChangePlanButton subscription={subscription} />}
      {subscription.cancelAtPeriodEnd ? (
        <ResumeSubscriptionButton subscription={subscription} />
      ) : (
        <CancelSubscriptionButton subscription={subscription}>Cancel subscription</CancelSubscriptionButton>
      )}
      {running && <EndSubscriptionButton subscription={subscription} />}
    </div>
  );
}

function NoSubscription() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed p-6">
      <p className="text-muted-foreground">
        You have no active subscription. Subscribe to an incubator to lead teams, get business funding and
        premium mentorship; many plans start with a free trial.
      </p>
      <Link to="/incubators" className={buttonVariants()}>
        Browse incubators
      </Link>
    </div>
  );
}

function SubscriptionSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading your subscription…
      </p>
      <div aria-hidden="true" className="space-y-12">
        <div className="space-y-4">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
        <div className="space-y-4">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-32 w-full" />
        </div>
      </div>
    </>
  );
}
