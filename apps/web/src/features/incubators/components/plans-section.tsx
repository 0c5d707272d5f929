import { formatDollars, type Plan } from "@hatchery/shared";
import { CheckIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { SettingsSection } from "@/components/settings-section";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useIncubatorPlans } from "../api/list-incubator-plans";
import { PlanDescription } from "./plan-description";

/*
 * The dialog is its own chunk: with its form, switches and focus handling it would take this section
 * over the route chunk budget (bench/bundle.mjs). It is fetched once the section shows, before any click.
 */
const loadPlanDialog = () => import("./plan-dialog").then((module) => module.PlanDialog);
const PlanDialog = lazy(async () => ({ default: await loadPlanDialog() }));

interface DialogState {
  open: boolean;
  plan?: Plan;
  /** A new form for every opening, so a cancelled edit leaves nothing behind. */
  key: number;
}

function trialLabel(days: number): string {
  if (days === 0) return "No free trial";
  return days === 1 ? "1-day free trial" : `${days}-day free trial`;
}

export function PlansSection({ slug }: { slug: string }) {
  const plans = useIncubatorPlans(slug);
  const [dialog, setDialog] = useState<DialogState>({ open: false, key: 0 });
  useEffect(() => {
    void loadPlanDialog();
  }, []);
  const openDialog = (plan?: Plan) => setDialog((current) => ({ open: true, plan, key: current.key + 1 }));
  const sorted = plans.data ? [...plans.data.plans].sort((a, b) => a.priceMonthly - b.priceMonthly) : [];
  const addButton = (
    <Button type="button" onClick={() => openDialog()}>
      Add plan
    </Button>
  );

  return (
    <SettingsSection
      title="Plans"
      description="What people can subscribe to. Active plans are offered on the incubator's page, cheapest first."
      action={sorted.length > 0 ? addButton : undefined}
    >
      {plans.isPending ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            Loading plans…
          </p>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : plans.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>We couldn't load the plans</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>{errorMessage(plans.error)}</p>
            <Button type="button" variant="outline" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : sorted.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6">
          <h3 className="font-semibold">No plans yet</h3>
          <p className="text-sm text-muted-foreground">
            Add a plan so people can subscribe. Until then they can only join as guests.
          </p>
          {addButton}
        </div>
      ) : (
        <ul className="divide-y rounded-xl border">
          {sorted.map((plan) => (
            <PlanItem key={plan.id} plan={plan} onEdit={() => openDialog(plan)} />
          ))}
        </ul>
      )}
      {dialog.key > 0 && (
        <Suspense fallback={null}>
          <PlanDialog
            key={dialog.key}
            slug={slug}
            plan={dialog.plan}
            open={dialog.open}
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
    </SettingsSection>
  );
}

function PlanItem({ plan, onEdit }: { plan: Plan; onEdit: () => void }) {
  const nameId = `plan-${plan.id}-name`;
  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={nameId} className="font-semibold">
            {plan.name}
          </h3>
          <Badge variant={plan.isActive ? "secondary" : "outline"}>
            {plan.isActive ? "Active" : "Inactive"}
          </Badge>
          {plan.isRecommended && <Badge>Recommended</Badge>}
        </div>
        <p className="text-sm">
          <span className="font-medium">${formatDollars(plan.priceMonthly)}/month</span>
          <span className="text-muted-foreground"> · {trialLabel(plan.trialPeriodDays)}</span>
        </p>
        {plan.description && <PlanDescription source={plan.description} />}
        {plan.features.length > 0 && (
          <ul aria-label={`Features of ${plan.name}`} className="space-y-1 text-sm">
            {plan.features.map((feature, index) => (
              // Two features may read the same, so the position keeps the keys apart.
              <li key={`${index}-${feature}`} className="flex gap-2">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {feature}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onEdit} className="self-start">
        Edit<span className="sr-only"> {plan.name}</span>
      </Button>
    </li>
  );
}
