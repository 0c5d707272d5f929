import { CHARTER_PLAN_MARKER, PLAN_FEATURES_MAX_COUNT, type Plan } from "@hatchery/shared";
import { PlusIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { showServerError } from "@/lib/api-client";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import { useCreatePlan } from "../api/create-plan";
import { useUpdatePlan } from "../api/update-plan";
import {
  changedPlanFields,
  type PlanFormData,
  type PlanFormInput,
  planFieldFor,
  planFormValues,
} from "../utils/plan-form";

const planFormResolver = lazyZodResolver(() =>
  import("../incubator-form-schemas").then((schemas) => schemas.planFormSchema),
);

/**
 * Adds a plan to the incubator, or edits one. Mount it anew (a new `key`) for each opening so the form
 * starts from the plan as saved.
 */
export function PlanDialog({
  slug,
  plan,
  open,
  onOpenChange,
}: {
  slug: string;
  /** The plan to edit; without it the dialog adds one. */
  plan?: Plan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<PlanFormInput, unknown, PlanFormData>({
    resolver: planFormResolver,
    defaultValues: planFormValues(plan),
  });
  const features = useFieldArray({ control: form.control, name: "features" });
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const { errors, isSubmitting } = form.formState;
  const featuresHintId = useId();
  const activeHintId = useId();
  const recommendedHintId = useId();
  const atFeatureLimit = features.fields.length >= PLAN_FEATURES_MAX_COUNT;

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      if (plan) {
        const changes = changedPlanFields(data, plan);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ planId: plan.id, changes });
        toast({ title: "Plan saved", description: `${data.name} is up to date.` });
      } else {
        await create.mutateAsync({ slug, plan: data });
        toast({ title: "Plan added", description: `${data.name} is now among the incubator's plans.` });
      }
      onOpenChange(false);
    } catch (error) {
      showServerError(error, form.setError, planFieldFor);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{plan ? `Edit ${plan.name}` : "Add plan"}</DialogTitle>
          <DialogDescription>
            Prices are monthly, in US dollars. Turn Active off to stop offering a plan; it is never deleted.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          onFocus={planFormResolver.preload}
          noValidate
          aria-label={plan ? "Edit plan" : "New plan"}
          className="grid gap-5"
        >
          <FormField
            label="Plan name"
            hint={`A name containing “${CHARTER_PLAN_MARKER}” shows the plan as a charter offer.`}
            error={errors.name?.message}
          >
            {(control) => <Input {...control} {...form.register("name")} />}
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            {(control) => <Textarea {...control} rows={3} {...form.register("description")} />}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Monthly price (USD)"
              hint="In dollars, such as 19.99; 0 makes the plan free."
              error={errors.price?.message}
            >
              {(control) => (
                <Input {...control} inputMode="decimal" autoComplete="off" {...form.register("price")} />
              )}
            </FormField>
            <FormField
              label="Free trial (days)"
              hint="0 for no free trial."
              error={errors.trialPeriodDays?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.register("trialPeriodDays")}
                />
              )}
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <div className="flex items-start gap-3">
                  <Switch
                    id={`${activeHintId}-switch`}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    aria-describedby={activeHintId}
                  />
                  <div className="grid gap-1">
                    <Label htmlFor={`${activeHintId}-switch`}>Active</Label>
                    <p id={activeHintId} className="text-sm text-muted-foreground">
                      Offered on the incubator's page. Inactive plans cannot be chosen by new subscribers.
                    </p>
                  </div>
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="isRecommended"
              render={({ field }) => (
                <div className="flex items-start gap-3">
                  <Switch
                    id={`${recommendedHintId}-switch`}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    aria-describedby={recommendedHintId}
                  />
                  <div className="grid gap-1">
                    <Label htmlFor={`${recommendedHintId}-switch`}>Recommended</Label>
                    <p id={recommendedHintId} className="text-sm text-muted-foreground">
                      Highlighted among the plans with a Recommended badge.
                    </p>
                  </div>
                </div>
              )}
            />
          </div>
          <fieldset className="grid gap-3" aria-describedby={featuresHintId}>
            <legend className="mb-2 text-sm leading-none font-medium">Features</legend>
            <p id={featuresHintId} className="text-sm text-muted-foreground">
              What a subscriber gets, one line each, in the order shown on the plan (at most{" "}
              {PLAN_FEATURES_MAX_COUNT}).
            </p>
            {features.fields.length > 0 && (
              <ol className="grid gap-2">
                {features.fields.map((feature, index) => {
                  const error = errors.features?.[index]?.value?.message;
                  const errorId = `${featuresHintId}-${feature.id}-error`;
                  return (
                    <li key={feature.id} className="grid gap-1">
                      <div className="flex gap-2">
                        <Input
                          aria-label={`Feature ${index + 1}`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          {...form.register(`features.${index}.value`)}
                        />
                        <Button
                          type="button"
                          variant="outline"
                          size="icon"
                          aria-label={`Remove feature ${index + 1}`}
                          onClick={() => features.remove(index)}
                        >
                          <XIcon aria-hidden="true" />
                        </Button>
                      </div>
                      {error && (
                        <p id={errorId} className="text-sm font-medium text-destructive">
                          {error}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={atFeatureLimit}
                onClick={() => features.append({ value: "" })}
              >
                <PlusIcon aria-hidden="true" />
                Add feature
              </Button>
            </div>
          </fieldset>
          {/* Plain text rather than FormError: the alert box would push this chunk over its size budget. */}
          {errors.root?.server && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.server.message}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving…" : plan ? "Save plan" : "Add plan"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
