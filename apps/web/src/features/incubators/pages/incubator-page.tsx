import {
  INCUBATOR_PLANS_PARAM,
  type IncubatorDetailResponse,
  isCharterPlan,
  type SubscriptionSource,
} from "@hatchery/shared";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { AppActionButton } from "@/components/app-action-button";
import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { PageContainer, PageHeader, PageLoading, Prose } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { usePageHead } from "@/lib/page-head";
import { formatPrice } from "@/lib/price";
import { useSubscriptionIntent } from "@/lib/subscription-intent";
import { useIncubator } from "../api/get-incubator";
import { IncubatorActionBar } from "../components/incubator-action-bar";
import { MembershipPanel } from "../components/membership-panel";
import { plansAddress, plansSource } from "../plans-address";

/*
 * The plans dialog (Radix's dialog, the plan cards and the checkout calls) is a dozen files a visitor
 * reading the page never needs: it loads the first time it opens.
 */
const SubscriptionPlansDialog = lazy(() =>
  import("../components/subscription-plans-dialog").then((module) => ({
    default: module.SubscriptionPlansDialog,
  })),
);

interface DialogState {
  open: boolean;
  /** Opened at least once: from then on it stays mounted, so it can animate closed. */
  opened?: boolean;
  source?: SubscriptionSource;
}

/** Opens the plans dialog to upgrade: in the app, or in a visitor's document by its address. */
export interface UpgradeOpener {
  open: () => void;
  documentTo: string;
}

/**
 * `sections`: more of the incubator shown under its plans by the page that composes this one (its
 * courses, decision 039; its funding calls and community, decision 065), given a way to open the plans
 * dialog to upgrade and the page's answer.
 */
