import { type CheckoutResponse, INCUBATOR_ERROR_MESSAGES } from "@hatchery/shared";
import { CircleAlertIcon, FlaskConicalIcon } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useConfirmCheckout } from "../api/confirm-checkout";
import { useCheckout } from "../api/get-checkout";
import { monthlyPrice, STATUS_PHRASES, trialOffer } from "../utils/format";

function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** Where the person lands once the payment is confirmed. */
export function successPath(subscriptionId: string): string {
  return `/subscription/success?subscriptionId=${encodeURIComponent(subscriptionId)}`;
}

/**
 * The built-in payment page (decision 003): always test mode, so it says at once, and again beside the
 * button, that no card is charged and no money moves.
 */
export function CheckoutPage() {
  const { id = "" } = useParams();
  const checkout = useCheckout(id);

  if (checkout.isPending) return <CheckoutSkeleton />;
  if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title={missing ? "Checkout not found" : "Checkout could not be loaded"}
          lead={errorMessage(checkout.error)}
        />
        <div className="flex flex-wrap gap-2">
          {!missing && (
            <Button disabled={checkout.isFetching} onClick={() => void checkout.refetch()}>
              Try again
            </Button>
          )}
          <Link to="/subscription" className={buttonVariants({ variant: "outline" })}>
            Go to your subscription
          </Link>
        </div>
      </PageContainer>
    );
  }
  if (checkout.data.subscription.status !== "pending_payment") {
    return <CheckoutNotPending checkout={checkout.data} />;
  }
  return <PendingCheckout checkout={checkout.data} />;
}

function TestModeNotice() {
  return (
    <Alert className="border-primary/60 bg-accent text-accent-foreground">
      <FlaskConicalIcon aria-hidden="true" />
      <AlertTitle className="flex items-center gap-2">
        <Badge>TEST MODE</Badge>
        No card is charged
      </AlertTitle>
      <AlertDescription className="text-accent-foreground">
        This is the built-in test checkout: no card is charged and no money moves. Confirming starts the
        subscription straight away.
      </AlertDescription>
    </Alert>
  );
}

function PendingCheckout({ checkout }: { checkout: CheckoutResponse }) {
  const { subscription, trialPeriodDays } = checkout;
  const { incubator, plan } = subscription;
  const navigate = useNavigate();
  const confirm = useConfirmCheckout();

  function confirmSubscription() {
    confirm.mutate(subscription.id, {
      onSuccess: ({ subscription: confirmed }) => navigate(successPath(confirmed.id)),
    });
  }

  return (
    <PageContainer className="max-w-3xl pb-16">
      <PageHeader title="Checkout" lead={`Confirm your subscription to ${incubator.name}.`} />
      <div className="space-y-6">
        <TestModeNotice />
        <Card>
          <CardHeader>
            <CardTitle>Order summary</CardTitle>
            <CardDescription>{trialOffer(trialPeriodDays, plan.priceMonthly)}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Incubator</dt>
                <dd className="font-medium">{incubator.name}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Plan</dt>
                <dd className="font-medium">{plan.name}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Price per month</dt>
                <dd className="font-medium">{monthlyPrice(plan.priceMonthly)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Free trial</dt>
                <dd className="font-medium">{trialPeriodDays > 0 ? `${trialPeriodDays} days` : "None"}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t pt-3">
                <dt className="text-muted-foreground">Due today</dt>
                <dd className="font-semibold">$0.00 (test mode)</dd>
              </div>
            </dl>
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-4">
            {confirm.isError && (
              <Alert variant="destructive" role="alert">
                <CircleAlertIcon aria-hidden="true" />
                <AlertDescription className="flex flex-col items-start gap-2 text-destructive">
                  <p>{errorMessage(confirm.error)}</p>
                  {confirm.error instanceof ApiError &&
                    confirm.error.message === INCUBATOR_ERROR_MESSAGES.checkoutNotPending && (
                      <p>It was already confirmed or canceled, so there is nothing left to pay here.</p>
                    )}
                  {isConflict(confirm.error) && (
                    <Link to="/subscription" className="font-medium underline underline-offset-4">
                      Manage your subscription
                    </Link>
                  )}
                </AlertDescription>
              </Alert>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link to={`/incubators/${incubator.slug}`} className={buttonVariants({ variant: "outline" })}>
                Back to {incubator.name}
              </Link>
              <Button disabled={confirm.isPending} onClick={confirmSubscription}>
                {confirm.isPending ? "Processing..." : "Confirm subscription"}
              </Button>
            </div>
          </CardFooter>
        </Card>
      </div>
    </PageContainer>
  );
}

/** Opened again after paying, or after canceling: nothing is left to pay, and the page says so. */
function CheckoutNotPending({ checkout }: { checkout: CheckoutResponse }) {
  const { subscription } = checkout;
  return (
    <PageContainer className="max-w-3xl pb-16">
      <PageHeader
        title="This checkout is closed"
        lead={`${INCUBATOR_ERROR_MESSAGES.checkoutNotPending}: your ${subscription.plan.name} subscription to ${subscription.incubator.name} ${STATUS_PHRASES[subscription.status]}, so there is nothing to pay here.`}
      />
      <Link to="/subscription" className={buttonVariants()}>
        Go to your subscription
      </Link>
    </PageContainer>
  );
}

function CheckoutSkeleton() {
  return (
    <PageLoading label="Loading checkout…" className="max-w-3xl" shapesClassName="space-y-6">
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-64 w-full" />
    </PageLoading>
  );
}