export function IncubatorPage({
  sections,
}: {
  sections?: (upgrade: UpgradeOpener, detail: IncubatorDetailResponse) => ReactNode;
} = {}) {
  const { slug = "" } = useParams();
  const detail = useIncubator(slug);
  const named = detail.data?.incubator;
  usePageHead(named && { title: named.name, description: named.tagline || named.description });
  const session = useSession();
  const signedIn = session.data === undefined ? undefined : session.data !== null;
  /*
   * A stored intent for this incubator (SPEC §3; a subscribe link on any page stores one, see
   * SubscribeLinkHandler) opens the plans dialog once the person is signed in: after sign-in, or after
   * sign-up and the verification link, which both land here.
   */
  const stored = useSubscriptionIntent();
  const intent =
    detail.data && signedIn !== undefined && stored?.incubatorSlug === detail.data.incubator.slug
      ? stored
      : undefined;
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  useEffect(() => {
    if (intent && signedIn) setDialog({ open: true, opened: true, source: intent.source });
  }, [intent, signedIn]);

  /*
   * An address that asks for the plans (a plan button of a visitor's document, plans-address.ts) opens
   * them once the app runs, and leaves the address, so going back or reloading does not open them again.
   */
  const [params, setParams] = useSearchParams();
  const askedPlans = params.get(INCUBATOR_PLANS_PARAM);
  useEffect(() => {
    if (askedPlans === null) return;
    setDialog({ open: true, opened: true, source: plansSource(askedPlans) });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INCUBATOR_PLANS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [askedPlans, setParams]);

  if (detail.isPending) return <IncubatorSkeleton />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title={missing ? "Incubator not found" : "Incubator could not be loaded"}
          lead={missing ? "There is no incubator at this address." : detail.error.message}
        />
        <Link to="/incubators" className={buttonVariants({ variant: "outline" })}>
          Browse incubators
        </Link>
      </PageContainer>
    );
  }

  const { incubator, stats } = detail.data;
  const plans = detail.data.plans
    .filter((plan) => plan.isActive)
    .sort((a, b) => a.priceMonthly - b.priceMonthly);
  const hasCharterPlan = plans.some(isCharterPlan);

  return (
    <PageContainer className="pb-16">
      <header className="flex flex-col gap-4 py-10 sm:flex-row sm:items-center sm:py-14">
        {incubator.logoUrl ? (
          <img src={incubator.logoUrl} alt="" className="size-20 rounded-xl object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="grid size-20 place-items-center rounded-xl bg-primary/10 text-3xl font-bold text-primary"
          >
            {incubator.name.charAt(0)}
          </div>
        )}
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{incubator.name}</h1>
          {incubator.tagline && <p className="text-lg text-muted-foreground">{incubator.tagline}</p>}
          <Badge variant={incubator.accepting ? "secondary" : "outline"}>
            {incubator.accepting ? "Accepting members" : "Not accepting members"}
          </Badge>
        </div>
      </header>

      {intent && signedIn === false && (
        <Alert className="mb-8">
          <AlertTitle>Finish subscribing to {incubator.name}</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            Sign in or create an account; your plan choice is kept and offered again here.
            <Link to={signInPath(`/incubators/${incubator.slug}`)} className={buttonVariants({ size: "sm" })}>
              Sign in or sign up
            </Link>
          </AlertDescription>
        </Alert>
      )}

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-10">
          <section aria-labelledby="about">
            <h2 id="about" className="mb-4 text-2xl font-semibold tracking-tight">
              About
            </h2>
            {incubator.description ? (
              <MarkdownProse html={incubator.descriptionHtml} />
            ) : (
              <Prose>
                <p className="text-muted-foreground">No description yet.</p>
              </Prose>
            )}
          </section>

          <section aria-labelledby="plans">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <h2 id="plans" className="text-2xl font-semibold tracking-tight">
                Plans
              </h2>
              {plans.length > 0 && (
                <div className="flex gap-2">
                  {hasCharterPlan && (
                    <AppActionButton
                      variant="outline"
                      documentTo={plansAddress(incubator.slug, "charter")}
                      onClick={() => setDialog({ open: true, opened: true, source: "charter" })}
                    >
                      Become Charter Member
                    </AppActionButton>
                  )}
                  <AppActionButton
                    documentTo={plansAddress(incubator.slug)}
                    onClick={() => setDialog({ open: true, opened: true })}
                  >
                    See plans
                  </AppActionButton>
                </div>
              )}
            </div>
            {plans.length === 0 ? (
              <p className="text-muted-foreground">
                No subscription plans are currently available for this incubator.
              </p>
            ) : (
              <ul className="divide-y rounded-xl border">
                {plans.map((plan) => (
                  <li key={plan.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
                    <span className="font-medium">{plan.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {formatPrice(plan.priceMonthly)} per month
                      {plan.trialPeriodDays > 0 && ` · ${plan.trialPeriodDays}-day free trial`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {sections?.(
            {
              open: () => setDialog({ open: true, opened: true, source: "upgrade" }),
              documentTo: plansAddress(incubator.slug, "upgrade"),
            },
            detail.data,
          )}
        </div>

        <aside className="space-y-6">
          <MembershipPanel
            detail={detail.data}
            session={session.data}
            onSubscribe={(source) => setDialog({ open: true, opened: true, source })}
          />
          <section aria-labelledby="member-stats" className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 id="member-stats" className="mb-3 text-lg font-semibold">
              Members
            </h2>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div>
                <dt className="text-xs text-muted-foreground">Guests</dt>
                <dd className="text-2xl font-semibold">{stats.guestCount}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Subscribers</dt>
                <dd className="text-2xl font-semibold">{stats.subscriberCount}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Total members</dt>
                <dd className="text-2xl font-semibold">{stats.totalMembers}</dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>

      <IncubatorActionBar
        detail={detail.data}
        session={session.data}
        onSubscribe={(source) => setDialog({ open: true, opened: true, source })}
      />

      {dialog.opened && (
        <Suspense fallback={null}>
          <SubscriptionPlansDialog
            slug={incubator.slug}
            open={dialog.open}
            source={dialog.source}
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}

function IncubatorSkeleton() {
  return (
    <PageLoading label="Loading incubator…" shapesClassName="space-y-6">
      <div className="flex items-center gap-4">
        <Skeleton className="size-20" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      </div>
      <Skeleton className="h-40 w-full" />
    </PageLoading>
  );
}
